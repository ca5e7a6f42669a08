/**
 * `await expect(page).toResolve("tapOn: 'Create order'")`: passes when the
 * step names exactly one element (`done`), waiting for the page as
 * Playwright's own assertions do; fails with the answer (`ambiguous` or
 * `none`), its candidate lines and the step that would name each one.
 * `.not` passes when the step does not name exactly one element.
 */
import type { ExpectMatcherState, Locator, MatcherReturnType, Page, TestInfo } from '@playwright/test';
import { test } from '@playwright/test';
import { readStep, resolutionMessage } from '../steps/assertion.js';
import { resolve } from '../steps/resolve.js';
import { isLocator } from './capture-page.js';
import { settleNote } from './messages.js';
import { captureOptions, checkTarget } from './options.js';
import { captureSettled } from './settle.js';

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
  const timeout = options.timeout ?? this.timeout;
  const capture = await captureSettled(target, {
    capture: captureOptions(testInfoOrNone(), options),
    detail: 'compact',
    timeout,
    accept: (model) => (resolve(model, step).outcome === 'done') !== this.isNot,
  });
  const result = resolve(capture.model, step);
  const pass = result.outcome === 'done';
  const receiver = isLocator(target) ? 'locator' : 'page';
  const note = settleNote(capture, timeout);
  const message = () => resolutionMessage(receiver, step, result, this.isNot) + (note ? `\n\n${note}` : '');
  return { pass, message, name: MATCHER };
}

/** The running test, for its test id attribute; none outside a test. */
function testInfoOrNone(): TestInfo | undefined {
  try {
    return test.info();
  } catch {
    return undefined;
  }
}
