/**
 * Frame documents to inline. A browser loads an iframe's `srcdoc` as the
 * frame's document (HTML §4.8.5: an `about:srcdoc` document, same-origin with
 * its parent by definition), so its lines are inlined like any same-origin
 * frame's. jsdom (29) leaves such a frame on its empty `about:blank`
 * document; there we parse the `srcdoc` into that document once, so both
 * engines print the same `frame` lines.
 */
import { attr, hasAttr, windowOf } from './dom.js';
import { isJsdom } from './style.js';

// The most srcdoc text parsed: a page cannot make a capture parse without end.
const MAX_SRCDOC = 5_000_000;

/** Frame documents already filled from their srcdoc (or found to need nothing). */
const filled = new WeakSet<Document>();

/**
 * The document of an iframe, or null when it cannot be read (cross-origin).
 * In jsdom, an untouched `about:blank` document of a frame with `srcdoc` is
 * first filled from it.
 */
export function readFrameDocument(frame: HTMLIFrameElement): Document | null {
  let inner: Document | null;
  try {
    inner = frame.contentDocument;
  } catch {
    return null;
  }
  if (inner && !filled.has(inner) && hasAttr(frame, 'srcdoc') && isJsdom(frame.ownerDocument)) {
    filled.add(inner);
    if (isUntouched(inner)) fillFromSrcdoc(inner, attr(frame, 'srcdoc') ?? '');
  }
  return inner;
}

/** True for the empty `about:blank` document jsdom gives a frame (nothing a script wrote). */
function isUntouched(doc: Document): boolean {
  return doc.URL === 'about:blank' && !doc.head?.firstChild && !doc.body?.firstChild;
}

/**
 * Parses the srcdoc and moves its root into the frame's document, where its
 * style sheets apply. Its scripts are removed first: a capture never runs the
 * page's code (a browser would have run them at load).
 */
function fillFromSrcdoc(doc: Document, srcdoc: string): void {
  const view = windowOf(doc);
  if (!view || srcdoc.length > MAX_SRCDOC) return;
  const parsed = new view.DOMParser().parseFromString(srcdoc, 'text/html');
  for (const script of [...parsed.querySelectorAll('script')]) script.remove();
  doc.replaceChild(doc.importNode(parsed.documentElement, true), doc.documentElement);
}
