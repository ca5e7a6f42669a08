/**
 * `a11y-snapshot review` reads a Jest `.snap` file as it reads Vitest's: the
 * same `exports[…]` entries (Jest escapes backticks, backslashes and `${`
 * as Vitest does), behind Jest's own header line. The review of such a file
 * from git runs the built command: tests/review/cli.process.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { entryLineOf, isSnapFile, splitSnapFile } from '../../src/golden/snap-format.js';
import { golden } from '../review/helpers.js';
import { snapFile } from '../support/snap-files.js';

describe('review: Jest .snap files', () => {
  test("a Jest file is a snapshot file; its entries and their lines are read as Vitest's", () => {
    const text = snapFile({ 'form `a` 1': golden(['button "Pay \\\\ ${now}"']), 'other 1': 'not a golden' }, 'jest');
    expect(isSnapFile(text)).toBe(true);
    expect(isSnapFile('// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n')).toBe(true);
    const { entries, error } = splitSnapFile(text);
    expect(error).toBeUndefined();
    expect(entries.map((e) => [e.key, e.line])).toEqual([
      ['form `a` 1', 3],
      ['other 1', 10],
    ]);
    expect(entries[0].value).toBe('\n' + golden(['button "Pay \\\\ ${now}"']));
    expect(entryLineOf(text, 'form `a` 1')).toBe(3);
    expect(entryLineOf(text, 'missing 1')).toBeUndefined();
  });
});
