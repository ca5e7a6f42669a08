import { describe, test, expect } from 'vitest';
import { structuredPatch } from 'diff';
import { diffText, diffTextLines, splitTextLines } from '../../src/diff/text.js';

/** The hunks as jsdiff's `structuredPatch` writes them: what `diffText` printed before it paired lines itself. */
function jsdiffHunks(expected: string, actual: string, context = 2): string[] {
  const patch = structuredPatch('golden', 'page', expected, actual, '', '', { context });
  return patch.hunks.flatMap((hunk) => [`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`, ...hunk.lines]);
}

const REGIONS = [
  '# a11y-snapshot detail:regions',
  'snapshot v2',
  'page "Orders" url="/orders" settled',
  'banner: 3 links',
  'navigation "Main": 5 links',
  'main: 1 heading, 2 buttons',
  'table "Orders": 20 rows',
  'contentinfo: 2 links',
];
const lines = (list: string[]) => list.join('\n') + '\n';

describe('diff/text', () => {
  describe('#diffText', () => {
    test.each([
      ['one line changed', lines(REGIONS), lines(REGIONS.map((l) => l.replace('20 rows', '21 rows')))],
      ['changes far apart: two hunks', lines([...REGIONS, ...REGIONS]), lines([...REGIONS.slice(1), ...REGIONS, 'footer'])],
      ['changes close together: one hunk', lines(REGIONS), lines(REGIONS.map((l, i) => (i === 3 || i === 6 ? l + ' x' : l)))],
      ['a line added at the top and one removed at the end', lines(REGIONS), lines(['x', ...REGIONS.slice(0, -1)])],
      ['a last line without its newline', lines(REGIONS), REGIONS.join('\n')],
      ['an empty text', '', lines(REGIONS)],
      ['no change', lines(REGIONS), lines(REGIONS)],
    ])('%s: the hunks jsdiff writes', (_case, before, after) => {
      expect(diffText(before, after)).toEqual(jsdiffHunks(before, after));
      expect(diffText(before, after, 0)).toEqual(jsdiffHunks(before, after, 0));
    });

    test('reads as a reviewer expects', () => {
      expect(diffText('a\nb\nc\n', 'a\nB\nc\n')).toEqual(['@@ -1,3 +1,3 @@', ' a', '-b', '+B', ' c']);
    });
  });

  test('#diffTextLines: equal lines stay, the rest is removed then added', () => {
    expect(diffTextLines(['a', 'b', 'c'], ['a', 'x', 'c']).map((p) => p.kind)).toEqual(['same', 'removed', 'added', 'same']);
  });

  test('#splitTextLines: a last newline ends the last line', () => {
    expect(splitTextLines('a\nb\n')).toEqual(['a', 'b']);
    expect(splitTextLines('a\n\n')).toEqual(['a', '']);
    expect(splitTextLines('')).toEqual([]);
  });
});
