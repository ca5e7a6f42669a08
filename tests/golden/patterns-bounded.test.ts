/**
 * Golden patterns run in time linear in the text: a pattern that backtracks
 * without end in a regular expression engine (`/(\w+\s?)+ order/` against a
 * long name of words) answers at once, from the command as from a matcher;
 * a construct no linear matcher can run is refused when the golden is read.
 * No timing is asserted: the command is killed at a deadline far past its
 * usual second, and a hang shows as that kill.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runNode } from '../support/projects.mjs';
import { GoldenError, readGolden } from '../../src/golden/golden.js';
import { matchGolden } from '../../src/golden/match.js';
import { MAX_TEXT } from '../../src/model/text.js';
import { snapshotOf } from './helpers.js';

const CATASTROPHIC = '/(\\w+\\s?)+ order/';

/** Words and spaces, exactly `length` long, the longest a name prints: every split of it is a way to try `(\w+\s?)+`. */
function wordsOf(length: number, last = ''): string {
  let text = '';
  for (let i = 1; text.length < length; i++) text += `item${i} `;
  return text.slice(0, length - last.length).replace(/ $/, 'x') + last;
}

const goldenWith = (name: string) => `# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="/" settled\nbutton ${name}\n`;

describe('golden patterns: bounded in time', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'a11y-patterns-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test.each([
    ['does not match: the ~name line, exit 1', wordsOf(MAX_TEXT), 1],
    ['matches: nothing printed, exit 0', wordsOf(MAX_TEXT, ' order'), 0],
  ])('`diff` of a golden holding %s', { timeout: 120_000 }, async (_what, name, code) => {
    expect(name).toHaveLength(MAX_TEXT);
    writeFileSync(join(dir, 'page.html'), `<!doctype html><title>T</title><button>${name}</button>`);
    writeFileSync(join(dir, 'golden.snap'), goldenWith(CATASTROPHIC).replace('url="/"', 'url=""'));
    const result = await runNode(dir, [join(ROOT, 'dist/cli/main.js'), 'diff', 'golden.snap', 'page.html'], { timeout: 60_000 });
    // A golden that differs from a page read by jsdom says which engine read it; nothing else is said.
    expect(result.stderr).toEqual(code ? expect.stringMatching(/^a11y-snapshot diff: the page was read with jsdom, [^\n]*\n$/) : '');
    expect(result.stdout).toBe(code ? `~name button ${JSON.stringify(name)} (was ${CATASTROPHIC})\n` : '');
    expect(result.code).toBe(code);
  });

  test('`diff` of a golden holding a backreference: one line naming the file, the line, the column and the pattern', { timeout: 120_000 }, async () => {
    writeFileSync(join(dir, 'page.html'), '<!doctype html><title>T</title><button>Order order</button>');
    writeFileSync(join(dir, 'refused.snap'), goldenWith('/(\\w+) \\1/i').replace('url="/"', 'url=""'));
    const result = await runNode(dir, [join(ROOT, 'dist/cli/main.js'), 'diff', 'refused.snap', 'page.html'], { timeout: 60_000 });
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('a11y-snapshot diff: refused.snap:4:8: pattern /(\\w+) \\1/i uses a backreference "\\1": golden patterns are matched in linear time, without backreferences or lookaround\n');
    expect(result.code).toBe(1);
  });

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
