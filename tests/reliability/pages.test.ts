/**
 * Hostile pages at sizes CI can afford: each kind gives a snapshot
 * that holds what the page holds, prints one line per element and parses
 * back. No durations are asserted: the per-element time at full size, and
 * its ratio to a tenth of it, are `npm run stress` figures (RELIABILITY.md).
 * tests/engine/bad-input.test.ts covers 50,000 elements, 10,000 deep,
 * reference cycles, 1 MB names and 5,000 twins one by one; these add shadow
 * roots, rings and multiple owners at scale, and run every kind at two sizes.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { format, parse } from '../../src/notation/index.js';
// Plain JavaScript (its JSDoc gives the types), shared with scripts/stress.mjs
import { measureKind, PAGE_KINDS } from './lib/pages.mjs';

const api = { JSDOM, capture, format, parse };
const KINDS = Object.keys(PAGE_KINDS) as Array<keyof typeof PAGE_KINDS>;

describe('reliability: hostile pages', () => {
  for (const kind of KINDS) {
    const full: number = PAGE_KINDS[kind].full;
    // A tenth of the full size, and a hundredth: the same checks at both.
    test.each([full / 100, full / 10])(`${kind}: %i ${PAGE_KINDS[kind].unit}, the snapshot holds the page`, { timeout: 60_000 }, (n) => {
      const { problem, elements } = measureKind(api, kind, n);
      expect(problem).toBe('');
      expect(elements).toBeGreaterThan(0);
    });
  }

  test('5,000 shadow roots at full size: every open root pierced, every slot followed', { timeout: 60_000 }, () => {
    expect(measureKind(api, 'shadow', 5_000).problem).toBe('');
  });
});
