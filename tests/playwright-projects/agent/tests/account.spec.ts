import { readFileSync } from 'node:fs';
import { test, expect } from 'a11y-snapshot/playwright';

test.beforeEach(async ({ page }) => {
  await page.route('http://account.test/**', (route) => {
    const file = new URL(route.request().url()).pathname === '/sliding' ? 'sliding.html' : 'account.html';
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: readFileSync(new URL(`../pages/${file}`, import.meta.url), 'utf8') });
  });
  await page.goto('http://account.test/');
});

test('a step clicks the button it names', async ({ page, a11y }) => {
  const receipt = await a11y.try("tapOn: 'Cancel'");
  expect(receipt.text).toMatch(/^done tapOn e\d+ button "Cancel"/);
  await expect(page).toHaveTitle('cancelled');
});

test('a ref clicks its own element', async ({ page, a11y }) => {
  const ref = /^(e\d+) button "Cancel"/m.exec(await a11y.snapshot())![1];
  await a11y.tap(ref);
  await expect(page).toHaveTitle('cancelled');
});

test('a ref fills its own field', async ({ page, a11y }) => {
  const ref = /^(e\d+) textbox "Reason"/m.exec(await a11y.snapshot())![1];
  await a11y.fill(ref, 'moving');
  await expect(page.locator('#reason')).toHaveValue('moving');
  await expect(page.locator('#password')).toHaveValue('');
});

test('a lookalike slid under the pointer stops the click, and nothing is clicked', async ({ page, a11y }) => {
  await page.goto('http://account.test/sliding');
  await expect(a11y.try("tapOn: 'Cancel'")).rejects.toThrow(/^The click reached another element \(<button>\) and was stopped/);
  await expect(page).toHaveTitle('Account');
});
