import type { SnapshotNode } from '../notation/model.js';

/**
 * Refs: `e<N>` handles, per document (NOTATION.md "Refs", seeds 001 and 003).
 *
 * - Stable per element: the same element keeps its ref in every capture of
 *   the same document, whatever happens to its text or position.
 * - Never reused: a new element gets the next number; a gone one's number
 *   is retired. Numbers are handed out in document order, so twins that only
 *   position tells apart keep their order.
 * - A new document (navigation) has a new registry, starting at `e1`.
 * - Resolution checks the evidence recorded at capture (role and key, never
 *   value or position): an element that is gone is `gone`; an element that
 *   was the only one to match its evidence but now has a twin is `ambiguous`.
 *   Neither ever falls through to a lookalike.
 *
 * The registry lives in this module's closure, keyed weakly by document and
 * element: a page cannot read or remap it, and it holds no element alive.
 */

export type RefErrorKind = 'invalid' | 'gone' | 'ambiguous';

/** A ref that cannot be resolved safely. Not worth retrying with the same ref. */
export class RefError extends Error {
  override name = 'RefError';
  constructor(
    readonly kind: RefErrorKind,
    readonly ref: string,
    message: string,
  ) {
    super(message);
  }
}

/** What an element was known by when its ref was issued. */
export interface Evidence {
  role: string;
  keyKind: string;
  key: string;
  /** Whether exactly one element matched this evidence at capture. */
  unique: boolean;
  /** The test id attributes of that capture: the key means what they made it mean. */
  testIdAttributes: string[];
}

interface Registry {
  next: number;
  byElement: WeakMap<Element, number>;
  /** What each number's element was known by when last captured. */
  evidence: Map<number, Evidence>;
}

const registries = new WeakMap<Document, Registry>();

function registryOf(doc: Document): Registry {
  let registry = registries.get(doc);
  if (!registry) {
    registry = { next: 1, byElement: new WeakMap(), evidence: new Map() };
    registries.set(doc, registry);
  }
  return registry;
}

/** The element's ref in its document, issuing the next number if it has none. */
export function issueRef(doc: Document, element: Element, evidence: Evidence): string {
  const registry = registryOf(doc);
  let number = registry.byElement.get(element);
  if (number === undefined) {
    number = registry.next++;
    registry.byElement.set(element, number);
  }
  registry.evidence.set(number, evidence);
  return 'e' + number;
}

/** Parses `e12`, `@e12` or `ref=e12`. */
export function parseRef(ref: string): number | undefined {
  const match = /^(?:ref=)?@?e([1-9]\d{0,8})$/.exec(ref.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * The element a ref names. `captureLines` captures the document again (with
 * the test id attributes the ref was issued under) and returns every line
 * with its element: the element must still have a line, and, if it was the
 * only match of its evidence, still be the only one. The registry holds no
 * element alive: it finds the element among the lines by its number.
 */
export function resolveRefIn(
  doc: Document,
  ref: string,
  captureLines: (testIdAttributes: string[]) => { element: Element; node: SnapshotNode }[],
): Element {
  const number = parseRef(ref);
  if (number === undefined) throw new RefError('invalid', ref, `Invalid ref ${JSON.stringify(ref)}: refs look like e12`);
  const registry = registryOf(doc);
  const evidence = registry.evidence.get(number);
  const lines = evidence ? captureLines(evidence.testIdAttributes) : [];
  const element = lines.find((line) => registry.byElement.get(line.element) === number)?.element;
  if (!evidence || !element) throw new RefError('gone', ref, `gone e${number}: the element is no longer in the page; take a new snapshot`);
  const matching = lines.filter(({ node }) => node.role === evidence.role && node.keyKind === evidence.keyKind && node.key === evidence.key);
  if (evidence.unique && matching.length > 1) {
    throw new RefError('ambiguous', ref, `ambiguous e${number}: ${evidence.role} ${JSON.stringify(evidence.key)} now matches more than one element; take a new snapshot`);
  }
  return element;
}
