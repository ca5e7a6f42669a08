/**
 * Steps as assertions, shared by both runners' doors: reading the steps a
 * test passes, and what `toResolve` says when it fails. Pure text.
 */
import { parseStep, describeStepErrors } from './grammar.js';
import { formatOutcome } from './messages.js';
import type { Resolution } from './resolve.js';
import { formatStep, type Step } from './step.js';

/** One step given to a matcher: step text, checked; a bad one is a one-line error naming the matcher. */
export function readStep(matcher: string, value: unknown, where = 'step'): Step {
  if (typeof value !== 'string') {
    throw new TypeError(`${matcher}: ${where} must be step text like "tapOn: 'Create order'", got ${value === null ? 'null' : typeof value}`);
  }
  const { value: step, errors } = parseStep(value);
  if (!step) throw new TypeError(`${matcher}: ${where}: ${describeStepErrors(value, errors)}`);
  return step;
}

/** The `steps` option: an array of step texts (none when absent). */
export function readSteps(matcher: string, value: unknown): Step[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new TypeError(`${matcher}: steps must be an array of step texts, like ["tapOn: 'Create order'"]`);
  return value.map((text, i) => readStep(matcher, text, `steps[${i}]`));
}

/**
 * Why `toResolve` failed: the call, what it wanted, and the answer with its
 * candidate lines and the step that would name each one alone.
 *
 *     expect(page).toResolve("tapOn: 'Delete'") failed: the step must name exactly one element
 *
 *     ambiguous "Delete": 3
 *       button[1] "Delete" x3 row:"Order 1001" via:exact  → tapOn: { text: 'Delete', rightOf: 'Order 1001' }
 */
export function resolutionMessage(receiver: string, step: Step, result: Resolution, isNot: boolean): string {
  const call = `expect(${receiver}).${isNot ? 'not.' : ''}toResolve(${JSON.stringify(formatStep(step))})`;
  const want = isNot ? 'the step must not name exactly one element' : 'the step must name exactly one element';
  return `${call} failed: ${want}\n\n${formatOutcome(step, result)}`;
}
