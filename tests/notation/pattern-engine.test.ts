/**
 * The linear-time pattern matcher: the same answers as a RegExp anchored at
 * both ends of the string, for every pattern it accepts; patterns that make
 * a backtracking engine run without end answered all the same; constructs
 * no linear matcher runs refused, each in one line naming it.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { compilePattern, MAX_PROGRAM, PatternRefused } from '../../src/notation/pattern-engine.js';

/** What RegExp answers for a whole-string match: sticky from 0, nothing after (`$` bends under `m`, the end does not). */
function regexAnswer(body: string, flags: string, text: string): boolean {
  const regex = new RegExp(`(?:${body})(?![\\s\\S])`, `${flags}y`);
  regex.lastIndex = 0;
  return regex.test(text);
}

function refusal(body: string, flags = ''): string {
  try {
    compilePattern(body, flags);
  } catch (error) {
    if (error instanceof PatternRefused) return error.message;
    throw error;
  }
  throw new Error(`/${body}/${flags} was not refused`);
}

// Characters where the semantics are subtle: case folding in and out of
// ASCII (ſ, K, the Kelvin sign), line terminators, a surrogate pair and a
// lone half, the characters Annex B reads as literals.
const TEXT_UNITS = [
  'a',
  'b',
  'A',
  'B',
  'k',
  'K',
  'ſ',
  '\u212a',
  's',
  'S',
  ' ',
  '\n',
  '\r',
  '\u2028',
  '0',
  '1',
  '8',
  '_',
  '-',
  'é',
  'É',
  '😀',
  '\ud83d',
  '\\',
  'c',
  'u',
  'x',
  '{',
  '}',
  ']',
  '\u0001',
  '\u0008',
  '\n',
  '\u00a0',
];

const atoms = fc.constantFrom(
  'a',
  'b',
  'A',
  'k',
  'ſ',
  'é',
  ' ',
  '😀',
  '-',
  '_',
  '0',
  '.',
  '\\d',
  '\\w',
  '\\s',
  '\\D',
  '\\W',
  '\\S',
  '\\.',
  '\\-',
  '\\n',
  '\\r',
  '\\t',
  '\\\\',
  '\\x41',
  '\\u0061',
  '\\u{1F600}',
  '\\ud83d\\ude00',
  '\\ud83d',
  '\\0',
  '\\1',
  '\\12',
  '\\8',
  '\\18',
  '\\400',
  '\\c',
  '\\cA',
  '\\ca',
  '\\c1',
  '\\u',
  '\\x',
  '\\k',
  '\\p{L}',
  '\\P{Lu}',
  '\\p{Script=Latin}',
  '[ab]',
  '[^a]',
  '[a-z]',
  '[A-Z]',
  '[\\d ]',
  '[]',
  '[^]',
  '[\\b]',
  '[é-ſ]',
  '[\\w-]',
  '[\\c1]',
  '[😀]',
  '[\\s\\S]',
  '[-a]',
  '{',
  '}',
  ']',
  '{1,',
  'x{a}',
);
const assertions = fc.constantFrom('^', '$', '\\b', '\\B');
const quantifiers = fc.constantFrom('*', '+', '?', '{2}', '{0,2}', '{1,}', '{0}', '*?', '+?', '??', '{1,3}?');

/** Small pattern bodies from the whole supported syntax, some of which RegExp refuses under some flags (those are skipped). */
const body: fc.Arbitrary<string> = fc.letrec<{ body: string; term: string }>((tie) => ({
  body: fc.oneof(
    { weight: 3, arbitrary: fc.array(tie('term'), { minLength: 0, maxLength: 4 }).map((terms) => terms.join('')) },
    { weight: 1, arbitrary: fc.array(tie('term'), { minLength: 2, maxLength: 3 }).map((terms) => terms.join('|')) },
  ),
  term: fc.oneof(
    { weight: 5, arbitrary: atoms },
    { weight: 2, arbitrary: assertions },
    { weight: 2, arbitrary: fc.tuple(atoms, quantifiers).map(([atom, quantifier]) => atom + quantifier) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom('(', '(?:', '(?<g>'), tie('body'), fc.constantFrom('', '*', '+', '?', '{1,2}'))
        .map(([open, inner, quantifier]) => `${open}${inner})${quantifier}`),
    },
  ),
})).body;

const flags = fc.subarray(['i', 'm', 's', 'u']).map((list) => list.join(''));
// Texts over the commonest atoms match often; texts over every subtle character probe the edges.
const text = fc
  .oneof(fc.array(fc.constantFrom('a', 'b', 'A', 'k', ' ', '0', '_', '\n'), { maxLength: 6 }), fc.array(fc.constantFrom(...TEXT_UNITS), { maxLength: 10 }))
  .map((units) => units.join(''));

function compiles(source: string, flagText: string): boolean {
  try {
    new RegExp(source, flagText);
    return true;
  } catch {
    return false;
  }
}

describe('notation/pattern-engine', () => {
  test('answers as RegExp does, for random patterns, flags and texts', () => {
    fc.assert(
      fc.property(body, flags, fc.array(text, { minLength: 1, maxLength: 6 }), (source, flagText, texts) => {
        fc.pre(compiles(source, flagText));
        let matcher;
        try {
          matcher = compilePattern(source, flagText);
        } catch (error) {
          // The one refusal the generator can reach: `\1` where a group 1 exists.
          expect(error).toBeInstanceOf(PatternRefused);
          expect((error as Error).message).toMatch(/^uses a backreference "\\\d+": /);
          return;
        }
        for (const t of texts) expect([source, flagText, t, matcher.test(t)]).toEqual([source, flagText, t, regexAnswer(source, flagText, t)]);
      }),
      { numRuns: 3000, seed: 1968 },
    );
  });

  test.each([
    ['', '', ['', 'a'], [true, false]],
    ['a|', '', ['', 'a', 'aa'], [true, true, false]],
    ['(a*)*b', '', ['aaab', 'b', 'aaa'], [true, true, false]],
    ['(|a)+', '', ['', 'aaa', 'b'], [true, true, false]],
    ['(?:\\b)*a\\b', '', ['a', 'ab'], [true, false]],
    ['\\d{4}-\\d\\d-\\d\\d', '', ['2024-01-31', '2024-1-31'], [true, false]],
    ['order \\d+', 'i', ['Order 1001', 'ORDER 7', 'Order x'], [true, true, false]],
    ['^a$', 'm', ['a', 'a\nb', 'b\na'], [true, false, false]],
    ['a$\\n^b', 'm', ['a\nb', 'ab'], [true, false]],
    ['.', '', ['😀', '\n', 'a'], [false, false, true]],
    ['.', 'u', ['😀', '\ud83d', 'a\u0301'], [true, true, false]],
    ['.', 's', ['\n', '\u2028'], [true, true]],
    ['\\bſ', 'iu', ['s', 'S', 'ſ'], [true, true, true]],
    ['(?:){99999999999}a', '', ['a', ''], [true, false]],
    ['(?:a{0}(?:)){99999999999}b', '', ['b', 'ab'], [true, false]],
  ])('/%s/%s on %j: %j, as RegExp says', (source, flagText, texts, answers) => {
    const matcher = compilePattern(source, flagText);
    expect(texts.map((t) => matcher.test(t))).toEqual(answers);
    expect(texts.map((t) => regexAnswer(source, flagText, t))).toEqual(answers);
  });

  describe('patterns that backtrack without end in RegExp', () => {
    const name = 'item1 item2 item3 item4 item5 item6 item7 item8 item9 item10 item11 item12 '.repeat(3).slice(0, 199) + 'x';
    test.each([
      ['(\\w+\\s?)+ order', name, name + ' order'],
      ['(a+)+$', 'a'.repeat(199) + '!', 'a'.repeat(200)],
      ['(a|a)*b', 'a'.repeat(200), 'a'.repeat(199) + 'b'],
      ['(a|aa)+c', 'a'.repeat(200), 'a'.repeat(199) + 'c'],
      ['(.*a){20}', 'a'.repeat(19) + 'b'.repeat(181), 'ab'.repeat(100).slice(0, 199) + 'a'],
      ['(\\d+\\.?)*[a-z]', '1.'.repeat(100), '1.'.repeat(100) + 'z'],
    ])('/%s/ answers a 200-character text that does not match, and one that does', (source, miss, hit) => {
      const matcher = compilePattern(source, '');
      expect(matcher.test(miss)).toBe(false);
      expect(matcher.test(hit)).toBe(true);
    });

    test('a megabyte of text is answered, both ways', () => {
      const matcher = compilePattern('(\\w+\\s?)+ order', 'i');
      const words = 'order '.repeat(170_000);
      expect(matcher.test(words)).toBe(false);
      expect(matcher.test(words + 'ORDER')).toBe(true);
      expect(compilePattern('(a+)+$', '').test('a'.repeat(1_000_000) + '!')).toBe(false);
    });
  });

  describe('refusals: one line naming the construct', () => {
    test.each([
      ['(a+)\\1', '', 'uses a backreference "\\1"'],
      ['(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\\10', '', 'uses a backreference "\\10"'],
      ['(a)\\1', 'u', 'uses a backreference "\\1"'],
      ['(?<word>a+)\\k<word>', '', 'uses a backreference "\\k<word>"'],
      ['(?=a)\\w', '', 'uses a lookahead "(?="'],
      ['(?!a)\\w', 'u', 'uses a lookahead "(?!"'],
      ['\\w(?<=a)', '', 'uses a lookbehind "(?<="'],
      ['\\w(?<!a)', '', 'uses a lookbehind "(?<!"'],
      ['a', 'v', 'uses the v flag'],
      [`a{${MAX_PROGRAM + 1}}`, '', `is too large to match in bounded time`],
      ['(a{100}){101}', '', `is too large to match in bounded time`],
      ['(?:a{1000}){1000}', '', `is too large to match in bounded time`],
      [`a{1${'0'.repeat(400)}}`, '', `is too large to match in bounded time`],
      [`(?:|a){1${'0'.repeat(400)}}`, '', `is too large to match in bounded time`],
      [`${'('.repeat(501)}a${')'.repeat(501)}`, '', 'nests groups more than 500 deep'],
    ])('/%s/%s: %s', (source, flagText, message) => {
      const refused = refusal(source, flagText);
      expect(refused.startsWith(message)).toBe(true);
      expect(refused).not.toContain('\n');
    });

    test('within the bounds, counts and nesting compile', () => {
      expect(compilePattern(`a{${MAX_PROGRAM}}`, '').test('a'.repeat(MAX_PROGRAM))).toBe(true);
      expect(compilePattern(`${'('.repeat(500)}a${')'.repeat(500)}`, '').test('a')).toBe(true);
      expect(compilePattern('a{2,}', '').test('a'.repeat(50_000))).toBe(true);
    });
  });
});
