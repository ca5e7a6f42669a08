/**
 * The engine: runs inside a DOM (jsdom or a real page) and returns the plain
 * snapshot model. No Node imports may appear below this folder.
 */
import { EngineContext } from './context.js';

/** The computed role of one element: explicit `role` first, else HTML-AAM. */
export function roleOf(element: Element): string {
  return new EngineContext(element.ownerDocument).roleOf(element);
}

/** The accessible name of one element by accname 1.2, whitespace folded. */
export function nameOf(element: Element): string {
  return new EngineContext(element.ownerDocument).nameOf(element).replace(/[\t\n\f\r ]+/g, ' ').trim();
}
