/**
 * Presentational roles conflict resolution (WAI-ARIA 1.2 "Presentational
 * Roles Conflict Resolution"): `none`/`presentation` (and an `img` with
 * `alt=""`, which HTML-AAM maps to it) is ignored when the element is
 * focusable or carries a global ARIA attribute.
 *
 * `attributes` is the element's getAttributeNames(), read once per element
 * by role.ts: in jsdom each hasAttribute costs about 0.4 µs.
 */
import { attr, tagOf } from '../dom.js';
import { GLOBAL_ARIA_ATTRIBUTES } from './data.js';

/**
 * Whether a presentational role must give way: the element is focusable or
 * has a global ARIA state or property (`aria-label`, `aria-describedby`...).
 */
export function isPresentationForbidden(element: Element, attributes: readonly string[]): boolean {
  for (let i = 0; i < attributes.length; i++) {
    const name = attributes[i];
    if (name.startsWith('aria-') && GLOBAL_ARIA_ATTRIBUTES.has(name)) return true;
  }
  return isFocusable(element, attributes);
}

/**
 * Focusable without layout (HTML "focusable area"): a `tabindex`
 * attribute (even -1: focusable, only not tabbable; wpt
 * role_none_conflict_resolution.html), an enabled form control, a link, a
 * `details` summary, a frame, media with controls, or editable content.
 * A control disabled by an ancestor `fieldset` is not seen (rare, and costs
 * a walk).
 */
export function isFocusable(element: Element, attributes: readonly string[]): boolean {
  if (attributes.includes('tabindex')) return true;
  if (attributes.includes('contenteditable') && attr(element, 'contenteditable')!.toLowerCase() !== 'false') return true;
  switch (tagOf(element)) {
    case 'a':
    case 'area':
      return attributes.includes('href');
    case 'input':
      return !attributes.includes('disabled') && attr(element, 'type')?.toLowerCase() !== 'hidden';
    case 'button':
    case 'select':
    case 'textarea':
      return !attributes.includes('disabled');
    case 'iframe':
      return true;
    case 'audio':
    case 'video':
      return attributes.includes('controls');
    case 'summary':
      return isDetailsSummary(element);
  }
  return false;
}

/** Whether a `summary` is the first `summary` child of a `details` (HTML `details`). */
export function isDetailsSummary(summary: Element): boolean {
  const details = summary.parentElement;
  if (!details || tagOf(details) !== 'details') return false;
  for (let child = details.firstElementChild; child; child = child.nextElementSibling) {
    if (tagOf(child) === 'summary') return child === summary;
  }
  return false;
}
