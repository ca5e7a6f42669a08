/**
 * A Locator that matches nothing is a Locator that matches nothing, not a
 * busy page: the failure says what was waited for, in Playwright's words, and
 * comes at the timeout. Only a page whose main thread never answers is busy.
 */
import { expect as baseExpect } from '@playwright/test';
import { expect, test } from '../../src/playwright/index.js';

test.describe('playwright/matchers: a locator that matches nothing', () => {
  test.use({ a11yLint: [] });

  test('fails with what it waited for, never as a busy page', async ({ page }) => {
    await page.setContent('<main><h1>Orders</h1><button>Create order</button></main>');
    const error = await expect(page.getByRole('grid'))
      .toMatchA11ySnapshot('orders', { timeout: 1000 })
      .catch((e: Error) => e);
    baseExpect(error).toBeInstanceOf(Error);
    const message = String((error as Error).message);
    baseExpect(message).toContain("getByRole('grid')");
    baseExpect(message).not.toMatch(/busy|did not answer/i);
  });

  test('a page whose main thread never answers is still called busy', async ({ page }) => {
    await page.setContent('<main><table role="grid"><tr><td>1</td></tr></table></main>');
    await page.evaluate(() =>
      setTimeout(() => {
        for (;;);
      }, 0),
    );
    const error = await expect(page.getByRole('grid'))
      .toMatchA11ySnapshot('busy', { timeout: 1000 })
      .catch((e: Error) => e);
    baseExpect(String((error as Error).message)).toMatch(/^The page did not answer within 1000 ms \(the timeout\): its main thread is busy/);
  });
});
