/**
 * A receipt held against its golden by the same policy as a page: the stored
 * text read as a receipt golden (or why it cannot be), then judged with the
 * same states, so that what an update writes and what a failure says follow
 * one table. A receipt is compared as text (golden/receipt.ts).
 */
import { GoldenError } from '../golden/golden.js';
import { checkReceiptGolden, matchReceiptGolden, renderReceiptGolden } from '../golden/receipt.js';
import type { Judgement } from './policy.js';

/** A stored receipt golden once read: its text, and why it cannot be held, if it cannot. */
export type StoredReceipt = { text: string; error?: GoldenError };

/**
 * Reads stored text as a receipt golden. Only a {@link GoldenError} is kept as
 * the reason it cannot be held: any other exception is a bug and is thrown.
 */
export function readStoredReceipt(text: string, where: string): StoredReceipt {
  try {
    checkReceiptGolden(text, where);
    return { text };
  } catch (error) {
    if (error instanceof GoldenError) return { text, error };
    throw error;
  }
}

/** Holds a receipt (its text printed without refs) against what is stored. */
export function judgeReceipt(receiptText: string, stored: StoredReceipt | undefined): Judgement {
  if (!stored) return { state: 'missing', diff: [], resolved: renderReceiptGolden(receiptText), changes: [] };
  const expected = stored.text;
  if (stored.error) return { state: 'unreadable', diff: [], resolved: renderReceiptGolden(receiptText), expected, changes: [] };
  const match = matchReceiptGolden(receiptText, expected);
  return { state: match.pass ? 'same' : 'different', diff: match.diff, resolved: match.resolved, expected, changes: [] };
}
