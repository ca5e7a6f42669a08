/**
 * Hand-made models for the step tests: a few lines each, counts and indexes
 * computed the engine's way so that every model is one the engine could give.
 */
import { countKeys } from '../../src/model/tokens.js';
import type { Container, Snapshot, SnapshotNode } from '../../src/model/snapshot.js';
import { HEADER, node, nodeIn } from '../notation/fixtures.js';

export { node, nodeIn };

type Spec = Parameters<typeof node>[0];

/** A model of these lines, refs e1.. in order, with `count` and `index` set. */
export function page(specs: Spec[], containers?: Container[]): Snapshot {
  const nodes: SnapshotNode[] = specs.map((spec, i) => node({ ref: `e${i + 1}`, ...spec }));
  countKeys(nodes);
  return containers === undefined ? { header: HEADER, nodes } : { header: HEADER, nodes, containers };
}

/** The line with this ref. */
export function line(model: Snapshot, ref: string): SnapshotNode {
  const found = model.nodes.find((n) => n.ref === ref);
  if (found === undefined) throw new Error(`no ${ref} in the model`);
  return found;
}
