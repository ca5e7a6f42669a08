/**
 * A receipt held against a golden: what an act did, as reviewed text.
 *
 *     # a11y-snapshot receipt
 *     done tapOn button "Create order"
 *     dialog "Confirm order"
 *     + button "Confirm"
 *     net: 1 request — POST /api/orders 201
 *
 * The text is the receipt printed without refs, so a dialog that stopped
 * opening, a toast that changed, or a request that now fails changes the
 * golden. A receipt is short and already a diff: it is compared as text,
 * and a mismatch shows as a line diff.
 */
import { diffText } from '../diff/text.js';
import { checkGoldenText, GoldenError } from './golden.js';

/** How every receipt golden begins. */
export const RECEIPT_SIGNATURE = '# a11y-snapshot receipt';

/** The golden text of a receipt printed without refs. */
export function renderReceiptGolden(receiptText: string): string {
  return `${RECEIPT_SIGNATURE}\n${receiptText}\n`;
}

/** Whether a stored text is a receipt golden (its first line says so). */
export function isReceiptGolden(text: string): boolean {
  return text.split('\n', 1)[0] === RECEIPT_SIGNATURE;
}

/** Throws a {@link GoldenError} naming `file` unless the text can be held as a receipt golden. */
export function checkReceiptGolden(text: string, file: string): void {
  checkGoldenText(text, file);
  if (!isReceiptGolden(text)) throw new GoldenError(file, 1, undefined, `expected "${RECEIPT_SIGNATURE}": the golden does not hold a receipt`);
}

export interface ReceiptMatch {
  pass: boolean;
  /** A line diff (diff/text.ts); empty when `pass`. */
  diff: string[];
  /** What an update writes. */
  resolved: string;
}

/** Holds a receipt against a stored golden (checked with {@link checkReceiptGolden}). */
export function matchReceiptGolden(receiptText: string, expected: string): ReceiptMatch {
  const resolved = renderReceiptGolden(receiptText);
  if (resolved === expected) return { pass: true, diff: [], resolved };
  return { pass: false, diff: diffText(expected, resolved), resolved };
}
