/**
 * The `test` of the Playwright door: Playwright's own, with one change. The
 * header's `loading(Network N)` counts a page's requests from the moment we
 * start listening; with this `test` that is when the page opens, so a
 * request a click started before the first snapshot still keeps the matcher
 * waiting. With Playwright's plain `test`, counting starts at the first
 * snapshot of a page.
 *
 * Combine it with your own through `mergeTests(test, yourTest)`.
 */
import { test as base } from '@playwright/test';
import { trackNetwork } from './network.js';

/** Playwright's `test`, its pages' requests counted from the start. */
export const test = base.extend({
  context: async ({ context }, use) => {
    for (const page of context.pages()) trackNetwork(page);
    context.on('page', trackNetwork);
    await use(context);
  },
});
