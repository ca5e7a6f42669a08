/**
 * The engine: runs inside a DOM (jsdom or a real page) and returns the plain
 * snapshot model. Nothing below this folder imports Node: the same source is
 * bundled into the script that Playwright injects into a page.
 */
import { captureLines } from './capture.js';
import { EngineContext } from './context.js';
import { DOCUMENT_NODE } from './dom.js';
import { locateRefsIn, resolveRefIn } from './refs.js';
import { foldText } from '../model/text.js';

export { capture, type CaptureOptions } from './capture.js';
export { ScopeError } from '../model/scope.js';
export { RefError, type RefErrorKind } from '../model/refs.js';

/** The computed role of one element: explicit `role` first, else HTML-AAM. */
export function roleOf(element: Element): string {
  return new EngineContext(element.ownerDocument).roleOf(element);
}

/** The accessible name of one element by accname 1.2, whitespace folded. */
export function nameOf(element: Element): string {
  return foldText(new EngineContext(element.ownerDocument).nameOf(element));
}

/**
 * The element a ref from an earlier capture of this document names. Throws a
 * `RefError`: `gone` when the element left the page, `ambiguous` when its
 * evidence (role and key) now matches two elements; never a lookalike.
 */
export function resolveRef(root: Document | Element, ref: string): Element {
  const doc = root.nodeType === DOCUMENT_NODE ? (root as Document) : (root as Element).ownerDocument;
  return resolveRefIn(doc, ref, (testIdAttributes) => captureLines(doc, { testIdAttributes }));
}

/** Every element of the document that has a ref, with it, in page order (for annotated screenshots). */
export function locateRefs(doc: Document): { ref: string; element: Element }[] {
  return locateRefsIn(doc, (testIdAttributes) => captureLines(doc, { testIdAttributes }));
}
