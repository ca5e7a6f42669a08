/**
 * The read level in Chromium: the same text lines as jsdom reads from the
 * same HTML, the `a11y` fixture's `find` and read snapshot, and a golden at
 * `read` that holds the page's text.
 */
import { expect as baseExpect } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { test, expect } from '../../src/playwright/index.js';
import { capture } from '../../src/engine/index.js';
import { capturePage } from '../../src/browser-page/capture-page.js';
import { format } from '../../src/notation/index.js';

const ARTICLE = `<!doctype html><html lang="en"><title>Ledger</title><body>
<header><nav aria-label="Main"><ul><li><a href="/">Home</a></li><li><a href="/help">Help</a></li></ul></nav></header>
<main><h1>Ledger</h1>
<p>Orders placed <em>this week</em>, as the <a href="/shop">shop</a> recorded them.<br>Totals include tax.</p>
<dl><dt>Open</dt><dd>3 orders</dd></dl>
<label>Note <input value="late"></label>
<table><caption>Orders</caption>
<thead><tr><th>Order</th><th>Customer</th><th>Total</th></tr></thead>
<tbody><tr><td>#1001</td><td>Ada Lovelace</td><td>$120.00</td></tr><tr><td>#1002</td><td><a href="/c/2">Grace Hopper</a></td><td>$40.00</td></tr></tbody>
</table>
<div role="status">Saved</div>
<p hidden>Hidden words</p><p style="visibility:hidden">Invisible words</p>
</main></body></html>`;

const READ = [
  'snapshot v2',
  'page "Ledger" url="" settled',
  'link "Home"',
  'link "Help"',
  'heading "Ledger" level=1',
  'text "Orders placed this week, as the"',
  'link "shop"',
  'text "recorded them. Totals include tax."',
  'text "Open"',
  'text "3 orders"',
  'textbox "Note" ="late"',
  'caption "Orders"',
  'columns "Order | Customer | Total"',
  'row "#1001 | Ada Lovelace | $120.00"',
  'row "#1002 | | $40.00"',
  'link "Grace Hopper"',
  'status "Saved"',
];

test('Chromium and jsdom read the same text lines from the same HTML', async ({ page }) => {
  await page.setContent(ARTICLE);
  const inChromium = format(await capturePage(page, { text: true, refs: false }), { detail: 'read', refs: false })
    .trimEnd()
    .split('\n');
  const inJsdom = format(capture(new JSDOM(ARTICLE).window.document, { text: true, refs: false }), { detail: 'read', refs: false })
    .trimEnd()
    .split('\n');
  baseExpect(inChromium.slice(2)).toEqual(READ.slice(2));
  baseExpect(inJsdom.slice(2)).toEqual(READ.slice(2));
});

test("the a11y fixture's find and read snapshot", async ({ a11y, page }) => {
  await page.setContent(ARTICLE);
  baseExpect(await a11y.find('shop recorded')).toBe(
    'find "shop recorded": 1 line\ntext "Orders placed this week, as the shop recorded them. Totals include tax." in:main"" under:"Ledger"\n',
  );
  baseExpect(await a11y.find('grace')).toMatch(
    /^find "grace": 2 lines\nrow "#1002 \| Grace Hopper \| \$40\.00" in:table"Orders" under:"Ledger"\ne\d+ link "Grace Hopper" in:table"Orders" under:"Ledger"\n$/,
  );
  const read = await a11y.snapshot({ detail: 'read', scope: 'table' });
  baseExpect(read.trimEnd().split('\n').slice(2)).toEqual([
    'caption "Orders"',
    'columns "Order | Customer | Total"',
    'row "#1001 | Ada Lovelace | $120.00"',
    'row "#1002 | | $40.00"',
    expect.stringMatching(/^e\d+ link "Grace Hopper"$/),
  ]);
});

test('a golden at read holds the text: a changed total fails with its text lines', async ({ page }) => {
  await page.setContent(ARTICLE);
  await expect(page).toMatchA11ySnapshot('ledger-read', { detail: 'read' });
  await page.locator('td', { hasText: '$120.00' }).evaluate((cell) => (cell.textContent = '$121.00'));
  const failure = await expect(page)
    .toMatchA11ySnapshot('ledger-read', { timeout: 500 })
    .then(
      () => undefined,
      (error: Error) => error.message,
    );
  baseExpect(failure).toMatch(/^\s*-row "#1001 \| Ada Lovelace \| \$120\.00"$/m);
  baseExpect(failure).toMatch(/^\s*\+row "#1001 \| Ada Lovelace \| \$121\.00"$/m);
});
