import { page } from 'vitest/browser';
import { beforeEach, expect, test } from 'vitest';
import html from './page.html?raw';

// The first test, so that no test before it has given the page a title.
const UNTITLED = 'a page the test gives no title';

beforeEach(({ task }) => {
  if (task.name !== UNTITLED) document.title = 'Orders';
  document.body.innerHTML = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));
});

test(UNTITLED, () => {
  expect(document.querySelector('h1')).toMatchInlineA11ySnapshot(`
    # a11y-snapshot detail:compact
    snapshot v2
    page "" url="/" settled
    heading[2] "Orders" x2 level=1 in:main""
  `);
});

test('orders page', () => {
  expect(document).toMatchA11ySnapshot();
});

test('orders table in full', () => {
  expect(document.querySelector('table')).toMatchA11ySnapshot({ detail: 'full' });
});

test('order form, waited for', async () => {
  await expect.element(page.getByRole('form', { name: 'New order' })).toMatchA11ySnapshot();
});

test('new order form', () => {
  expect(document.querySelector('form')).toMatchInlineA11ySnapshot();
});

test('a row added later', async () => {
  setTimeout(
    () =>
      document
        .querySelector('tbody')!
        .insertAdjacentHTML('beforeend', '<tr><td><a href="/orders/1003">Order 1003</a></td><td>Grace Hopper</td><td><button>Delete</button></td></tr>'),
    100,
  );
  await expect.element(page.getByRole('link', { name: 'Order 1003' })).toBeInTheDocument();
  expect(page.getByRole('table')).toResolve("tapOn: 'Order 1003'");
});
