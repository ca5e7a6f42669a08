import { describe, expect, test, vi } from 'vitest';
import * as patterns from '../../src/notation/patterns.js';
import { renderReviewHtml, reviewPairs, type GoldenPair } from '../../src/review/index.js';
import { golden } from './helpers.js';

const before = golden(
  [
    'link "Home"',
    'link "Orders"',
    'link "Customers"',
    'searchbox "Search"',
    'button "Search"',
    'heading "Orders" level=1',
    'button "Create order"',
    'checkbox "Only mine" off',
  ],
  ["try tapOn: 'Create order'", '  done tapOn button "Create order"'],
);
const after = golden(
  [
    'link "Home"',
    'link "Orders"',
    'link "Customers"',
    'searchbox "Search"',
    'button "Search"',
    'heading "Orders" level=1',
    'button "Place order"',
    'checkbox "Only mine" on',
    'button "<img src=x onerror=alert(1)>"',
  ],
  ["try tapOn: 'Create order'", '  none "Create order"'],
);
const pairs: GoldenPair[] = [{ file: 'tests/orders.spec.ts-snapshots/orders.snap', old: before, new: after }];

/** The rows of the golden's table: their class and cells, tags stripped. */
function rowsOf(html: string): string[] {
  return [...html.matchAll(/<tr class="([a-z]+)">(.*?)<\/tr>/g)].map(
    ([, kind, cells]) => `${kind}: ${[...cells.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1].replace(/<[^>]+>/g, '')).join(' | ')}`,
  );
}

describe('review/html', () => {
  const html = renderReviewHtml(pairs, reviewPairs(pairs));

  test('a self-contained page: no script, no external resource', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|src=["']?http|url\(/i);
  });

  test('each changed golden side by side: renames as ~name, flags as ~flags, additions on the right, unchanged runs folded', () => {
    expect(rowsOf(html)).toEqual([
      // The signature, the two header lines and four element lines; two lines of context stay.
      'skipped:  | … 7 unchanged lines',
      'same:  | button &#34;Search&#34; | button &#34;Search&#34;',
      'same:  | heading &#34;Orders&#34; level=1 | heading &#34;Orders&#34; level=1',
      'changed: ~name | button &#34;Create order&#34; | button &#34;Place order&#34;',
      'changed: ~flags | checkbox &#34;Only mine&#34; off | checkbox &#34;Only mine&#34; on',
      'added: + |  | button &#34;&#60;img src=x onerror=alert(1)&#62;&#34;',
      'same:  |  | ',
      'same:  | try tapOn: &#39;Create order&#39; | try tapOn: &#39;Create order&#39;',
      'removed: - |   done tapOn button &#34;Create order&#34; | ',
      'added: + |  |   none &#34;Create order&#34;',
    ]);
  });

  test('the changed words are marked', () => {
    expect(html).toContain('<del>Create</del>');
    expect(html).toContain('<ins>Place</ins>');
  });

  test('page text stays text', () => {
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  test('the summary lists the items by kind, most serious first', () => {
    const headings = [...html.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(headings[0]).toMatch(/^Steps that no longer reach one element \(1\)$/);
    expect(headings).toContain('Renamed (1)');
  });

  test('no change: says so', () => {
    expect(renderReviewHtml([], [])).toContain('<p>No accessibility changes.</p>');
  });

  test('a bug while reading a golden surfaces as itself, not as a golden shown as text', () => {
    const spy = vi.spyOn(patterns, 'extractPatterns').mockImplementation(() => {
      throw new TypeError('bug in the reader');
    });
    try {
      expect(() => renderReviewHtml(pairs, [])).toThrow(TypeError);
    } finally {
      spy.mockRestore();
    }
  });
});
