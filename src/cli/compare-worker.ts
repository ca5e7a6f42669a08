/** The comparison thread's entry (see compare-thread.ts): compares and answers once. */
import { parentPort, workerData } from 'node:worker_threads';
import { UserError } from '../jsdom-page/bounds.js';
import { compareSides, type Comparison } from './diff-sides.js';
import type { CompareOutput } from './compare-thread.js';

let output: CompareOutput;
try {
  output = { result: compareSides(workerData as Comparison) };
} catch (error) {
  output = { error: { message: error instanceof Error ? error.message : String(error), user: error instanceof UserError } };
}
parentPort?.postMessage(output);
