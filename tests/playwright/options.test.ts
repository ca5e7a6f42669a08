import { describe, expect, test } from 'vitest';
import type { TestInfo } from '@playwright/test';
import { captureOptions, checkTarget, lintRules, readArguments, readDialogMode } from '../../src/playwright/options.js';

describe('playwright/options', () => {
  test('#readArguments: (name, options), (options), (name), ()', () => {
    expect(readArguments()).toEqual({ name: undefined, options: { steps: [] } });
    expect(readArguments('checkout')).toEqual({ name: 'checkout', options: { steps: [] } });
    expect(readArguments({ detail: 'full' })).toEqual({ name: undefined, options: { detail: 'full', steps: [] } });
    expect(readArguments('checkout', { scope: 'main', timeout: 0 })).toEqual({ name: 'checkout', options: { scope: 'main', timeout: 0, steps: [] } });
    expect(readArguments(undefined, { detail: 'v1' })).toEqual({ name: undefined, options: { detail: 'v1', steps: [] } });
    expect(readArguments({ steps: ["tapOn: { text: 'Save' }"] }).options.steps).toEqual([{ verb: 'tapOn', selector: { text: 'Save' } }]);
  });

  test('#readArguments: every wrong argument says what would be right', () => {
    expect(() => readArguments(42)).toThrow('toMatchA11ySnapshot(name, options): the name must be a string, got number');
    expect(() => readArguments({}, {})).toThrow('the name must be a string, got an object');
    expect(() => readArguments('x', 'full')).toThrow('options must be an object, got string');
    // Playwright's toMatchAriaSnapshot takes its expected text inline; here a name is a file name.
    expect(() => readArguments('heading "Users"\nbutton "Add"')).toThrow(
      'toMatchA11ySnapshot(name): a name holds no line break, got "heading \\"Users\\"\\nbutton \\"Add\\""; a golden lives in its own .snap file (inline snapshots are the Vitest and Jest doors\' toMatchInlineA11ySnapshot)',
    );
    expect(() => readArguments('- heading "Users"\r\n')).toThrow(/a name holds no line break/);
    expect(() => readArguments('---')).toThrow('toMatchA11ySnapshot("---"): a name needs a letter or a digit');
    expect(() => readArguments({ detial: 'full' })).toThrow('unknown option "detial" (the options are detail, scope, timeout, steps, lint)');
    expect(() => readArguments({ detail: 'around' })).toThrow('detail must be one of compact, full, regions, v1, read; got "around"');
    expect(() => readArguments({ scope: 3 })).toThrow('scope must be a CSS selector string; got number');
    expect(() => readArguments({ steps: "tapOn: 'Save'" })).toThrow(
      `toMatchA11ySnapshot: steps must be an array of step texts, like ["tapOn: 'Create order'"]`,
    );
    expect(() => readArguments({ timeout: -1 })).toThrow('timeout must be a number of milliseconds (0 for none); got -1');
  });

  test('#checkTarget: a Page or a Locator', () => {
    expect(() => checkTarget({ goto() {} })).not.toThrow();
    expect(() => checkTarget({ waitFor() {} })).not.toThrow();
    expect(() => checkTarget(null)).toThrow('toMatchA11ySnapshot() expects a Page or a Locator, got null');
    expect(() => checkTarget('page')).toThrow('got string');
  });

  test("#captureOptions: no refs; the project's test id attribute when it sets one", () => {
    const info = (use: object) => ({ project: { use } }) as unknown as TestInfo;
    expect(captureOptions(info({}), { scope: 'main' })).toEqual({ scope: 'main', refs: false });
    expect(captureOptions(info({ testIdAttribute: 'data-qa' }), {})).toEqual({ scope: undefined, refs: false, testIdAttributes: ['data-qa'] });
  });

  test("#lintRules: the assertion's rules, else the project's use.a11yLint, else none", () => {
    const info = (use: object) => ({ project: { use } }) as unknown as TestInfo;
    expect(lintRules(info({}), {})).toEqual([]);
    expect(lintRules(info({ a11yLint: ['nameless'] }), {})).toEqual(['nameless']);
    expect(lintRules(info({ a11yLint: ['nameless'] }), { lint: [] })).toEqual([]);
    expect(() => lintRules(info({ a11yLint: ['anonymous'] }), {})).toThrow('use.a11yLint: lint takes nameless, ambiguous, icon-only; got "anonymous"');
    expect(readArguments({ lint: ['ambiguous'] }).options.lint).toEqual(['ambiguous']);
    expect(() => readArguments({ lint: ['x'] })).toThrow('toMatchA11ySnapshot: lint takes nameless, ambiguous, icon-only; got "x"');
  });

  test("#readDialogMode: 'playwright' or 'hold', anything else said with what it takes", () => {
    expect(readDialogMode('playwright')).toBe('playwright');
    expect(readDialogMode('hold')).toBe('hold');
    expect(() => readDialogMode('accept')).toThrow(`a11yDialogs takes 'playwright' (the default) or 'hold'; got "accept"`);
    expect(() => readDialogMode(true)).toThrow(`a11yDialogs takes 'playwright' (the default) or 'hold'; got true`);
  });
});
