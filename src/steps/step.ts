/**
 * What a `try` step is once read: a verb, a selector naming one line, and for
 * `inputText` the text to type. The same shapes come back out of
 * `selectorFor`, and {@link formatStep} writes them as step text that
 * `parseStep` reads back to the same value (NOTATION.md, "try steps").
 */
import { quote } from '../model/text.js';

/** The step verbs, in the order the grammar lists them. */
export const VERBS = ['tapOn', 'inputText', 'assertVisible', 'assertNotVisible'] as const;
export type Verb = (typeof VERBS)[number];

/** The keys that name what a selector looks for; a selector has exactly one. */
export const TARGET_KEYS = ['text', 'testId', 'id'] as const;
export type TargetKey = (typeof TARGET_KEYS)[number];

/**
 * The seed's selector: `{ text }`, `{ testId }` or `{ id }`, narrowed by
 * `index` (1-based, with `of` the count the snapshot printed) or by `rightOf`
 * (the row anchor beside the element).
 */
export interface Selector {
  text?: string;
  testId?: string;
  id?: string;
  index?: number;
  of?: number;
  rightOf?: string;
}

/** One step: `tapOn: 'Save'`, `inputText: { text: 'Name', value: 'Ada' }`, ... */
export interface Step {
  verb: Verb;
  selector: Selector;
  /** The text `inputText` types; absent for every other verb. */
  value?: string;
}

/** What a selector looks for: which key, and the string it holds. */
export interface Target {
  key: TargetKey;
  value: string;
}

/**
 * The one target of a selector. `parseStep` guarantees there is exactly one;
 * a hand-built selector with none or two is a programming error.
 */
export function getTarget(selector: Selector): Target {
  const present = TARGET_KEYS.filter((key) => selector[key] !== undefined);
  if (present.length !== 1) {
    throw new TypeError(`a selector names exactly one of text, testId or id; this one has ${present.length === 0 ? 'none' : present.join(' and ')}`);
  }
  const key = present[0];
  return { key, value: selector[key] as string };
}

/**
 * The target as the notation prints it: `"Save"` for text, `$"save"` for a
 * test id, `#"save"` for an id. Every page string goes through `quote`.
 */
export function formatTarget(target: Target): string {
  const sigil = target.key === 'testId' ? '$' : target.key === 'id' ? '#' : '';
  return sigil + quote(target.value);
}

/**
 * Step text for a step, in the grammar `parseStep` reads:
 * `tapOn: 'Save'` when the selector is a bare text (and the verb is not
 * `inputText`), else `tapOn: { text: 'Delete', index: 2, of: 3 }` with the
 * keys in the order target, index, of, rightOf, value.
 */
export function formatStep(step: Step): string {
  const { verb, selector } = step;
  const target = getTarget(selector);
  const bare = verb !== 'inputText' && target.key === 'text' && Object.keys(selector).every((k) => k === 'text' || selector[k as keyof Selector] === undefined);
  if (bare) return `${verb}: ${quoteStepText(target.value)}`;
  const pairs = [`${target.key}: ${quoteStepText(target.value)}`];
  if (selector.index !== undefined) pairs.push(`index: ${selector.index}`);
  if (selector.of !== undefined) pairs.push(`of: ${selector.of}`);
  if (selector.rightOf !== undefined) pairs.push(`rightOf: ${quoteStepText(selector.rightOf)}`);
  if (verb === 'inputText') pairs.push(`value: ${quoteStepText(step.value ?? '')}`);
  return `${verb}: { ${pairs.join(', ')} }`;
}

// JSON escapes a double quote, which inside single quotes needs none.
// Matching whole escapes keeps an escaped backslash before a quote intact.
const DOUBLE_QUOTE_ESCAPE = /\\\\|\\"/g;

/**
 * A page string as a quoted text of the step grammar. Single quotes read best
 * inside the JSON string that carries a step (`{ step: "tapOn: 'Save'" }`);
 * a text holding a single quote is written with `quote` instead (JSON double
 * quotes). Either way invisible characters show as `\u` escapes, so a page
 * cannot hide text in a suggested step, and `parseStep` reads it back exactly.
 */
export function quoteStepText(text: string): string {
  const json = quote(text);
  if (text.includes("'")) return json;
  const inner = json.slice(1, -1).replace(DOUBLE_QUOTE_ESCAPE, (escape) => (escape === '\\"' ? '"' : escape));
  return `'${inner}'`;
}
