/**
 * The set of code points `quote` and `revealInvisible` show as escapes,
 * checked against every code point there is. The set is written out here
 * from the Unicode data, not from the code: Default_Ignorable_Code_Point as
 * DerivedCoreProperties.txt lists it (the same ranges in Unicode 15.0
 * through 17.0), C0 and C1 controls, the line and paragraph separators, the
 * interlinear annotation controls and the Egyptian hieroglyph format
 * controls. Should a runtime's Unicode data ever move the property, the
 * first test names the code points that moved.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quote, revealInvisible } from '../../src/model/text.js';

const DEFAULT_IGNORABLE: [number, number][] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfff8],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];
const OTHER_INVISIBLE: [number, number][] = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x2028, 0x2029],
  [0xfff9, 0xfffb],
  [0x13430, 0x1343f],
];
const RANGES = [...DEFAULT_IGNORABLE, ...OTHER_INVISIBLE];

function isInvisible(codePoint: number): boolean {
  return RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function escapesOf(text: string): string {
  return text
    .split('')
    .map((unit) => '\\u' + unit.charCodeAt(0).toString(16).padStart(4, '0'))
    .join('');
}

const JSON_SHORT: Record<string, string> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function isSurrogate(codePoint: number): boolean {
  return codePoint >= 0xd800 && codePoint <= 0xdfff;
}

describe('invisible code points', () => {
  /** Every code point but the surrogates, 256 to a text, each followed by a space so that none joins the next. */
  function* allCodePoints(): Generator<number[]> {
    for (let from = 0; from <= 0x10ffff; from += 256) {
      const block: number[] = [];
      for (let codePoint = from; codePoint < from + 256; codePoint++) if (!isSurrogate(codePoint)) block.push(codePoint);
      if (block.length) yield block;
    }
  }

  it('#quote escapes exactly the invisible set, over all 1,112,064 code points', () => {
    const wrong: string[] = [];
    const expected = (codePoint: number, char: string) => JSON_SHORT[char] ?? (isInvisible(codePoint) ? escapesOf(char) : char);
    for (const block of allCodePoints()) {
      const chars = block.map((codePoint) => String.fromCodePoint(codePoint));
      if (quote(chars.join(' ')) === '"' + block.map((codePoint, i) => expected(codePoint, chars[i])).join(' ') + '"') continue;
      for (const [i, codePoint] of block.entries()) {
        if (quote(chars[i]) !== '"' + expected(codePoint, chars[i]) + '"') wrong.push(`U+${codePoint.toString(16)} printed ${quote(chars[i])}`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('#revealInvisible escapes exactly the invisible set and leaves quotes and backslashes', () => {
    const wrong: string[] = [];
    const expected = (codePoint: number, char: string) => (isInvisible(codePoint) ? escapesOf(char) : char);
    for (const block of allCodePoints()) {
      const chars = block.map((codePoint) => String.fromCodePoint(codePoint));
      if (revealInvisible(chars.join(' ')) === block.map((codePoint, i) => expected(codePoint, chars[i])).join(' ')) continue;
      for (const [i, codePoint] of block.entries()) {
        if (revealInvisible(chars[i]) !== expected(codePoint, chars[i])) wrong.push(`U+${codePoint.toString(16)} revealed as ${revealInvisible(chars[i])}`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('#quote escapes every lone surrogate half, as JSON does, and keeps pairs', () => {
    for (let unit = 0xd800; unit <= 0xdfff; unit++) {
      const half = String.fromCharCode(unit);
      expect(quote(`x${half}`)).toBe(`"x${escapesOf(half)}"`);
      expect(revealInvisible(`${half}x`)).toBe(`${escapesOf(half)}x`);
    }
    expect(quote('\ud83d\ude00')).toBe('"\ud83d\ude00"');
  });

  const anyText = fc.string({ unit: 'binary', maxLength: 40 });
  const withInvisibles = fc.string({
    unit: fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.constantFrom('\u200d', '\ufe0f', '\u{e0067}', '\u{e007f}', '\u{1f3f4}', '\u2764', '1', '\u20e3', '\u{1f468}', '\u3164', '\ud800', '\udc00'),
    ),
    maxLength: 40,
  });

  it('#quote reads back with JSON.parse to the same text, whatever it holds', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, withInvisibles), (text) => JSON.parse(quote(text)) === text),
      { numRuns: 5000, seed: 7 },
    );
  });

  it('#quote writes what JSON.stringify writes when the text holds nothing invisible', () => {
    const visible = anyText.filter((text) => ![...text].some((char) => isInvisible(char.codePointAt(0)!)));
    fc.assert(
      fc.property(visible, (text) => quote(text) === JSON.stringify(text)),
      { numRuns: 5000, seed: 7 },
    );
  });

  it('#quote never prints a raw invisible code point other than the joiner, U+FE0E/U+FE0F and tags inside an emoji', () => {
    const EMOJI_PARTS = /[\u200d\ufe0e\ufe0f]|[\u{e0020}-\u{e007f}]/u;
    fc.assert(
      fc.property(withInvisibles, (text) => {
        const raw = [...quote(text)].filter((char) => isInvisible(char.codePointAt(0)!));
        return raw.every((char) => EMOJI_PARTS.test(char));
      }),
      { numRuns: 5000, seed: 7 },
    );
  });

  it('an escape written before a digit does not make it a keycap', () => {
    // JSON's `\u0000` ends in a digit: U+FE0F after the control is still escaped.
    expect(quote('\u0000\ufe0f')).toBe('"\\u0000\\ufe0f"');
    expect(revealInvisible('\u0000\ufe0f')).toBe('\\u0000\\ufe0f');
    expect(quote('\u00001\ufe0f\u20e3')).toBe('"\\u00001\ufe0f\u20e3"');
  });

  it('#revealInvisible keeps an emoji whole and escapes a joiner outside one', () => {
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    expect(revealInvisible(`"${family}" a\u200db`)).toBe(`"${family}" a\\u200db`);
    expect(revealInvisible('\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}')).toBe(
      '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
    );
    expect(revealInvisible('x\u{e0041}')).toBe('x\\udb40\\udc41');
  });
});
