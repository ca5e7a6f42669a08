/**
 * `await expect(page).toMatchA11ySnapshot([name], [options])`: the page (or
 * a locator's element, or the receipt of an act) held against its golden
 * file. The door only finds the DOM and the file; golden text, comparison
 * and diff live in the core.
 *
 * Where the golden lives: golden-file.ts. When it is written, and what a
 * failure says: verdict.ts and update-mode.ts. How long the page is waited
 * for: settle.ts. Arguments: options.ts.
 * `.not` is refused: a golden says what the page is, not what it is not.
 */
import { expect as baseExpect, type ExpectMatcherState, type Locator, type MatcherReturnType, type Page, type TestInfo } from '@playwright/test';
import { GoldenError, markUnsettled } from '../golden/golden.js';
import { matchGolden, type GoldenMatch } from '../golden/match.js';
import { goldenToHold, judgeCapture, notRefused, readStoredGolden, type Judgement, type StoredGolden } from '../assert/policy.js';
import { checkReceiptGolden, matchReceiptGolden, renderReceiptGolden } from '../golden/receipt.js';
import { lintSnapshot } from '../lint/lint.js';
import { isA11yReceipt, type A11yReceipt } from './a11y.js';
import { isLocator } from '../page/capture-page.js';
import { displayPath } from '../golden/paths.js';
import { goldenFileName, goldenPath, readGoldenFile, recordGolden } from './golden-file.js';
import { settleNote, unreadableMessage, useColor } from './messages.js';
import { captureOptions, checkTarget, lintRules, MATCHER, readArguments, type A11ySnapshotOptions, type ReadOptions } from './options.js';
import { runningTest } from './running-test.js';
import { captureSettled, GOLDEN_QUIET_MS } from '../page/settle.js';
import { toResolve } from './to-resolve.js';
import { updateModeOf, type UpdateMode } from './update-mode.js';
import { conclude, failed, type Place, type Verdict } from './verdict.js';

export type { A11ySnapshotOptions } from './options.js';

async function toMatchA11ySnapshot(this: ExpectMatcherState, target: Page | Locator | A11yReceipt, nameOrOptions?: string | A11ySnapshotOptions, options?: A11ySnapshotOptions): Promise<MatcherReturnType> {
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

  const receiver = receipt ? 'receipt' : isLocator(target as Page | Locator) ? 'locator' : 'page';
  const place: Place = { testInfo, receiver, name, path, shown: displayPath(path) };
  const mode = updateModeOf(testInfo);
  const file = readGoldenFile(path);
  const stored = file?.text;
  if (receipt) {
    const error = file === undefined ? undefined : (file.error ?? receiptError(file.text, place.shown));
    if (error && mode !== 'all') return failed(unreadableMessage(error), stored, undefined);
    return conclude(place, mode, stored, judgeReceipt(receipt, stored, !!error));
  }
  const loaded = storedOf(file, place.shown);
  if (loaded && 'error' in loaded && mode !== 'all') return failed(unreadableMessage(loaded.error), stored, undefined);
  const verdict = await judgePage(target as Page | Locator, loaded, opts, mode, testInfo, opts.timeout ?? this.timeout);
  return conclude(place, mode, stored, verdict);
}

/**
 * Holds the page against the golden: a capture that matches passes at once.
 * With no golden to hold (or all to be rewritten), waits for the page to
 * settle; under `changed`, a settled page that does not match is rewritten
 * without waiting for the timeout.
 */
async function judgePage(target: Page | Locator, stored: StoredGolden | undefined, opts: ReadOptions, mode: UpdateMode, testInfo: TestInfo, timeout: number): Promise<Verdict> {
  const golden = mode !== 'all' ? goldenToHold(stored, opts.detail) : undefined;
  const color = useColor();
  const policy = { detail: opts.detail, steps: opts.steps, color };
  const capture = await captureSettled(target, {
    capture: captureOptions(testInfo, opts),
    timeout,
    // A timeout shorter than twice the window asks for a page quiet for half of it (the other half watches it start).
    quiet: timeout > 0 ? Math.min(GOLDEN_QUIET_MS, timeout / 2) : GOLDEN_QUIET_MS,
    judge: golden && ((model) => matchGolden(model, golden, stored!.text, policy)),
    endWhenSettled: !golden || mode === 'changed',
  });
  const verdict = capture.judged ? judged(capture.judged) : fromJudgement(judgeCapture(capture.model, stored, policy));
  // A golden written from a page that did not settle says so in its header.
  const resolved = capture.steady || capture.judged?.pass ? verdict.resolved : markUnsettled(verdict.resolved, capture.model.header.network ?? 0);
  const lint = lintSnapshot(capture.model, lintRules(testInfo, opts));
  // The report's diff file takes the same lines without their colours.
  return { ...verdict, resolved, plainDiff: verdict.diff.map(stripColor), note: settleNote(capture, timeout), lint };
}

/** The verdict of the comparison the wait already made. */
function judged(match: GoldenMatch): Pick<Verdict, 'state' | 'resolved' | 'diff'> {
  return { state: match.pass ? 'same' : 'different', resolved: match.resolved, diff: match.diff };
}

/** A receipt against its golden: compared as text (golden/receipt.ts). */
function judgeReceipt(receipt: A11yReceipt, stored: string | undefined, unreadable: boolean): Verdict {
  const none = { diff: [], plainDiff: [], note: '', lint: [] };
  if (stored === undefined || unreadable) return { state: stored === undefined ? 'missing' : 'unreadable', resolved: renderReceiptGolden(receipt.golden), ...none };
  const match = matchReceiptGolden(receipt.golden, stored);
  return { ...none, state: match.pass ? 'same' : 'different', resolved: match.resolved, diff: match.diff, plainDiff: match.diff };
}

function receiptError(text: string, shown: string): GoldenError | undefined {
  try {
    checkReceiptGolden(text, shown);
    return undefined;
  } catch (error) {
    if (error instanceof GoldenError) return error;
    throw error;
  }
}

const COLOR = /\x1b\[[0-9;]*m/g;

function stripColor(line: string): string {
  return line.replace(COLOR, '');
}

/** The golden file as the policy reads it: a file that is not UTF-8 is unreadable as a whole. */
function storedOf(file: { text: string; error?: GoldenError } | undefined, shown: string): StoredGolden | undefined {
  if (file === undefined) return undefined;
  return file.error ? { text: file.text, error: file.error } : readStoredGolden(file.text, shown);
}

/** The policy's verdict, as the door concludes it. */
function fromJudgement(judgement: Judgement): Pick<Verdict, 'state' | 'resolved' | 'diff'> {
  return { state: judgement.state, resolved: judgement.resolved, diff: judgement.state === 'unreadable' ? [] : judgement.diff };
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
