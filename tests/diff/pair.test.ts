import { describe, test, expect } from 'vitest';
import { pairLines, RANKED_PAIRS, type PairOptions } from '../../src/diff/pair.js';

const text = (line: string) => line;
const lower = (line: string) => line.toLowerCase();
/** Equal text anchors; the same word in another case is the same line, changed. */
const caseless: PairOptions<string, string> = {
  anchor: { same: (a, b) => a === b, leftToken: text, rightToken: text },
  steps: [{ leftKey: lower, rightKey: lower }],
};

describe('diff/pair', () => {
  describe('#pairLines', () => {
    test('anchors first, then steps between them; what is left is removed or added, in left order', () => {
      expect(pairLines(['a', 'b', 'c', 'd'], ['a', 'B', 'x', 'c'], caseless)).toEqual([
        { kind: 'same', left: 0, right: 0 },
        { kind: 'paired', left: 1, right: 1 },
        { kind: 'added', right: 2 },
        { kind: 'same', left: 2, right: 3 },
        { kind: 'removed', left: 3 },
      ]);
    });

    test('in a block, the left lines come first, then the right lines left alone', () => {
      expect(pairLines(['a', 'x', 'y', 'b'], ['a', 'z', 'Y', 'b'], caseless).map((p) => p.kind)).toEqual(['same', 'removed', 'paired', 'added', 'same']);
    });

    test('without an anchor, order does not count: lines pair by key wherever they stand', () => {
      const options: PairOptions<string, string> = { steps: [{ leftKey: text, rightKey: text }] };
      expect(pairLines(['x', 'y'], ['y', 'x'], options)).toEqual([
        { kind: 'paired', left: 0, right: 1 },
        { kind: 'paired', left: 1, right: 0 },
      ]);
    });

    test('a left line that stands for many texts is scanned for with its own test', () => {
      const options: PairOptions<string, string> = {
        steps: [{ leftKey: text, rightKey: text, scan: (left) => (left.endsWith('*') ? (right) => right.startsWith(left.slice(0, -1)) : undefined) }],
      };
      expect(pairLines(['ord*', 'z'], ['x', 'order 2', 'z'], options)).toEqual([
        { kind: 'paired', left: 0, right: 1 },
        { kind: 'paired', left: 1, right: 2 },
        { kind: 'added', right: 0 },
      ]);
    });

    test('a ranking step pairs the closest lines of a key first, ties in order', () => {
      const options: PairOptions<string, string> = {
        steps: [{ leftKey: () => 'k', rightKey: () => 'k', closeness: (a, b) => (a[0] === b[0] ? 1 : 0) }],
      };
      expect(pairLines(['save', 'quit'], ['secret', 'quiet', 'save2'], options)).toEqual([
        { kind: 'paired', left: 0, right: 0 },
        { kind: 'paired', left: 1, right: 1 },
        { kind: 'added', right: 2 },
      ]);
      expect(pairLines(['apple', 'pear'], ['zinc', 'pip', 'axe'], options)).toEqual([
        { kind: 'paired', left: 0, right: 2 },
        { kind: 'paired', left: 1, right: 1 },
        { kind: 'added', right: 0 },
      ]);
    });

    test('ranking compares at most RANKED_PAIRS pairs a block, so a comparison stays linear', () => {
      let calls = 0;
      const options: PairOptions<string, string> = {
        anchor: { same: (a, b) => a === b, leftToken: text, rightToken: text },
        steps: [{ leftKey: () => 'k', rightKey: () => 'k', closeness: () => (calls++, 0) }],
      };
      const n = 3_000;
      // One block of n changed lines: past the budget, paired in order without ranking.
      const whole = pairLines(
        Array.from({ length: n }, (_, i) => `a${i}`),
        Array.from({ length: n }, (_, i) => `b${i}`),
        options,
      );
      expect(whole.every((p, i) => p.kind === 'paired' && p.left === i && p.right === i)).toBe(true);
      expect(calls).toBeLessThanOrEqual(RANKED_PAIRS);
      // Many small blocks between anchors: each ranks its few pairs.
      calls = 0;
      const left = Array.from({ length: n }, (_, i) => (i % 3 === 2 ? `same${i}` : `a${i}`));
      const right = Array.from({ length: n }, (_, i) => (i % 3 === 2 ? `same${i}` : `b${i}`));
      pairLines(left, right, options);
      expect(calls).toBeLessThanOrEqual(4 * n);
    });

    test('with no hooks nothing pairs', () => {
      expect(pairLines(['a'], ['a'])).toEqual([
        { kind: 'removed', left: 0 },
        { kind: 'added', right: 0 },
      ]);
    });
  });
});
