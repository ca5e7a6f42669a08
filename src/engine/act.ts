/**
 * What an act needs of the DOM, asked of the engine's own element in the
 * engine's world: where to click so that the click lands on it, whether a
 * field can take text, and whether an event of the act reached it (which
 * the sentry, browser-page/sentry.ts, asks). Nothing here writes to the
 * page before the act, so a page has nothing to copy onto a lookalike; the
 * pointer and the keys themselves come from the browser (CDP input), at a
 * point the browser's own hit test confirmed.
 */

/** A point in the top document's viewport, or why the element cannot be acted on yet. */
/** Where to click, and whether the point lands on one of the element's own labels, which passes the click on; or why not yet. */
export type ActPoint = { x: number; y: number; throughLabel?: true } | { wait: string };

/** Whether `node` is `el` or inside it, across shadow roots (a click on a button's icon is a click on the button). */
function isWithin(el: Element, node: Node | null): boolean {
  for (let n = node; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) if (n === el) return true;
  return false;
}

/** The topmost element at a point of a document, through open shadow roots. */
function hitAt(doc: Document, x: number, y: number): Element | null {
  let hit = doc.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** The `<label>` elements of a labelable element (an input, a select, a button…): a click on one is a click on it. */
function ownLabels(el: Element): Element[] {
  return [...((el as HTMLInputElement).labels ?? [])];
}

/** What a label holds that takes a click of its own, so the label does not pass it on (HTML's label activation). */
const INTERACTIVE_IN_LABEL = 'a[href], button, input, select, textarea, summary, iframe, [contenteditable=""], [contenteditable="true"]';

/** Whether a click on `node` is one `label` passes on to `el`: inside the label, and not inside anything there that takes it instead. */
function isLabelPart(label: Element, node: Node | null, el: Element): boolean {
  if (!isWithin(label, node)) return false;
  const taker = (node instanceof Element ? node : node?.parentElement)?.closest(INTERACTIVE_IN_LABEL);
  return !taker || taker === el || !label.contains(taker);
}

/**
 * Whether an act on `el` that hits `node` reaches it: `node` is the element
 * or inside it, or inside one of its own labels, which the browser passes a
 * click on to it (a styled checkbox drawn under its label). The hit test
 * below and the sentry's judgement of every event of the act both ask this.
 */
export function reachesElement(el: Element, node: Node | null): boolean {
  return isWithin(el, node) || ownLabels(el).some((label) => isLabelPart(label, node, el));
}

function isDisabled(el: Element): boolean {
  return el.matches(':disabled') || el.closest('[aria-disabled="true"]') !== null;
}

/**
 * The middle of the element's first visible box, scrolled into view, where a
 * hit test in its document finds the element itself (or something inside
 * it), and where, in each frame above, the hit is the frame that holds it;
 * in the top document's coordinates. Otherwise why not: a click there would
 * land on something else.
 */
export function clickPointOf(el: Element): ActPoint {
  if (!el.isConnected) return { wait: 'not in the page' };
  if (isDisabled(el)) return { wait: 'disabled' };
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const box = [...el.getClientRects()].find((r) => r.width > 0 && r.height > 0);
  if (!box) return { wait: 'not visible' };
  let x = box.left + box.width / 2;
  let y = box.top + box.height / 2;
  let doc = el.ownerDocument;
  let target: Element = el;
  let throughLabel = false;
  for (;;) {
    const hit = hitAt(doc, x, y);
    const reaches = target === el ? reachesElement(el, hit) : isWithin(target, hit);
    if (!reaches) return { wait: `covered by another element (<${hit?.localName ?? 'nothing'}>)` };
    if (target === el) throughLabel = !isWithin(el, hit);
    const frame = doc.defaultView?.frameElement;
    if (!frame) return throughLabel ? { x, y, throughLabel } : { x, y };
    const outer = frame.getBoundingClientRect();
    x += outer.left + frame.clientLeft;
    y += outer.top + frame.clientTop;
    doc = frame.ownerDocument;
    target = frame;
  }
}

/** How a field takes a value: typed text, a value set whole (dates, colours, ranges), a select's option, or not at all. */
export type FieldKind = 'text' | 'value' | 'select' | 'none';

const TEXT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number']);
const VALUE_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range']);

export function fieldKindOf(el: Element): FieldKind {
  if (el.localName === 'select') return 'select';
  if (el.localName === 'textarea') return 'text';
  if (el.localName === 'input') {
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    return TEXT_TYPES.has(type) ? 'text' : VALUE_TYPES.has(type) ? 'value' : 'none';
  }
  return (el as HTMLElement).isContentEditable ? 'text' : 'none';
}

/** Why a field cannot take a value yet, or undefined. */
export function fieldWait(el: Element): string | undefined {
  if (!el.isConnected) return 'not in the page';
  if (isDisabled(el)) return 'disabled';
  if ((el as HTMLInputElement).readOnly) return 'read-only';
  if (![...el.getClientRects()].some((r) => r.width > 0 && r.height > 0)) return 'not visible';
  return undefined;
}

/** The focused element of the page, inside frames and shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  for (;;) {
    const inner = active?.shadowRoot?.activeElement ?? (active as HTMLIFrameElement | null)?.contentDocument?.activeElement;
    if (!inner || inner === active) return active;
    active = inner;
  }
}

/**
 * Puts the focus on the element, leaving its caret and selection as they
 * are when it has it already. False when the focus is not on it afterwards
 * (an element that takes no focus, or a page that moves it away).
 */
export function focusElement(el: Element): boolean {
  if (deepActiveElement() !== el) (el as HTMLElement).focus();
  return deepActiveElement() === el;
}

/**
 * Focuses a text field and selects all it holds, so that inserted text
 * replaces it. False when the focus is not on the field afterwards (a page
 * that moves the focus away).
 */
export function focusField(el: Element): boolean {
  if (!focusElement(el)) return false;
  if (el.localName === 'input' || el.localName === 'textarea') {
    (el as HTMLInputElement).select();
  } else {
    const selection = el.ownerDocument.getSelection();
    const range = el.ownerDocument.createRange();
    range.selectNodeContents(el);
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  return true;
}

/** Sets a value whole, as a person's pick would, with the events a page listens for. */
export function setFieldValue(el: Element, value: string): string | undefined {
  if (el.localName === 'select') {
    const option = [...(el as HTMLSelectElement).options].find((o) => o.label === value || o.text.trim() === value);
    if (!option) return `no option labelled ${JSON.stringify(value)}`;
    option.selected = true;
  } else {
    (el as HTMLInputElement).value = value;
    if ((el as HTMLInputElement).value !== value) return `the field does not take ${JSON.stringify(value)}`;
  }
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  return undefined;
}
