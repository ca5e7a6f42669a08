/**
 * Comparing goldens whose lines all changed stays near-linear: the work is
 * counted as calls of the text comparison every pairing goes through, never
 * timed (RELIABILITY.md holds the figures at 10,000 lines).
 */
import { describe, test, expect, vi } from 'vitest';
import * as patterns from '../../src/notation/patterns.js';
import { compareLines } from '../../src/diff/compare.js';
import { readGolden } from '../../src/golden/golden.js';
import type { SnapshotNode } from '../../src/model/snapshot.js';

vi.mock('../../src/notation/patterns.js', async (original) => {
  const real = await original<typeof import('../../src/notation/patterns.js')>();
  return { ...real, matchesText: vi.fn(real.matchesText) };
});

const button = (name: string): SnapshotNode => ({ role: 'button', name, key: name, keyKind: 'text', count: 1, index: 1, flags: [] });

function goldenOf(names: string[]) {
  return readGolden(
    `# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="u" settled\n${names.map((n) => `button ${JSON.stringify(n)}`).join('\n')}\n`,
    'x.snap',
  );
}

describe('diff/compare: bounds', () => {
  test.each([1_000, 3_000])('%s renamed lines: each paired ~name, with comparisons linear in the lines', (n) => {
    const golden = goldenOf(Array.from({ length: n }, (_, i) => `Old ${i}`));
    const now = Array.from({ length: n }, (_, i) => button(`New ${i}`));
    const calls = vi.mocked(patterns.matchesText);
    calls.mockClear();
    const changes = compareLines(golden.lines, now, 'compact');
    expect(changes).toHaveLength(n);
    expect(changes.every((c) => c.kind === 'changed' && c.facets.join() === 'name')).toBe(true);
    expect(calls.mock.calls.length).toBeLessThan(60 * n);
  });

  test('renamed lines among unchanged ones keep their places, with comparisons linear in the lines', () => {
    const n = 3_000;
    const golden = goldenOf(Array.from({ length: n }, (_, i) => (i % 3 ? `Same ${i}` : `Old ${i}`)));
    const now = Array.from({ length: n }, (_, i) => button(i % 3 ? `Same ${i}` : `New ${i}`));
    const calls = vi.mocked(patterns.matchesText);
    calls.mockClear();
    const changes = compareLines(golden.lines, now, 'compact');
    expect(changes.map((c) => c.kind)).toEqual(Array.from({ length: n }, (_, i) => (i % 3 ? 'same' : 'changed')));
    expect(calls.mock.calls.length).toBeLessThan(60 * n);
  });
});
