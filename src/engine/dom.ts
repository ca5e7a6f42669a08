/**
 * The flat tree (CSS Scoping §2.2): what is rendered, with open shadow roots
 * pierced and slots filled. Every walk in the engine goes through here.
 *
 * The engine runs in jsdom as well as in the page, so it never touches
 * globals such as `document`, `Node` or `getComputedStyle`: it reaches the
 * window through `ownerDocument.defaultView`.
 */
import type { ElementRecord, ElementRecords } from './records.js';

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const DOCUMENT_NODE = 9;
export const DOCUMENT_FRAGMENT_NODE = 11;
export const HTML_NS = 'http://www.w3.org/1999/xhtml';
export const SVG_NS = 'http://www.w3.org/2000/svg';

// The elements `attachShadow` accepts (DOM §4.9), besides custom elements,
// whose names have a hyphen. Asking the others for `shadowRoot` would cross
// jsdom's wrapper layer only to hear null.
const SHADOW_HOSTS = new Set(['article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'main', 'nav', 'p', 'section', 'span']);

/** `el.shadowRoot`, without the DOM call for elements that can never host one. */
export function shadowRootOf(el: Element): ShadowRoot | null {
  const tag = tagOf(el);
  return SHADOW_HOSTS.has(tag) || tag.includes('-') ? el.shadowRoot : null;
}

/** An element's children in the flat tree, or null when it has none. */
export function flatChildren(node: Node): Node[] | null {
  if (node.nodeType !== ELEMENT_NODE) return listChildren(node);
  const host = node as Element;
  const shadow = shadowRootOf(host);
  if (shadow) return listChildren(shadow);
  if (tagOf(host) === 'slot' && isInShadowTree(host)) {
    const assigned = (host as HTMLSlotElement).assignedNodes();
    if (assigned.length) return assigned;
  }
  return listChildren(node);
}

/**
 * An element's flat-tree children when they are not its DOM children (a
 * shadow host's, a filled slot's), else null: callers then step through
 * `firstChild`/`nextSibling` themselves, without building an array.
 */
export function redirectedChildren(el: Element): Node[] | null {
  if (!shadowRootOf(el) && tagOf(el) !== 'slot') return null;
  return flatChildren(el) ?? [];
}

function listChildren(node: Node): Node[] | null {
  let child = node.firstChild;
  if (!child) return null;
  const out: Node[] = [];
  for (; child; child = child.nextSibling) out.push(child);
  return out;
}

function isInShadowTree(node: Node): boolean {
  const root = node.getRootNode();
  return root.nodeType === DOCUMENT_FRAGMENT_NODE && !!(root as ShadowRoot).host;
}

/**
 * The parent in the flat tree: the slot a node is assigned to, the host of a
 * shadow root, else the DOM parent. Null for a light child of a shadow host
 * that no slot takes: such a node is not rendered.
 */
export function flatParent(node: Node): Element | null {
  const slot = (node as Element | Text).assignedSlot;
  if (slot) return slot;
  const parent = node.parentNode;
  if (!parent) return null;
  if (parent.nodeType === DOCUMENT_FRAGMENT_NODE) return (parent as ShadowRoot).host ?? null;
  if (parent.nodeType !== ELEMENT_NODE) return null;
  if (shadowRootOf(parent as Element)) return null;
  return parent as Element;
}

/** Looks an id up in the tree (document or shadow root) that holds `from`. */
export function elementByIdNear(from: Node, id: string): Element | null {
  const root = from.getRootNode() as Document | ShadowRoot;
  if (typeof root.getElementById === 'function') return root.getElementById(id);
  return null;
}

const NO_IDS: readonly string[] = Object.freeze([]);

/** Ids of an IDREFS attribute (`aria-labelledby`, `aria-owns`, `for`...). */
export function idrefs(value: string | null): readonly string[] {
  if (!value) return NO_IDS;
  return value.split(/[\t\n\f\r ]+/).filter(Boolean);
}

/** The window a node lives in, or null for a document without one. */
export function windowOf(node: Node): (Window & typeof globalThis) | null {
  const doc = node.nodeType === DOCUMENT_NODE ? (node as Document) : node.ownerDocument;
  return (doc?.defaultView as (Window & typeof globalThis) | null) ?? null;
}

// Attribute reads dominate a walk in jsdom: each `getAttribute` crosses its
// wrapper layer (about 0.5 µs), while one `getAttributeNames` call answers
// every "is it there?" question. During a capture every element's attribute
// names are read once into its record (records.ts), with its local name (a
// getter of the same cost that every module asks), and each value the first
// time it is asked for: some are only ever tested for presence (a link's
// `href`, an `onclick`). Outside a capture, reads go straight to the element.
// Values sit in an array parallel to the names: elements have a few
// attributes, so a scan beats a per-element dictionary object, which V8
// allocates large and looks up slowly.
// Caches nest (a capture begun while another is open opens its own): the
// outer ones wait on a stack and come back when the inner one ends.
let records: ElementRecords | null = null;
const outer: (ElementRecords | null)[] = [];

/** Opens the per-capture attribute cache in `into`; pair with {@link endAttributeCache} in `finally`. */
export function beginAttributeCache(into: ElementRecords): void {
  outer.push(records);
  records = into;
}

/** Closes the cache opened last, and reopens the one open before it (if any). */
export function endAttributeCache(): void {
  records = outer.pop() ?? null;
}

const NO_NAMES: readonly string[] = Object.freeze([]);

function recordOf(el: Element): ElementRecord {
  const record = records!.of(el);
  if (record.tag !== undefined) return record;
  record.tag = el.localName;
  // Most elements of a page have no attribute: asking first spares jsdom building an empty array.
  record.names = el.hasAttributes() ? el.getAttributeNames() : NO_NAMES;
  return record;
}

/** `el.localName`, through the capture's cache when one is open. */
export function tagOf(el: Element): string {
  return records ? recordOf(el).tag! : el.localName;
}

/** `el.getAttributeNames()`, through the capture's cache when one is open. */
export function attributeNamesOf(el: Element): readonly string[] {
  return records ? recordOf(el).names! : el.getAttributeNames();
}

/** `el.getAttribute(name)`, through the capture's cache when one is open. */
export function attr(el: Element, name: string): string | null {
  if (!records) return el.getAttribute(name);
  const record = recordOf(el);
  const i = record.names!.indexOf(name);
  if (i < 0) return null;
  const values = (record.values ??= new Array(record.names!.length));
  return (values[i] ??= el.getAttribute(name)!);
}

/** `el.hasAttribute(name)`, through the capture's cache when one is open. */
export function hasAttr(el: Element, name: string): boolean {
  if (!records) return el.hasAttribute(name);
  return recordOf(el).names!.includes(name);
}

/** True when the element has no attributes at all. */
export function hasNoAttributes(el: Element): boolean {
  if (!records) return !el.hasAttributes();
  return recordOf(el).names!.length === 0;
}
