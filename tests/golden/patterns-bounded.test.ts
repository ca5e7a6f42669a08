/**
 * Golden patterns run in time linear in the text: a pattern that backtracks
 * without end in a regular expression engine (`/(\w+\s?)+ order/` against a
 * long name of words) answers at once, from the command as from a matcher;
 * a construct no linear matcher can run is refused when the golden is read.
 * The command's side is patterns-bounded.process.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GoldenError, readGolden } from '../../src/golden/golden.js';
import { matchGolden } from '../../src/golden/match.js';
import { MAX_TEXT } from '../../src/model/text.js';
import { CATASTROPHIC, goldenWith, snapshotOf, wordsOf } from './helpers.js';

describe('golden patterns: bounded in time', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'a11y-patterns-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a matcher against long names and a megabyte value: each answer as a regular expression gives it', () => {
    const golden = readGolden(goldenWith(`${CATASTROPHIC} =${CATASTROPHIC}`).replace('button', 'textbox'), 'x.snap');
    const { name: namePattern, value: valuePattern } = golden.lines[0].patterns;
    expect(namePattern!.matcher.test(wordsOf(MAX_TEXT))).toBe(false);
    expect(namePattern!.matcher.test(wordsOf(MAX_TEXT, ' order'))).toBe(true);
    expect(valuePattern!.matcher.test(wordsOf(1_000_000))).toBe(false);
    expect(valuePattern!.matcher.test(wordsOf(1_000_000, ' order'))).toBe(true);
    expect(valuePattern!.matcher.test(`${'a'.repeat(1_000_000)}!`)).toBe(false);
  });

  test('a page held against the golden: the name differs, the update writes the page', () => {
    const name = wordsOf(MAX_TEXT);
    const golden = goldenWith(CATASTROPHIC).replace('page "T" url="/"', 'page "Orders" url="/orders?tab=open"');
    const result = matchGolden(snapshotOf(`<button>${name}</button>`), readGolden(golden, 'x.snap'), golden);
    expect(result.pass).toBe(false);
    expect(result.diff).toEqual([`~name button ${JSON.stringify(name)} (was ${CATASTROPHIC})`]);
    expect(result.resolved).toContain(`button ${JSON.stringify(name)}\n`);
  });

  test.each([
    ['a backreference', '/(a+)\\1/', 'a backreference'],
    ['a named backreference', '/(?<n>a+)\\k<n>/', 'a backreference'],
    ['a lookahead', '/(?=a)a+/', 'a lookahead'],
    ['a negative lookahead', '/(?!b)\\w+/', 'a lookahead'],
    ['a lookbehind', '/\\w+(?<=a)/', 'a lookbehind'],
    ['a negative lookbehind', '/\\w+(?<!a)/', 'a lookbehind'],
  ])('%s is refused in one line naming the file, the line, the column and the pattern', (_what, pattern, construct) => {
    const text = goldenWith(`"Keep" x2\nbutton[2] ${pattern}`).replace('button "Keep" x2', 'button[1] "Keep" x2');
    expect(() => readGolden(text, 'a/orders.snap')).toThrow(GoldenError);
    const message = (() => {
      try {
        readGolden(text, 'a/orders.snap');
      } catch (error) {
        return (error as Error).message;
      }
    })()!;
    expect(message).not.toContain('\n');
    expect(message.startsWith(`a/orders.snap:5:11: pattern ${pattern} uses ${construct}`)).toBe(true);
  });
});
