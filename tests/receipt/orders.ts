/**
 * The orders page the receipt tests act on, before the act:
 *
 *   e1 heading "Orders" level=1
 *   e2 button[1] "Delete" x2 row:"Order 1001"   (table "Orders")
 *   e3 button[2] "Delete" x2 row:"Order 1002"   (table "Orders")
 *   e4 textbox "Customer"                        (form "New order")
 *   e5 button "Create order"                     (form "New order")
 *   e6 link "Help"
 *
 * `ordersAfter` writes the page after an act as edits of these lines: a
 * line kept by ref, changed, dropped, or added with a fresh ref.
 */
import type { Container, Snapshot, SnapshotNode } from '../../src/model/snapshot.js';
import { capture, nodeIn } from './models.js';

export const CONTAINERS: Container[] = [
  { kind: 'table', name: 'Orders' },
  { kind: 'form', name: 'New order' },
  { kind: 'dialog', name: 'Delete order?' },
];

type Spec = Partial<SnapshotNode> & Pick<SnapshotNode, 'role' | 'name'>;

/** A row's Delete button, with a ref. */
export const deleteButton = (ref: string, order: number): Spec => nodeIn(CONTAINERS, 0, { ref, role: 'button', name: 'Delete', row: `Order ${order}` });

/** Lines of the form, with a ref. */
export const inForm = (spec: Spec): Spec => nodeIn(CONTAINERS, 1, spec);

/** Lines of the dialog, with a ref. */
export const inDialog = (spec: Spec): Spec => nodeIn(CONTAINERS, 2, spec);

export function baseSpecs(): Spec[] {
  return [
    { ref: 'e1', role: 'heading', name: 'Orders', level: 1 },
    deleteButton('e2', 1001),
    deleteButton('e3', 1002),
    inForm({ ref: 'e4', role: 'textbox', name: 'Customer' }),
    inForm({ ref: 'e5', role: 'button', name: 'Create order' }),
    { ref: 'e6', role: 'link', name: 'Help' },
  ];
}

/** The page before the act. */
export function ordersBefore(url?: string): Snapshot {
  return capture(baseSpecs(), { containers: CONTAINERS, url });
}

/** The page after the act: `edit` receives the base lines and returns the new ones. */
export function ordersAfter(edit: (specs: Spec[]) => Spec[], url?: string): Snapshot {
  return capture(edit(baseSpecs()), { containers: CONTAINERS, url });
}

/** The base line with this ref, changed by `change`. */
export function changeLine(specs: Spec[], ref: string, change: Partial<SnapshotNode>): Spec[] {
  return specs.map((spec) => (spec.ref === ref ? { ...spec, ...change } : spec));
}

/** The base lines without these refs. */
export function dropLines(specs: Spec[], ...refs: string[]): Spec[] {
  return specs.filter((spec) => !refs.includes(spec.ref!));
}

/** The lines with `added` inserted after the line with ref `after`. */
export function insertAfter(specs: Spec[], after: string, ...added: Spec[]): Spec[] {
  const at = specs.findIndex((spec) => spec.ref === after) + 1;
  return [...specs.slice(0, at), ...added, ...specs.slice(at)];
}
