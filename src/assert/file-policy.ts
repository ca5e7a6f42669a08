/**
 * The golden policy of a door that keeps each golden in a file of its own
 * and writes it itself (Playwright), where the DOM doors leave storing and
 * updating to their runner's snapshot state (domain.ts). For one assertion:
 * which capture ends the wait, what the update mode writes (update.ts), and
 * what the assertion says, as an outcome the door carries out. No file
 * system and no runner here: the door reads the file, captures, writes what
 * the outcome says and hands its runner the answer.
 *
 * A page's capture and an act's receipt are judged by the same table: only
 * how they are compared differs (policy.ts, receipt.ts).
 */
import { markUnsettled, type GoldenDetail, type GoldenError } from '../golden/golden.js';
import { lintMessage, lintSnapshot, type LintFinding, type LintRule } from '../lint/lint.js';
import type { Snapshot } from '../model/snapshot.js';
import { detailFor, goldenToHold, judgeCapture, mismatchMessage, unreadableMessage, type Judgement, type PolicyOptions, type StoredGolden } from './policy.js';
import { judgeReceipt, type StoredReceipt } from './receipt.js';
import { planUpdate, type UpdateMode } from './update.js';

export interface FilePolicySettings extends PolicyOptions {
  /** The update mode the run applies, CI taken into account (`updateModeIn`). */
  mode: UpdateMode;
  /** Whether the run is CI: the messages say why nothing was written. */
  ci: boolean;
  /** The call as messages name it: `expect(page).toMatchA11ySnapshot("cart")`. */
  call: string;
  /** The golden file as messages show it. */
  golden: string;
  /** The command that writes goldens (`npx playwright test --update-snapshots`); `<command>=<mode>` asks for a mode. */
  update: string;
  /** Lint rules that fail the assertion. */
  lint?: readonly LintRule[];
}

/** What an assertion does: the door carries it out in this order (write, notice, keep), then answers. */
export interface GoldenOutcome {
  /** The text to write into the golden file; absent when nothing is written. */
  write?: string;
  /** A line for the test's output: the golden a passing assertion wrote. */
  notice?: string;
  /** Texts kept beside the test's results for the report and `review --results`, in this order. */
  keep: { kind: 'actual' | 'expected' | 'diff'; text: string }[];
  pass: boolean;
  /** A failure that does not stop the test: the golden it just wrote, under `default` (as Playwright does). */
  soft?: boolean;
  /** Empty when the assertion passes. */
  message: string;
  /** The stored text and the new one, for the runner's report. */
  expected?: string;
  actual?: string;
}

/** One capture judged; `pass` ends the wait at once. */
export interface CaptureJudgement {
  pass: boolean;
  judgement: Judgement;
}

/** The capture a wait ended on (browser-page/settle.ts answers so). */
export interface SettledJudgement {
  model: Snapshot;
  /** No request in flight, and the page quiet for the window asked. */
  steady: boolean;
  judged?: CaptureJudgement;
}

/** A capture held against a golden file, from the first capture to the outcome. */
export interface CaptureAssertion {
  /** A stored golden that cannot be read, in a run that does not rewrite it: the failure, before anything is captured. */
  refused?: GoldenOutcome;
  /** The policy's judgement of one capture: it passes when the capture matches a golden that is not to be rewritten. */
  judge(model: Snapshot): CaptureJudgement;
  /** Whether a settled capture ends the wait when it does not pass. */
  endWhenSettled: boolean;
  /** The level the capture is held and written at: `read` asks the capture for the page's text. */
  detail: GoldenDetail;
  /** The outcome, from the capture the wait ended on; `note` says why that capture may not be the page's last state. */
  conclude(capture: SettledJudgement, note: string): GoldenOutcome;
}

/**
 * A capture against its stored golden. A capture that matches passes at
 * once. With no golden to hold (or all to be rewritten) the page is waited
 * for until it settles; under `changed`, a settled page that does not match
 * is rewritten without waiting for the timeout.
 */
export function holdCapture(settings: FilePolicySettings, stored: StoredGolden | undefined): CaptureAssertion {
  const options: PolicyOptions = { detail: settings.detail, steps: settings.steps, color: settings.color ?? false };
  const held = settings.mode !== 'all' && goldenToHold(stored, settings.detail) !== undefined;
  const judge = (model: Snapshot): CaptureJudgement => {
    if (held) {
      const judgement = judgeCapture(model, stored, options);
      return { pass: judgement.state === 'same', judgement };
    }
    // Nothing held can pass: only the capture the wait ends on is judged (a comparison can cost as much as a capture).
    let judgement: Judgement | undefined;
    return {
      pass: false,
      get judgement() {
        return (judgement ??= judgeCapture(model, stored, options));
      },
    };
  };
  const refused = unreadableGoldenOutcome(settings, stored);
  return {
    refused,
    judge,
    endWhenSettled: !held || settings.mode === 'changed',
    detail: detailFor(stored, settings.detail),
    conclude: (capture, note) => {
      if (refused) return refused;
      const { pass, judgement } = capture.judged ?? judge(capture.model);
      // A golden written from a page that did not settle says so in its header.
      const resolved = capture.steady || pass ? judgement.resolved : markUnsettled(judgement.resolved, capture.model.header.network ?? 0);
      return outcomeOf(settings, { ...judgement, resolved }, note, lintSnapshot(capture.model, settings.lint ?? []));
    },
  };
}

/** An act's receipt against its stored golden: nothing to wait for, the same table. */
export function holdReceipt(settings: FilePolicySettings, receiptText: string, stored: StoredReceipt | undefined): GoldenOutcome {
  return unreadableGoldenOutcome(settings, stored) ?? outcomeOf(settings, judgeReceipt(receiptText, stored), '', []);
}

/** An unreadable golden the mode does not rewrite fails on one line, and nothing is written. */
function unreadableGoldenOutcome(settings: FilePolicySettings, stored: { text: string; error?: GoldenError } | undefined): GoldenOutcome | undefined {
  const error = stored && 'error' in stored ? stored.error : undefined;
  if (!error || planUpdate(settings.mode, 'unreadable').write) return undefined;
  return { keep: [], pass: false, message: unreadableFileMessage(error, settings.update), expected: stored!.text };
}

/** Writes what the mode asks for; passes, or fails with the message, the lint findings after it. */
function outcomeOf(settings: FilePolicySettings, judgement: Judgement, note: string, lint: LintFinding[]): GoldenOutcome {
  const { state, resolved, expected } = judgement;
  const plan = planUpdate(settings.mode, state);
  const write = plan.write && resolved !== expected ? resolved : undefined;
  const lintText = lint.length ? lintMessage(settings.call, lint) : '';
  if (plan.pass) {
    // As Playwright does: a write that passes is said on the test's output; one that fails says it in its error.
    const notice =
      write === undefined
        ? undefined
        : `${settings.golden} ${state === 'missing' ? "doesn't exist" : 'does not match'}, writing actual.${note ? ' ' + note : ''}`;
    return { write, notice, keep: [], pass: !lintText, message: lintText, expected, actual: resolved };
  }
  const withLint = (message: string) => (lintText ? `${message}\n\n${lintText}` : message);
  const actual = { kind: 'actual' as const, text: resolved };
  if (state === 'missing') {
    // Playwright's `default` mode fails such a test softly: it goes on, and writes its other goldens in this run.
    return { write, keep: [actual], pass: false, soft: plan.write, message: withLint(missingFileMessage(settings, plan.write, note)), actual: resolved };
  }
  // The report's diff file takes the same lines without their colours.
  const diff = judgement.diff.map(stripColor).join('\n') + '\n';
  const keep = [actual, { kind: 'expected' as const, text: expected ?? '' }, { kind: 'diff' as const, text: diff }];
  return { write, keep, pass: false, message: withLint(mismatchFileMessage(settings, judgement.diff, note)), expected, actual: resolved };
}

/** A missing golden: written (Playwright's `default` and the update modes) or not (`none`, CI). */
export function missingFileMessage({ golden, ci, update }: Pick<FilePolicySettings, 'golden' | 'ci' | 'update'>, written: boolean, note: string): string {
  const lines = [`A snapshot doesn't exist at ${golden}${written ? ', writing actual.' : '.'}`];
  if (written) lines.push('Review the new golden, then run the test again.');
  else if (ci)
    lines.push(
      `CI is set, so the default mode writes no golden: create it on your machine with: ${update}, review it and commit it (or ask for a mode: ${update}=missing).`,
    );
  else lines.push(`Create it with: ${update}`);
  return [...lines, note].filter(Boolean).join('\n');
}

/** A golden that differs from the page: the call, the file, the diff, and how to accept the page. */
export function mismatchFileMessage(
  { call, golden, ci, update }: Pick<FilePolicySettings, 'call' | 'golden' | 'ci' | 'update'>,
  diff: readonly string[],
  note: string,
): string {
  const hint = ci ? `CI is set, so the default mode writes no golden: update it on your machine with: ${update}` : `To accept the page as it is now: ${update}`;
  return mismatchMessage(call, golden, diff, [note, hint]);
}

/** A golden file that cannot be read: its one-line error (file:line:column), and the mode that rewrites it. */
export function unreadableFileMessage({ file, line, column, reason }: GoldenError, update: string): string {
  return unreadableMessage(`${file}:${line}${column === undefined ? '' : `:${column}`}`, reason, `${update}=all`);
}

const COLOR = /\x1b\[[0-9;]*m/g;

function stripColor(line: string): string {
  return line.replace(COLOR, '');
}
