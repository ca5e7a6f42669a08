/**
 * The receipt of an act: what changed on the page between the capture
 * before an act and the one after it, as a plain JSON object and as text
 * (seed 000, "After act"). Pure: no DOM, no Node APIs; the door that acts
 * captures the two snapshots and the requests and calls these.
 */
export { buildReceipt, isNewDocument } from './build.js';
export { formatReceipt, formatChange, NO_CHANGE } from './format.js';
export type { ReceiptFormatOptions } from './format.js';
export { formatNet, formatRequest } from './net.js';
export { compareFacets } from './changes.js';
export { MAX_UNFOLDED_ROWS } from './rows.js';
export { EVENT_ORDER, RECEIPT_FACETS } from './model.js';
export type { ActRecord, NetRequest, NewPage, OpenedTab, Receipt, ReceiptChange, ReceiptEvent, ReceiptEventKind, ReceiptFacet } from './model.js';
