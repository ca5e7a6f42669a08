/**
 * The names figure's pages (bench/names/: a page per cause, built the way
 * sites and widget libraries build theirs), in both engines, held against
 * Chromium's native accessibility tree: jsdom through the command's own path
 * with `--run-scripts`, the page engine in Chromium on the page whose tree is
 * read. The test fails on an unlisted difference and on a listed one that no
 * longer occurs; `npm run bench` prints the same comparison as percentages.
 */
import { test, expect } from '@playwright/test';
import { compareNative } from './native-tree.js';
import { ENGINES, NAMES_PAGES, listedNameDifferences, namesPagePath, pairsOfPage } from '../../bench/names.mjs';

for (const { file, cause } of NAMES_PAGES) {
  test(`${file} (${cause}): both engines agree with Chromium's native tree, but for the listed differences`, async ({ page }) => {
    const sides = await pairsOfPage(page, namesPagePath(file));
    for (const engine of ENGINES as ('chromium' | 'jsdom')[]) {
      expect
        .soft(compareNative(sides[engine], sides.native), `${engine} engine: differences from the native tree`)
        .toEqual(listedNameDifferences(file, engine));
    }
  });
}
