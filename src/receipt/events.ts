/**
 * The event lines of an act (seed 000, "After act"), each a short summary a
 * reader looks for first. What makes each one:
 * - `went`: the url changed (the full url; a golden prints it without origin);
 * - `dialog`: a dialog open after the act that was not before;
 * - `toast`: a status or alert line with text that is new, or whose text
 *   changed (a live region that stays and speaks again is a toast too);
 * - `focus`: the focused line is another element than before; focus lost to
 *   nothing prints no event (there is no element to name);
 * - `value`: the value of the field the act typed into changed: the target,
 *   or without a target the focused line; other values are `~value` lines;
 * - `error`: an uncaught page error, one line each;
 * - `+N rows`: see rows.ts;
 * - `gone`: the target's element is gone; other gone lines are `-` lines.
 */
import type { Snapshot, SnapshotNode } from '../model/snapshot.js';
import type { ReceiptEvent } from './model.js';

/** Line roles the engine gives toasts and alerts (live regions with text). */
const LIVE_ROLES: ReadonlySet<string> = new Set(['status', 'alert']);

/** The container kind of dialogs and alert dialogs. */
const DIALOG = 'dialog';

/** `went` when the url changed. */
export function findWent(before: Snapshot, after: Snapshot): ReceiptEvent[] {
  return before.header.url === after.header.url ? [] : [{ kind: 'went', url: after.header.url }];
}

/**
 * `dialog` for each dialog open after and not before. Containers have no
 * refs: a dialog is known by its name, as `in:dialog"…"` names it, so a
 * name open twice after the act and once before gives one event.
 */
export function findDialogs(before: Snapshot, after: Snapshot): ReceiptEvent[] {
  const had = dialogNames(before, after);
  const out: ReceiptEvent[] = [];
  for (const name of dialogNames(after, before)) {
    const at = had.indexOf(name);
    if (at >= 0) had.splice(at, 1);
    else out.push({ kind: 'dialog', name });
  }
  return out;
}

/**
 * The names of a snapshot's open dialogs that hold a line (hidden dialogs
 * give no lines), in outline order. Engine output carries the outline, so a
 * line in a form inside a dialog counts for it; a model without one (read
 * back from text) knows only each line's innermost container. Both sides
 * are read the same way (when `other` lacks an outline, both use `in:`), so
 * that one open dialog is never counted as two.
 */
function dialogNames(snapshot: Snapshot, other: Snapshot): string[] {
  const { containers } = snapshot;
  if (containers === undefined || other.containers === undefined) {
    return [...new Set(snapshot.nodes.filter((n) => n.in?.kind === DIALOG).map((n) => n.in!.name))];
  }
  const open = new Set<number>();
  for (const node of snapshot.nodes) {
    let at = node.container;
    // Bounded by the outline's length: a malformed model cannot loop forever.
    for (let step = 0; at !== undefined && step < containers.length; step++) {
      if (containers[at]?.kind === DIALOG) open.add(at);
      at = containers[at]?.parent;
    }
  }
  return [...open].sort((a, b) => a - b).map((at) => containers[at].name);
}

/**
 * The live lines that make a `toast`: new ones, and those whose text
 * changed. One with no text says nothing (a region a page keeps for later
 * messages, or one cleared): it is a `+` or `~name` line instead.
 */
export function findToasts(before: Map<string, SnapshotNode>, after: Map<string, SnapshotNode>): SnapshotNode[] {
  return [...after.values()].filter((node) => LIVE_ROLES.has(node.role) && node.name !== '' && before.get(node.ref!)?.name !== node.name);
}

/** `focus` when the focused line is another element than before. */
export function findFocus(before: Map<string, SnapshotNode>, after: Map<string, SnapshotNode>): SnapshotNode | undefined {
  const now = focusedLine(after);
  return now !== undefined && now.ref !== focusedLine(before)?.ref ? now : undefined;
}

function focusedLine(lines: Map<string, SnapshotNode>): SnapshotNode | undefined {
  for (const node of lines.values()) if (node.flags?.includes('focus')) return node;
  return undefined;
}

/**
 * The field the act typed into, when its value changed: the target if
 * there is one, else the line focused after the act. Only a line on both
 * sides can have changed; a new field is a `+` line.
 */
export function findTypedValue(before: Map<string, SnapshotNode>, after: Map<string, SnapshotNode>, target: string | undefined): SnapshotNode | undefined {
  const field = target !== undefined ? after.get(target) : focusedLine(after);
  if (field?.value === undefined) return undefined;
  const was = before.get(field.ref!);
  return was !== undefined && was.value !== field.value ? field : undefined;
}

/** The target's line, when the target was on the page before the act and is not after it. */
export function findGoneTarget(before: Map<string, SnapshotNode>, after: Map<string, SnapshotNode>, target: string | undefined): SnapshotNode | undefined {
  if (target === undefined || after.has(target)) return undefined;
  return before.get(target);
}
