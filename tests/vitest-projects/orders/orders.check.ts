import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, expect, test } from 'vitest';

beforeEach(() => {
  document.documentElement.innerHTML = readFileSync(join(import.meta.dirname, 'page.html'), 'utf8');
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
