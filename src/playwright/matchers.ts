/**
 * `await expect(page).toMatchA11ySnapshot([name], [options])`: the page (or
 * a locator's element, or the receipt of an act) held against its golden
 * file. The door finds the page and the file, captures, and carries out
 * what the golden policy concludes (assert/file-policy.ts): judging, what an
 * update mode writes and what a failure says are the policy's, the same for
 * every capture and every receipt.
 *
 * Where the golden lives: golden-location.ts. Carrying out the policy's outcome:
 * verdict.ts. How long the page is waited for: browser-page/settle.ts. Arguments:
 * options.ts. `.not` is refused: a golden says what the page is, not what it
 * is not.
 */
import { expect as baseExpect, type ExpectMatcherState, type Locator, type MatcherReturnType, type Page, type TestInfo } from '@playwright/test';
import { holdCapture, holdReceipt, type CaptureAssertion, type FilePolicySettings, type GoldenOutcome } from '../assert/file-policy.js';
import { describeCall, notRefused, readStoredGolden } from '../assert/policy.js';
import { readStoredReceipt } from '../assert/receipt.js';
import type { GoldenError } from '../golden/golden.js';
import { isA11yReceipt, type A11yReceipt } from './a11y.js';
import { isLocator, type PageCaptureOptions } from '../browser-page/capture-page.js';
import { displayPath } from '../golden/paths.js';
import { goldenFileName, goldenPath, recordGolden } from './golden-location.js';
import { readGoldenFile } from '../golden/store.js';
import { settleNote, useColor } from './messages.js';
import { captureOptions, checkTarget, lintRules, MATCHER, readArguments, type A11ySnapshotOptions } from './options.js';
import { runningTest } from './running-test.js';
import { captureSettled } from '../browser-page/settle.js';
import { QUIET_WINDOW_MS } from '../settle/settle-loop.js';
import { toResolve } from './to-resolve.js';
import { isCI, UPDATE_COMMAND, updateModeOf } from './update-mode.js';
import { carryOut, type Place } from './verdict.js';

export type { A11ySnapshotOptions } from './options.js';

async function toMatchA11ySnapshot(
  this: ExpectMatcherState,
  target: Page | Locator | A11yReceipt,
  nameOrOptions?: string | A11ySnapshotOptions,
  options?: A11ySnapshotOptions,
): Promise<MatcherReturnType> {
  if (this.isNot) throw new Error(`${notRefused(MATCHER)} (for an element that must be absent, use toHaveCount(0))`);
  const testInfo = currentTestInfo();
  const { name, options: opts } = readArguments(nameOrOptions, options);
  const receipt = isA11yReceipt(target) ? target : undefined;
  if (receipt && Object.keys(options ?? (typeof nameOrOptions === 'object' ? nameOrOptions : {})).length) {
    throw new Error(`${MATCHER}(receipt): a receipt is held as it is; options apply to a page or a locator`);
  }
  if (!receipt) checkTarget(target);
  const path = goldenPath(testInfo, goldenFileName(testInfo, name));
  recordGolden(testInfo, path);
  if (testInfo.project.ignoreSnapshots) return { pass: true, message: () => '', name: MATCHER };

  const place: Place = { testInfo, path, shown: displayPath(path) };
  const receiver = receipt ? 'receipt' : isLocator(target as Page | Locator) ? 'locator' : 'page';
  const settings: FilePolicySettings = {
    mode: updateModeOf(testInfo),
    ci: isCI(),
    call: describeCall(receiver, MATCHER, name),
    golden: place.shown,
    update: UPDATE_COMMAND,
  };
  const file = readGoldenFile(path);
  if (receipt) return carryOut(place, holdReceipt(settings, receipt.golden, storedOf(file, place.shown, readStoredReceipt)));
  const page = { ...settings, detail: opts.detail, steps: opts.steps, color: useColor(), lint: lintRules(testInfo, opts) };
  const assertion = holdCapture(page, storedOf(file, place.shown, readStoredGolden));
  return carryOut(
    place,
    assertion.refused ??
      (await settleAndConclude(
        target as Page | Locator,
        assertion,
        { ...captureOptions(testInfo, opts), text: assertion.detail === 'read' },
        opts.timeout ?? this.timeout,
      )),
  );
}

/** Captures until the policy's judgement of a capture ends the wait, then concludes from the last capture. */
async function settleAndConclude(target: Page | Locator, assertion: CaptureAssertion, capture: PageCaptureOptions, timeout: number): Promise<GoldenOutcome> {
  const settled = await captureSettled(target, {
    capture,
    timeout,
    // A timeout shorter than twice the window asks for a page quiet for half of it (the other half watches it start).
    quiet: timeout > 0 ? Math.min(QUIET_WINDOW_MS, timeout / 2) : QUIET_WINDOW_MS,
    judge: assertion.judge,
    endWhenSettled: assertion.endWhenSettled,
  });
  return assertion.conclude(settled, settleNote(settled, timeout));
}

/** The golden file as the policy reads it: a file that is not UTF-8 is unreadable as a whole. */
function storedOf<S>(
  file: { text: string; error?: GoldenError } | undefined,
  shown: string,
  read: (text: string, where: string) => S,
): S | { text: string; error: GoldenError } | undefined {
  if (file === undefined) return undefined;
  return file.error ? { text: file.text, error: file.error } : read(file.text, shown);
}

function currentTestInfo(): TestInfo {
  const info = runningTest();
  if (!info) throw new Error(`${MATCHER}() must be called while a test runs: the golden's path comes from the test`);
  return info;
}

/** The matchers, to extend an expect of your own: `baseExpect.extend(a11yMatchers)`. */
export const a11yMatchers = { toMatchA11ySnapshot, toResolve };

/** Playwright's `expect` with `toMatchA11ySnapshot` and `toResolve`; combine it with yours through `mergeExpects`. */
export const expect = baseExpect.extend(a11yMatchers);
