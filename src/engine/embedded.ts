/**
 * Embedded controls (accname 1.2 #comp_embedded_control): a control met
 * while naming another element, inside its label, an aria-labelledby target
 * or its content, contributes its current value instead of its own name, so
 * `<label><input type=checkbox> Flash the screen <input value=3> times</label>`
 * names the checkbox "Flash the screen 3 times".
 *
 * Browsers use the value even when the embedded control has an aria-label
 * (w3c/accname#64; the web-platform-tests expect it), and so do we.
 */
import { attr, tagOf } from './dom.js';
import { hasText } from './host-label.js';

/** Roles whose value an embedded control contributes: textbox, combobox or listbox, and the range roles. */
const TEXTBOX = new Set(['textbox', 'searchbox']);
const CHOICE = new Set(['combobox', 'listbox']);
const RANGE = new Set(['progressbar', 'scrollbar', 'slider', 'spinbutton', 'meter']);

/** True when an element with this role counts as an embedded control. */
export function isEmbeddedControlRole(role: string): boolean {
  return TEXTBOX.has(role) || CHOICE.has(role) || RANGE.has(role);
}

/**
 * How to read text the control itself holds: the name computation's own
 * walk over an element's content, and its text alternative of one element.
 */
export interface EmbeddedReader {
  contentOf(element: Element): string;
  textOf(element: Element): string;
}

/** The text an embedded control contributes (#comp_embedded_control, its three cases). */
export function embeddedControlValue(element: Element, role: string, read: EmbeddedReader): string {
  if (RANGE.has(role)) return rangeValue(element);
  if (tagOf(element) === 'select') return selectedOptionsText(element as HTMLSelectElement, read);
  if (isTextField(element)) return (element as HTMLInputElement | HTMLTextAreaElement).value;
  if (role === 'listbox') return ariaSelectedOptionsText(element, read);
  // An ARIA textbox or combobox that is not a native field shows its value as
  // its content (a contenteditable region, a span with the chosen text).
  return read.contentOf(element);
}

/**
 * Range (#comp_embedded_control, third case): `aria-valuetext`, else `aria-valuenow`, else
 * the host language's value (`<input type=range|number>`, `<meter>`, `<progress>`).
 */
function rangeValue(element: Element): string {
  const text = attr(element, 'aria-valuetext');
  if (hasText(text)) return text;
  const now = attr(element, 'aria-valuenow');
  if (hasText(now)) return now;
  if (tagOf(element) === 'input') return (element as HTMLInputElement).value;
  if (tagOf(element) === 'meter' || tagOf(element) === 'progress') return attr(element, 'value') ?? '';
  return '';
}

function isTextField(element: Element): boolean {
  return tagOf(element) === 'input' || tagOf(element) === 'textarea';
}

/** Combobox or listbox (#comp_embedded_control, second case): the text of the chosen options. */
function selectedOptionsText(select: HTMLSelectElement, read: EmbeddedReader): string {
  const out: string[] = [];
  const options = select.options;
  for (let i = 0; i < options.length; i++) if (options[i].selected) out.push(read.textOf(options[i]));
  return out.join(' ');
}

function ariaSelectedOptionsText(listbox: Element, read: EmbeddedReader): string {
  const out: string[] = [];
  for (const option of listbox.querySelectorAll('[aria-selected="true"]')) out.push(read.textOf(option));
  return out.join(' ');
}
