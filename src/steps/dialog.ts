/**
 * Modal dialogs (seed 000, "A dialog is modal"): while a dialog is open, a
 * match inside it wins over the same name outside it. Hidden dialogs give no
 * lines, so a dialog the model mentions is an open one.
 */
import type { Container, ContainerRef, Snapshot, SnapshotNode } from '../model/snapshot.js';

const DIALOG = 'dialog';

/**
 * The innermost dialog the line sits in, if any. Engine output carries the
 * container outline, so a control in a form inside a dialog is found through
 * its ancestors; a parsed golden only knows the innermost container (`in:`).
 */
export function findDialog(node: SnapshotNode, model: Snapshot): ContainerRef | undefined {
  const { containers } = model;
  if (containers !== undefined && node.container !== undefined) {
    let at: number | undefined = node.container;
    // Bounded by the outline's length: a malformed model cannot loop forever.
    for (let step = 0; at !== undefined && step < containers.length; step++) {
      const container: Container | undefined = containers[at];
      if (container === undefined) break;
      if (container.kind === DIALOG) return { kind: container.kind, name: container.name };
      at = container.parent;
    }
    return undefined;
  }
  return node.in?.kind === DIALOG ? { kind: node.in.kind, name: node.in.name } : undefined;
}

/**
 * The items inside a dialog when some are and some are not; else all of
 * them. The lines behind an open modal cannot be reached by a user, so they
 * do not make a name ambiguous.
 */
export function preferDialog<T extends { node: SnapshotNode }>(items: T[], model: Snapshot): T[] {
  const inside = items.filter((item) => findDialog(item.node, model) !== undefined);
  return inside.length > 0 ? inside : items;
}
