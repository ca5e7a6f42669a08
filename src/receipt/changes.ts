/**
 * The changed lines of an act, in page order: `+` a line whose ref is new,
 * `-` a line whose ref is gone, `~` a line whose ref stayed and whose role,
 * name, value or flags changed (NOTATION.md, "Diff"), or whose description
 * changed where a compact line prints it (an invalid field's error message).
 *
 * Flags are compared as a compact line prints them, without two that would
 * flood a receipt with news told elsewhere or not at all:
 * - `focus`: where focus went is the `focus` event; the line it left and the
 *   line it reached would otherwise add two `~flags` lines to every act;
 * - `offscreen`: an act that scrolls moves it on every line, and a compact
 *   line does not print it.
 * The other markers (count and index, key, placeholder, row, container,
 * icon, via) are not compared: a count moves when a twin is added or
 * removed, which that twin's own `+` or `-` line says; the rest belong to
 * the element rather than to what the act did to it.
 */
import { differingFacets } from '../diff/compare.js';
import { pairLines, type Paired } from '../diff/pair.js';
import type { Flag, SnapshotNode } from '../model/snapshot.js';
import { printableRole } from '../model/tokens.js';
import { RECEIPT_FACETS, type ReceiptChange, type ReceiptFacet } from './model.js';

/** Flags a receipt does not compare (module comment). */
const UNCOMPARED_FLAGS: ReadonlySet<Flag> = new Set(['focus', 'offscreen']);

/** The facets in which two lines of one element differ, in print order: the golden diff's comparison, of what a receipt compares. */
export function compareFacets(was: SnapshotNode, now: SnapshotNode): ReceiptFacet[] {
  return differingFacets({ node: comparedView(was), patterns: {} }, comparedView(now), 'compact', RECEIPT_FACETS);
}

/**
 * The line as a receipt compares it: the role as it prints, the flags it
 * compares, the description only where a compact line prints it (on an
 * invalid field: its error message).
 */
function comparedView(node: SnapshotNode): SnapshotNode {
  const flags = node.flags ?? [];
  return {
    ...node,
    role: printableRole(node.role),
    flags: flags.filter((flag) => !UNCOMPARED_FLAGS.has(flag)),
    description: flags.includes('invalid') ? node.description : undefined,
  };
}

/**
 * Every added, removed and changed line, in page order. Lines pair by ref
 * (pair.ts, one step). A removed line prints where it stood: after the line
 * that preceded it and still exists, before the lines added in the same
 * place (as the golden diff prints a block: removed, then added).
 */
export function collectChanges(before: Map<string, SnapshotNode>, after: Map<string, SnapshotNode>): ReceiptChange[] {
  const [was, now] = [[...before], [...after]];
  const byRef = ([ref]: [string, SnapshotNode]) => ref;
  const paired = pairLines(was, now, { steps: [{ leftKey: byRef, rightKey: byRef }] }).filter((p): p is Paired => p.kind === 'paired');
  const partner = new Map(paired.map((p) => [p.right, p.left]));
  const removedAfter = groupRemoved(was, new Map(paired.map((p) => [p.left, p.right])));
  const out: ReceiptChange[] = removedAfter.get(-1) ?? [];
  now.forEach(([, node], j) => {
    const i = partner.get(j);
    if (i === undefined) {
      out.push({ kind: 'added', node });
      return;
    }
    const facets = compareFacets(was[i][1], node);
    if (facets.length) out.push({ kind: 'changed', facets, node, was: was[i][1] });
    out.push(...(removedAfter.get(j) ?? []));
  });
  return out;
}

/** Removed lines by the (new) place of the nearest kept line above them (-1: the top of the page). */
function groupRemoved(was: [string, SnapshotNode][], kept: Map<number, number>): Map<number, ReceiptChange[]> {
  const groups = new Map<number, ReceiptChange[]>();
  let anchor = -1;
  was.forEach(([, node], i) => {
    const j = kept.get(i);
    if (j !== undefined) {
      anchor = j;
      return;
    }
    const group = groups.get(anchor) ?? [];
    group.push({ kind: 'removed', node });
    groups.set(anchor, group);
  });
  return groups;
}
