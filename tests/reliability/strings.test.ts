/**
 * Hostile strings, at the size CI runs: FC_STRINGS generated names,
 * values, placeholders, titles, urls, test ids and ids (default 10,000;
 * `npm run stress` runs 100,000 against dist/). Each page's snapshot must
 * parse back to the same model, hold one line per element, and keep every
 * page string inside its quotes. tests/engine/hostile-strings.test.ts checks
 * whole generated pages; this one pushes many more strings through.
 */
import { isDeepStrictEqual } from 'node:util';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { foldText, format, parse } from '../../src/notation/index.js';
import { parseGolden, renderGolden } from '../../src/golden/golden.js';
// Plain JavaScript (its JSDoc gives the types), shared with scripts/stress.mjs
import { checkHeaderStrings, checkHostileStrings, hostileStrings, LOOKALIKES, textProblem } from './lib/strings.mjs';

const COUNT = Number(process.env.FC_STRINGS ?? 10_000);
const api = { JSDOM, capture, format, parse, foldText, renderGolden, parseGolden, isDeepStrictEqual };

describe('reliability: hostile strings', () => {
  test(`${COUNT} generated strings in every page-controlled field: one line per element, read back the same, nothing unquoted`, { timeout: 60_000 }, () => {
    const strings: string[] = hostileStrings(COUNT);
    const result = checkHostileStrings(api, strings);
    expect(result.problems).toEqual([]);
    expect(result.strings).toBeGreaterThanOrEqual(COUNT);
    expect(result.lines).toBe(result.elements);
    expect(checkHeaderStrings(api, strings).problems).toEqual([]);
  });

  test('the generator reaches every kind of hostile text it is meant to', () => {
    const strings: string[] = hostileStrings(COUNT);
    const seen = (re: RegExp) => strings.some((s) => re.test(s));
    expect(seen(/"/)).toBe(true);
    expect(seen(/\\/)).toBe(true);
    expect(seen(/\n/)).toBe(true);
    expect(seen(/[\u0000-\u0008\u001b\u007f]/)).toBe(true);
    expect(seen(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)).toBe(true);
    expect(seen(/[\u200e\u200f\u202e\u2067]/)).toBe(true);
    expect(seen(/[\u200b\u200d\u2060\ufeff]/)).toBe(true);
    expect(seen(/[\u3164\u034f\u115f\u1160\uffa0]/)).toBe(true);
    expect(seen(/[\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u)).toBe(true);
    expect(seen(/\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}|\u{1f468}\u200d\u{1f469}/u)).toBe(true);
    for (const lookalike of ['e99', 'x5000', 'disabled', 'in:dialog"New order"', '<<<<<<< HEAD', '/Order \\d+/']) {
      expect(
        strings.some((s) => s.includes(lookalike)),
        lookalike,
      ).toBe(true);
    }
    expect((LOOKALIKES as string[]).length).toBeGreaterThan(30);
  });

  test('the line check refuses page text outside quotes, a raw break, a missing line', () => {
    const head = 'snapshot v2\npage "" url="/" settled\n';
    expect(textProblem(head + 'e1 button "Pay" x2 on\n', 1)).toBe('');
    expect(textProblem(head + 'e1 button "Pay" Steal\n', 1)).toMatch(/outside its quotes/);
    expect(textProblem(head + 'e1 button "Pay" on x2\n', 1)).toMatch(/outside its quotes/);
    expect(textProblem(head + 'e1 button "Pa\u2028y"\n', 1)).toMatch(/raw unsafe/);
    expect(textProblem(head + 'e1 button "\ud800"\n', 1)).toMatch(/raw unsafe/);
    expect(textProblem(head + 'e1 button "Pay\u3164"\n', 1)).toMatch(/raw unsafe character U\+3164/);
    expect(textProblem(head + 'e1 button "a\u200db"\n', 1)).toMatch(/raw unsafe character U\+200D/);
    expect(textProblem(head + 'e1 button "a\u{e0041}"\n', 1)).toMatch(/raw unsafe character U\+E0041/);
    expect(textProblem(head + 'e1 button "\u{1f468}\u200d\u{1f469} \u2764\ufe0f \u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}"\n', 1)).toBe(
      '',
    );
    expect(textProblem(head + 'e1 button "a"\n', 2)).toMatch(/1 element lines for 2/);
  });
});
