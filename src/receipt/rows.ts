/**
 * `+N rows`: a table, grid or list gained rows. A row has no line of its
 * own; its controls carry its anchor (`row:"Order 1004"`, NOTATION.md,
 * "Markers and strings") and their innermost container. So a container's
 * rows are the distinct anchors of its lines, and its new rows are the
 * anchors it did not have before the act. N counts the rows that appeared,
 * not the net growth: a row deleted in the same act is a `-` line (or
 * `gone`), and the count matches the rows whose lines are folded. Rows
 * without a control, or twin rows the engine could give no distinct
 * anchor, cannot be counted.
 *
 * When a container gained more than one row, the `+` lines of its new rows
 * are folded into the event: paging or "load more" would otherwise fill the
 * receipt with lines alike and push the other changes past its limit. One
 * new row is usually what the act created (the order just placed), and its
 * lines carry the refs to act on it, so they still print.
 */
import type { ContainerRef, SnapshotNode } from '../model/snapshot.js';

/** A container that gained rows, and the refs of the lines in its new rows. */
export interface RowGain {
  in: ContainerRef;
  count: number;
  /** Lines of the new rows, folded into the event when `count` is above {@link MAX_UNFOLDED_ROWS}. */
  refs: string[];
}

/** Up to this many new rows in one container, their `+` lines still print. */
export const MAX_UNFOLDED_ROWS = 1;

interface Rows {
  in: ContainerRef;
  anchors: Set<string>;
}

/** The containers whose rows grew, in the order they first appear after the act. */
export function findRowGains(before: Map<string, SnapshotNode>, after: Map<string, SnapshotNode>): RowGain[] {
  const old = groupRows(before.values());
  const gains: RowGain[] = [];
  for (const [id, rows] of groupRows(after.values())) {
    const had = old.get(id)?.anchors ?? new Set<string>();
    const count = [...rows.anchors].filter((anchor) => !had.has(anchor)).length;
    if (count === 0) continue;
    const refs = [...after.values()].filter((node) => containerId(node) === id && !before.has(node.ref!) && !had.has(node.row!)).map((node) => node.ref!);
    gains.push({ in: rows.in, count, refs });
  }
  return gains;
}

/** The row anchors of each container, by container identity. */
function groupRows(nodes: Iterable<SnapshotNode>): Map<string, Rows> {
  const groups = new Map<string, Rows>();
  for (const node of nodes) {
    const id = containerId(node);
    if (id === undefined) continue;
    const rows = groups.get(id) ?? { in: { kind: node.in!.kind, name: node.in!.name }, anchors: new Set<string>() };
    rows.anchors.add(node.row!);
    groups.set(id, rows);
  }
  return groups;
}

/**
 * Containers have no refs; the notation names one by kind and name
 * (`in:table"Orders"`), so that is its identity here too. Lines without a
 * row anchor or a container belong to no row.
 */
function containerId(node: SnapshotNode): string | undefined {
  if (node.row === undefined || node.in === undefined) return undefined;
  return node.in.kind + '\u0000' + node.in.name;
}
