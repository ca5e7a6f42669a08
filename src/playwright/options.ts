/**
 * The arguments of `toMatchA11ySnapshot([name], [options])`, checked once,
 * at the door, with messages that say what would be right.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { GoldenDetail } from '../golden/golden.js';
import { readLintRules, type LintRule } from '../lint/lint.js';
import { isOptionsObject, readSnapshotOptions, type OptionKey } from '../assert/options.js';
import type { Step } from '../steps/step.js';
import type { PageCaptureOptions } from '../browser-page/capture-page.js';
import { sanitizeName } from './golden-location.js';
import { testIdAttributesOf } from './running-test.js';

/** Options of `toMatchA11ySnapshot([name], [options])`. */
export interface A11ySnapshotOptions {
  /** The level of detail. Default: the one the golden records, else `compact`. */
  detail?: GoldenDetail;
  /** A CSS selector: only the lines inside the element it matches (inside the locator's, on a locator). */
  scope?: string;
  /** Milliseconds to wait for the page to settle and match. Default: the expect timeout; 0 waits as long as the test may. */
  timeout?: number;
  /** `try` steps (`"tapOn: 'Create order'"`) whose answers the golden records. */
  steps?: string[];
  /** Lint rules that fail the assertion (default: the project's `use.a11yLint`, else none). */
  lint?: LintRule[];
}

/** The options once read: the steps parsed. */
export interface ReadOptions extends Omit<A11ySnapshotOptions, 'steps'> {
  steps: Step[];
}

export const MATCHER = 'toMatchA11ySnapshot';

const OPTION_KEYS: readonly OptionKey[] = ['detail', 'scope', 'timeout', 'steps', 'lint'];

/** `(name?, options?)` or `(options?)`; throws on anything else. */
export function readArguments(first?: unknown, second?: unknown): { name?: string; options: ReadOptions } {
  if (first !== undefined && typeof first !== 'string' && !isOptionsObject(first))
    throw new TypeError(`${MATCHER}(name, options): the name must be a string, got ${typeof first}`);
  if (isOptionsObject(first) && second !== undefined) throw new TypeError(`${MATCHER}(name, options): the name must be a string, got an object`);
  const name = typeof first === 'string' ? first : undefined;
  if (name !== undefined && /[\r\n]/.test(name)) {
    throw new TypeError(
      `${MATCHER}(name): a name holds no line break, got ${JSON.stringify(name.length > 40 ? name.slice(0, 40) + '…' : name)}; a golden lives in its own .snap file (inline snapshots are the Vitest and Jest doors' toMatchInlineA11ySnapshot)`,
    );
  }
  if (name !== undefined && !/[^-]/.test(sanitizeName(name)))
    throw new TypeError(`${MATCHER}(${JSON.stringify(name)}): a name needs a letter or a digit to make a file name of`);
  return { name, options: readSnapshotOptions(MATCHER, isOptionsObject(first) ? first : second, OPTION_KEYS) as ReadOptions };
}

/** Throws unless `target` is a Page or a Locator. */
export function checkTarget(target: unknown, matcher = MATCHER): asserts target is Page | Locator {
  const t = target as Partial<Page & Locator> | null;
  if (t && typeof t === 'object' && (typeof t.goto === 'function' || typeof t.waitFor === 'function')) return;
  throw new Error(`${matcher}() expects a Page or a Locator, got ${t === null ? 'null' : typeof t}: await expect(page).${matcher}(…)`);
}

/** What the engine is asked for: no refs (goldens leave them out), the project's test id attribute. */
export function captureOptions(testInfo: TestInfo | undefined, options: { scope?: string }): PageCaptureOptions {
  return { scope: options.scope, refs: false, ...testIdAttributesOf(testInfo) };
}

const testLintRules = new WeakMap<TestInfo, LintRule[]>();

/** The `a11yLint` option of a test (set by the door's `test` fixture). */
export function setLintRules(testInfo: TestInfo, rules: unknown): void {
  testLintRules.set(testInfo, readLintRules('a11yLint', rules));
}

/** The lint rules in force: the assertion's, else the test's `a11yLint` option, else the project's `use.a11yLint`. */
export function lintRules(testInfo: TestInfo, options: { lint?: LintRule[] }): LintRule[] {
  return options.lint ?? testLintRules.get(testInfo) ?? readLintRules('use.a11yLint', (testInfo.project.use as { a11yLint?: unknown }).a11yLint);
}

/** Who answers the page's own dialogs in a test: Playwright (a test's `page.on('dialog')`, else dismissed), or the `a11y` fixture (`a11y.answerDialog`). */
export type A11yDialogs = 'playwright' | 'hold';

const DIALOG_MODES: readonly A11yDialogs[] = ['playwright', 'hold'];

/** The `a11yDialogs` option of a test; throws on anything else, naming what it takes. */
export function readDialogMode(value: unknown): A11yDialogs {
  if (DIALOG_MODES.includes(value as A11yDialogs)) return value as A11yDialogs;
  throw new TypeError(`a11yDialogs takes 'playwright' (the default) or 'hold'; got ${JSON.stringify(value) ?? String(value)}`);
}
