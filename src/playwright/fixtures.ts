/**
 * The `test` of the Playwright door: Playwright's own, with two additions.
 *
 * - The header's `loading(Network N)` counts a page's requests from the
 *   moment we start listening; with this `test` that is when the page opens,
 *   so a request a click started before the first snapshot still keeps the
 *   matcher waiting. With Playwright's plain `test`, counting starts at the
 *   first snapshot of a page.
 * - The `a11y` fixture reads and drives `page` by accessible names and refs
 *   (a11y.ts), waiting for the page to settle within the expect timeout.
 * - The `a11yLint` option: the lint rules `toMatchA11ySnapshot` enforces in
 *   a test (`test.use({ a11yLint: ['nameless'] })`, or `use` in the config).
 * - The `a11yDialogs` option: who answers the page's `alert`, `confirm` and
 *   `prompt`. `'playwright'` (the default) leaves them to Playwright: a
 *   test's own `page.on('dialog')` handler answers them, else they are
 *   dismissed and nothing is said. `'hold'` (`test.use({ a11yDialogs:
 *   'hold' })`, or `use` in the config) gives them to the `a11y` fixture: an
 *   act a dialog stops answers with its line (`confirm "Delete order?"
 *   waits: …`; a golden holds the line without the hint), and
 *   `a11y.answerDialog(true)` or `(false)` answers it with the act's
 *   receipt. A dialog outside an act (while the page loads or is read) is
 *   dismissed at once and named by `a11y.takeDialogNotes()`. With `'hold'`
 *   the test's own handler must not answer dialogs too: a dialog takes one
 *   answer.
 *
 * Combine it with your own through `mergeTests(test, yourTest)`.
 */
import {
  test as base,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import type { LintRule } from '../lint/lint.js';
import { A11y } from './a11y.js';
import { trackNetwork } from '../browser-page/network.js';
import { prepareEngine } from '../browser-page/inject.js';
import { readDialogMode, setLintRules, type A11yDialogs } from './options.js';
import { testIdAttributesOf } from './running-test.js';

/** Playwright's default expect timeout, when the project sets none. */
const DEFAULT_TIMEOUT = 5000;

/** The fixtures the door adds, as a test sees them. */
interface A11yFixtures {
  a11y: A11y;
  a11yLint: LintRule[];
  a11yDialogs: A11yDialogs;
}

/** Playwright's `test` with the door's fixtures; the automatic one that applies `a11yLint` stays out of the type. */
type A11yTestType = TestType<PlaywrightTestArgs & PlaywrightTestOptions & A11yFixtures, PlaywrightWorkerArgs & PlaywrightWorkerOptions>;

/** Playwright's `test`, its pages' requests counted from the start, with the `a11y` fixture. */
export const test: A11yTestType = base.extend<A11yFixtures & { a11yLintInForce: void }>({
  context: async ({ context }, use) => {
    for (const page of context.pages()) trackNetwork(page);
    context.on('page', trackNetwork);
    await use(context);
  },
  a11yLint: [[], { option: true }],
  a11yDialogs: ['playwright', { option: true }],
  // Matchers see the test only through testInfo: hand them the option there.
  a11yLintInForce: [
    async ({ a11yLint }, use, testInfo) => {
      setLintRules(testInfo, a11yLint);
      await use();
    },
    { auto: true },
  ],
  a11y: async ({ page, a11yDialogs }, use, testInfo) => {
    // The resolved project carries the expect options of the config (absent from its type).
    const timeout = (testInfo.project as { expect?: { timeout?: number } }).expect?.timeout ?? DEFAULT_TIMEOUT;
    const holdDialogs = readDialogMode(a11yDialogs) === 'hold';
    // The documents the test opens start with the act's sentry; a browser without the engine says so at the first call.
    await prepareEngine(page).catch(() => {});
    await use(new A11y(page, { timeout, holdDialogs, ...testIdAttributesOf(testInfo) }));
  },
});
