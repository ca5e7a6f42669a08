/**
 * What `toMatchA11ySnapshot` concludes from a comparison: the golden written
 * as the update mode asks (update-mode.ts), the actual, expected and diff
 * kept for the report and for `a11y-snapshot review --results`, and the
 * message. Shared by pages, locators and receipts.
 */
import { writeFileSync } from 'node:fs';
import { expect as baseExpect, type MatcherReturnType, type TestInfo } from '@playwright/test';
import { describeCall } from '../assert/policy.js';
import { lintMessage, type LintFinding } from '../lint/lint.js';
import { writeGoldenFile } from './golden-file.js';
import { mismatchMessage, missingMessage } from './messages.js';
import { MATCHER } from './options.js';
import type { GoldenState } from '../assert/policy.js';
import { planUpdate, type UpdateMode } from './update-mode.js';

/** The comparison: its state, what an update writes (patterns kept), the readable diff (and without colours, for the report). */
export interface Verdict {
  state: GoldenState;
  resolved: string;
  diff: string[];
  plainDiff: string[];
  /** Why the page compared may not be its final state; empty when it settled. */
  note: string;
  /** What the lint rules in force object to (empty when none are on). */
  lint: LintFinding[];
}

/** Where a golden lives, and who asked. */
export interface Place {
  testInfo: TestInfo;
  receiver: 'page' | 'locator' | 'receipt';
  name?: string;
  path: string;
  /** The golden's path as messages show it. */
  shown: string;
}

/** Writes what the update mode asks for, and passes or fails. */
export async function conclude(place: Place, mode: UpdateMode, stored: string | undefined, verdict: Verdict): Promise<MatcherReturnType> {
  const plan = planUpdate(mode, verdict.state);
  const { note, resolved } = verdict;
  if (plan.write && resolved !== stored) {
    writeGoldenFile(place.path, resolved);
    // As Playwright does: a write that passes is said on the test's output; one that fails says it in its error.
    if (plan.pass) console.log(`${place.shown} ${verdict.state === 'missing' ? "doesn't exist" : 'does not match'}, writing actual.${note ? ' ' + note : ''}`);
  }
  if (plan.pass && verdict.lint.length) return failed(lintMessage(callOf(place), verdict.lint), stored, resolved);
  if (plan.pass) return { pass: true, message: () => '', name: MATCHER, expected: stored, actual: resolved };
  return fail(place, stored, verdict, plan.write);
}

function callOf({ receiver, name }: Place): string {
  return describeCall(receiver, MATCHER, name);
}

/** The failure: attachments for the report, and the message. */
async function fail(place: Place, stored: string | undefined, verdict: Verdict, written: boolean): Promise<MatcherReturnType> {
  const { testInfo, shown, receiver, name } = place;
  const base = shown.replace(/^.*[\\/]/, '').replace(/\.snap$/, '');
  await keep(testInfo, `${base}-actual.snap`, verdict.resolved);
  const lint = verdict.lint.length ? '\n\n' + lintMessage(callOf(place), verdict.lint) : '';
  if (verdict.state === 'missing') {
    const message = missingMessage(shown, written, verdict.note) + lint;
    if (!written) return failed(message, undefined, verdict.resolved);
    // Playwright's `default` mode fails such a test softly: it goes on, and writes its other goldens in this run.
    softFailure.soft(shown).toHaveA11yGoldenWritten(message);
    return { pass: true, message: () => '', name: MATCHER, actual: verdict.resolved };
  }
  await keep(testInfo, `${base}-expected.snap`, stored!);
  await keep(testInfo, `${base}-diff.txt`, verdict.plainDiff.join('\n') + '\n');
  const message = mismatchMessage(receiver, name, shown, verdict.diff, verdict.note);
  return failed(message + lint, stored, verdict.resolved);
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

export function failed(message: string, expected: string | undefined, actual: string | undefined): MatcherReturnType {
  return { pass: false, message: () => message, name: MATCHER, expected, actual };
}

/** Records a failure without stopping the test (`expect.soft`), as Playwright does for a golden it just wrote. */
const softFailure = baseExpect.extend({
  toHaveA11yGoldenWritten(_golden: string, message: string) {
    return { pass: false, message: () => message, name: MATCHER };
  },
});
