/**
 * `await expect(page).toMatchA11ySnapshot([name], [options])`: the page (or
 * a locator's element, or the receipt of an act) held against its golden file. The door only finds
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
import { isReceiptGolden, matchReceiptGolden, RECEIPT_SIGNATURE, renderReceiptGolden } from '../golden/receipt.js';
import { isA11yReceipt, type A11yReceipt } from './a11y.js';
import { lintMessage, lintSnapshot, type LintFinding } from '../lint/lint.js';
import { captureOptions, checkTarget, lintRules, MATCHER, readArguments, type A11ySnapshotOptions, type ReadOptions } from './options.js';
import { captureSettled, type SettledCapture } from './settle.js';
import { isLocator } from './capture-page.js';
import { toResolve } from './to-resolve.js';
import { planUpdate, updateModeOf, type GoldenState, type UpdateMode } from './update-mode.js';

export type { A11ySnapshotOptions } from './options.js';

/** The golden on disk: its text, and what reading it gave. */
interface Stored {
  text?: string;
  golden?: Golden;
  error?: Error;
}

/** The comparison: its state, what an update writes (patterns kept), the readable diff (and without colours, for the report). */
interface Verdict {
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
interface Place {
  testInfo: TestInfo;
  receiver: 'page' | 'locator' | 'receipt';
  name?: string;
  path: string;
  /** The golden's path as messages show it. */
  shown: string;
}

async function toMatchA11ySnapshot(this: ExpectMatcherState, target: Page | Locator | A11yReceipt, nameOrOptions?: string | A11ySnapshotOptions, options?: A11ySnapshotOptions): Promise<MatcherReturnType> {
  if (this.isNot) throw new Error(`${MATCHER}() does not support .not: a golden says what the page is, not what it is not (for an element that must be absent, use toHaveCount(0))`);
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

  const receiver = receipt ? 'receipt' : isLocator(target as Page | Locator) ? 'locator' : 'page';
  const place: Place = { testInfo, receiver, name, path, shown: displayPath(path) };
  const mode = updateModeOf(testInfo);
  const stored = readGoldenFile(path);
  if (receipt) return conclude(place, mode, stored, judgeReceipt(receipt, stored));
  const loaded = loadGolden(stored, place.shown);
  if (loaded.error && mode !== 'all') return failed(unreadableMessage(loaded.error), stored, undefined);
  const verdict = await judgePage(target as Page | Locator, loaded, opts, mode, testInfo, opts.timeout ?? this.timeout);
  return conclude(place, mode, stored, verdict);
}

/** Waits for the page to match the golden (with none to match, or all to be rewritten, to settle) and compares. */
async function judgePage(target: Page | Locator, stored: Stored, opts: ReadOptions, mode: UpdateMode, testInfo: TestInfo, timeout: number): Promise<Verdict> {
  const detail = opts.detail ?? stored.golden?.detail ?? 'compact';
  const golden = mode !== 'all' && stored.golden?.detail === detail ? stored.golden : undefined;
  const capture = await captureSettled(target, {
    capture: captureOptions(testInfo, opts),
    detail,
    timeout,
    accept: golden && ((model) => matchGolden(model, golden, stored.text!, { steps: opts.steps }).pass),
  });
  const compare = (color: boolean) => comparePage(capture, stored, detail, opts.steps, color);
  const verdict = compare(useColor());
  const lint = lintSnapshot(capture.model, lintRules(testInfo, opts));
  return { ...verdict, plainDiff: useColor() ? compare(false).diff : verdict.diff, note: settleNote(capture, timeout), lint };
}

/** A receipt against its golden: compared as text (golden/receipt.ts). */
function judgeReceipt(receipt: A11yReceipt, stored: string | undefined): Verdict {
  const resolved = renderReceiptGolden(receipt.golden);
  const state: GoldenState = stored === undefined ? 'missing' : !isReceiptGolden(stored) ? 'unreadable' : 'same';
  if (state !== 'same') return { state, resolved, diff: [], plainDiff: [], note: '', lint: [] };
  const match = matchReceiptGolden(receipt.golden, stored!);
  return { state: match.pass ? 'same' : 'different', resolved, diff: match.diff, plainDiff: match.diff, note: '', lint: [] };
}

/** Writes what the update mode asks for, and passes or fails. */
async function conclude(place: Place, mode: UpdateMode, stored: string | undefined, verdict: Verdict): Promise<MatcherReturnType> {
  if (verdict.state === 'unreadable' && mode !== 'all' && place.receiver === 'receipt') {
    return failed(unreadableMessage(new Error(`${place.shown}:1: expected "${RECEIPT_SIGNATURE}": the golden does not hold a receipt`)), stored, undefined);
  }
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
  return `expect(${receiver}).${MATCHER}(${name === undefined ? '' : JSON.stringify(name)})`;
}

/** The failure: attachments for the report, and the message. */
async function fail(place: Place, stored: string | undefined, verdict: Verdict, written: boolean): Promise<MatcherReturnType> {
  const { testInfo, shown, receiver, name } = place;
  const base = shown.replace(/^.*[\\/]/, '').replace(/\.snap$/, '');
  await testInfo.attach(`${base}-actual.snap`, { body: verdict.resolved, contentType: 'text/plain' });
  if (verdict.state === 'missing') {
    const message = missingMessage(shown, written, verdict.note);
    if (!written) return failed(message, undefined, verdict.resolved);
    // Playwright's `default` mode fails such a test softly: it goes on, and writes its other goldens in this run.
    softFailure.soft(shown).toHaveA11yGoldenWritten(message);
    return { pass: true, message: () => '', name: MATCHER, actual: verdict.resolved };
  }
  await testInfo.attach(`${base}-expected.snap`, { body: stored!, contentType: 'text/plain' });
  await testInfo.attach(`${base}-diff.txt`, { body: verdict.plainDiff.join('\n') + '\n', contentType: 'text/plain' });
  const message = mismatchMessage(receiver, name, shown, verdict.diff, verdict.note);
  const lint = verdict.lint.length ? '\n\n' + lintMessage(callOf(place), verdict.lint) : '';
  return failed(message + lint, stored, verdict.resolved);
}

function failed(message: string, expected: string | undefined, actual: string | undefined): MatcherReturnType {
  return { pass: false, message: () => message, name: MATCHER, expected, actual };
}

/** Reads the golden; an unreadable one is kept as its error, never thrown here. */
function loadGolden(text: string | undefined, shown: string): Stored {
  if (text === undefined) return {};
  try {
    return { text, golden: readGolden(text, shown) };
  } catch (error) {
    return { text, error: error as Error };
  }
}

/** Compares the settled capture with the stored golden. */
function comparePage(capture: SettledCapture, stored: Stored, detail: GoldenDetail, steps: Step[], color: boolean): Pick<Verdict, 'state' | 'resolved' | 'diff'> {
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
