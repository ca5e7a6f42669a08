/**
 * Every fixture page, in both engines, held against Chromium's native
 * accessibility tree: role and name of every line. Each remaining difference
 * is listed with its reason (native-differences.ts); the test fails on an
 * unlisted difference and on a listed one that no longer occurs, so the list
 * stays true.
 */
import { test, expect } from '@playwright/test';
import { capture } from '../../src/engine/index.js';
import { capturePage } from '../../src/browser-page/capture-page.js';
import { fixtureNames, fixtureUrl, loadInJsdom } from '../fixtures.js';
import { serveFixtures } from './serve.js';
import { compareNative, linePairs, readNativePairs } from './native-tree.js';
import { asListed, listedDifferences } from './native-differences.js';

for (const name of fixtureNames()) {
  test(`${name}: both engines agree with Chromium's native tree, but for the listed differences`, async ({ page }) => {
    await serveFixtures(page);
    await page.goto(fixtureUrl(name));
    const native = await readNativePairs(page);
    const chromium = compareNative(linePairs((await capturePage(page)).nodes), native);
    const jsdom = compareNative(linePairs(capture(loadInJsdom(name)).nodes), native);
    expect.soft(asListed(chromium), 'Chromium engine: differences from the native tree').toEqual(listedDifferences(name, 'chromium', asListed(chromium)));
    expect.soft(asListed(jsdom), 'jsdom engine: differences from the native tree').toEqual(listedDifferences(name, 'jsdom', asListed(jsdom)));
  });
}
