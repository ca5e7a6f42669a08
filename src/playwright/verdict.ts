/**
 * What `toMatchA11ySnapshot` does with the golden policy's outcome
 * (assert/file-policy.ts): writes the golden file, says so on the test's
 * output, keeps the actual, expected and diff texts for the report and for
 * `a11y-snapshot review --results`, and answers Playwright. Shared by pages,
 * locators and receipts.
 */
import { writeFileSync } from 'node:fs';
import { expect as baseExpect, type MatcherReturnType, type TestInfo } from '@playwright/test';
import type { GoldenOutcome } from '../assert/file-policy.js';
import { writeGoldenFile } from '../golden/store.js';
import { MATCHER } from './options.js';

/** Where a golden lives. */
export interface Place {
  testInfo: TestInfo;
  path: string;
  /** The golden's path as messages show it. */
  shown: string;
}

/** Carries out the outcome, in its order, and answers as Playwright's matchers do. */
export async function carryOut(place: Place, outcome: GoldenOutcome): Promise<MatcherReturnType> {
  if (outcome.write !== undefined) writeGoldenFile(place.path, outcome.write);
  if (outcome.notice) console.log(outcome.notice);
  const base = place.shown.replace(/^.*[\\/]/, '').replace(/\.snap$/, '');
  for (const { kind, text } of outcome.keep) await keep(place.testInfo, `${base}-${kind}.${kind === 'diff' ? 'txt' : 'snap'}`, text);
  const { pass, message, expected, actual } = outcome;
  if (!pass && outcome.soft) {
    softFailure.soft(place.shown).toHaveA11yGoldenWritten(message);
    return { pass: true, message: () => '', name: MATCHER, actual };
  }
  return { pass, message: () => message, name: MATCHER, expected, actual };
}

/**
 * Written into the test's output folder, as Playwright's `toMatchSnapshot`
 * writes its `-actual` and `-expected` files (`a11y-snapshot review --results
 * test-results` reads them there), and attached by path, as Playwright
 * attaches its own: the HTML report shows the three files, and the list and
 * line reporters print one group of three paths after the error instead of
 * the texts (the diff is in the error already).
 */
async function keep(testInfo: TestInfo, name: string, text: string): Promise<void> {
  const path = testInfo.outputPath(name);
  writeFileSync(path, text);
  await testInfo.attach(name, { path, contentType: 'text/plain' });
}

/** Records a failure without stopping the test (`expect.soft`), as Playwright does for a golden it just wrote. */
const softFailure = baseExpect.extend({
  toHaveA11yGoldenWritten(_golden: string, message: string) {
    return { pass: false, message: () => message, name: MATCHER };
  },
});
