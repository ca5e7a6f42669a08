/**
 * A file name is the repository's to choose: `review` prints it escaped as
 * the notation escapes a string, in its error lines (stderr), its Markdown
 * and its HTML, so a bidi control cannot reverse what a reviewer reads and a
 * line separator or C1 control cannot break a line.
 */
import { describe, expect, onTestFinished, test } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkAsRunnerReads } from '../../src/cli/review.js';
import { renderReviewHtml, reviewPairs, type GoldenPair } from '../../src/review/index.js';
import { quote } from '../../src/model/text.js';
import { golden, reviewHere } from './helpers.js';

// RIGHT-TO-LEFT OVERRIDE, LEFT-TO-RIGHT ISOLATE, NEXT LINE (C1), LINE SEPARATOR.
const NAME = 'evil\u202epans.js\u2066x\u0085y\u2028z';
/** Any character a terminal, Markdown or HTML would reorder by, hide, or break a line at. */
const RAW = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u0080-\u009f\u2028\u2029]/u;
const ESCAPES = ['\\u202e', '\\u2066', '\\u0085', '\\u2028'];

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-quoted-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function expectEscaped(text: string): void {
  expect(text).not.toMatch(RAW);
  for (const escape of ESCAPES) expect(text).toContain(escape);
}

describe('file names in review output', () => {
  test('an error line naming a golden a runner cannot read quotes the name as the notation does', () => {
    for (const [file, text] of [
      [`tests/${NAME}.snap`, 'exports[`a`] = foo();\n'],
      [`tests/${NAME}.test.ts`, 'expect(x).toMatchInlineA11ySnapshot(`a${b}`);\n'],
    ]) {
      const pair: GoldenPair = { file, old: undefined, new: text };
      let message = '';
      try {
        checkAsRunnerReads(pair, 'main');
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message.startsWith(`${quote(file)} line 1: `), message).toBe(true);
      expectEscaped(message);
    }
  });

  test("the parser's message names an entry escaped too, and the old side's ref", () => {
    const pair: GoldenPair = { file: 'tests/orders.snap', old: `exports[\`${NAME}\`] = \`button`, new: undefined };
    expect(() => checkAsRunnerReads(pair, 'pr\u202e')).toThrow(
      `"tests/orders.snap" line 1 (in pr\\u202e): in the entry ${quote(NAME)}: a template literal that does not end`,
    );
  });

  test('review --results: a missing directory is named escaped on stderr', async () => {
    const run = await reviewHere(temp(), ['--results', NAME]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`a11y-snapshot review: --results: no directory ${quote(NAME)}\n`);
    expectEscaped(run.stderr);
  });

  test('review --results: a changed golden and one that is not a file are named escaped in the Markdown', async () => {
    const dir = temp();
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out', `${NAME}-expected.snap`), golden(['button "Save"']));
    writeFileSync(join(dir, 'out', `${NAME}-actual.snap`), golden(['button "Store"']));
    // A link is listed, then refused when read: an unreadable item, named too.
    symlinkSync(join(dir, 'out', `${NAME}-actual.snap`), join(dir, 'out', `${NAME}2-actual.snap`));
    const run = await reviewHere(dir, ['--results', 'out']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Renamed');
    expect(run.stdout).toContain('not a file: not read');
    expectEscaped(run.stdout);
  });

  test('the HTML page names the file escaped', () => {
    const pairs: GoldenPair[] = [{ file: `tests/${NAME}.snap`, old: golden(['button "Save"']), new: golden(['button "Store"']) }];
    expectEscaped(renderReviewHtml(pairs, reviewPairs(pairs)));
  });
});
