/** The review's Markdown: sections by kind, and page text that cannot escape its code span. */
import { describe, expect, test } from 'vitest';
import { codeSpan, renderItem, renderReview, renderReviewHtml, reviewPairs, type ReviewItem } from '../../src/review/index.js';
import { golden } from './helpers.js';

/** What a CommonMark code span shows: the text between the fences, one padding space stripped each side. */
function spanContent(span: string): string {
  const fence = /^`+/.exec(span)![0];
  expect(span.endsWith(fence)).toBe(true);
  const inner = span.slice(fence.length, span.length - fence.length);
  expect(inner).not.toContain(fence);
  return /^ .* $/.test(inner) && inner.trim() !== '' ? inner.slice(1, -1) : inner;
}

describe('renderReview', () => {
  test('no items', () => {
    expect(renderReview([])).toBe('## Accessibility review\n\nNo accessibility changes.\n');
  });

  test('a title, a count line, one section per kind with items, most serious first', () => {
    const items = reviewPairs([
      {
        file: 'e2e/orders.spec.ts-snapshots/orders.snap',
        old: golden(
          ['button "Create order"', 'checkbox "Agree" off', 'button "Save" icon:disk'],
          ["try tapOn: 'Create order'", '  done tapOn button "Create order"'],
        ),
        new: golden(
          ['button "Place order"', 'checkbox "Agree" on', 'button "" icon:disk'],
          ["try tapOn: 'Create order'", '  none "Create order": no line has this name'],
        ),
      },
    ]);
    const markdown = renderReview(items);
    expect(markdown).toBe(
      [
        '## Accessibility review',
        '',
        '4 changes in 1 file: 1 nameless, 1 lost, 1 renamed, 1 flags.',
        '',
        '### Controls without a name (1)',
        '',
        '- `e2e/orders.spec.ts-snapshots/orders.snap:6` `button "Save" icon:disk` → `button "" icon:disk` — lost its name',
        '',
        '### Steps that no longer reach one element (1)',
        '',
        '- `e2e/orders.spec.ts-snapshots/orders.snap:9` `try tapOn: \'Create order\' → done tapOn button "Create order"` → `try tapOn: \'Create order\' → none "Create order": no line has this name`',
        '',
        '### Renamed (1)',
        '',
        '- `e2e/orders.spec.ts-snapshots/orders.snap:4` `button "Create order"` → `button "Place order"`',
        '',
        '### Flags changed (1)',
        '',
        '- `e2e/orders.spec.ts-snapshots/orders.snap:5` `checkbox "Agree" off` → `checkbox "Agree" on`',
        '',
      ].join('\n'),
    );
  });

  test('a removal names its line in the old text', () => {
    const item: ReviewItem = { kind: 'removed', file: 'a.snap', line: 7, side: 'old', text: 'link "Help"' };
    expect(renderItem(item)).toBe('- `a.snap:7` (old) `link "Help"`');
  });

  test('long sections are cut with a count of the rest', () => {
    const items: ReviewItem[] = Array.from({ length: 5 }, (_, i) => ({ kind: 'added', file: 'a.snap', line: i + 4, side: 'new', text: `button "B${i}"` }));
    const markdown = renderReview(items, { limit: 2 });
    expect(markdown).toContain('- … and 3 more');
    expect(markdown.match(/^- `a\.snap/gm)).toHaveLength(2);
  });
});

describe('the same change in many goldens', () => {
  const old = golden(['heading "Orders" level=1', 'button "Save"', 'button "Cancel"', 'link "Help"']);
  const now = golden(['heading "Orders" level=1', 'button "Store"', 'button[1] "Cancel" x2', 'button[2] "Cancel" x2', 'link "Help"']);
  const pairs = ['a', 'b', 'c'].map((name) => ({ file: `${name}.snap`, old, new: now }));

  test('is one item per element, naming every golden: a rename in 3 goldens, a new duplicate (two lines each) in 3', () => {
    const markdown = renderReview(reviewPairs(pairs));
    expect(markdown).toBe(
      [
        '## Accessibility review',
        '',
        '2 changes in 3 files: 1 renamed, 1 ambiguous.',
        '',
        '### Renamed (1)',
        '',
        '- `button "Save"` → `button "Store"` — in 3 goldens: `a.snap:5`, `b.snap:5`, `c.snap:5`',
        '',
        '### New duplicate keys (1)',
        '',
        '- `button "Cancel"` → `button[1] "Cancel" x2` — 2 controls share this name and no row anchor tells them apart — in 3 goldens: `a.snap:6,7`, `b.snap:6,7`, `c.snap:6,7`',
        '',
      ].join('\n'),
    );
  });

  test('the HTML summary lists each change once too', () => {
    const html = renderReviewHtml(pairs, reviewPairs(pairs));
    expect(html).toContain('<p>2 changes in 3 golden files.</p>');
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('— in 3 goldens: <code>a.snap:6,7</code>, <code>b.snap:6,7</code>, <code>c.snap:6,7</code>');
  });

  test('different changes of one element stay apart; one golden keeps the item as it was', () => {
    const other = golden(['heading "Orders" level=1', 'button "Keep"', 'button "Cancel"', 'link "Help"']);
    const items = reviewPairs([...pairs.slice(0, 2), { file: 'd.snap', old, new: other }]);
    const renamed = renderReview(items)
      .split('\n')
      .filter((line) => line.includes('"Save"'));
    expect(renamed).toEqual(['- `button "Save"` → `button "Store"` — in 2 goldens: `a.snap:5`, `b.snap:5`', '- `d.snap:5` `button "Save"` → `button "Keep"`']);
  });
});

describe('hostile page text', () => {
  const HOSTILE = [
    'button "`"',
    'button "``x``"',
    'button "# Heading"',
    'link "[click](https://evil.example) <img src=x onerror=alert(1)> @everyone"',
    'button "a\\nb"',
    'button "| table | row |"',
    'button "<!-- hide the rest"',
    '`',
    ' leading and trailing ',
    '``` fence',
  ];

  test('each string shows exactly, inside one code span', () => {
    for (const text of HOSTILE) expect(spanContent(codeSpan(text))).toBe(text);
  });

  test('page strings print as the golden has them, JSON-quoted, and every item stays on one line', () => {
    const names = ['</details># Pwned', 'Run `rm -rf /`', 'x\u2028y\u202e', 'tab\there'];
    const old = golden(names.map((_, i) => `button "n${i}"`));
    const now = golden(names.map((name) => `button ${JSON.stringify(name).replace(/[\u2028\u202e]/g, (c) => '\\u' + c.charCodeAt(0).toString(16))}`));
    const items = reviewPairs([{ file: 'x.snap', old, new: now }]);
    expect(items).toHaveLength(4);
    const markdown = renderReview(items);
    const lines = markdown.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('- `x.snap:4` `button "n0"` → `button "</details># Pwned"`');
    expect(lines[1]).toBe('- `x.snap:5` `button "n1"` → ``button "Run `rm -rf /`"``');
    expect(lines[2]).toBe('- `x.snap:6` `button "n2"` → `button "x\\u2028y\\u202e"`');
    expect(lines[3]).toBe('- `x.snap:7` `button "n3"` → `button "tab\\there"`');
    expect(markdown).not.toMatch(/[\u2028\u202e\t]/);
  });

  test('raw control characters in a file name or an error show as escapes', () => {
    const item: ReviewItem = { kind: 'unreadable', file: 'a\n# b.snap', line: 1, side: 'new', text: 'x\u0007', reason: 'bad\nline' };
    const line = renderItem(item);
    expect(line).not.toContain('\n');
    expect(line).toBe('- `a\\u000a# b.snap:1` `x\\u0007` — `bad\\u000aline`');
  });

  test('a Vitest entry name is shown in a code span', () => {
    const item: ReviewItem = {
      kind: 'added',
      file: 'a.snap',
      line: 3,
      side: 'new',
      text: '# a11y-snapshot detail:compact',
      entry: 'orders `1` <b>',
      note: 'new golden: 0 element lines, 0 steps',
    };
    expect(renderItem(item)).toBe('- `a.snap:3` in ``orders `1` <b>`` `# a11y-snapshot detail:compact` — new golden: 0 element lines, 0 steps');
  });
});
