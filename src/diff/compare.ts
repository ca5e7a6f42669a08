/**
 * Comparing a golden with a new snapshot, element by element. Lines are
 * compared as they print at the golden's detail level (a marker compact
 * leaves out cannot differ), patterns matched where the golden has them.
 *
 * Pairing, in order:
 * 1. the longest run of lines that agree (jsdiff's `diffArrays`) anchors the
 *    comparison;
 * 2. between anchors, a golden line and a new line with the same key and role
 *    are the same element, changed in place (`~value`, `~flags`, ...);
 * 3. then the same key with another role (`~role`);
 * 4. then the same role, in order: the element was renamed (`~name`).
 * What is left was removed (`-`) or added (`+`). A rename never shows as a
 * `-`/`+` pair.
 */
import { diffArrays } from 'diff';
import type { LineDetail } from '../notation/line.js';
import { formatLine } from '../notation/line.js';
import { parseLine } from '../notation/parse.js';
import type { SnapshotNode } from '../notation/model.js';
import type { GoldenLine } from '../golden/golden.js';
import { matchesText } from '../golden/patterns.js';

/** What can change in place, in the order a line prints it. */
export const FACETS = ['role', 'name', 'count', 'key', 'value', 'placeholder', 'flags', 'row', 'in', 'icon', 'via', 'desc'] as const;
export type Facet = (typeof FACETS)[number];

/** `at` is the new node's position in the page (for updates, which write page order). */
export type Change =
  | { kind: 'same'; expected: GoldenLine; actual: SnapshotNode; at: number }
  | { kind: 'changed'; facets: Facet[]; expected: GoldenLine; actual: SnapshotNode; at: number }
  | { kind: 'added'; actual: SnapshotNode; at: number }
  | { kind: 'removed'; expected: GoldenLine };

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
export function differingFacets(expected: GoldenLine, actual: SnapshotNode, detail: LineDetail): Facet[] {
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

type Item = { expected: GoldenLine; actual?: undefined } | { actual: SnapshotNode; expected?: undefined };

/** Every golden line and every new node, paired, in golden order. */
export function compareLines(expected: GoldenLine[], actual: SnapshotNode[], detail: LineDetail): Change[] {
  const printed = actual.map((node) => printedView(node, detail));
  const left: Item[] = expected.map((line) => ({ expected: line }));
  const right: Item[] = printed.map((node) => ({ actual: node }));
  const parts = diffArrays(left, right, {
    comparator: (a, b) => differingFacets(a.expected!, b.actual!, detail).length === 0,
  });
  const changes: Change[] = [];
  let removed: GoldenLine[] = [];
  let added: number[] = [];
  // Positions in both lists: jsdiff reports equal runs by count, not by side.
  let at = 0;
  let to = 0;
  for (const part of parts) {
    const n = part.count ?? part.value.length;
    if (part.removed) removed.push(...expected.slice(at, (at += n)));
    else if (part.added) for (let i = 0; i < n; i++) added.push(to++);
    else {
      changes.push(...pairBlock(removed, added, printed, detail));
      removed = [];
      added = [];
      for (let i = 0; i < n; i++, to++) changes.push({ kind: 'same', expected: expected[at++], actual: printed[to], at: to });
    }
  }
  changes.push(...pairBlock(removed, added, printed, detail));
  return changes;
}

/** Pairs the golden lines and new nodes between two anchors (module comment, steps 2–4). */
function pairBlock(removed: GoldenLine[], added: number[], printed: SnapshotNode[], detail: LineDetail): Change[] {
  const partner = new Map<GoldenLine, number>();
  const taken = new Set<number>();
  const pairWhere = (same: (e: GoldenLine, a: SnapshotNode) => boolean) => {
    for (const e of removed) {
      if (partner.has(e)) continue;
      const at = added.find((i) => !taken.has(i) && same(e, printed[i]));
      if (at !== undefined) {
        partner.set(e, at);
        taken.add(at);
      }
    }
  };
  const sameKey = (e: GoldenLine, a: SnapshotNode) =>
    e.node.keyKind === a.keyKind && (e.node.keyKind === 'text' ? matchesText(e.node.name, e.patterns.name, a.name) : e.node.key === a.key);
  pairWhere((e, a) => sameKey(e, a) && e.node.role === a.role);
  pairWhere(sameKey);
  pairWhere((e, a) => e.node.role === a.role);
  const out: Change[] = removed.map((e): Change => {
    const at = partner.get(e);
    if (at === undefined) return { kind: 'removed', expected: e };
    return { kind: 'changed', facets: differingFacets(e, printed[at], detail), expected: e, actual: printed[at], at };
  });
  for (const at of added) if (!taken.has(at)) out.push({ kind: 'added', actual: printed[at], at });
  return out;
}
