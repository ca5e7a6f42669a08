/**
 * Resources: repeated captures of one document do not grow the
 * heap, and refs hold no element or document alive. Small here (a 20-row
 * orders page, 200 captures); `npm run stress` takes 1,000 captures of the
 * 500-row page and the heap of one capture of the 5,000-row page.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
// Plain JavaScript (its JSDoc gives the types), shared with scripts/stress.mjs
import { collectedAfter, heapOverCaptures } from './lib/memory.mjs';
// Plain JavaScript
import { ordersPage } from '../../bench/orders-page.mjs';

const MB = 1024 * 1024;

describe('reliability: memory', () => {
  test('200 captures of the same document: the heap does not grow', { timeout: 60_000 }, () => {
    const { document } = new JSDOM(ordersPage(20)).window;
    const { growth } = heapOverCaptures({ capture, document, captures: 200, every: 50 });
    // A leak of one model per capture (about 40 kB here) would be 8 MB.
    expect(growth).toBeLessThan(2 * MB);
  });

  test('200 captures while the rows are rebuilt each time: refs of removed elements are not kept', { timeout: 60_000 }, () => {
    const { document } = new JSDOM(ordersPage(20)).window;
    const tbody = document.querySelector('tbody')!;
    const html = tbody.innerHTML;
    const result = heapOverCaptures({ capture, document, captures: 200, every: 50, rerender: () => (tbody.innerHTML = html) });
    expect(result.growth).toBeLessThan(2 * MB);
    // Refs went on counting: each rebuild gave new elements new numbers.
    const refs = capture(document).nodes.map((n) => Number(n.ref!.slice(1)));
    expect(Math.max(...refs)).toBeGreaterThan(200 * 20 * 4);
  });

  test('a captured document is collected once the test drops it: the ref registry holds it weakly', { timeout: 30_000 }, async () => {
    const collected = await collectedAfter(
      () => new JSDOM(ordersPage(20)).window,
      (document: Document) => {
        capture(document);
        capture(document);
      },
    );
    expect(collected).toBe(true);
  });
});
