/**
 * A step's text longer than any name: the nearest names are ranked by the
 * step's first 200 characters, as page text is cut (`foldText`), so ranking
 * costs at most 200 characters against each name, whatever the step's length.
 */
import { describe, expect, it } from 'vitest';
import { parseStepOrThrow } from '../../src/steps/grammar.js';
import { resolve } from '../../src/steps/resolve.js';
import { firstCodePoints, isSimilarAtLeast, measureSimilarity } from '../../src/steps/similarity.js';
import { page } from './models.js';

/** `n` words of letters, no two alike in a row: text the norm tier keeps as it is. */
function words(letters: string, n: number): string {
  return Array.from({ length: n }, (_, i) => letters[i % letters.length].repeat(3)).join(' ');
}

describe('steps: a step longer than any name', () => {
  it('ranks the nearest names by the first 200 characters of the step', () => {
    const head = words('abcdefgh', 50).slice(0, 200); // 200 characters
    const tail = words('stuvwxyz', 50).slice(0, 200);
    const step = `${head} ${words('klmnopqr', 400)} ${tail}`;
    // Against the whole step both names are 1,800+ edits away; the head is the step as a line would carry it.
    const model = page([
      { role: 'button', name: tail },
      { role: 'button', name: head },
      { role: 'button', name: 'Cancel' },
    ]);
    const result = resolve(model, parseStepOrThrow(`tapOn: '${step}'`));
    expect(result.outcome).toBe('none');
    // The head is the step's first 200 characters itself; the tail and "Cancel" are far from them.
    expect(result.outcome === 'none' && result.candidates.map((c) => c.node.ref)).toEqual(['e2']);
  });

  it('cuts a text at 200 code points, an emoji counting one and never split', () => {
    expect(firstCodePoints('🙂'.repeat(300))).toBe('🙂'.repeat(200));
    expect(firstCodePoints('a'.repeat(199) + '🙂🙂')).toBe('a'.repeat(199) + '🙂');
    expect(firstCodePoints('\ud83d'.repeat(300))).toBe('\ud83d'.repeat(200)); // lone halves count one each, as Array.from does
    expect(firstCodePoints('short')).toBe('short');
  });

  it('a step of the same length as the names ranks as before', () => {
    const model = page([
      { role: 'button', name: 'Create orders later' }, // 0.58 alike
      { role: 'button', name: 'Create order now' }, // 0.67
      { role: 'button', name: 'Cancel the order' }, // 0.33: too far to offer
      { role: 'button', name: 'Crate older toys' }, // 0.67
    ]);
    const result = resolve(model, parseStepOrThrow("tapOn: 'Craete ordre today'"));
    expect(result.outcome === 'none' && result.candidates.map((c) => c.node.ref)).toEqual(['e2', 'e4', 'e1']);
  });

  it("the score tier's bounded check agrees with the whole table", () => {
    // Texts over a small alphabet, so that matches, swaps and near misses are common.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const letters = Array.from('abcd🙂');
    const text = () => Array.from({ length: next(14) }, () => letters[next(5)]).join('');
    for (let k = 0; k < 20_000; k++) {
      const [a, b, threshold] = [text(), text(), [0.7, 0.5, 0.2, 0.9, 1][next(5)]];
      if (isSimilarAtLeast(a, b, threshold) !== measureSimilarity(a, b) >= threshold) {
        throw new Error(`${JSON.stringify(a)} / ${JSON.stringify(b)} at ${threshold}`);
      }
    }
    expect(isSimilarAtLeast('Cancle order', 'Cancel order', 0.7)).toBe(true);
    expect(isSimilarAtLeast('Save', 'Send', 0.7)).toBe(false);
  });

  // A hang guard, not a timing: per line the ranking compares at most 200
  // characters of the step; the whole 20,000 would take about 100 times longer.
  it('a 20,000-character step against 2,000 lines lists its candidates', { timeout: 20_000 }, () => {
    // Names close to the step's head, so that there are candidates to rank.
    const model = page(Array.from({ length: 2_000 }, (_, i) => ({ role: 'button', name: `${words('abcdefghij', 45)} ${i}` })));
    const result = resolve(model, parseStepOrThrow(`tapOn: '${words('abcdefghij', 5_000)}'`));
    expect(result.outcome).toBe('none');
    expect(result.outcome === 'none' && result.candidates).toHaveLength(5);
  });
});
