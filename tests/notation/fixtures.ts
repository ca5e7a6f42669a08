/**
 * Hand-made models for the notation tests: small pages whose expected text
 * is written out by hand from the contract (seed 000, NOTATION.md).
 */
import type { Container, Snapshot, SnapshotHeader, SnapshotNode } from '../../src/model/snapshot.js';
import { computeKey } from '../../src/model/tokens.js';

type NodeSpec = Partial<SnapshotNode> & Pick<SnapshotNode, 'role' | 'name'>;

/** A node with defaults (count 1, index 1, no flags) and its key computed. */
export function node(spec: NodeSpec): SnapshotNode {
  const draft: SnapshotNode = { key: '', keyKind: 'text', count: 1, index: 1, flags: [], ...spec };
  return { ...draft, ...computeKey(draft) };
}

/** A node placed in `containers[index]`, with `in` and `container` set as the engine does. */
export function nodeIn(containers: Container[], index: number, spec: NodeSpec): SnapshotNode {
  const { kind, name } = containers[index];
  return node({ ...spec, container: index, in: { kind, name } });
}

export const HEADER: SnapshotHeader = { title: 'Orders', url: 'https://shop.test/orders', settled: true, engine: 'jsdom' };

/**
 * An orders page: a nav, a main holding a table of three orders and a
 * "Create order" form, and a loose help link.
 */
export function ordersPage(): Snapshot {
  const containers: Container[] = [
    { kind: 'nav', name: 'Main' },
    { kind: 'main', name: '' },
    { kind: 'table', name: 'Orders', parent: 1 },
    { kind: 'form', name: 'Create order', parent: 1 },
  ];
  const nodes: SnapshotNode[] = [
    nodeIn(containers, 0, { ref: 'e1', role: 'link', name: 'Home' }),
    nodeIn(containers, 0, { ref: 'e2', role: 'link', name: 'Orders', flags: ['selected'] }),
    nodeIn(containers, 1, { ref: 'e3', role: 'heading', name: 'Orders', level: 1, count: 2, index: 2 }),
    nodeIn(containers, 2, { ref: 'e4', role: 'button', name: 'Delete', count: 3, index: 1, row: 'Order 1001', icon: 'trash' }),
    nodeIn(containers, 2, { ref: 'e5', role: 'button', name: 'Delete', count: 3, index: 2, row: 'Order 1002', icon: 'trash' }),
    nodeIn(containers, 2, { ref: 'e6', role: 'button', name: 'Delete', count: 3, index: 3, row: 'Order 1003', icon: 'trash' }),
    nodeIn(containers, 3, { ref: 'e7', role: 'textbox', name: 'Customer', testId: 'customer', value: 'ACME', flags: ['required'] }),
    nodeIn(containers, 3, { ref: 'e8', role: 'textbox', name: 'Note', id: 'note', placeholder: 'Optional', row: 'Details', flags: ['offscreen'] }),
    nodeIn(containers, 3, { ref: 'e9', role: 'button', name: 'Create order', flags: ['disabled'] }),
    node({ ref: 'e10', role: 'link', name: 'Help' }),
  ];
  // e2 "Orders" and e3 "Orders" share the text key.
  nodes[1] = { ...nodes[1], count: 2, index: 1 };
  return { header: HEADER, nodes, containers };
}

/** The model as `parse` gives it back: no outline, no container indexes. */
export function withoutOutline(model: Snapshot): Snapshot {
  const nodes = model.nodes.map(({ container: _container, ...rest }) => rest);
  return { header: model.header, nodes };
}
