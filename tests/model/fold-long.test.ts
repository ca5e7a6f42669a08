import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { foldText, MAX_TEXT } from '../../src/model/text.js';

/** The folding rule as written (accname 1.2 §4.3.2 step 2), over the whole text, then the cut. */
function foldWhole(text: string): string {
  const folded = text.replace(/[\t\n\f\r ]+/g, ' ').replace(/^ | $/g, '');
  if (folded.length <= MAX_TEXT) return folded;
  const end = /[\ud800-\udbff]/.test(folded[MAX_TEXT - 1]) ? MAX_TEXT - 1 : MAX_TEXT;
  return folded.slice(0, end) + '…';
}

describe('model/text: folding a long text reads only what it keeps', () => {
  const pieces = fc.constantFrom(' ', '  ', '\n\t', 'a', 'word ', '😀', '\ud83d', ' '.repeat(3000), 'x'.repeat(700));
  test('gives what folding the whole text gives, for texts of any length and whitespace', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        expect(foldText(text)).toBe(foldWhole(text));
      }),
      { numRuns: 2000, seed: 20 },
    );
  });

  test('a text whose only words come after a megabyte of spaces keeps them', () => {
    const text = ' '.repeat(1 << 20) + 'Save' + '\n'.repeat(1 << 20);
    expect(foldText(text)).toBe('Save');
  });
});
