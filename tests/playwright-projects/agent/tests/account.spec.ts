import { readFileSync } from 'node:fs';
import { test, expect } from 'a11y-snapshot/playwright';

test.beforeEach(async ({ page }) => {
  await page.route('http://account.test/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: readFileSync(new URL('../pages/account.html', import.meta.url), 'utf8') }),
  );
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
