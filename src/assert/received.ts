/**
 * What the DOM doors (Vitest, Jest) accept: a Document (the whole page) or an
 * Element (the scope); in Vitest's browser mode also a locator, for the element it finds.
 * Checked by shape, not `instanceof`: a test in the `node` environment
 * holds documents of its own `new JSDOM()` windows, whose classes are not
 * the global ones.
 */
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const DOCUMENT_NODE = 9;
const DOCUMENT_FRAGMENT_NODE = 11;

function nodeTypeOf(value: unknown): number | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const type = (value as { nodeType?: unknown }).nodeType;
  return typeof type === 'number' ? type : undefined;
}

/** True for a Document or an Element of any window. */
export function isSnapshotRoot(value: unknown): value is Document | Element {
  const type = nodeTypeOf(value);
  return (type === DOCUMENT_NODE || type === ELEMENT_NODE) && typeof (value as Node).ownerDocument === 'object';
}

/**
 * The value as a root to capture, or a TypeError that says what was given
 * and what to pass instead.
 */
export function toSnapshotRoot(value: unknown, matcher: string): Document | Element {
  if (isSnapshotRoot(value)) return value;
  if (isVitestLocator(value)) return value.element();
  throw new TypeError(`${matcher}() expects a Document or an Element, got ${describeValue(value)}`);
}

/**
 * Vitest's browser-mode marker on its locators (`page.getByRole(…)`): the
 * key its own element matchers test. `expect(locator)` takes the one
 * element it finds now, failing with Vitest's own message when none or
 * several; `expect.element(locator)` retries until it finds one.
 */
const VITEST_LOCATOR = Symbol.for('$$vitest:locator');

function isVitestLocator(value: unknown): value is { element(): Element } {
  return typeof value === 'object' && value !== null && VITEST_LOCATOR in value && typeof (value as { element?: unknown }).element === 'function';
}

/** A short description of a wrong value, with the fix where one is likely. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string')
    return `a string (${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}): parse HTML first, e.g. new JSDOM(html).window.document`;
  if (typeof value !== 'object') return `a ${typeof value} (${String(value)})`;
  const object = value as Record<string, unknown>;
  if (object.window === object && typeof object.document === 'object') return 'a Window: pass its document (window.document)';
  if (typeof object.then === 'function') return 'a Promise: await it first';
  const type = nodeTypeOf(value);
  if (type === TEXT_NODE) return 'a Text node: pass the element that holds it';
  if (type === DOCUMENT_FRAGMENT_NODE) return 'a DocumentFragment or shadow root: pass its host element';
  if (type === ELEMENT_NODE || type === DOCUMENT_NODE) return `an object with nodeType ${type} that is not a DOM node (it has no ownerDocument)`;
  if (type !== undefined) return `a DOM node of type ${type}: pass a Document or an Element`;
  if (Array.isArray(value) || typeof object.item === 'function') return 'a list: pass one element (or the document)';
  const name = (value as object).constructor?.name;
  if (name === 'Locator' || name === 'Page') return `a Playwright ${name}: use a11y-snapshot/playwright there`;
  return name && name !== 'Object' ? `an object (${name})` : 'an object';
}
