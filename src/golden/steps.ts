/**
 * `try` steps recorded in a golden: after the element lines, a blank line,
 * then each step the test names and the answer it got from the page:
 *
 *     button "Create order"
 *
 *     try tapOn: 'Create order'
 *       done tapOn button "Create order"
 *     try tapOn: 'Delete'
 *       ambiguous "Delete": 3
 *
 * A rename, a new duplicate or a control that lost its name changes an
 * answer, so it changes the golden and shows in the diff even where the
 * element lines alone would pass (a pattern, a level that leaves it out).
 * Answers are the first line of `formatOutcome`, without refs; the steps
 * are written as `formatStep` writes them, so two spellings of one step
 * record the same line.
 */
import { pairLines } from '../diff/pair.js';
import type { Snapshot } from '../model/snapshot.js';
import type { ParseError } from '../notation/parse.js';
import { formatOutcome } from '../steps/messages.js';
import { resolve } from '../steps/resolve.js';
import { formatStep, type Step } from '../steps/step.js';
import { parseStep } from '../steps/grammar.js';

/** One step and its answer, as the golden prints them. */
export interface RecordedStep {
  /** The step, as `formatStep` writes it. */
  step: string;
  /** The first line of the answer: `done …`, `ambiguous "…": N` or `none "…"`. */
  outcome: string;
}

const STEP_MARK = 'try ';
const OUTCOME_INDENT = '  ';
const OUTCOME = /^(done|ambiguous|none) /;

/** Each step resolved against the model, as the golden records it. */
export function recordSteps(model: Snapshot, steps: readonly Step[]): RecordedStep[] {
  // The answer's first line, without candidates, its ref left out as every golden line leaves it.
  return steps.map((step) => ({
    step: formatStep(step),
    outcome: formatOutcome(step, resolve(model, step, { candidates: false }), { refs: false }).split('\n')[0],
  }));
}

/** The golden's step section: a blank line, then two lines per step (none without steps). */
export function renderSteps(recorded: readonly RecordedStep[]): string[] {
  if (recorded.length === 0) return [];
  return ['', ...recorded.flatMap((r) => [STEP_MARK + r.step, OUTCOME_INDENT + r.outcome])];
}

/** Reads the lines after the blank line; `first` is the 1-based line of the first of them. */
export function readStepSection(lines: readonly string[], first: number): { steps: RecordedStep[]; errors: ParseError[] } {
  const steps: RecordedStep[] = [];
  const errors: ParseError[] = [];
  for (let i = 0; i < lines.length; i += 2) {
    const line = first + i;
    const [stepLine, outcomeLine] = [lines[i], lines[i + 1]];
    if (!stepLine.startsWith(STEP_MARK)) {
      errors.push({ line, column: 1, message: `expected "try <step>" after the blank line, got ${JSON.stringify(stepLine.slice(0, 60))}` });
      break;
    }
    const parsed = parseStep(stepLine.slice(STEP_MARK.length));
    if (!parsed.value) {
      const fault = parsed.errors[0];
      errors.push({ line, column: STEP_MARK.length + (fault?.column ?? 1), message: fault?.message ?? 'unreadable step' });
      break;
    }
    if (outcomeLine === undefined || !outcomeLine.startsWith(OUTCOME_INDENT) || !OUTCOME.test(outcomeLine.slice(OUTCOME_INDENT.length))) {
      errors.push({ line: line + 1, column: 1, message: `expected the step's answer on the next line: two spaces, then done, ambiguous or none` });
      break;
    }
    steps.push({ step: formatStep(parsed.value), outcome: outcomeLine.slice(OUTCOME_INDENT.length) });
  }
  return { steps, errors };
}

/** A recorded step and the test's: `same` or `changed` (its answer), `added` (the golden lacks it) or `removed` (the test no longer names it); indexes into each list. */
export type StepChange =
  { kind: 'same' | 'changed'; expected: number; actual: number } | { kind: 'added'; actual: number } | { kind: 'removed'; expected: number };

/**
 * Recorded steps paired by step (pair.ts, one step; order does not count),
 * in the order the test names them, then the steps it no longer names in
 * golden order.
 */
export function pairSteps(expected: readonly RecordedStep[], actual: readonly RecordedStep[]): StepChange[] {
  const byStep = (r: RecordedStep) => r.step;
  const pairings = pairLines(expected, actual, { steps: [{ leftKey: byStep, rightKey: byStep }] });
  const partner = new Map<number, number>();
  for (const p of pairings) if (p.kind === 'paired') partner.set(p.right, p.left);
  const named = actual.map((now, j): StepChange => {
    const i = partner.get(j);
    if (i === undefined) return { kind: 'added', actual: j };
    return { kind: expected[i].outcome === now.outcome ? 'same' : 'changed', expected: i, actual: j };
  });
  return [...named, ...pairings.flatMap((p): StepChange[] => (p.kind === 'removed' ? [{ kind: 'removed', expected: p.left }] : []))];
}

/** `try <step> → <answer>`: a recorded step as the diff and the review print it. */
export function describeStep({ step, outcome }: RecordedStep): string {
  return `try ${step} → ${outcome}`;
}

/**
 * The diff of recorded steps, in the order the test names them:
 * `~try <step> → <answer> (was <answer>)` for a changed answer, `+ try …`
 * for a step the golden lacks, `- try …` for one the test no longer names.
 */
export function compareSteps(expected: readonly RecordedStep[], actual: readonly RecordedStep[]): string[] {
  return pairSteps(expected, actual).flatMap((change) => {
    switch (change.kind) {
      case 'same':
        return [];
      case 'added':
        return ['+ ' + describeStep(actual[change.actual])];
      case 'removed':
        return ['- ' + describeStep(expected[change.expected])];
      case 'changed':
        return [`~${describeStep(actual[change.actual])} (was ${expected[change.expected].outcome})`];
    }
  });
}
