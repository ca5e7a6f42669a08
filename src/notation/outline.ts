/**
 * Which containers each line sits in, outermost first. Engine output carries
 * the whole outline (`Snapshot.containers` with parent links); a parsed
 * golden only knows each line's innermost container (`in:`), so there every
 * distinct `in:` stands alone at the top. `around`, `regions` and `v1` all
 * read the page through this one view.
 */
import type { Container, Snapshot, SnapshotNode } from '../model/snapshot.js';

/** One container as seen from a line: `id` tells equal-looking ones apart. */
export interface Scope {
  id: string;
  kind: string;
  name: string;
}

/** For every node, in order, the containers it sits in, outermost first. */
export function computeChains(model: Snapshot): Scope[][] {
  return chainsOf(model, model.nodes);
}

/** {@link computeChains} for any lines of the model (its text lines too): each one's containers, outermost first. */
export function chainsOf(model: Snapshot, lines: readonly Placed[]): Scope[][] {
  const containers = model.containers;
  if (containers === undefined) return lines.map(chainFromIn);
  const cache = new Map<number, Scope[]>();
  return lines.map((line) => chainFromOutline(containers, line.container, cache));
}

/** Where a line sits: its index in the outline (captures), or its innermost container as printed. */
type Placed = Pick<SnapshotNode, 'container' | 'in'>;

// Without an outline, two containers of the same kind and name are one: a
// golden file cannot tell them apart either.
function chainFromIn(node: Placed): Scope[] {
  if (node.in === undefined) return [];
  const { kind, name } = node.in;
  return [{ id: `in:${kind}\u0000${name}`, kind, name }];
}

function chainFromOutline(containers: Container[], start: number | undefined, cache: Map<number, Scope[]>): Scope[] {
  if (start === undefined || containers[start] === undefined) return [];
  const cached = cache.get(start);
  if (cached) return cached;
  const chain: Scope[] = [];
  // A parent link that loops would never end: stop after every container once.
  for (let at: number | undefined = start; at !== undefined && chain.length < containers.length;) {
    const container: Container | undefined = containers[at];
    if (container === undefined) break;
    chain.unshift({ id: String(at), kind: container.kind, name: container.name });
    at = container.parent;
  }
  cache.set(start, chain);
  return chain;
}
