/** The benchmark's orders page is the size BENCHMARKS.md says it is. */
import { JSDOM } from 'jsdom';
import { expect, test } from 'vitest';
// Plain JavaScript
import { ordersPage } from '../../bench/orders-page.mjs';

const elements = (rows: number) => new JSDOM(ordersPage(rows)).window.document.getElementsByTagName('*').length;

test('ordersPage(500) is 7,552 elements: 52 around the table, 15 a row', () => {
  expect(elements(500)).toBe(7552);
  expect(elements(1) - elements(0)).toBe(15);
});
