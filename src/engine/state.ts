/**
 * What a control says about itself: value, placeholder, heading level and
 * state flags (NOTATION.md, "Markers and strings"). Native state wins over
 * ARIA where HTML-AAM says the ARIA attribute must be ignored (a native
 * checkbox's `aria-checked`, a native `disabled`).
 */
import { attr, hasAriaAttribute, hasAttr, tagOf } from './dom.js';
import type { Flag } from '../model/snapshot.js';
import { CHECKABLE_ROLES, VALUE_ROLES } from './roles.js';
import { readMeasure } from './measure.js';
import { parseNumber } from './numbers.js';
import { isJsdom } from './style.js';

type Input = HTMLInputElement;

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number', '']);
const FORM_CONTROLS = new Set(['button', 'input', 'select', 'textarea', 'optgroup', 'option', 'fieldset']);

/** The field's current value, or undefined when it has none to show. */
export function readValue(el: Element, role: string): string | undefined {
  if (!VALUE_ROLES.has(role)) return undefined;
  const tag = tagOf(el);
  let value: string | null | undefined;
  if (tag === 'input') {
    const input = el as Input;
    value = input.type === 'password' ? '•'.repeat(input.value.length) : input.type === 'range' ? readRangeValue(input) : input.value;
  } else if (tag === 'textarea') value = (el as HTMLTextAreaElement).value;
  else if (tag === 'select') value = selectedText(el as HTMLSelectElement);
  else if (role === 'progressbar' || role === 'meter') value = readMeasure(el, role);
  else if (role === 'combobox') value = readComboboxValue(el);
  else value = attr(el, 'aria-valuetext') ?? attr(el, 'aria-valuenow');
  return value ? value : undefined;
}

/**
 * A combobox drawn without a field (a select-only combobox: a focusable
 * element showing the picked option) says its text, as Chromium's tree
 * gives its value (checked against CDP `Accessibility.getFullAXTree` on
 * Chromium 150: `aria-valuetext` is not read; an element that cannot take
 * the focus has none).
 */
function readComboboxValue(el: Element): string | undefined {
  if (!hasAttr(el, 'tabindex') && !(el as HTMLElement).isContentEditable) return undefined;
  return el.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

/**
 * A slider's value. jsdom sanitizes a range input's value when its type or
 * value is set, against the bounds parsed by then, so `<input type=range
 * max=500>` says 50; until a script sets it, the value is the `value`
 * attribute sanitized here (HTML §4.10.5.1.14: clamped, the midpoint by
 * default, on a step). Browsers, and jsdom once a script set the value,
 * answer right.
 */
function readRangeValue(input: Input): string {
  return isUntouchedJsdomValue(input) ? sanitizeRange(input) : input.value;
}

/**
 * True for a jsdom input whose value no script or user has set (its "dirty
 * value flag" is off). jsdom keeps the flag out of reach, so a detached copy,
 * which carries the flag, is asked: an untouched value follows the `value`
 * attribute, a set one does not. No observer of the page sees the copy.
 */
function isUntouchedJsdomValue(input: Input): boolean {
  if (!isJsdom(input.ownerDocument)) return false;
  const copy = input.cloneNode(false) as Input;
  copy.setAttribute('value', '-1e300');
  const low = copy.value;
  copy.setAttribute('value', '1e300');
  return copy.value !== low;
}

/** HTML's value sanitization for the Range state, from the content attributes. */
function sanitizeRange(input: Input): string {
  const min = parseNumber(attr(input, 'min')) ?? 0;
  const max = Math.max(min, parseNumber(attr(input, 'max')) ?? 100);
  let value = parseNumber(attr(input, 'value')) ?? min + (max - min) / 2;
  value = Math.min(max, Math.max(min, value));
  const stepText = (attr(input, 'step') ?? '').trim().toLowerCase();
  if (stepText === 'any') return String(value);
  const parsedStep = parseNumber(stepText);
  const step = parsedStep !== undefined && parsedStep > 0 ? parsedStep : 1;
  // The step base is min when given, else the value attribute, else 0.
  const base = parseNumber(attr(input, 'min')) ?? parseNumber(attr(input, 'value')) ?? 0;
  // The nearest step, the greater of two equally near, and none above max.
  let stepped = base + Math.floor((value - base) / step + 0.5) * step;
  if (stepped > max) stepped -= step;
  return String(Number(stepped.toPrecision(12)));
}

function selectedText(select: HTMLSelectElement): string {
  const texts: string[] = [];
  for (const option of select.selectedOptions) texts.push(option.label || option.text);
  return texts.join(', ');
}

/** The placeholder of a text field (`placeholder`, else `aria-placeholder`). */
export function readPlaceholder(el: Element, role: string): string | undefined {
  if (role !== 'textbox' && role !== 'searchbox' && role !== 'combobox') return undefined;
  return attr(el, 'placeholder') || attr(el, 'aria-placeholder') || undefined;
}

/** A heading's level: `aria-level`, else the `hN` number, else 2 (WAI-ARIA §heading). */
export function readLevel(el: Element): number {
  const aria = Number.parseInt(attr(el, 'aria-level') ?? '', 10);
  if (aria > 0) return aria;
  const match = /^h([1-6])$/.exec(tagOf(el));
  return match ? Number(match[1]) : 2;
}

export interface FlagContext {
  /** Set when a disabled fieldset or an `aria-disabled` ancestor covers the element. */
  disabledAbove: boolean;
  focused: boolean;
  offscreen: boolean;
}

/** The state flags in print order (model.ts FLAG_ORDER). */
export function readFlags(el: Element, role: string, context: FlagContext): Flag[] {
  const flags: Flag[] = [];
  // Asked once for all the flags: the tag, and whether any ARIA attribute
  // is there at all (most lines have none, and their ARIA states are then
  // all absent without asking for each).
  const tag = tagOf(el);
  const aria = hasAriaAttribute(el);
  // `input.type` is a DOM getter (in jsdom, an attribute read behind the
  // wrapper layer), and three flags depend on it: read it once.
  const type = tag === 'input' ? (el as Input).type : undefined;
  const checked = readChecked(el, role, type, aria);
  if (checked) flags.push(checked);
  if (context.disabledAbove || isDisabled(el, tag, aria)) flags.push('disabled');
  if (context.focused) flags.push('focus');
  if (tag === 'option' ? (el as HTMLOptionElement).selected : aria && attr(el, 'aria-selected') === 'true') flags.push('selected');
  const expanded = readExpanded(el, tag, aria);
  if (expanded) flags.push(expanded);
  if (isNativeFlag(el, tag, 'required', type) || (aria && attr(el, 'aria-required') === 'true')) flags.push('required');
  const invalid = aria ? attr(el, 'aria-invalid') : null;
  if (invalid && invalid !== 'false') flags.push('invalid');
  if (isNativeFlag(el, tag, 'readonly', type) || (aria && attr(el, 'aria-readonly') === 'true')) flags.push('readonly');
  if (context.offscreen) flags.push('offscreen');
  return flags;
}

/** `type` is the element's input type, undefined for other elements. */
function readChecked(el: Element, role: string, type: string | undefined, aria: boolean): Flag | undefined {
  if ((type === 'checkbox' || type === 'radio') && CHECKABLE_ROLES.has(role)) {
    const input = el as Input;
    if (type === 'checkbox' && input.indeterminate) return 'mixed';
    return input.checked ? 'on' : 'off';
  }
  const state = !aria ? null : CHECKABLE_ROLES.has(role) ? attr(el, 'aria-checked') : role === 'button' ? attr(el, 'aria-pressed') : null;
  if (state === 'true') return 'on';
  if (state === 'mixed') return 'mixed';
  if (state === 'false') return 'off';
  if (CHECKABLE_ROLES.has(role)) return 'off'; // an ARIA checkbox without aria-checked is unchecked
  return undefined;
}

function isDisabled(el: Element, tag: string, aria: boolean): boolean {
  if (FORM_CONTROLS.has(tag) && hasAttr(el, 'disabled')) return true;
  if (tag === 'option') {
    const group = el.parentElement;
    if (group?.localName === 'optgroup' && hasAttr(group, 'disabled')) return true;
  }
  return aria && attr(el, 'aria-disabled') === 'true';
}

/**
 * Whether an element disables what it contains: a disabled fieldset (except
 * inside its first legend, HTML §4.10.15) or `aria-disabled="true"`.
 */
export function disablesDescendants(el: Element): boolean {
  return (tagOf(el) === 'fieldset' && hasAttr(el, 'disabled')) || attr(el, 'aria-disabled') === 'true';
}

/** True for the first `<legend>` of a fieldset, which its `disabled` spares. */
export function isFirstLegend(el: Element): boolean {
  if (tagOf(el) !== 'legend' || el.parentElement?.localName !== 'fieldset') return false;
  for (let c = el.parentElement.firstElementChild; c; c = c.nextElementSibling) if (tagOf(c) === 'legend') return c === el;
  return false;
}

function readExpanded(el: Element, tag: string, aria: boolean): Flag | undefined {
  const expanded = aria ? attr(el, 'aria-expanded') : null;
  if (expanded === 'true') return 'expanded';
  if (expanded === 'false') return 'collapsed';
  if (tag === 'summary') {
    const details = el.parentElement;
    if (details?.localName === 'details') return hasAttr(details, 'open') ? 'expanded' : 'collapsed';
  }
  return undefined;
}

/** `type` is the element's input type, undefined for other elements. */
function isNativeFlag(el: Element, tag: string, attribute: 'required' | 'readonly', type: string | undefined): boolean {
  if (tag === 'textarea') return hasAttr(el, attribute);
  if (tag === 'select') return attribute === 'required' && hasAttr(el, attribute);
  if (type === undefined) return false;
  if (attribute === 'readonly')
    return TEXT_INPUT_TYPES.has(type) || type.startsWith('date') || type === 'time' || type === 'month' || type === 'week' ? hasAttr(el, attribute) : false;
  return hasAttr(el, attribute);
}
