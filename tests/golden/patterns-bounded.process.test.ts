/**
 * Golden patterns from the built command: a pattern that backtracks without
 * end in a regular expression engine answers at once, and a construct no
 * linear matcher can run is refused with one line. No timing is asserted:
 * the command is killed at a deadline far past its usual second, and a hang
 * shows as that kill (code -1). patterns-bounded.test.ts holds the matcher.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_TEXT } from '../../src/model/text.js';
import { runCommand } from '../support/command.js';
import { CATASTROPHIC, goldenWith, wordsOf } from './helpers.js';

describe('golden patterns from the command: bounded in time', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'a11y-patterns-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test.each([
    ['does not match: the ~name line, exit 1', wordsOf(MAX_TEXT), 1],
    ['matches: nothing printed, exit 0', wordsOf(MAX_TEXT, ' order'), 0],
  ])('`diff` of a golden holding %s', async (_what, name, code) => {
    expect(name).toHaveLength(MAX_TEXT);
    writeFileSync(join(dir, 'page.html'), `<!doctype html><title>T</title><button>${name}</button>`);
    writeFileSync(join(dir, 'golden.snap'), goldenWith(CATASTROPHIC).replace('url="/"', 'url=""'));
    const result = await runCommand(['diff', 'golden.snap', 'page.html'], { cwd: dir });
    // A golden that differs from a page read by jsdom says which engine read it; nothing else is said.
    expect(result.stderr).toEqual(code ? expect.stringMatching(/^a11y-snapshot diff: the page was read with jsdom, [^\n]*\n$/) : '');
    expect(result.stdout).toBe(code ? `~name button ${JSON.stringify(name)} (was ${CATASTROPHIC})\n` : '');
    expect(result.code).toBe(code);
  });

  test('`diff` of a golden holding a backreference: one line naming the file, the line, the column and the pattern', async () => {
    writeFileSync(join(dir, 'page.html'), '<!doctype html><title>T</title><button>Order order</button>');
    writeFileSync(join(dir, 'refused.snap'), goldenWith('/(\\w+) \\1/i').replace('url="/"', 'url=""'));
    const result = await runCommand(['diff', 'refused.snap', 'page.html'], { cwd: dir });
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'a11y-snapshot diff: refused.snap:4:8: pattern /(\\w+) \\1/i uses a backreference "\\1": golden patterns are matched in linear time, without backreferences or lookaround\n',
    );
    expect(result.code).toBe(1);
  });
});
