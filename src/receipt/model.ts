/**
 * The receipt of an act: what changed on the page between the settled
 * capture before an act and the one after it (seed 000, "After act";
 * NOTATION.md, "Diff"). Plain JSON: the door that acts builds an
 * {@link ActRecord}, the core turns it into a {@link Receipt}, and the
 * receipt prints as event lines, changed lines and a net line.
 */
import type { Facet } from '../diff/compare.js';
import type { ContainerRef, Snapshot, SnapshotNode } from '../model/snapshot.js';

/** One request an act caused. `status` is absent when it failed (`failure` says why) or never finished. */
export interface NetRequest {
  method: string;
  url: string;
  status?: number;
  failure?: string;
}

/** A window an act opened: its title and url once it had loaded (or as it stood when waiting ran out). */
export interface OpenedTab {
  title: string;
  url: string;
  number?: number;
}

/** What the door saw around one act. Both snapshots are full pages captured with refs. */
export interface ActRecord {
  /** Full page, refs on, settled capture before the act. */
  before: Snapshot;
  /** Full page, refs on, settled capture after the act. */
  after: Snapshot;
  /** Requests the act caused, in the order they started. */
  requests: NetRequest[];
  /** Uncaught page errors during the act (page-controlled text). */
  errors: string[];
  /** Windows the act opened (a `target=_blank` link, `window.open`), as tabs; `number` is what a door that keeps tabs calls each. */
  tabs?: OpenedTab[];
  /** The ref the act acted on (a try step's `done` line), if any. */
  target?: string;
  /**
   * Whether the main frame loaded a new document during the act. The door
   * knows; the url alone cannot tell a reload or a form posted to its own
   * url. When absent, a url that changed other than in its fragment counts
   * as a new document.
   */
  navigated?: boolean;
}

/**
 * The facets a receipt compares, in the order a line prints them (seed 000:
 * "~ names the facet: role, name, value, flags", and our `desc` extension).
 * A subset of the golden diff's facets, so a `~` line reads the same in both.
 */
export const RECEIPT_FACETS = ['role', 'name', 'value', 'flags', 'desc'] as const satisfies readonly Facet[];
export type ReceiptFacet = (typeof RECEIPT_FACETS)[number];

/** An event line. Events that name an element keep its line, so that a golden can name it without a ref. */
export type ReceiptEvent =
  | { kind: 'went'; url: string }
  | { kind: 'tab'; title: string; url: string; number?: number }
  | { kind: 'dialog'; name: string }
  | { kind: 'toast'; text: string }
  | { kind: 'focus'; node: SnapshotNode }
  | { kind: 'value'; node: SnapshotNode; value: string }
  | { kind: 'error'; message: string }
  | { kind: 'rows'; count: number; in: ContainerRef }
  | { kind: 'gone'; node: SnapshotNode };

export type ReceiptEventKind = ReceiptEvent['kind'];

/** The order event lines print in (seed 000); within a kind, page order. */
export const EVENT_ORDER: readonly ReceiptEventKind[] = ['went', 'tab', 'dialog', 'toast', 'focus', 'value', 'error', 'rows', 'gone'];

/** A changed line: the same element (same ref) changed in place, or a line added or removed. */
export type ReceiptChange =
  | { kind: 'added'; node: SnapshotNode }
  | { kind: 'removed'; node: SnapshotNode }
  | { kind: 'changed'; facets: ReceiptFacet[]; node: SnapshotNode; was: SnapshotNode };

/** The page an act landed on when it loaded a new document: its lines are not compared. */
export interface NewPage {
  title: string;
  /** How many lines the new page has. */
  lines: number;
}

/** What changed: events, changed lines in page order, and the requests. */
export interface Receipt {
  events: ReceiptEvent[];
  changes: ReceiptChange[];
  net: NetRequest[];
  /** Set when the act loaded a new document (then `changes` is empty). */
  page?: NewPage;
}
