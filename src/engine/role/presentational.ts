/**
 * Presentational roles conflict resolution (WAI-ARIA 1.2 §9.1 "Presentational
 * Roles Conflict Resolution"): `none`/`presentation` (and an `img` with
 * `alt=""`, which HTML-AAM maps to it) is ignored when the element is
 * focusable or carries a global ARIA attribute.
 */
import { GLOBAL_ARIA_ATTRIBUTES } from './data.js';

/**
 * Whether a presentational role must give way: the element is focusable or
 * has a global ARIA state or property (`aria-label`, `aria-describedby`...).
 */
export function isPresentationForbidden(element: Element): boolean {
  return isFocusable(element) || hasGlobalAriaAttribute(element);
}

/** True when some attribute of the element is a global ARIA attribute. */
export function hasGlobalAriaAttribute(element: Element): boolean {
  const attributes = element.attributes;
  for (let i = 0; i < attributes.length; i++) {
    const name = attributes[i].name;
    if (name.startsWith('aria-') && GLOBAL_ARIA_ATTRIBUTES.has(name)) return true;
  }
  return false;
}

/**
 * Focusable without layout (HTML §6.6.3 "focusable area"): a `tabindex`
 * attribute (even -1: focusable, only not tabbable; wpt
 * role_none_conflict_resolution.html), an enabled form control, a link, a
 * `details` summary, a frame, media with controls, or editable content.
 * A control disabled by an ancestor `fieldset` is not seen (rare, and costs
 * a walk).
 */
export function isFocusable(element: Element): boolean {
  if (element.hasAttribute('tabindex')) return true;
  switch (element.localName) {
    case 'a':
    case 'area':
      return element.hasAttribute('href');
    case 'input':
      return !element.hasAttribute('disabled') && element.getAttribute('type')?.toLowerCase() !== 'hidden';
    case 'button':
    case 'select':
    case 'textarea':
      return !element.hasAttribute('disabled');
    case 'iframe':
      return true;
    case 'audio':
    case 'video':
      return element.hasAttribute('controls');
    case 'summary':
      return isDetailsSummary(element);
  }
  const editable = element.getAttribute('contenteditable');
  return editable !== null && editable.toLowerCase() !== 'false';
}

/** Whether a `summary` is the first `summary` child of a `details` (HTML §4.11.2). */
export function isDetailsSummary(summary: Element): boolean {
  const details = summary.parentElement;
  if (!details || details.localName !== 'details') return false;
  for (let child = details.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === 'summary') return child === summary;
  }
  return false;
}
