/**
 * `await expect(page).toResolve("tapOn: 'Create order'")`: passes when the
 * step names exactly one element (`done`), waiting for the page as
 * Playwright's own assertions do; fails with the answer (`ambiguous` or
 * `none`), its candidate lines and the step that would name each one.
 * `.not` passes when the step does not name exactly one element.
 */
import type { ExpectMatcherState, Locator, MatcherReturnType, Page } from '@playwright/test';
import { readStep, resolutionMessage } from '../steps/assertion.js';
import { resolve } from '../steps/resolve.js';
import { isLocator } from './capture-page.js';
import { settleNote } from './messages.js';
import { captureOptions, checkTarget } from './options.js';
import { runningTest } from './running-test.js';
import { captureSettled, READ_QUIET_MS } from './settle.js';

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
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new TypeError(`${MATCHER}(step, options): options must be an object, got ${options === null ? 'null' : typeof options}`);
  const unknown = Object.keys(options).find((key) => key !== 'timeout' && key !== 'scope');
  if (unknown) throw new TypeError(`${MATCHER}: unknown option ${JSON.stringify(unknown)} (the options are timeout, scope)`);
  const { timeout, scope } = options as ResolveOptions;
  if (timeout !== undefined && !(typeof timeout === 'number' && timeout >= 0)) throw new TypeError(`${MATCHER}: timeout must be a number of milliseconds (0 for none); got ${JSON.stringify(timeout)}`);
  if (scope !== undefined && typeof scope !== 'string') throw new TypeError(`${MATCHER}: scope must be a CSS selector string; got ${typeof scope}`);
}

