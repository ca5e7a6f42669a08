/**
 * `diff`'s comparison on a thread of its own (jsdom-page/thread.ts), so that it counts
 * within `--timeout`: a golden of many patterns against a large page is
 * synchronous work that only ending its thread can stop.
 *
 * Run from source (the tests, which import src/ directly), there is no
 * compiled worker file: the comparison then runs on this thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UserError, type Budget } from '../jsdom-page/bounds.js';
import { compareSides, type Comparison, type SideDiff } from './diff-sides.js';
import { runOnThread } from '../jsdom-page/thread.js';

const WORKER = new URL('./compare-worker.js', import.meta.url);

/** What the worker answers: the comparison, or the error by its message. */
export type CompareOutput = { result: SideDiff } | { error: { message: string; user: boolean } };

/** {@link compareSides} within the budget. */
export async function compareInThread(comparison: Comparison, budget: Budget): Promise<SideDiff> {
  if (!existsSync(fileURLToPath(WORKER))) return compareSides(comparison);
  const output = await runOnThread<Comparison, CompareOutput>({
    entry: WORKER,
    input: comparison,
    budget,
    what: 'cannot compare A and B',
    tooBig: 'the sides are too large',
  });
  if ('result' in output) return output.result;
  throw output.error.user ? new UserError(output.error.message) : new Error(output.error.message);
}
