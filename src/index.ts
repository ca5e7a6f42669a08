/**
 * a11y-snapshot: accessibility snapshots in the v2 notation.
 *
 * The engine (`capture`, `roleOf`, `nameOf`, `resolveRef`) runs inside a DOM;
 * everything else is a pure function of the model it returns. In Playwright,
 * `capturePage` (from `a11y-snapshot/playwright`: Playwright is an optional
 * peer, so nothing here names it) runs the same engine inside the page.
 * `buildReceipt` says what changed between two captures around an act.
 */
export { capture, roleOf, nameOf, resolveRef, RefError, ScopeError } from './engine/index.js';
export type { CaptureOptions, RefErrorKind } from './engine/index.js';
export { format, parse, parseSnapshot, legend, quote, foldText, DETAILS, FLAG_ORDER } from './notation/index.js';
export type {
  FormatOptions,
  ParseError,
  Snapshot,
  SnapshotNode,
  SnapshotHeader,
  CapturedSnapshot,
  CapturedNode,
  ParsedSnapshot,
  ParsedNode,
  SnapshotLine,
  Container,
  ContainerRef,
  Detail,
  Flag,
  KeyKind,
} from './notation/index.js';
export { parseStep, parseStepOrThrow, resolve, selectorFor, formatOutcome } from './steps/index.js';
export type { Step, Resolution } from './steps/index.js';
export { buildReceipt, formatReceipt } from './receipt/index.js';
export type { ActRecord, NetRequest, Receipt, ReceiptChange, ReceiptEvent } from './receipt/index.js';
