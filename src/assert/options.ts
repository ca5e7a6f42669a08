/**
 * The options of the snapshot matchers, checked once for every door, with
 * one wording: each door names the options it takes (Playwright waits and
 * scopes by selector; the DOM doors name test id attributes), and a wrong
 * value is refused with a line that says what would be right.
 */
import { DETAILS, type Detail } from '../model/snapshot.js';
import { readLintRules, type LintRule } from '../lint/lint.js';
import { readSteps } from '../steps/assertion.js';
import type { Step } from '../steps/step.js';

/** Every option a door may take. */
export interface SnapshotOptionValues {
  /** The level of detail. */
  detail?: Detail;
  /** A CSS selector: only the lines inside the element it matches. */
  scope?: string;
  /** Milliseconds to wait (0: as long as the test may). */
  timeout?: number;
  /** `try` steps (`"tapOn: 'Create order'"`) whose answers the golden records. */
  steps?: string[];
  /** Lint rules that fail the assertion. */
  lint?: LintRule[];
  /** Attributes that carry a test id, first present wins. */
  testIdAttributes?: string[];
}

export type OptionKey = keyof SnapshotOptionValues;

/** Options of `toMatchA11ySnapshot` and `toMatchInlineA11ySnapshot` in the DOM doors (Vitest, Jest). */
export interface DomSnapshotOptions {
  /** The level of detail of a new snapshot (default `compact`); a stored one keeps its own unless this is set. */
  detail?: Detail;
  /** Attributes that carry a test id, first present wins (default `['data-testid']`). */
  testIdAttributes?: string[];
  /** `try` steps (`"tapOn: 'Create order'"`) whose answers the snapshot records. */
  steps?: string[];
  /** Lint rules that fail the assertion: `nameless`, `ambiguous`, `icon-only`. */
  lint?: LintRule[];
}

/** The options the DOM doors take. */
export const DOM_OPTION_KEYS: readonly OptionKey[] = ['detail', 'testIdAttributes', 'steps', 'lint'];

/**
 * The arguments of `toMatchInlineA11ySnapshot(snapshot?)` or
 * `toMatchInlineA11ySnapshot(options, snapshot?)`: the options, and the
 * snapshot written in the test (undefined until the runner writes one).
 */
export function readInlineArguments(matcher: string, optionsOrSnapshot: unknown, inlineSnapshot: unknown): { options: unknown; snapshot: string | undefined } {
  const [options, snapshot] = typeof optionsOrSnapshot === 'string' ? [undefined, optionsOrSnapshot] : [optionsOrSnapshot, inlineSnapshot];
  if (snapshot !== undefined && typeof snapshot !== 'string')
    throw new TypeError(`${matcher}(options, snapshot): the snapshot must be a string, got ${typeof snapshot}`);
  return { options, snapshot };
}

/** The options once read: steps parsed, lint rules only when given (a door may fall back on its config). */
export type ReadSnapshotOptions = Omit<SnapshotOptionValues, 'steps'> & { steps: Step[] };

type Check = (matcher: string, value: unknown) => void;

const CHECKS: Record<Exclude<OptionKey, 'steps' | 'lint'>, Check> = {
  detail: (matcher, value) => {
    if (!DETAILS.includes(value as Detail)) throw new TypeError(`${matcher}: detail must be one of ${DETAILS.join(', ')}; got ${JSON.stringify(value)}`);
  },
  scope: (matcher, value) => {
    if (typeof value !== 'string') throw new TypeError(`${matcher}: scope must be a CSS selector string; got ${typeof value}`);
  },
  timeout: (matcher, value) => {
    if (!(typeof value === 'number' && value >= 0))
      throw new TypeError(`${matcher}: timeout must be a number of milliseconds (0 for none); got ${JSON.stringify(value)}`);
  },
  testIdAttributes: (matcher, value) => {
    if (!(Array.isArray(value) && value.every((a) => typeof a === 'string' && a))) {
      throw new TypeError(`${matcher}: testIdAttributes must be an array of attribute names; got ${JSON.stringify(value)}`);
    }
  },
};

/** Reads a matcher's options object (undefined for none); throws a TypeError naming the first wrong one. */
export function readSnapshotOptions(matcher: string, options: unknown, keys: readonly OptionKey[]): ReadSnapshotOptions {
  if (options === undefined) return { steps: [] };
  if (!isOptionsObject(options)) throw new TypeError(`${matcher}: options must be an object, got ${describeKind(options)}`);
  const unknown = Object.keys(options).find((key) => !keys.includes(key as OptionKey));
  if (unknown !== undefined) throw new TypeError(`${matcher}: unknown option ${JSON.stringify(unknown)} (the options are ${keys.join(', ')})`);
  const values = options as SnapshotOptionValues;
  for (const [key, check] of Object.entries(CHECKS)) {
    const value = values[key as keyof typeof CHECKS];
    if (value !== undefined) check(matcher, value);
  }
  const lint = values.lint === undefined ? {} : { lint: readLintRules(matcher, values.lint) };
  return { ...values, steps: readSteps(matcher, values.steps), ...lint };
}

/** A plain object (not an array, not null). */
export function isOptionsObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeKind(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}
