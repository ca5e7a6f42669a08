// Each component page of components.json (written by the cross-runner test)
// served at http://localhost/ and held against its golden.
import { readFileSync } from 'node:fs';
import { test, expect } from 'a11y-snapshot/playwright';

const components: { name: string; html: string }[] = JSON.parse(readFileSync(new URL('../components.json', import.meta.url), 'utf8'));

for (const { name, html } of components) {
  test(name, async ({ page }) => {
    await page.route('http://localhost/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto('http://localhost/');
    await expect(page).toMatchA11ySnapshot(name);
    await expect(page).toMatchA11ySnapshot(`${name}-full`, { detail: 'full' });
  });
}
