import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { capture } from '../../src/engine/index.js';
import { renderGolden } from '../../src/golden/golden.js';
import { renderReviewHtml, reviewPairs } from '../../src/review/index.js';
import { parseStepOrThrow } from '../../src/steps/grammar.js';
import { fixtureHtml } from '../fixtures.js';

/** Goldens of the example page before and after a change that renames one button and strips another's name. */
function reviewOfExample(): string {
  const steps = ["tapOn: 'Create order'"].map(parseStepOrThrow);
  const golden = (html: string) =>
    renderGolden(capture(new JSDOM(html, { url: 'http://localhost/orders' }).window.document, { refs: false }), 'compact', steps);
  const html = fixtureHtml('example');
  const changed = html.replace('>Create order<', '>Place order<').replace('>Search</button>', '></button>');
  const pairs = [{ file: 'tests/orders.spec.ts-snapshots/orders.snap', old: golden(html), new: golden(changed) }];
  return renderReviewHtml(pairs, reviewPairs(pairs));
}

test('the review page opens in a browser and lists the changes, the golden side by side', async ({ page }, testInfo) => {
  await page.setContent(reviewOfExample());
  await expect(page).toHaveTitle('Accessibility review');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Controls without a name (1)');
  await expect(page.getByRole('heading', { name: 'Steps that no longer reach one element (1)' })).toBeVisible();
  const table = page.getByRole('table', { name: 'tests/orders.spec.ts-snapshots/orders.snap' });
  await expect(table.getByRole('columnheader')).toHaveText(['Change', 'Golden (before)', 'Page (now)']);
  const renamed = table.getByRole('row').filter({ hasText: '~name' });
  await expect(renamed).toHaveCount(2);
  // Nameless buttons share the empty key: the Search button joins the page's other nameless one.
  await expect(renamed.first().getByRole('cell')).toHaveText(['~name,count', 'button "Search"', 'button[1] "" x3 in:search""']);
  await expect(renamed.last().getByRole('cell')).toHaveText(['~name', 'button "Create order"', 'button "Place order"']);
  await expect(renamed.last().locator('ins')).toHaveText('Place');
  await testInfo.attach('review.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});
