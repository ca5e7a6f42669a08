import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect, test } from 'vitest';

const html = readFileSync(join(import.meta.dirname, 'page.html'), 'utf8');

beforeEach(() => {
  document.title = 'Orders';
  document.body.innerHTML = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));
});

test('orders page', () => {
  expect(document).toMatchA11ySnapshot();
});

test('orders table in full', () => {
  expect(document.querySelector('table')).toMatchA11ySnapshot({ detail: 'full' });
});

test('order form, waited for', async () => {
  await expect.poll(() => document.querySelector('form')).toMatchA11ySnapshot();
});

test('new order form', () => {
  expect(document.querySelector('form')).toMatchInlineA11ySnapshot();
});

test('a row added later', async () => {
  setTimeout(() => document.querySelector('tbody')!.insertAdjacentHTML('beforeend', '<tr><td><a href="/orders/1003">Order 1003</a></td><td>Grace Hopper</td><td><button>Delete</button></td></tr>'), 100);
  await expect.poll(() => document).toResolve("tapOn: 'Order 1003'");
});
