/**
 * The jsdom thread's entry (see jsdom-thread.ts): loads and captures the page
 * it is given, and answers once with the model or the error.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Budget, UserError } from './bounds.js';
import { ScopeError } from '../model/scope.js';
import { captureInJsdom } from './jsdom-load.js';
import type { WorkerInput, WorkerOutput } from './jsdom-thread.js';

const input = workerData as WorkerInput;
const lines: string[] = [];
let output: WorkerOutput;
try {
  const budget = new Budget(Math.max(1, input.deadline - Date.now()));
  const page = { ...input.page, html: Buffer.from(input.page.html) };
  const model = await captureInJsdom(page, input.capture, {
    runScripts: input.runScripts,
    maxBytes: input.maxBytes,
    budget,
    report: (line) => lines.push(line),
  });
  output = { lines, model };
} catch (error) {
  const { message = String(error) } = error as Error;
  output = { lines, error: { message, user: error instanceof UserError, ...(error instanceof ScopeError && { kind: error.kind }) } };
}
parentPort?.postMessage(output);
