/**
 * Comparing a golden with a new snapshot, element by element. Lines are
 * compared as they print at the golden's detail level (a marker compact
 * leaves out cannot differ), patterns matched where the golden has them.
 *
 * Pairing, in order:
 * 1. the lines that agree anchor the comparison (anchor.ts: the longest
 *    common run, or past its budget the lines unique on both sides);
 * 2. between anchors, a golden line and a new line with the same key and role
 *    are the same element, changed in place (`~value`, `~flags`, ...);
 * 3. then the same key with another role (`~role`);
 * 4. then the same role, in order: the element was renamed (`~name`).
 * What is left was removed (`-`) or added (`+`). A rename never shows as a
 * `-`/`+` pair.
 */
import { findAnchors } from './anchor.js';
import type { LineDetail } from '../notation/line.js';
import { formatLine } from '../notation/line.js';
import { parseLine } from '../notation/parse.js';
import type { SnapshotNode } from '../model/snapshot.js';
import { matchesText, type LinePatterns } from '../notation/patterns.js';

/** What can change in place, in the order a line prints it. */
export const FACETS = ['role', 'name', 'count', 'key', 'value', 'placeholder', 'flags', 'row', 'in', 'icon', 'via', 'desc'] as const;
export type Facet = (typeof FACETS)[number];

/** An expected line: its text as written, the node it reads as, and the patterns some of its fields hold. */
export interface ExpectedLine {
  text: string;
  node: SnapshotNode;
  patterns: LinePatterns;
}

/** `at` is the new node's position in the page (for updates, which write page order). */
export type Change<E extends ExpectedLine = ExpectedLine> =
  | { kind: 'same'; expected: E; actual: SnapshotNode; at: number }
  | { kind: 'changed'; facets: Facet[]; expected: E; actual: SnapshotNode; at: number }
  | { kind: 'added'; actual: SnapshotNode; at: number }
  | { kind: 'removed'; expected: E };

/** The node as its line prints at `detail`: only what can be compared. */
export function printedView(node: SnapshotNode, detail: LineDetail): SnapshotNode {
  return parseLine(formatLine({ ...node, ref: undefined }, { detail, refs: false })).value ?? node;
}

/**
 * The facets in which a golden line and a new (printed) node differ. In
 * `compact`, `row:` prints only on ambiguous lines and `in:` only on those
 * without a row: when the count crosses 1 (or a row appears) they appear or
 * vanish with it, which the count (or the row) already says.
 */
export function differingFacets(expected: ExpectedLine, actual: SnapshotNode, detail: LineDetail): Facet[] {
  const e = expected.node;
  const p = expected.patterns;
  const out: Facet[] = [];
  if (e.role !== actual.role) out.push('role');
  if (!matchesText(e.name, p.name, actual.name)) out.push('name');
  if (e.count !== actual.count || e.index !== actual.index) out.push('count');
  if (e.testId !== actual.testId || e.id !== actual.id) out.push('key');
  if (!matchesText(e.value, p.value, actual.value)) out.push('value');
  if (e.placeholder !== actual.placeholder) out.push('placeholder');
  if (e.level !== actual.level || !sameFlags(e.flags, actual.flags)) out.push('flags');
  const full = detail === 'full';
  const placed = full || (e.count > 1 && actual.count > 1);
  if (placed && !matchesText(e.row, p.row, actual.row)) out.push('row');
  const contained = full || (placed && e.row === undefined && actual.row === undefined);
  if (contained && (e.in?.kind !== actual.in?.kind || e.in?.name !== actual.in?.name)) out.push('in');
  if (e.icon !== actual.icon) out.push('icon');
  if (e.via !== actual.via) out.push('via');
  if (!matchesText(e.description, p.description, actual.description)) out.push('desc');
  return out;
}

function sameFlags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((flag, i) => flag === b[i]);
}

/** Every golden line and every new node, paired, in golden order. */
export function compareLines<E extends ExpectedLine>(expected: E[], actual: SnapshotNode[], detail: LineDetail): Change<E>[] {
  const printed = actual.map((node) => printedView(node, detail));
  const anchors = findAnchors({
    left: expected.length,
    right: printed.length,
    same: (i, j) => differingFacets(expected[i], printed[j], detail).length === 0,
    // A line with a pattern agrees with many texts: it anchors only through `same`.
    leftToken: (i) => (hasPatterns(expected[i]) ? undefined : formatLine(expected[i].node, { detail, refs: false })),
    rightToken: (j) => formatLine(printed[j], { detail, refs: false }),
  });
  const changes: Change<E>[] = [];
  let [at, to] = [0, 0];
  for (const [i, j] of [...anchors, [expected.length, printed.length]]) {
    const added = Array.from({ length: j - to }, (_, k) => to + k);
    changes.push(...pairBlock(expected.slice(at, i), added, printed, detail));
    if (i < expected.length) changes.push({ kind: 'same', expected: expected[i], actual: printed[j], at: j });
    [at, to] = [i + 1, j + 1];
  }
  return changes;
}

function hasPatterns(line: ExpectedLine): boolean {
  return Object.values(line.patterns).some((pattern) => pattern !== undefined);
}

/**
 * Pairs the golden lines and new nodes between two anchors (module comment,
 * steps 2–4). Each step takes, for each golden line in order, the first new
 * node not yet taken that fits; new nodes wait in queues by what the step
 * matches on, so a block where every line changed costs linear time. A
 * golden line whose name is a pattern is matched by scanning instead.
 */
function pairBlock<E extends ExpectedLine>(removed: E[], added: number[], printed: SnapshotNode[], detail: LineDetail): Change<E>[] {
  const pairs: Pairs = { partner: new Map(), taken: new Set() };
  const keyOf = (n: SnapshotNode) => `${n.keyKind}:${n.keyKind === 'text' ? n.name : n.key}`;
  const sameKey = (e: ExpectedLine, a: SnapshotNode) =>
    e.node.keyKind === a.keyKind && (e.node.keyKind === 'text' ? matchesText(e.node.name, e.patterns.name, a.name) : e.node.key === a.key);
  const steps: PairStep[] = [
    { bucketOf: (n) => `${keyOf(n)}\n${n.role}`, same: (e, a) => sameKey(e, a) && e.node.role === a.role, byName: true },
    { bucketOf: keyOf, same: sameKey, byName: true },
    { bucketOf: (n) => n.role, same: (e, a) => e.node.role === a.role, byName: false },
  ];
  for (const step of steps) pairStep(removed, added, printed, pairs, step);
  const out: Change<E>[] = removed.map((e): Change<E> => {
    const at = pairs.partner.get(e);
    if (at === undefined) return { kind: 'removed', expected: e };
    return { kind: 'changed', facets: differingFacets(e, printed[at], detail), expected: e, actual: printed[at], at };
  });
  for (const at of added) if (!pairs.taken.has(at)) out.push({ kind: 'added', actual: printed[at], at });
  return out;
}

interface Pairs {
  partner: Map<ExpectedLine, number>;
  taken: Set<number>;
}

/** One pairing step: what it matches on as a text (`bucketOf`), and as a test (`same`, for a name pattern). */
interface PairStep {
  bucketOf: (node: SnapshotNode) => string;
  same: (e: ExpectedLine, a: SnapshotNode) => boolean;
  /** Whether the step matches names, which a golden line's pattern can stand for. */
  byName: boolean;
}

/** Pairs each golden line still alone with the first new node not yet taken that fits the step. */
function pairStep(removed: ExpectedLine[], added: number[], printed: SnapshotNode[], { partner, taken }: Pairs, step: PairStep): void {
  const queues = new Map<string, { list: number[]; next: number }>();
  for (const i of added) {
    if (taken.has(i)) continue;
    const key = step.bucketOf(printed[i]);
    const queue = queues.get(key) ?? { list: [], next: 0 };
    queue.list.push(i);
    queues.set(key, queue);
  }
  for (const e of removed) {
    if (partner.has(e)) continue;
    const scan = step.byName && e.node.keyKind === 'text' && e.patterns.name !== undefined;
    const at = scan ? added.find((i) => !taken.has(i) && step.same(e, printed[i])) : firstFree(queues.get(step.bucketOf(e.node)), taken);
    if (at !== undefined) {
      partner.set(e, at);
      taken.add(at);
    }
  }
}

/** The first node of a queue not yet taken (the queue skips past taken ones for good). */
function firstFree(queue: { list: number[]; next: number } | undefined, taken: Set<number>): number | undefined {
  if (!queue) return undefined;
  while (queue.next < queue.list.length && taken.has(queue.list[queue.next])) queue.next++;
  return queue.list[queue.next];
}
