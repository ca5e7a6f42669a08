/**
 * Page text never becomes markup in the review. Hostile strings go into
 * every slot a golden has (names, values, test ids, ids, row anchors,
 * containers, the page's title and url, steps, goldens read as text, lines
 * that cannot be read) and into file and entry names, through the path that
 * makes review items; the Markdown is rendered as GitHub renders it and must
 * hold no element outside code, and the HTML page no element of the page's.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { groupItems, renderReview, renderReviewHtml, reviewPairs, type GoldenPair } from '../../src/review/index.js';
import { markdownText } from '../../src/review/escape.js';
import { quote } from '../../src/model/text.js';
import { golden, snapFile } from './helpers.js';
import { codeTexts, liveMarkup, renderMarkdown } from './markdown-check.js';

/** Strings that are markup somewhere: HTML, Markdown, GitHub's links and mentions, math, a line break. */
const HOSTILE = [
  '</ul><h1>Pwned</h1>',
  '![x](https://evil.example/t.png)',
  '@team',
  '#1 and GH-2',
  '[link](javascript:alert(1))',
  '**bold** _em_ ~~gone~~',
  '| a | b |',
  '<!-- the rest is hidden',
  '`tick` ``two``',
  'www.evil.example/x https://evil.example/',
  '$x^2$ :smile:',
  '&lt;b&gt; &amp;',
  'line\nbreak  \nand\\',
  '# heading',
  '<img src=x onerror=alert(1)>',
];

const q = quote;

/** The golden `golden()` writes, with another page title and url. */
function withHeader(text: string, title: string, url: string): string {
  const lines = text.split('\n');
  lines[2] = `page ${q(title)} url=${q(url)} settled`;
  return lines.join('\n');
}

/** A path a repository could hold, naming the golden after a hostile string. */
const dir = (i: number, name: string) => `e2e/${HOSTILE[i].replace(/[/\n\\]/g, '_')}/${name}`;

/** Goldens whose every changed slot holds a hostile string, one pair per kind of golden. */
function hostilePairs(): GoldenPair[] {
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8, h9, h10] = HOSTILE;
  return [
    {
      // Each name once before, twice now: the ambiguous-name note.
      file: dir(0, 'ambiguous.snap'),
      old: golden(HOSTILE.map((name) => `button ${q(name)}`)),
      new: golden(HOSTILE.flatMap((name) => [`button[1] ${q(name)} x2`, `button[2] ${q(name)} x2`])),
    },
    {
      file: dir(1, 'slots.snap'),
      old: golden(
        [
          'textbox "Search" ="old"',
          'link "Home"',
          'button "Edit" $"edit"',
          'button[1] "Delete" x2 row:"Ada"',
          'button[2] "Delete" x2 row:"Alan"',
          `button ${q(h2)}`,
          `link ${q(h3)}`,
        ],
        [`try tapOn: ${JSON.stringify(h4).replace(/"/g, "'")}`, `  done tapOn button ${q(h4)}`, "try tapOn: 'Keep'", '  done tapOn button "Keep"'],
      ),
      new: withHeader(
        golden(
          [
            `textbox "Search" =${q(h0)}`,
            `link ${q(h1)}`,
            `button "Edit" $${q(h2)}`,
            'button[1] "Delete" x2 row:"Ada"',
            `button[2] "Delete" x2 row:${q(h5)}`,
            'button ""',
            `checkbox ${q(h6)} on`,
          ],
          [
            `try tapOn: ${JSON.stringify(h4).replace(/"/g, "'")}`,
            `  none ${q(h4)}: no line has this name`,
            `try tapOn: ${JSON.stringify(h7).replace(/"/g, "'")}`,
            `  done tapOn button ${q(h7)}`,
          ],
        ),
        h8,
        h9,
      ),
    },
    {
      file: dir(2, 'full.snap'),
      old: golden(['button "Close" #"close" in:dialog"Settings"', 'textbox "Email" ?"you@example.com"'], [], 'full'),
      new: golden([`button "Close" #${q(h10)} in:dialog${q(h0)}`, `textbox "Email" ?${q(h1)}`, `img ${q(h3)}`], [], 'full'),
    },
    {
      // Read as text: a line diff of raw golden lines.
      file: dir(3, 'regions.snap'),
      old: `# a11y-snapshot detail:regions\nsnapshot v2\npage "Orders" url="/orders" settled\nmain: 3 buttons\n`,
      new: `# a11y-snapshot detail:regions\nsnapshot v2\npage "Orders" url="/orders" settled\nmain: 3 buttons\n${h0} ${h1}: @team #1\n`,
    },
    {
      // A Vitest snapshot file: hostile entry names.
      file: dir(4, '__snapshots__/orders.test.ts.snap'),
      old: snapFile({ [`${h2} 1`]: golden(['button "Save"']), [`${h6} 1`]: golden(['link "Gone"']) }),
      new: snapFile({ [`${h2} 1`]: golden([`button ${q(h8)}`]), [`${h1} 1`]: golden([`link ${q(h5)}`]) }),
    },
    {
      // Lines that cannot be read: the line and the reason quote the golden.
      file: dir(5, 'broken.snap'),
      old: golden(['button "Save"']),
      new: golden([`button ${q(h0)} x2`, h1]),
    },
    {
      // An expected/actual pair from a results folder: the old side has its own name.
      file: dir(6, 'orders-actual.snap'),
      oldFile: dir(7, 'orders-expected.snap'),
      old: golden([`link ${q(h9)}`, 'button "Stay"']),
      new: golden(['button "Stay"']),
    },
    { file: dir(8, 'deleted.snap'), old: golden([`button ${q(h4)}`]), new: undefined },
    { file: dir(9, 'refused.snap'), old: undefined, new: undefined, refused: [{ side: 'new', reason: `a symbolic link, not a file: not read ${h0}` }] },
  ];
}

describe('the review of hostile goldens', () => {
  const pairs = hostilePairs();
  const items = reviewPairs(pairs);
  const markdown = renderReview(items);

  test('every kind of item is made, so every slot is printed', () => {
    const kinds = new Set(items.map((item) => item.kind));
    for (const kind of ['nameless', 'lost', 'removed', 'added', 'renamed', 'ambiguous', 'value', 'steps', 'text', 'unreadable'] as const)
      expect(kinds, kind).toContain(kind);
    expect(items.filter((item) => item.kind === 'ambiguous')).toHaveLength(2 * HOSTILE.length);
    expect(items.some((item) => item.entry !== undefined)).toBe(true);
  });

  test('rendered as GitHub renders it, the Markdown holds no element outside code and no markup in its prose', () => {
    expect(liveMarkup(markdown)).toEqual([]);
  });

  test('each hostile string is shown, as the golden quotes it, inside code', () => {
    const code = codeTexts(markdown).join('\n');
    for (const name of HOSTILE) expect(code).toContain(q(name));
    // A change on many lines names each golden once, with its lines: `file:5,6`.
    const places = codeTexts(markdown).flatMap((text) => {
      const place = /^(.*):([\d,]+)$/s.exec(text);
      return place ? place[2].split(',').map((line) => `${place[1]}:${line}`) : [];
    });
    for (const item of items) expect(places).toContain(`${item.file}:${item.line}`);
    // The results pair only lost a line: its items name the expected side, not the actual.
    expect(new Set(items.map((item) => item.file)).size).toBe(pairs.length);
  });

  test('a note is in our own words: it never quotes the page', () => {
    const notes = items.flatMap((item) => (item.note ? [item.note] : []));
    expect(notes.length).toBeGreaterThan(2 * HOSTILE.length);
    for (const note of notes) for (const name of HOSTILE) expect(note).not.toContain(name);
  });

  test('the ambiguous-name note says how many controls share the name the line shows', () => {
    const item = items.find((i) => i.kind === 'ambiguous')!;
    expect(item.note).toBe('2 controls share this name and no row anchor tells them apart');
    expect(markdown).toContain(`${q(HOSTILE[0])} x2\` — 2 controls share this name and no row anchor tells them apart`);
  });

  test('every change is one line', () => {
    const lines = markdown.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(groupItems(items).length);
    // Each name's two duplicate lines are one change.
    expect(groupItems(items).length).toBe(items.length - HOSTILE.length);
  });
});

describe('the HTML review of hostile goldens', () => {
  const pairs = hostilePairs();
  const html = renderReviewHtml(pairs, reviewPairs(pairs), `Review ${HOSTILE[0]}`);
  const document = new JSDOM(html).window.document;
  const TAGS = new Set([
    'HTML',
    'HEAD',
    'META',
    'TITLE',
    'STYLE',
    'BODY',
    'MAIN',
    'H1',
    'H2',
    'H3',
    'P',
    'SECTION',
    'UL',
    'LI',
    'CODE',
    'TABLE',
    'CAPTION',
    'THEAD',
    'TBODY',
    'TR',
    'TH',
    'TD',
    'DEL',
    'INS',
  ]);
  const ATTRIBUTES = new Set(['lang', 'charset', 'name', 'content', 'aria-label', 'class', 'scope', 'colspan']);

  test('only the elements and attributes the page is built of', () => {
    const all = [...document.querySelectorAll('*')];
    expect(all.map((e) => e.tagName).filter((tag) => !TAGS.has(tag))).toEqual([]);
    expect(all.flatMap((e) => [...e.attributes].map((a) => a.name)).filter((name) => !ATTRIBUTES.has(name))).toEqual([]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(1);
  });

  test('page strings, file names and the title are text', () => {
    expect(document.querySelector('h1')!.textContent).toBe(`Review ${HOSTILE[0]}`);
    const code = [...document.querySelectorAll('code')].map((c) => c.textContent).join('\n');
    for (const name of HOSTILE) expect(code).toContain(q(name));
    const labels = [...document.querySelectorAll('table')].map((t) => t.getAttribute('aria-label'));
    expect(labels).toContain(pairs[0].file);
  });

  test('control and invisible characters in a file name show as escapes', () => {
    const page = renderReviewHtml([{ file: 'a\u202eb\nc.snap', old: golden(['button "A"']), new: golden(['button "B"']) }], []);
    expect(page).not.toMatch(/[\u202e]/);
    expect(page).toContain('a\\u202eb\\u000ac.snap');
  });
});

describe('markdownText', () => {
  test('our words print literally, whatever punctuation they hold', () => {
    const words = '*a* _b_ [c](d) ![e](f) <i>g</i> &amp; | h | ~~i~~ $j$ :k: www.l.example http://m.example `n` \\';
    const body = new JSDOM(renderMarkdown(`- note ${markdownText(words)}`)).window.document.body;
    expect(body.querySelector('li')!.innerHTML).toBe(`note ${words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}`);
  });

  test('a line break shows as an escape', () => {
    expect(new JSDOM(renderMarkdown(`- ${markdownText('a\n# b  \nc')}`)).window.document.body.innerHTML).toBe('<ul>\n<li>a\\u000a# b  \\u000ac</li>\n</ul>');
  });
});
