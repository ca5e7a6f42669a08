/**
 * Boxes, for `offscreen` (NOTATION.md): a line whose box lies outside the
 * viewport, or is clipped away by an ancestor that hides its overflow. Only
 * engines with layout ask; jsdom has no boxes and never prints the flag.
 */
import type { ElementStyle } from './style.js';
import { windowOf, tagOf } from './dom.js';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The box an element clips its descendants to, if it clips them. */
export function clipOf(el: Element, style: ElementStyle): Box | undefined {
  if (!style.clips || tagOf(el) === 'html' || tagOf(el) === 'body') return undefined;
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
}

/** The overlap of two optional boxes (undefined means "no limit"). */
export function intersect(a: Box | undefined, b: Box | undefined): Box | undefined {
  if (!a) return b;
  if (!b) return a;
  return { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
}

/** True when no part of the element's box can be seen. */
export function isOffscreen(el: Element, clip: Box | undefined): boolean {
  const win = windowOf(el);
  if (!win) return false;
  const viewport: Box = { left: 0, top: 0, right: win.innerWidth, bottom: win.innerHeight };
  const visible = intersect(viewport, clip)!;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return false; // a box with no size says nothing of place
  return r.right <= visible.left || r.left >= visible.right || r.bottom <= visible.top || r.top >= visible.bottom;
}
