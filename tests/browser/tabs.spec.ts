/**
 * A window an act of the `a11y` fixture opens is named in its receipt, by
 * title and url, and handed to the test as the Page it is; the golden form
 * holds it without the origin.
 */
import type { BrowserContext } from '@playwright/test';
import { A11y, test, expect } from '../../src/playwright/index.js';
import { windowsAsked } from '../../src/browser-page/inject.js';

const ORIGIN = 'http://shop.test';

const PAGES: Record<string, string> = {
  '/': `<!doctype html><title>Shop</title><main><h1>Shop</h1>
<a href="/order/1001" target="_blank">Order #1001</a>
<button type="button" onclick="window.open('/order/1002')">Open #1002</button></main>`,
  '/order/1001': '<!doctype html><title>Order #1001</title><main><h1>Order #1001</h1><button>Ship</button></main>',
  '/order/1002': '<!doctype html><title>Order #1002</title><main><h1>Order #1002</h1><button>Ship</button></main>',
};

/** Served for every page of the context: a window the page opens is another page of it. */
async function serve(context: BrowserContext): Promise<void> {
  await context.route(`${ORIGIN}/**`, (route) => {
    const body = PAGES[new URL(route.request().url()).pathname];
    return body === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ contentType: 'text/html', body });
  });
}

test.describe('playwright/tabs: a window an act opens', () => {
  test('a link with target=_blank: the receipt names the tab; the test gets its page', async ({ context, page, a11y }) => {
    await serve(context);
    await page.goto(`${ORIGIN}/`);
    const receipt = await a11y.try("tapOn: 'Order #1001'");
    expect(receipt.text.split('\n')).toContain(`tab "Order #1001" url="${ORIGIN}/order/1001"`);
    expect(receipt.golden.split('\n')).toContain('tab "Order #1001" url="/order/1001"');
    expect(receipt.text).not.toMatch(/^went /m);
    expect(receipt.opened).toHaveLength(1);
    await expect(receipt.opened[0]).toHaveTitle('Order #1001');
    // The page the act was on is still the fixture's.
    expect(await a11y.snapshot()).toContain('page "Shop"');
  });

  test('window.open from a script: the same', async ({ context, page, a11y }) => {
    await serve(context);
    await page.goto(`${ORIGIN}/`);
    const receipt = await a11y.try("tapOn: 'Open #1002'");
    expect(receipt.golden.split('\n')).toContain('tab "Order #1002" url="/order/1002"');
    expect(receipt.opened.map((opened) => opened.url())).toEqual([`${ORIGIN}/order/1002`]);
  });

  test('an act that opens nothing has no tab line and no page', async ({ context, page, a11y }) => {
    await serve(context);
    await page.goto(`${ORIGIN}/order/1001`);
    const receipt = await a11y.try("tapOn: 'Ship'");
    expect(receipt.text).not.toMatch(/^tab /m);
    expect(receipt.opened).toEqual([]);
  });

  test('the windows a page asks for are counted as Chromium is asked, before Playwright tells of them', async ({ context, page, a11y }) => {
    await serve(context);
    await page.goto(`${ORIGIN}/`);
    await a11y.try("tapOn: 'Order #1001'");
    await a11y.try("tapOn: 'Open #1002'");
    expect(windowsAsked(page)).toBe(2);
    expect(context.pages()).toHaveLength(3);
  });

  test('a window that closes itself when tapped: the tap is done, and the receipt says the page closed, every time', async ({ page }) => {
    await page.setContent('<title>Shop</title>');
    // Chromium answers the release of the click before or after the window goes, as it happens: each round is a new chance.
    for (let round = 0; round < 10; round++) {
      const [note] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('about:blank'))]);
      await note.setContent('<title>Note</title><button onclick="window.close()">Done</button>');
      const receipt = await new A11y(note, { timeout: 5_000 }).try("tapOn: 'Done'");
      expect(receipt.text).toMatch(/^done tapOn e\d+ button "Done"\nclosed$/);
      expect(note.isClosed()).toBe(true);
    }
  });
});
