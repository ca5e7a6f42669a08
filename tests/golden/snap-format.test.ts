/**
 * A hostile `.snap` in a pull request must not stall the review: the file is
 * read in one pass. The deadlines here are hang guards far above the time a
 * linear parse takes (RELIABILITY.md holds the figures); before, these
 * files took 11 s and 45 s at a tenth of their size here.
 */
import { describe, test, expect } from 'vitest';
import { goldenOfEntry, splitSnapFile } from '../../src/golden/snap-format.js';
import { codeSpan } from '../../src/review/escape.js';

const GUARD = { timeout: 15_000 };

describe('golden/snap-format: bounds', () => {
  test('200,000 entries: each named with its line', GUARD, () => {
    const n = 200_000;
    const text = '// Vitest Snapshot v1\n\n' + Array.from({ length: n }, (_, i) => `exports[\`t ${i}\`] = \`\nline \\\` ${i}\n\`;\n`).join('\n');
    const { entries, error } = splitSnapFile(text);
    expect(error).toBeUndefined();
    expect(entries).toHaveLength(n);
    expect(entries[n - 1]).toEqual({ key: `t ${n - 1}`, value: `\nline \` ${n - 1}\n`, line: 3 + 4 * (n - 1) });
  });

  test('an entry with a run of 2,000,000 spaces inside: its golden text in one pass', GUARD, () => {
    const value = '\nsnapshot v2' + ' '.repeat(2_000_000) + 'x \n\t \n';
    expect(goldenOfEntry(value)).toBe('snapshot v2' + ' '.repeat(2_000_000) + 'x\n');
  });

  test('escapes are undone, and a lone backslash is kept', () => {
    const { entries } = splitSnapFile('exports[`a \\` b`] = `\nx \\` \\\\ \\${y} \\n $z\n`;\n');
    expect(entries).toEqual([{ key: 'a ` b', value: '\nx ` \\ ${y} \\n $z\n', line: 1 }]);
  });

  test('a golden line of 150,000 backtick runs prints as one code span, no stack overflow', () => {
    const line = 'button "' + 'a`'.repeat(150_000) + '``"';
    expect(codeSpan(line)).toBe('````' + line + '````'); // the longest run is three
  });
});
