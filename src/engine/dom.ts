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
const SHADOW_HOSTS = new Set([
  'article',
  'aside',
  'blockquote',
  'body',
  'div',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'main',
  'nav',
  'p',
  'section',
  'span',
]);

/** `el.shadowRoot`, without the DOM call for elements that can never host one. */
export function shadowRootOf(el: Element, tag = tagOf(el)): ShadowRoot | null {
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
// The element asked about last and its record, its names read. A capture
// asks many questions of one element in a row, and before the optimising
// compiler has compiled these functions (a test file's first snapshot), every
// call saved on the way to the record counts.
let lastElement: Element | undefined;
let lastRecord: ElementRecord | undefined;

/** Opens the per-capture attribute cache in `into`; pair with {@link endAttributeCache} in `finally`. */
export function beginAttributeCache(into: ElementRecords): void {
  outer.push(records);
  records = into;
  lastElement = lastRecord = undefined;
}

/** Closes the cache opened last, and reopens the one open before it (if any). */
export function endAttributeCache(): void {
  records = outer.pop() ?? null;
  lastElement = lastRecord = undefined;
}

/**
 * The names of an element without attributes, never written to. jsdom
 * builds `getAttributeNames()` with `Array.prototype.map`, whose V8 arrays
 * are packed until jsdom's code is optimised and holey after: an empty list
 * of the holey kind puts both array shapes before the engine's hot reads
 * from the first elements on, so that code optimised early on does not
 * meet a new shape midway and get thrown away (a first run pays that).
 */
const NO_NAMES: readonly string[] = holeyEmptyList();

function holeyEmptyList(): string[] {
  const list: string[] = new Array(1);
  list[0] = '';
  list.length = 0;
  return list;
}

/**
 * Reads a record's tag and attribute names, if not yet read, and makes it
 * the one asked about last: for the walk, which holds the records of the
 * elements it is about to visit and runs only while a capture's cache is open.
 */
export function readRecord(record: ElementRecord): void {
  records!.focus(record);
  if (record.names === undefined) readNames(record);
  lastElement = record.element;
  lastRecord = record;
}

function recordOf(el: Element): ElementRecord {
  const record = records!.of(el);
  if (record.names === undefined) readNames(record);
  lastElement = el;
  lastRecord = record;
  return record;
}

function readNames(record: ElementRecord): void {
  const el = record.element;
  // The walk reads the local name as it meets the element among its parent's child nodes.
  if (record.tag === undefined) record.tag = el.localName;
  // One call, not a `hasAttributes()` first: an empty list costs jsdom less
  // than a second call on every element that has attributes. Empty lists
  // are all replaced by one, of the shape the others have.
  const names = el.getAttributeNames();
  record.names = names.length ? names : NO_NAMES;
}

/** `el.localName`, through the capture's cache when one is open. */
export function tagOf(el: Element): string {
  if (el === lastElement) return lastRecord!.tag!;
  return records ? recordOf(el).tag! : el.localName;
}

/** `el.getAttributeNames()`, through the capture's cache when one is open. */
export function attributeNamesOf(el: Element): readonly string[] {
  if (el === lastElement) return lastRecord!.names!;
  return records ? recordOf(el).names! : el.getAttributeNames();
}

/** `el.getAttribute(name)`, through the capture's cache when one is open. */
export function attr(el: Element, name: string): string | null {
  let record = lastRecord;
  if (el !== lastElement) {
    if (!records) return el.getAttribute(name);
    record = recordOf(el);
  }
  const names = record!.names!;
  // Most elements have no attribute, or none of those asked about.
  if (names.length === 0) return null;
  const i = names.indexOf(name);
  if (i < 0) return null;
  const values = (record!.values ??= new Array(names.length));
  return (values[i] ??= el.getAttribute(name)!);
}

/** `el.hasAttribute(name)`, through the capture's cache when one is open. */
export function hasAttr(el: Element, name: string): boolean {
  if (el === lastElement) return lastRecord!.names!.includes(name);
  if (!records) return el.hasAttribute(name);
  return recordOf(el).names!.includes(name);
}

/** `el.parentElement`, from the capture's records when the walk noted it. */
export function parentElementOf(el: Element): Element | null {
  const parent = records ? records.of(el).parent : undefined;
  return parent === undefined ? el.parentElement : parent;
}

/** `el.namespaceURI`, through the capture's cache when one is open. */
export function namespaceOf(el: Element): string | null {
  if (!records) return el.namespaceURI;
  const record = records.of(el);
  return record.namespace === undefined ? (record.namespace = el.namespaceURI) : record.namespace;
}

/** The data of the element's only child node, a text node, when the walk noted it (see records.ts). */
export function onlyTextOf(el: Element): string | undefined {
  return records ? records.of(el).text : undefined;
}

/**
 * True when the element has an `aria-*` attribute. Most elements have none,
 * and the many ARIA attributes a line or a name asks about are then all
 * absent without asking for each.
 */
export function hasAriaAttribute(el: Element): boolean {
  const names = attributeNamesOf(el);
  for (let i = 0; i < names.length; i++) if (names[i].startsWith('aria-')) return true;
  return false;
}

/** True when the element has no attributes at all. */
export function hasNoAttributes(el: Element): boolean {
  if (el === lastElement) return lastRecord!.names!.length === 0;
  if (!records) return !el.hasAttributes();
  return recordOf(el).names!.length === 0;
}
