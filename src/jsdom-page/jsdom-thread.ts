/**
 * jsdom on a thread of its own (thread.ts), so that `--timeout` bounds it
 * whatever the page does: page scripts run on jsdom's thread, and a script
 * that loops forever can only be stopped by ending that thread; a page too
 * large for the thread's heap ends it with one line. The page's error lines
 * come back with the result and are written here, in order.
 *
 * Run from source (the tests, which import src/ directly), there is no
 * compiled worker file: the page is then loaded on this thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CaptureOptions } from '../engine/capture.js';
import { asScopeErrorKind, ScopeError } from '../model/scope.js';
import type { CapturedSnapshot } from '../model/snapshot.js';
import { formatBytes, UserError } from './bounds.js';
import { captureInJsdom, type JsdomLoadOptions, type JsdomPage } from './jsdom-load.js';
import { writeToStderr } from './page-errors.js';
import { runOnThread } from './thread.js';

const WORKER = new URL('./jsdom-worker.js', import.meta.url);

/** What the worker is given: the page, and the budget as a deadline. */
export interface WorkerInput {
  page: JsdomPage;
  capture: CaptureOptions;
  runScripts: boolean;
  maxBytes: number;
  deadline: number;
}

/** What the worker answers: the lines it reported, and the model or the error. */
export interface WorkerOutput {
  lines: string[];
  model?: CapturedSnapshot;
  /** The error: a scope error by its kind alone (model/scope.ts), a user error or another by its message. */
  error?: { message: string; user: boolean; kind?: string };
}

/** `captureInJsdom` on a worker thread, ended when the budget runs out or its heap fills. */
export async function captureInJsdomThread(page: JsdomPage, capture: CaptureOptions, options: JsdomLoadOptions): Promise<CapturedSnapshot> {
  if (!existsSync(fileURLToPath(WORKER))) return captureInJsdom(page, capture, options);
  const input: WorkerInput = { page, capture, runScripts: options.runScripts, maxBytes: options.maxBytes, deadline: options.budget.deadline };
  const what = `cannot capture ${JSON.stringify(page.url)}`;
  const tooBig = `the page (${formatBytes(page.html.length)}) is too large for jsdom`;
  const output = await runOnThread<WorkerInput, WorkerOutput>({ entry: WORKER, input, budget: options.budget, what, tooBig });
  output.lines.forEach(options.report ?? writeToStderr);
  if (output.error) throw rebuildError(output.error, capture.scope);
  return output.model as CapturedSnapshot;
}

/** The error as main.ts tells them apart: a scope error (rebuilt from the selector sent), a user error, or anything else. */
function rebuildError(error: NonNullable<WorkerOutput['error']>, scope: string | undefined): Error {
  const kind = asScopeErrorKind(error.kind);
  if (kind) return new ScopeError(kind, scope ?? '');
  return error.user ? new UserError(error.message) : new Error(error.message);
}
