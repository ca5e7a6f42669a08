/**
 * What the door itself says: why the capture a wait ended on may not be the
 * page's final state, and whether diffs are coloured. What a golden
 * assertion says when it fails or writes is the golden policy's
 * (assert/file-policy.ts).
 */
import { isCI } from './update-mode.js';
import type { SettledCapture } from '../browser-page/settle.js';

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
