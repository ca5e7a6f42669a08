/**
 * `await expect(page).toResolve("tapOn: 'Create order'")`: passes when the
 * step names exactly one element (`done`), waiting for the page as
 * Playwright's own assertions do; fails with the answer (`ambiguous` or
 * `none`), its candidate lines and the step that would name each one.
 * `.not` passes when the step does not name exactly one element.
 */
import type { ExpectMatcherState, Locator, MatcherReturnType, Page } from '@playwright/test';
import { readSnapshotOptions } from '../assert/options.js';
import { readStep, resolutionMessage } from '../steps/assertion.js';
import { resolve } from '../steps/resolve.js';
import { isLocator } from '../browser-page/capture-page.js';
import { settleNote } from './messages.js';
import { captureOptions, checkTarget } from './options.js';
import { runningTest } from './running-test.js';
import { captureSettled } from '../browser-page/settle.js';
import { READ_QUIET_MS } from '../settle/settle-loop.js';

const MATCHER = 'toResolve';

/** Options of `toResolve`. */
export interface ResolveOptions {
  /** Milliseconds to wait for the step's answer. Default: the expect timeout; 0 waits as long as the test may. */
  timeout?: number;
  /** A CSS selector: resolve among the lines inside the element it matches. */
  scope?: string;
}

export async function toResolve(this: ExpectMatcherState, target: Page | Locator, stepText: string, options: ResolveOptions = {}): Promise<MatcherReturnType> {
  checkTarget(target, MATCHER);
  const step = readStep(MATCHER, stepText);
  checkOptions(options);
  const timeout = options.timeout ?? this.timeout;
  // The first capture that answers as asked ends the wait, as Playwright's own assertions do.
  const capture = await captureSettled(target, {
    capture: captureOptions(runningTest(), options),
    timeout,
    // Nothing is written: the note on a failure only says whether the page was still moving.
    quiet: READ_QUIET_MS,
    judge: (model) => {
      const resolution = resolve(model, step);
      return { resolution, pass: (resolution.outcome === 'done') !== this.isNot };
    },
  });
  const result = capture.judged!.resolution;
  const pass = result.outcome === 'done';
  const receiver = isLocator(target) ? 'locator' : 'page';
  const note = settleNote(capture, timeout);
  const message = () => resolutionMessage(receiver, step, result, this.isNot) + (note ? `\n\n${note}` : '');
  return { pass, message, name: MATCHER };
}

function checkOptions(options: unknown): asserts options is ResolveOptions {
  readSnapshotOptions(MATCHER, options, ['timeout', 'scope']);
}
