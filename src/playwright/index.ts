/**
 * The Playwright door: the engine inside a page, the Chromium this machine
 * can launch, and golden files held by `expect(page).toMatchA11ySnapshot()`.
 *
 *     import { test, expect } from 'a11y-snapshot/playwright';
 *     test('checkout', async ({ page }) => {
 *       await page.goto('/checkout');
 *       await expect(page).toMatchA11ySnapshot('checkout');
 *     });
 */
export { capturePage, describeElement, type PageCaptureOptions } from '../browser-page/capture-page.js';
export { chromiumLaunchOptions, SYSTEM_CHROMIUM, SYSTEM_CHROMIUM_ARGS } from '../browser-page/browser.js';
export { test } from './fixtures.js';
export { A11y, A11yReceipt, type A11yViewOptions, type A11ySettings, type WaitCondition } from './a11y.js';
export { RefError } from '../model/refs.js';
export { expect, a11yMatchers, type A11ySnapshotOptions } from './matchers.js';
export type { A11yDialogs } from './options.js';
export type { ResolveOptions } from './to-resolve.js';
