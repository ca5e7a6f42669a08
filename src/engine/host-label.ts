import { attr, namespaceOf, tagOf, SVG_NS } from './dom.js';
import { isLabelable } from './labels.js';
/**
 * Host-language labels (accname 1.2 #comp_host_language_label) and the
 * host-language fallbacks that come after the tooltip, as HTML-AAM
 * §"Accessible Name Computations By HTML Element" defines them: `<label>`,
 * `alt`, `value`, `<legend>`, `<caption>`, `<figcaption>`, SVG `<title>`,
 * `placeholder`, and the default labels of submit, reset and image buttons.
 */

/**
 * What the host-language rules need from the name computation that calls
 * them. `S` is the computation's state at the element being named, handed
 * back unchanged (one reader serves a whole computation).
 */
export interface HostReader<S> {
  /** The labels of a labelable element, in tree order (see labels.ts). */
  labelsOf(control: Element): readonly Element[];
  /**
   * The text alternative of a labelling element (`<label>`, `<legend>`,
   * `<caption>`, `<figcaption>`) in the current computation; when that element
   * is hidden its hidden content counts, as for an aria-labelledby target.
   */
  labelText(label: Element, state: S): string;
  /** True when the element is hidden (display, visibility, `hidden`, aria-hidden), itself or by an ancestor. */
  isHidden(element: Element): boolean;
}

/** True when a string has something besides ASCII whitespace (accname's "empty"). */
export function hasText(value: string | null | undefined): value is string {
  return !!value && NOT_BLANK.test(value);
}

// A literal inside the function would be a new RegExp object at every call.
const NOT_BLANK = /[^\t\n\f\r ]/;

const NO_LABELS: readonly Element[] = Object.freeze([]);

/**
 * #comp_host_language_label: the element's host-language label, or '' when it
 * has none. A control with `<label>` elements is named by them alone, as in
 * Chromium: when they give nothing (an error label a form plugin emptied and
 * hid), its value, alt or content does not stand in (see {@link hasLabels}).
 */
export function computeHostLanguageLabel<S>(element: Element, read: HostReader<S>, state: S): string {
  if (namespaceOf(element) === SVG_NS) return svgTitle(element);
  // Only labelable elements have labels: most lines (links, clickables) ask no further.
  const labels = isLabelable(element) ? read.labelsOf(element) : NO_LABELS;
  if (labels.length) return labelElementsText(labels, read, state);
  switch (tagOf(element)) {
    case 'input':
      return inputLabel(element as HTMLInputElement);
    case 'img':
    case 'area':
      return attr(element, 'alt') ?? '';
    case 'fieldset':
      return captionText(element, 'legend', read, state);
    case 'table':
      return captionText(element, 'caption', read, state);
    case 'figure':
      return captionText(element, 'figcaption', read, state);
    case 'optgroup':
    case 'option':
      return attr(element, 'label') ?? '';
    default:
      return '';
  }
}

/**
 * True when the element has `<label>` elements: they are then its whole
 * host-language name, and no later step (title, placeholder, content) names
 * it when they give nothing (Chromium's native tree, bench/names/field-names.html).
 */
export function hasLabels<S>(element: Element, read: HostReader<S>): boolean {
  return namespaceOf(element) !== SVG_NS && isLabelable(element) && read.labelsOf(element).length > 0;
}

/**
 * HTML-AAM: several labels of one control are joined with spaces, in tree
 * order. Of several, the hidden ones are left out while one is shown, as
 * Chromium does (a form plugin's hidden error label beside the field's own);
 * a control whose labels are all hidden still takes their text (wpt
 * comp_host_language_label: "label[for] with display: none").
 */
function labelElementsText<S>(labels: readonly Element[], read: HostReader<S>, state: S): string {
  if (labels.length === 1) return read.labelText(labels[0], state);
  const shown = labels.filter((label) => !read.isHidden(label));
  return (shown.length ? shown : labels).map((label) => read.labelText(label, state)).join(' ');
}

/**
 * Buttons made of `<input>` name themselves with `value`, then (submit and
 * reset only) the label the browser draws; image buttons with `alt`, then
 * `value` (their "Submit" default comes after the tooltip, see below).
 */
function inputLabel(input: HTMLInputElement): string {
  const type = input.type;
  if (type === 'image') {
    const alt = attr(input, 'alt');
    return hasText(alt) ? alt : (attr(input, 'value') ?? '');
  }
  if (type !== 'button' && type !== 'submit' && type !== 'reset') return '';
  const value = attr(input, 'value');
  if (hasText(value)) return value;
  return type === 'submit' ? 'Submit' : type === 'reset' ? 'Reset' : '';
}

/**
 * `<fieldset>` → its first `<legend>` child, `<table>` → its first
 * `<caption>` child, `<figure>` → its first `<figcaption>` child. The
 * caption's own role does not matter (`<legend role=none>` still names).
 */
function captionText<S>(element: Element, tag: string, read: HostReader<S>, state: S): string {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    if (tagOf(child) === tag) return read.labelText(child, state);
  }
  return '';
}

/** SVG-AAM: an SVG element's first `<title>` child. */
function svgTitle(element: Element): string {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    if (tagOf(child) === 'title' && child.namespaceURI === SVG_NS) return child.textContent ?? '';
  }
  return '';
}

/** Input types that show a text field and so can show a placeholder. */
const PLACEHOLDER_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'number']);

/**
 * After the tooltip (HTML-AAM, text fields): `placeholder` on a native text
 * field, `aria-placeholder` on an ARIA textbox; then the "Submit" an image
 * button shows when nothing else names it (Chromium's default; Firefox says
 * "Submit Query").
 */
export function computeHostLanguageFallback(element: Element, role: string): string {
  const tag = tagOf(element);
  if (tag === 'textarea') return attr(element, 'placeholder') ?? '';
  if (tag === 'input') {
    const type = (element as HTMLInputElement).type;
    if (PLACEHOLDER_TYPES.has(type)) return attr(element, 'placeholder') ?? '';
    return type === 'image' ? 'Submit' : '';
  }
  if (role === 'textbox' || role === 'searchbox' || role === 'combobox') return attr(element, 'aria-placeholder') ?? '';
  return '';
}
