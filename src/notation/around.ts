/**
 * `around: "eN"`: the lines of the innermost container that holds eN, with
 * the containers nested inside it: the cheap way to read one form or dialog
 * on a busy page.
 */
import type { Snapshot, SnapshotNode } from '../model/snapshot.js';
import { computeChains } from './outline.js';
import { quote } from '../model/text.js';

/**
 * The nodes that share eN's innermost container (nested containers
 * included), in document order. A node in no container selects the nodes in
 * no container. A leading `@` (as v1 prints refs) is accepted.
 * @throws Error naming the ref when no line of the snapshot carries it.
 */
export function selectAround(model: Snapshot, ref: string): SnapshotNode[] {
  const wanted = ref.startsWith('@') ? ref.slice(1) : ref;
  const target = model.nodes.findIndex((node) => node.ref === wanted);
  if (target < 0) throw new Error(describeUnknownRef(model, ref));
  const chains = computeChains(model);
  const scope = chains[target].at(-1);
  return model.nodes.filter((_, i) => (scope === undefined ? chains[i].length === 0 : chains[i].some((s) => s.id === scope.id)));
}

function describeUnknownRef(model: Snapshot, ref: string): string {
  const message = `Unknown ref ${quote(ref)}: no line in this snapshot has it`;
  // A golden file is read back without refs: say so, or the error looks like a typo.
  const hasRefs = model.nodes.some((node) => node.ref !== undefined);
  return hasRefs ? message : `${message} (this snapshot carries no refs, as golden files do)`;
}
