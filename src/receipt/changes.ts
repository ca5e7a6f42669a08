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
import type { Flag, SnapshotNode } from '../model/snapshot.js';
import { printableRole } from '../model/tokens.js';
import { RECEIPT_FACETS, type ReceiptChange, type ReceiptFacet } from './model.js';

/** Flags a receipt does not compare (module comment). */
const UNCOMPARED_FLAGS: ReadonlySet<Flag> = new Set(['focus', 'offscreen']);

/** The facets in which two lines of one element differ, in print order. */
export function compareFacets(was: SnapshotNode, now: SnapshotNode): ReceiptFacet[] {
  const differs: Record<ReceiptFacet, boolean> = {
    role: printableRole(was.role) !== printableRole(now.role),
    name: was.name !== now.name,
    value: was.value !== now.value,
    flags: was.level !== now.level || comparedFlags(was) !== comparedFlags(now),
    desc: printedDescription(was) !== printedDescription(now),
  };
  return RECEIPT_FACETS.filter((facet) => differs[facet]);
}

/** The description as a compact line prints it: only on an invalid field (its error message). */
function printedDescription(node: SnapshotNode): string | undefined {
  return node.flags?.includes('invalid') ? node.description : undefined;
}

function comparedFlags(node: SnapshotNode): string {
  return (node.flags ?? []).filter((flag) => !UNCOMPARED_FLAGS.has(flag)).join(' ');
}

/**
 * Every added, removed and changed line, in page order. A removed line
 * prints where it stood: after the line that preceded it and still exists,
 * before the lines added in the same place (as the golden diff prints a
 * block: removed, then added).
 */
export function collectChanges(before: Map<string, SnapshotNode>, after: Map<string, SnapshotNode>): ReceiptChange[] {
  const removedAfter = groupRemoved(before, after);
  const out: ReceiptChange[] = removedAfter.get(undefined) ?? [];
  for (const [ref, node] of after) {
    const was = before.get(ref);
    if (was === undefined) {
      out.push({ kind: 'added', node });
      continue;
    }
    const facets = compareFacets(was, node);
    if (facets.length) out.push({ kind: 'changed', facets, node, was });
    out.push(...(removedAfter.get(ref) ?? []));
  }
  return out;
}

/** Removed lines by the ref of the nearest kept line above them (`undefined`: the top of the page). */
function groupRemoved(before: Map<string, SnapshotNode>, after: Map<string, SnapshotNode>): Map<string | undefined, ReceiptChange[]> {
  const groups = new Map<string | undefined, ReceiptChange[]>();
  let anchor: string | undefined;
  for (const [ref, node] of before) {
    if (after.has(ref)) {
      anchor = ref;
      continue;
    }
    const group = groups.get(anchor) ?? [];
    group.push({ kind: 'removed', node });
    groups.set(anchor, group);
  }
  return groups;
}
