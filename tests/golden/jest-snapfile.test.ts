/**
 * `a11y-snapshot review` reads a Jest `.snap` file as it reads Vitest's: the
 * same `exports[…]` entries (Jest escapes backticks, backslashes and `${`
 * as Vitest does), behind Jest's own header line.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { entryLineOf, isSnapFile, splitSnapFile } from '../../src/golden/snapfile.js';
import { ROOT } from '../fixtures.js';
import { git, golden, review } from '../review/helpers.js';

/** A Jest snapshot file holding goldens, as Jest 30 writes it. */
function jestSnapFile(entries: Record<string, string>): string {
  const escape = (text: string) => text.replace(/`|\\|\$\{/g, '\\$&');
  const body = Object.entries(entries).map(([key, value]) => `exports[\`${escape(key)}\`] = \`\n${escape(value)}\`;\n`);
  return ['// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing', '', ...body].join('\n');
}

const JEST = 'src/__snapshots__/form.test.js.snap';
const temps: string[] = [];

beforeAll(() => {
  if (!existsSync(resolve(ROOT, 'dist/cli/main.js'))) execFileSync(process.execPath, ['scripts/build.mjs', '--quiet'], { cwd: ROOT });
});

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('review: Jest .snap files', () => {
  test('a Jest file is a snapshot file; its entries and their lines are read as Vitest\'s', () => {
    const text = jestSnapFile({ 'form `a` 1': golden(['button "Pay \\\\ ${now}"']), 'other 1': 'not a golden' });
    expect(isSnapFile(text)).toBe(true);
    expect(isSnapFile('// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n')).toBe(true);
    const { entries, error } = splitSnapFile(text);
    expect(error).toBeUndefined();
    expect(entries.map((e) => [e.key, e.line])).toEqual([['form `a` 1', 3], ['other 1', 10]]);
    expect(entries[0].value).toBe('\n' + golden(['button "Pay \\\\ ${now}"']));
    expect(entryLineOf(text, 'form `a` 1')).toBe(3);
    expect(entryLineOf(text, 'missing 1')).toBeUndefined();
  });

  test('the review of a changed Jest .snap names the entry and the line of the file', () => {
    const root = mkdtempSync(join(tmpdir(), 'a11y-review-jest-'));
    temps.push(root);
    git(root, 'init', '-q', '-b', 'main');
    write(root, JEST, jestSnapFile({ 'form 1': golden(['textbox "Customer" required', 'button "Search"']) }));
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'goldens');
    git(root, 'checkout', '-q', '-b', 'feature');
    write(root, JEST, jestSnapFile({ 'form 1': golden(['textbox "Customer" required', 'button "Find"']) }));
    const result = review(root, []);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const item = result.stdout.split('\n').find((line) => line.includes('`button "Find"`'));
    expect(item).toBeDefined();
    const at = Number(/:(\d+)`/.exec(item!)![1]);
    expect(readFileSync(join(root, JEST), 'utf8').split('\n')[at - 1]).toBe('button "Find"');
    expect(item).toContain(`${JEST}:${at}`);
    expect(item).toContain('in `form 1`');
  });
});
