/**
 * Pairing by ref. Refs are stable per element across the captures of one
 * document (NOTATION.md, "Refs"): the same ref is the same element, a new
 * element has a fresh number. Pairing is therefore exact, twins included,
 * and needs no guessing by key or position as the golden diff does. A line
 * without a ref cannot be paired, so such a snapshot is refused.
 */
import type { Snapshot, SnapshotNode } from '../model/snapshot.js';
import { formatLine } from '../notation/line.js';
import { isRef } from '../model/tokens.js';

/** Which capture of an act a snapshot is, for messages. */
export type Side = 'before' | 'after';

/**
 * The lines of a snapshot by ref, in page order. Throws a TypeError naming
 * the first line without a well-formed ref, or a ref given twice.
 */
export function indexByRef(snapshot: Snapshot, side: Side): Map<string, SnapshotNode> {
  const byRef = new Map<string, SnapshotNode>();
  snapshot.nodes.forEach((node, i) => {
    if (!isRef(node.ref)) {
      const line = formatLine(node, { refs: false });
      throw new TypeError(`a receipt compares snapshots captured with refs: line ${i + 1} of the ${side} snapshot (${line}) has no ref; capture with refs on`);
    }
    if (byRef.has(node.ref)) {
      throw new TypeError(
        `ref ${node.ref} is on two lines of the ${side} snapshot (lines ${indexOf(snapshot, node.ref) + 1} and ${i + 1}); a ref names one element`,
      );
    }
    byRef.set(node.ref, node);
  });
  return byRef;
}

function indexOf(snapshot: Snapshot, ref: string): number {
  return snapshot.nodes.findIndex((node) => node.ref === ref);
}

/** Checks the act's target: absent, or a well-formed ref. */
export function checkTarget(target: string | undefined): void {
  if (target !== undefined && !isRef(target)) {
    throw new TypeError(`the act's target must be a ref like "e12", got ${JSON.stringify(target)}`);
  }
}
