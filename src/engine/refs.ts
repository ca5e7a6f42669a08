/**
 * Refs: `e<N>` handles, per document (NOTATION.md "Refs", seeds 001 and 003).
 *
 * - Stable per element: the same element keeps its ref in every capture of
 *   the same document, whatever happens to its text or position.
 * - Never reused: a new element gets the next number; a gone one's number
 *   is retired. Numbers are handed out in document order, so twins that only
 *   position tells apart keep their order.
 * - A new document (navigation) has a new registry, starting at `e1`.
 * - The latest capture wins: a ref resolves while its element had a line in
 *   it. Resolution checks the evidence that capture recorded (role and key,
 *   never value or position): an element that is gone is `gone`; one that was
 *   the only match of its evidence but now has a twin is `ambiguous`. Neither
 *   ever falls through to a lookalike.
 *
 * The registry lives in this module's closure, keyed weakly by document and
 * element: a page cannot read or remap it, and it holds no element alive.
 */
import type { CapturedNode } from '../model/snapshot.js';
import { parseRef, RefError } from '../model/refs.js';
import { quote } from '../model/text.js';

interface Registry {
  next: number;
  byElement: WeakMap<Element, number>;
  /**
   * The latest capture: its lines over the whole page, which hold each ref's
   * evidence (role and key) and show which of them were unique, and the test
   * id attributes that made the keys. The latest capture wins (seed 001): a
   * ref resolves only if its element had a line in it.
   */
  latest?: { nodes: readonly CapturedNode[]; testIdAttributes: string[] };
}

const registries = new WeakMap<Document, Registry>();

function registryOf(doc: Document): Registry {
  let registry = registries.get(doc);
  if (!registry) {
    registry = { next: 1, byElement: new WeakMap() };
    registries.set(doc, registry);
  }
  return registry;
}

/** A capture's line: its element (in scope or not: every line is numbered). */
export interface IssuedLine {
  element: Element;
}

/**
 * Gives every line its ref (`nodes[i].ref` for `lines[i]`), issuing the next
 * numbers in document order to elements that have none, and records the
 * capture as the latest. `lines` covers the whole page: uniqueness is counted
 * over it, and the lines out of scope are numbered too, so that a scoped
 * line carries the ref the whole page's snapshot gives its element (one
 * element is never seen under two refs), whichever is taken first.
 */
export function issueRefs(doc: Document, lines: readonly IssuedLine[], nodes: readonly CapturedNode[], testIdAttributes: string[]): void {
  const registry = registryOf(doc);
  lines.forEach(({ element }, i) => {
    let number = registry.byElement.get(element);
    if (number === undefined) {
      number = registry.next++;
      registry.byElement.set(element, number);
    }
    nodes[i].ref = 'e' + number;
  });
  registry.latest = { nodes, testIdAttributes };
}

function sameEvidence(a: CapturedNode, b: CapturedNode): boolean {
  return a.role === b.role && a.keyKind === b.keyKind && a.key === b.key;
}

/**
 * The element a ref names. `captureLines` captures the document again (with
 * the test id attributes the ref was issued under) and returns every line
 * with its element: the element must still have a line, and, if it was the
 * only match of its evidence, still be the only one. The registry holds no
 * element alive: it finds the element among the lines by its number.
 */
export function resolveRefIn(doc: Document, ref: string, captureLines: (testIdAttributes: string[]) => { element: Element; node: CapturedNode }[]): Element {
  const number = parseRef(ref);
  if (number === undefined) throw new RefError('invalid', ref, `Invalid ref ${JSON.stringify(ref)}: refs look like e12`);
  const registry = registryOf(doc);
  const latest = registry.latest;
  const evidence = latest?.nodes.find((node) => node.ref === 'e' + number);
  const lines = evidence ? captureLines(latest!.testIdAttributes) : [];
  const element = lines.find((line) => registry.byElement.get(line.element) === number)?.element;
  if (!evidence || !element) throw new RefError('gone', ref, `gone e${number}: the element is no longer in the page; take a new snapshot`);
  const unique = latest!.nodes.filter((node) => sameEvidence(node, evidence)).length === 1;
  if (unique && lines.filter(({ node }) => sameEvidence(node, evidence)).length > 1) {
    throw new RefError(
      'ambiguous',
      ref,
      `ambiguous e${number}: ${evidence.role} ${quote(evidence.key)} now matches more than one element; take a new snapshot`,
    );
  }
  return element;
}

/**
 * The elements of the refs a document has issued, among the lines it has
 * now (`captureLines` as for {@link resolveRefIn}), in page order: what an
 * annotated screenshot draws. Elements that never had a ref are left out.
 */
export function locateRefsIn(doc: Document, captureLines: (testIdAttributes: string[]) => { element: Element }[]): { ref: string; element: Element }[] {
  const registry = registryOf(doc);
  if (!registry.latest) return [];
  const out: { ref: string; element: Element }[] = [];
  for (const { element } of captureLines(registry.latest.testIdAttributes)) {
    const number = registry.byElement.get(element);
    if (number !== undefined) out.push({ ref: 'e' + number, element });
  }
  return out;
}
