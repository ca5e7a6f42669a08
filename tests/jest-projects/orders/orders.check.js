const { readFileSync } = require('node:fs');
const { join } = require('node:path');

beforeEach(() => {
  document.documentElement.innerHTML = readFileSync(join(__dirname, 'page.html'), 'utf8');
});

test('orders page', () => {
  expect(document).toMatchA11ySnapshot();
});

test('orders table in full', () => {
  expect(document.querySelector('table')).toMatchA11ySnapshot({ detail: 'full' });
});

test('regions', () => {
  expect(document).toMatchA11ySnapshot({ detail: 'regions' });
});

test('new order form', () => {
  expect(document.querySelector('form')).toMatchInlineA11ySnapshot();
});
