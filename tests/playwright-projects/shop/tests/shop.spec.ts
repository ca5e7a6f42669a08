import { readFileSync } from 'node:fs';
import { test, expect } from 'a11y-snapshot/playwright';

// The page is read from disk on every request, so a test run sees edits to it.
test.beforeEach(async ({ page }) => {
  await page.route('http://shop.test/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: readFileSync(new URL('../pages/shop.html', import.meta.url), 'utf8') }),
  );
  await page.goto('http://shop.test/checkout');
});

test('checkout page', async ({ page }) => {
  await expect(page).toMatchA11ySnapshot('checkout');
});

test('cart table', async ({ page }) => {
  await expect(page.getByRole('table', { name: 'Cart' })).toMatchA11ySnapshot();
});

test('header and footer', async ({ page }) => {
  await expect(page).toMatchA11ySnapshot({ scope: 'header' });
  await expect(page).toMatchA11ySnapshot({ scope: 'footer', detail: 'full' });
});

test('regions', async ({ page }) => {
  await expect(page).toMatchA11ySnapshot('regions', { detail: 'regions' });
});
