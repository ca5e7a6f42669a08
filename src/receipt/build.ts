/**
 * Building the receipt of an act from the two captures around it.
 *
 * A navigation restarts refs at `e1` (NOTATION.md, "Refs"): the same ref on
 * both sides then names two unrelated elements, so the lines of a new
 * document are never compared. Its receipt is `went`, the events the new
 * page shows on arrival (an open dialog, a toast, the focused field, read
 * as if the page before had been empty), the errors, and the size of the
 * new page: the reader snapshots it to see more.
 *
 * An event and a changed line never say the same thing twice: a toast's
 * `+` line (or its `~name`), the typed field's `~value`, the gone target's
 * `-` line and the `+` lines of folded rows are left out of the changes.
 */
import type { Snapshot, SnapshotNode } from '../model/snapshot.js';
import { collectChanges } from './changes.js';
import { findDialogs, findFocus, findGoneTarget, findToasts, findTypedValue, findWent } from './events.js';
import type { ActRecord, Receipt, ReceiptChange, ReceiptEvent } from './model.js';
import { checkTarget, indexByRef } from './refs.js';
import { findRowGains, MAX_UNFOLDED_ROWS } from './rows.js';

/**
 * What changed on the page during one act: event lines, changed lines in
 * page order, and the requests. Throws a TypeError when a snapshot has a
 * line without a ref (a receipt pairs lines by ref) or the target is not a ref.
 */
export function buildReceipt(record: ActRecord): Receipt {
  checkTarget(record.target);
  const before = indexByRef(record.before, 'before');
  const after = indexByRef(record.after, 'after');
  const net = [...record.requests];
  if (isNewDocument(record)) return buildArrival(record, after, net);
  return buildInPlace(record, before, after, net);
}

/** True when the act loaded a new document: the door says so, or the url changed other than in its fragment. */
export function isNewDocument(record: Pick<ActRecord, 'before' | 'after' | 'navigated'>): boolean {
  return record.navigated ?? withoutFragment(record.before.header.url) !== withoutFragment(record.after.header.url);
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** The receipt of a new document: see the module comment. */
function buildArrival(record: ActRecord, after: Map<string, SnapshotNode>, net: Receipt['net']): Receipt {
  const empty: Snapshot = { header: record.before.header, nodes: [], containers: [] };
  const none = new Map<string, SnapshotNode>();
  const focus = findFocus(none, after);
  const events: ReceiptEvent[] = [
    { kind: 'went', url: record.after.header.url },
    ...tabEvents(record),
    ...findDialogs(empty, record.after),
    ...findToasts(none, after).map(toastOf),
    ...optional(focus, (node) => ({ kind: 'focus', node })),
    ...errorEvents(record.errors),
  ];
  return { events, changes: [], net, page: { title: record.after.header.title, lines: record.after.nodes.length } };
}

/** The receipt of an act that kept its document: events, then the changes they do not already tell. */
function buildInPlace(record: ActRecord, before: Map<string, SnapshotNode>, after: Map<string, SnapshotNode>, net: Receipt['net']): Receipt {
  const toasts = findToasts(before, after);
  const focus = findFocus(before, after);
  const typed = findTypedValue(before, after, record.target);
  const rows = findRowGains(before, after);
  const gone = findGoneTarget(before, after, record.target);
  const events: ReceiptEvent[] = [
    ...findWent(record.before, record.after),
    ...tabEvents(record),
    ...findDialogs(record.before, record.after),
    ...toasts.map(toastOf),
    ...optional(focus, (node) => ({ kind: 'focus', node })),
    ...optional(typed, (node) => ({ kind: 'value', node, value: node.value! })),
    ...errorEvents(record.errors),
    ...rows.map((gain): ReceiptEvent => ({ kind: 'rows', count: gain.count, in: gain.in })),
    ...optional(gone, (node) => ({ kind: 'gone', node })),
  ];
  const told: Told = {
    added: new Set([...toasts.map((n) => n.ref!), ...rows.filter((g) => g.count > MAX_UNFOLDED_ROWS).flatMap((g) => g.refs)]),
    removed: new Set(gone ? [gone.ref!] : []),
    name: new Set(toasts.map((n) => n.ref!)),
    value: new Set(typed ? [typed.ref!] : []),
  };
  return { events, changes: leaveOutTold(collectChanges(before, after), told), net };
}

function toastOf(node: SnapshotNode): ReceiptEvent {
  return { kind: 'toast', text: node.name };
}

/** The event about `node`, or none when there is no such line. */
function optional(node: SnapshotNode | undefined, make: (node: SnapshotNode) => ReceiptEvent): ReceiptEvent[] {
  return node === undefined ? [] : [make(node)];
}

function tabEvents(record: ActRecord): ReceiptEvent[] {
  return (record.tabs ?? []).map((tab) => ({ kind: 'tab', ...tab }));
}

function errorEvents(errors: readonly string[]): ReceiptEvent[] {
  return errors.map((message) => ({ kind: 'error', message }));
}

/** Refs whose added or removed line, or whose name or value facet, an event already tells. */
interface Told {
  added: Set<string>;
  removed: Set<string>;
  name: Set<string>;
  value: Set<string>;
}

function leaveOutTold(changes: ReceiptChange[], told: Told): ReceiptChange[] {
  const out: ReceiptChange[] = [];
  for (const change of changes) {
    const ref = change.node.ref!;
    if (change.kind !== 'changed') {
      if (!told[change.kind].has(ref)) out.push(change);
      continue;
    }
    const facets = change.facets.filter((facet) => !(facet === 'name' && told.name.has(ref)) && !(facet === 'value' && told.value.has(ref)));
    if (facets.length) out.push({ ...change, facets });
  }
  return out;
}
