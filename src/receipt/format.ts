/**
 * A receipt as text, lines joined by `\n` (seed 000, "After act";
 * NOTATION.md, "Diff"):
 *
 *     tab 2 "Order #1001" url="https://shop.example/orders/1001"
 *     toast "Order created"
 *     focus e12
 *     + e44 button "Delete" row:"Order 1004"
 *     ~name e41 button "Place order" (was "Create order")
 *     net: 2 requests — POST /api/orders 201, GET /api/cart 200
 *
 * Event lines first, in the seed's order; then the changed lines in page
 * order, `~` lines naming their facets and what they were as the golden
 * diff does (`~name,value … (was "Old", ="x")`); then the net line. A new
 * document prints `page "<title>": N lines` where the changes would be.
 * Nothing at all prints `no change`, so an empty answer is never mistaken
 * for a lost one; a net line may still follow it.
 *
 * With `refs: false` (golden files, where a ref is noise: one new element
 * renumbers the rest) events name an element by role and name
 * (`focus textbox "Email"`), lines print without refs and `went` without the
 * origin. Every page string prints through `quote`: a page cannot add a
 * line, a ref, a count or a flag.
 */
import { stripOrigin } from '../model/url.js';
import { formatLine } from '../notation/line.js';
import type { SnapshotNode } from '../model/snapshot.js';
import { foldText, quote } from '../model/text.js';
import { isRef, isWord, printableRole } from '../model/tokens.js';
import { EVENT_ORDER, type NewPage, type Receipt, type ReceiptChange, type ReceiptEvent, type ReceiptFacet } from './model.js';
import { formatNet } from './net.js';

/** Options of {@link formatReceipt}. */
export interface ReceiptFormatOptions {
  /** Print refs (default true). Golden files say false. */
  refs?: boolean;
  /**
   * Most error lines and requests printed, each list then ending in `… N
   * more` (default 12): a receipt is read after every act and must stay
   * short. `Infinity` prints everything, changed lines too (a golden hides
   * nothing).
   */
  limit?: number;
  /**
   * Most bytes of changed lines (default 4,000, about a thousand tokens).
   * Past it, removed lines go first (their refs are gone), then the last
   * lines, and `… N more (a snapshot shows them)` ends the list: the refs an
   * act brought (a menu's options) are what the next act needs.
   */
  budget?: number;
}

const DEFAULTS: Required<ReceiptFormatOptions> = { refs: true, limit: 12, budget: 4_000 };

/** What a receipt with no event, no changed line and no new page prints. */
export const NO_CHANGE = 'no change';

/** The receipt as lines joined by `\n`; see the module comment. */
export function formatReceipt(receipt: Receipt, options: ReceiptFormatOptions = {}): string {
  const { refs, limit } = { ...DEFAULTS, ...options };
  const budget = options.budget ?? (limit === Infinity ? Infinity : DEFAULTS.budget);
  if (!(limit >= 1)) throw new RangeError(`limit must be 1 or more (Infinity for no limit), got ${String(limit)}`);
  const lines = formatEvents(receipt.events, refs, limit);
  if (receipt.page !== undefined) lines.push(formatPage(receipt.page));
  lines.push(...keepWithin(receipt.changes, refs, budget));
  if (lines.length === 0) lines.push(NO_CHANGE);
  const net = formatNet(receipt.net, limit);
  if (net !== undefined) lines.push(net);
  return lines.join('\n');
}

/** Event lines in {@link EVENT_ORDER}, keeping page order within a kind; errors capped at `limit`. */
function formatEvents(events: readonly ReceiptEvent[], refs: boolean, limit: number): string[] {
  return EVENT_ORDER.flatMap((kind) => {
    const lines = events.filter((event) => event.kind === kind).map((event) => formatEvent(event, refs));
    return kind === 'error' ? capLines(lines, limit) : lines;
  });
}

function formatEvent(event: ReceiptEvent, refs: boolean): string {
  switch (event.kind) {
    case 'went':
      return 'went ' + quote(foldText(refs ? event.url : stripOrigin(event.url)));
    case 'tab': {
      const number = refs && event.number !== undefined ? `${event.number} ` : '';
      return `tab ${number}${quote(event.title)} url=${quote(foldText(refs ? event.url : stripOrigin(event.url)))}`;
    }
    case 'dialog':
      return 'dialog ' + quote(event.name);
    case 'toast':
      return 'toast ' + quote(event.text);
    case 'focus':
      return 'focus ' + nameElement(event.node, refs);
    case 'value':
      return `value ${nameElement(event.node, refs)} ${quote(event.value)}`;
    case 'error':
      // Page text the engine never folded: whitespace and length are folded here.
      return 'error ' + quote(foldText(event.message));
    case 'rows': {
      const where = isWord(event.in.kind) ? ` in:${event.in.kind}${quote(event.in.name)}` : '';
      return `+${event.count} ${event.count === 1 ? 'row' : 'rows'}${where}`;
    }
    case 'gone':
      return 'gone ' + nameElement(event.node, refs);
  }
}

/** `e12`, or without refs the role and the quoted name: `textbox "Email"`. */
function nameElement(node: SnapshotNode, refs: boolean): string {
  return refs && isRef(node.ref) ? node.ref : `${printableRole(node.role)} ${quote(node.name)}`;
}

/** `page "Order 1004": 42 lines`, as the regions level counts (`table "Orders": 20 rows`). */
function formatPage(page: NewPage): string {
  return `page ${quote(page.title)}: ${page.lines} ${page.lines === 1 ? 'line' : 'lines'}`;
}

/** `+ <line>`, `- <line>`, `~<facets> <line> (was …)`. */
export function formatChange(change: ReceiptChange, refs: boolean): string {
  const line = formatLine(change.node, { refs });
  switch (change.kind) {
    case 'added':
      return '+ ' + line;
    case 'removed':
      return '- ' + line;
    case 'changed': {
      const was = change.facets.map((facet) => describeWas(facet, change.was)).join(', ');
      return `~${change.facets.join(',')} ${line} (was ${was})`;
    }
  }
}

/** What a facet was, printed as its marker prints on a compact line (as the golden diff says it). */
function describeWas(facet: ReceiptFacet, was: SnapshotNode): string {
  switch (facet) {
    case 'role':
      return printableRole(was.role);
    case 'name':
      return quote(was.name);
    case 'value':
      return was.value === undefined ? 'no value' : '=' + quote(was.value);
    case 'flags': {
      // A compact line never prints `offscreen`: neither does what it was.
      const flags = (was.flags ?? []).filter((flag) => flag !== 'offscreen');
      return [was.level !== undefined ? `level=${was.level}` : '', ...flags].filter(Boolean).join(' ') || 'no flags';
    }
    case 'desc':
      return was.description === undefined || !was.flags?.includes('invalid') ? 'no desc' : 'desc:' + quote(was.description);
  }
}

/** The changed lines that fit `budget` bytes, removed lines dropped first, then the last ones; then how many more. */
function keepWithin(changes: readonly ReceiptChange[], refs: boolean, budget: number): string[] {
  const lines = changes.map((change) => formatChange(change, refs));
  let size = lines.reduce((sum, line) => sum + line.length + 1, 0);
  if (size <= budget) return lines;
  const dropped = new Set<number>();
  const order = [...lines.keys()].sort((a, b) => Number(changes[b].kind === 'removed') - Number(changes[a].kind === 'removed') || b - a);
  for (const index of order) {
    if (size <= budget) break;
    dropped.add(index);
    size -= lines[index].length + 1;
  }
  return [...lines.filter((_, index) => !dropped.has(index)), `… ${dropped.size} more (a snapshot shows them)`];
}

/** The first `limit` lines, then `… N more` for the rest. */
function capLines(lines: string[], limit: number): string[] {
  if (lines.length <= limit) return lines;
  return [...lines.slice(0, limit), `… ${lines.length - limit} more`];
}
