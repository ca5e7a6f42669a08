/**
 * What the matcher says when it fails or writes: each message names the
 * golden file and says what to do next. Diff lines come from the core
 * (`matchGolden`), coloured only for a person at a terminal.
 */
import { describeCall, mismatchMessage as mismatchReport, unreadableMessage as unreadableLine } from '../assert/policy.js';
import type { GoldenError } from '../golden/golden.js';
import { isCI, UPDATE_COMMAND } from './update-mode.js';
import { MATCHER } from './options.js';
import type { SettledCapture } from '../page/settle.js';

/** A missing golden: written (Playwright's `default` and the update modes) or not (`none`, CI). */
export function missingMessage(shown: string, written: boolean, note: string): string {
  const lines = [`A snapshot doesn't exist at ${shown}${written ? ', writing actual.' : '.'}`];
  if (written) lines.push('Review the new golden, then run the test again.');
  else if (isCI()) lines.push(`CI is set, so the default mode writes no golden: create it on your machine with: ${UPDATE_COMMAND}, review it and commit it (or ask for a mode: ${UPDATE_COMMAND}=missing).`);
  else lines.push(`Create it with: ${UPDATE_COMMAND}`);
  return [...lines, note].filter(Boolean).join('\n');
}

/** A golden that cannot be read: its one-line error (file:line:column) and what to do. */
export function unreadableMessage(error: GoldenError): string {
  const { file, line, column, reason } = error;
  return unreadableLine(`${file}:${line}${column === undefined ? '' : `:${column}`}`, reason, `${UPDATE_COMMAND}=all`);
}

/** A golden that differs from the page: the diff, the file, and how to accept the page. */
export function mismatchMessage(receiver: 'page' | 'locator' | 'receipt', name: string | undefined, shown: string, diff: string[], note: string): string {
  const hint = isCI()
    ? `CI is set, so the default mode writes no golden: update it on your machine with: ${UPDATE_COMMAND}`
    : `To accept the page as it is now: ${UPDATE_COMMAND}`;
  return mismatchReport(describeCall(receiver, MATCHER, name), shown, diff, [note, hint]);
}

/** Why the compared capture may not be the page's final state; empty when it settled. */
export function settleNote(capture: SettledCapture, timeout: number): string {
  if (capture.steady || capture.judged?.pass) return '';
  const n = capture.model.header.network ?? 0;
  const why = capture.model.header.settled ? 'it kept changing' : `${n} request${n === 1 ? '' : 's'} still in flight`;
  return `The page did not settle within ${timeout} ms (${why}): this is its last snapshot.`;
}

/**
 * Colours for the diff only where a person reads a terminal: never with
 * NO_COLOR or in CI. A Playwright worker's stdout is always a pipe to the
 * runner, which sets FORCE_COLOR for it; we follow it, as Playwright's own
 * messages do, and its reporters drop colours when their output is no terminal.
 */
export function useColor(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR || isCI(env) || env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  return !!process.stdout.isTTY || (env.TEST_WORKER_INDEX !== undefined && !!env.FORCE_COLOR);
}
