/**
 * `await expect(page).toMatchA11ySnapshot([name], [options])`: the page (or
 * a locator's element) held against its golden file. The door only finds
 * the DOM and the file; golden text, comparison and diff live in the core.
 *
 * Where the golden lives: golden-file.ts. When it is written: update-mode.ts.
 * How long the page is waited for: settle.ts. Arguments: options.ts.
 * `.not` is refused: a golden says what the page is, not what it is not.
 */
import { expect as baseExpect, test, type ExpectMatcherState, type Locator, type MatcherReturnType, type Page, type TestInfo } from '@playwright/test';
import { readGolden, renderGolden, type Golden, type GoldenDetail } from '../golden/golden.js';
import { matchGolden } from '../golden/match.js';
import { displayPath, goldenFileName, goldenPath, readGoldenFile, recordGolden, writeGoldenFile } from './golden-file.js';
import { mismatchMessage, missingMessage, settleNote, unreadableMessage, useColor } from './messages.js';
import type { Step } from '../steps/step.js';
import { captureOptions, checkTarget, MATCHER, readArguments, type A11ySnapshotOptions } from './options.js';
import { captureSettled, type SettledCapture } from './settle.js';
import { isLocator } from './capture-page.js';
import { toResolve } from './to-resolve.js';
import { planUpdate, updateModeOf, type GoldenState } from './update-mode.js';

export type { A11ySnapshotOptions } from './options.js';

/** The golden on disk: its text, and what reading it gave. */
interface Stored {
  text?: string;
  golden?: Golden;
  error?: Error;
}

/** The comparison: its state, what an update writes (patterns kept), the readable diff. */
interface Verdict {
  state: GoldenState;
  resolved: string;
  diff: string[];
}

/** One assertion: what it holds against what. */
interface Check {
  testInfo: TestInfo;
  target: Page | Locator;
  name?: string;
  /** The golden's path as messages show it. */
  shown: string;
  stored: Stored;
  detail: GoldenDetail;
  steps: Step[];
  timeout: number;
}

async function toMatchA11ySnapshot(this: ExpectMatcherState, target: Page | Locator, nameOrOptions?: string | A11ySnapshotOptions, options?: A11ySnapshotOptions): Promise<MatcherReturnType> {
  if (this.isNot) throw new Error(`${MATCHER}() does not support .not: a golden says what the page is, not what it is not (for an element that must be absent, use toHaveCount(0))`);
  const testInfo = currentTestInfo();
  const { name, options: opts } = readArguments(nameOrOptions, options);
  checkTarget(target);
  const path = goldenPath(testInfo, goldenFileName(testInfo, name));
  recordGolden(testInfo, path);
  if (testInfo.project.ignoreSnapshots) return { pass: true, message: () => '', name: MATCHER };

  const shown = displayPath(path);
  const stored = loadGolden(path, shown);
  const mode = updateModeOf(testInfo);
  if (stored.error && mode !== 'all') return failed(unreadableMessage(stored.error), stored.text, undefined);
  const check: Check = { testInfo, target, name, shown, stored, detail: opts.detail ?? stored.golden?.detail ?? 'compact', steps: opts.steps, timeout: opts.timeout ?? this.timeout };
  // Wait for the page to match the golden; with none to match (or all to be rewritten), for it to settle.
  const golden = mode !== 'all' && stored.golden?.detail === check.detail ? stored.golden : undefined;
  const capture = await captureSettled(target, {
    capture: captureOptions(testInfo, opts),
    detail: check.detail,
    timeout: check.timeout,
    accept: golden && ((model) => matchGolden(model, golden, stored.text!, { steps: check.steps }).pass),
  });
  const verdict = judge(capture, stored, check, useColor());
  const plan = planUpdate(mode, verdict.state);
  const note = settleNote(capture, check.timeout);
  if (plan.write && verdict.resolved !== stored.text) {
    writeGoldenFile(path, verdict.resolved);
    // As Playwright does: a write that passes is said on the test's output; one that fails says it in its error.
    if (plan.pass) console.log(`${shown} ${verdict.state === 'missing' ? "doesn't exist" : 'does not match'}, writing actual.${note ? ' ' + note : ''}`);
  }
  if (plan.pass) return { pass: true, message: () => '', name: MATCHER, expected: stored.text, actual: verdict.resolved };
  return fail(check, capture, verdict, plan.write, note);
}

/** The failure: attachments for the report, and the message. */
async function fail(check: Check, capture: SettledCapture, verdict: Verdict, written: boolean, note: string): Promise<MatcherReturnType> {
  const { testInfo, stored, shown } = check;
  const base = shown.replace(/^.*[\\/]/, '').replace(/\.snap$/, '');
  await testInfo.attach(`${base}-actual.snap`, { body: verdict.resolved, contentType: 'text/plain' });
  if (verdict.state === 'missing') {
    const message = missingMessage(shown, written, note);
    if (!written) return failed(message, undefined, verdict.resolved);
    // Playwright's `default` mode fails such a test softly: it goes on, and writes its other goldens in this run.
    softFailure.soft(shown).toHaveA11yGoldenWritten(message);
    return { pass: true, message: () => '', name: MATCHER, actual: verdict.resolved };
  }
  await testInfo.attach(`${base}-expected.snap`, { body: stored.text!, contentType: 'text/plain' });
  const plain = useColor() ? judge(capture, stored, check, false).diff : verdict.diff;
  await testInfo.attach(`${base}-diff.txt`, { body: plain.join('\n') + '\n', contentType: 'text/plain' });
  const message = mismatchMessage(isLocator(check.target) ? 'locator' : 'page', check.name, shown, verdict.diff, note);
  return failed(message, stored.text, verdict.resolved);
}

function failed(message: string, expected: string | undefined, actual: string | undefined): MatcherReturnType {
  return { pass: false, message: () => message, name: MATCHER, expected, actual };
}

/** Reads the golden; an unreadable one is kept as its error, never thrown here. */
function loadGolden(path: string, shown: string): Stored {
  const text = readGoldenFile(path);
  if (text === undefined) return {};
  try {
    return { text, golden: readGolden(text, shown) };
  } catch (error) {
    return { text, error: error as Error };
  }
}

/** Compares the settled capture with the stored golden. */
function judge(capture: SettledCapture, stored: Stored, { detail, steps }: Check, color: boolean): Verdict {
  const written = (): string => renderGolden(capture.model, detail, steps);
  if (stored.text === undefined) return { state: 'missing', resolved: written(), diff: [] };
  if (!stored.golden) return { state: 'unreadable', resolved: written(), diff: [] };
  if (stored.golden.detail !== detail) {
    return { state: 'different', resolved: written(), diff: [`~detail ${detail} (was ${stored.golden.detail}): the test asks for another level of detail than the golden records`] };
  }
  const match = matchGolden(capture.model, stored.golden, stored.text, { color, steps });
  return { state: match.pass ? 'same' : 'different', resolved: match.resolved, diff: match.diff };
}

function currentTestInfo(): TestInfo {
  try {
    return test.info();
  } catch {
    throw new Error(`${MATCHER}() must be called while a test runs: the golden's path comes from the test`);
  }
}

/** Records a failure without stopping the test (`expect.soft`), as Playwright does for a golden it just wrote. */
const softFailure = baseExpect.extend({
  toHaveA11yGoldenWritten(_golden: string, message: string) {
    return { pass: false, message: () => message, name: MATCHER };
  },
});

/** The matchers, to extend an expect of your own: `baseExpect.extend(a11yMatchers)`. */
export const a11yMatchers = { toMatchA11ySnapshot, toResolve };

/** Playwright's `expect` with `toMatchA11ySnapshot` and `toResolve`; combine it with yours through `mergeExpects`. */
export const expect = baseExpect.extend(a11yMatchers);
