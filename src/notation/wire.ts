/**
 * The model on the wire between a page and Node: JSON without what the
 * receiver can derive (a text key is the name; `in` is the container's kind
 * and name). A third less to serialise, send and parse on a large page.
 */
import type { Snapshot, SnapshotNode } from './model.js';

/** The model as compact JSON text. */
export function packModel(model: Snapshot): string {
  const nodes = model.nodes.map((node) => {
    const { key, in: home, ...rest } = node;
    const packed: Partial<SnapshotNode> = rest;
    if (node.keyKind !== 'text') packed.key = key;
    if (home && node.container === undefined) packed.in = home;
    return packed;
  });
  return JSON.stringify({ ...model, nodes });
}

/** The model back from {@link packModel}'s text. */
export function unpackModel(text: string): Snapshot {
  const model = JSON.parse(text) as Snapshot;
  const containers = model.containers ?? [];
  for (const node of model.nodes) {
    if (node.keyKind === 'text') node.key = node.name;
    const container = node.container === undefined ? undefined : containers[node.container];
    if (container) node.in = { kind: container.kind, name: container.name };
  }
  return model;
}
