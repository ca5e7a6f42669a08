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
import { setLintRules } from './options.js';
import { testIdAttributesOf } from './running-test.js';

/** Playwright's default expect timeout, when the project sets none. */
const DEFAULT_TIMEOUT = 5000;

/** The fixtures the door adds, as a test sees them. */
interface A11yFixtures {
  a11y: A11y;
  a11yLint: LintRule[];
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
  // Matchers see the test only through testInfo: hand them the option there.
  a11yLintInForce: [
    async ({ a11yLint }, use, testInfo) => {
      setLintRules(testInfo, a11yLint);
      await use();
    },
    { auto: true },
  ],
  a11y: async ({ page }, use, testInfo) => {
    // The resolved project carries the expect options of the config (absent from its type).
    const timeout = (testInfo.project as { expect?: { timeout?: number } }).expect?.timeout ?? DEFAULT_TIMEOUT;
    // The documents the test opens start with the act's sentry; a browser without the engine says so at the first call.
    await prepareEngine(page).catch(() => {});
    await use(new A11y(page, { timeout, ...testIdAttributesOf(testInfo) }));
  },
});
