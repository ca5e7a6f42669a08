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
    expect(inlineSnapshotsOf(source).entries).toEqual([
      { key: 'toMatchInlineA11ySnapshot #1', value: '\nsnapshot v2\nbutton "Say `hi`"\n', line: 2 },
      { key: 'toMatchInlineA11ySnapshot #2', value: '\nlink "Home"\n', line: 6 },
    ]);
  });

  test('a call not yet written holds no snapshot but is still counted', () => {
    const source = [
      'expect(a).toMatchInlineA11ySnapshot();',
      "expect(b).toMatchInlineA11ySnapshot({ detail: 'full' });",
      'expect(c).toMatchInlineA11ySnapshot(`',
      '  x',
      '`);',
    ].join('\n');
    expect(inlineSnapshotsOf(source)).toEqual({ entries: [{ key: 'toMatchInlineA11ySnapshot #3', value: '\nx\n', line: 3 }] });
  });

  test('a literal with a ${…} is code, not stored text: an error on its line, after the entries before it', () => {
    const source = ['expect(a).toMatchInlineA11ySnapshot(`', 'x', '`);', 'expect(b).toMatchInlineA11ySnapshot(`${name}`);'].join('\n');
    const { entries, error } = inlineSnapshotsOf(source);
    expect(entries.map((entry) => entry.key)).toEqual(['toMatchInlineA11ySnapshot #1']);
    expect(error).toEqual({ line: 4, message: expect.stringMatching(/^toMatchInlineA11ySnapshot #2: a \$\{…\} substitution/) });
  });

  test('a literal that never closes is an error', () => {
    expect(inlineSnapshotsOf('expect(a).toMatchInlineA11ySnapshot(`\n  x\n').error?.message).toBe(
      'toMatchInlineA11ySnapshot #1: a template literal that does not end',
    );
  });
});
