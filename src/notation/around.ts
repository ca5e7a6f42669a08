/**
 * `around: "eN"`: the lines of the innermost container that holds eN, with
 * the containers nested inside it: the cheap way to read one form or dialog
 * on a busy page.
 */
import type { Snapshot, SnapshotNode, TextLine } from '../model/snapshot.js';
import { chainsOf, computeChains, type Scope } from './outline.js';
import { quote } from '../model/text.js';

/**
 * The nodes that share eN's innermost container (nested containers
 * included), in document order. A node in no container selects the nodes in
 * no container. A leading `@` (as v1 prints refs) is accepted.
 * @throws Error naming the ref when no line of the snapshot carries it.
 */
export function selectAround(model: Snapshot, ref: string): SnapshotNode[] {
  return aroundModel(model, ref).nodes;
}

/**
 * {@link selectAround} as a snapshot: the nodes, and the text lines of the
 * same container (a capture's, which knows each text line's container),
 * placed among the nodes kept.
 */
export function aroundModel(model: Snapshot, ref: string): Snapshot {
  const wanted = ref.startsWith('@') ? ref.slice(1) : ref;
  const target = model.nodes.findIndex((node) => node.ref === wanted);
  if (target < 0) throw new Error(describeUnknownRef(model, ref));
  const chains = computeChains(model);
  const scope = chains[target].at(-1);
  const holds = (chain: Scope[]) => (scope === undefined ? chain.length === 0 : chain.some((s) => s.id === scope.id));
  const kept: number[] = [];
  model.nodes.forEach((_, i) => holds(chains[i]) && kept.push(i));
  const around: Snapshot = { header: model.header, nodes: kept.map((i) => model.nodes[i]) };
  if (model.texts && model.containers) {
    const textChains = chainsOf(model, model.texts);
    // A text line goes before the first kept node at or after its place: `kept` is in order, and so are the texts.
    let before = 0;
    around.texts = model.texts.flatMap((text, i): TextLine[] => {
      while (before < kept.length && kept[before] < text.after) before++;
      return holds(textChains[i]) ? [{ ...text, after: before }] : [];
    });
  }
  return around;
}

function describeUnknownRef(model: Snapshot, ref: string): string {
  const message = `Unknown ref ${quote(ref)}: no line in this snapshot has it`;
  // A golden file is read back without refs: say so, or the error looks like a typo.
  const hasRefs = model.nodes.some((node) => node.ref !== undefined);
  return hasRefs ? message : `${message} (this snapshot carries no refs, as golden files do)`;
}
