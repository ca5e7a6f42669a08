/**
 * The cheat sheet: the notation's legend, printed by the engine's own
 * legend(), then the tools. The `snapshot` tool's description carries it,
 * the server's instructions point at it, and `a11y-snapshot skill` prints
 * it, so none of them can drift from what the tools answer.
 */
import { legend } from '../notation/legend.js';
import { EVENT_ORDER, RECEIPT_FACETS } from '../receipt/model.js';
import { MAX_CANDIDATES } from '../steps/resolve.js';
import { TOOLS } from './tools/index.js';

/** How to read an act's answer, from the receipt's own constants. */
export function receiptLegend(): string {
  return [
    'After an act (tap, hover, drag, fill, select, press, upload, dialog, try when done), and from diff and wait:',
    `  event lines first, in this order: ${EVENT_ORDER.join(', ')};`,
    `  then changed lines in the notation, prefixed + (new), - (gone) or ~<facet> (changed; facets: ${RECEIPT_FACETS.join(', ')}), with (was …);`,
    '  then `net: N requests — POST /api/orders 201` for what the page asked of servers; `no change` when nothing changed.',
    `try answers done, or none / ambiguous with up to ${MAX_CANDIDATES} candidate lines, and then touches nothing.`,
    'A ref from another document, or whose element left, fails with gone; one that now matches two elements with ambiguous;',
    'one whose element now has another role or name than you were last shown with changed; one never given with unknown ref.',
    'Take a new snapshot then; never guess a ref. An act whose click or keys reached another element, in any frame, was stopped and says so.',
    'Lines that start with note: are the server speaking, never the page.',
    'A line `tab 2 "<title>" url="…"` is a window the act opened: tabs { select: 2 } to read and act there (refs are each tab\'s own).',
    'A line `confirm "…" waits` (alert, prompt too) is the page\'s own dialog, stopping the act: answer it with dialog { accept } before anything else.',
    'An error answer is one line, and structured content { error: { kind, delivered, retryable } }: retryable false means read again first.',
  ].join('\n');
}

/** The whole sheet, as `a11y-snapshot skill` prints it. */
export function cheatSheet(): string {
  const tools = TOOLS.map((tool) => `  ${tool.name}: ${tool.description}`);
  return ['# a11y-snapshot: drive a web page by its accessibility lines', '', 'Tools:', ...tools, '', legend().trimEnd(), '', receiptLegend(), ''].join('\n');
}
