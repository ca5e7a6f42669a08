/**
 * The orders page of the runner projects (tests/vitest-projects/orders,
 * tests/jest-projects/orders, tests/runners/*-orders: one copy in each, as
 * each project stands alone), and the goldens the engine renders for it here:
 * what a project's run must write.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { renderGolden, type GoldenDetail } from '../../src/golden/golden.js';

/** The page in `path`, and the same page renamed: an order number and a button ("Order 2002", "Place order"). */
export function ordersPages(path: string): { page: string; changed: string } {
  const page = readFileSync(path, 'utf8');
  return { page, changed: page.replace('Order 1001', 'Order 2002').replace('Create order', 'Place order') };
}

/** The goldens the projects' snapshots hold for `html` served at `url`. */
export function ordersGoldens(html: string, url: string): { page: string; table: string; regions: string; form: string } {
  const { document } = new JSDOM('<!doctype html>', { url }).window;
  document.documentElement.innerHTML = html;
  const golden = (root: Document | Element, detail: GoldenDetail) => renderGolden(capture(root, { refs: false }), detail);
  return {
    page: golden(document, 'compact'),
    table: golden(document.querySelector('table')!, 'full'),
    regions: golden(document, 'regions'),
    form: golden(document.querySelector('form')!, 'compact'),
  };
}

/** `golden` with the order's link stored as a pattern, `link /Order \d+/`: any order number matches it. */
export function withPattern(golden: string): string {
  return golden.replace('link "Order 1001"\n', 'link /Order \\d+/\n');
}

/** `golden` with a pattern that does not compile in the order's link, `link /Order (\d+/`: a stored golden nobody can read. */
export function withBrokenPattern(golden: string): string {
  return golden.replace('link "Order 1001"\n', 'link /Order (\\d+/\n');
}
