import { describe, test, expect } from 'vitest';
import { inlineSnapshotsOf } from '../../src/golden/inline.js';

describe('golden/inline', () => {
  test('each call its literal, at indent 0 and unescaped, numbered in file order and placed on its line', () => {
    const source = [
      "test('a', () => {",
      '  expect(form).toMatchInlineA11ySnapshot(`',
      '    snapshot v2',
      '    button "Say \\`hi\\`"',
      '  `);',
      "  expect(nav).toMatchInlineA11ySnapshot({ detail: 'full', steps: [\"tapOn: 'x)'\"] }, `",
      '    link "Home"',
      '  `);',
      '});',
    ].join('\n');
    expect(inlineSnapshotsOf(source)).toEqual([
      { key: 'toMatchInlineA11ySnapshot #1', value: '\nsnapshot v2\nbutton "Say `hi`"\n', line: 2 },
      { key: 'toMatchInlineA11ySnapshot #2', value: '\nlink "Home"\n', line: 6 },
    ]);
  });

  test('a call not yet written, or whose literal is not a stored text, is skipped but still counted', () => {
    const source = ['expect(a).toMatchInlineA11ySnapshot();', 'expect(b).toMatchInlineA11ySnapshot(`${name}`);', 'expect(c).toMatchInlineA11ySnapshot(`', '  x', '`);'].join('\n');
    expect(inlineSnapshotsOf(source)).toEqual([{ key: 'toMatchInlineA11ySnapshot #3', value: '\nx\n', line: 3 }]);
  });

  test('a literal that never closes is no snapshot', () => {
    expect(inlineSnapshotsOf('expect(a).toMatchInlineA11ySnapshot(`\n  x\n')).toEqual([]);
  });
});
