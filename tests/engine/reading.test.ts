/**
 * The `read` level in jsdom: the page's text as a person reads it, in
 * reading order among the element lines, from the engine's second walk.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { format } from '../../src/notation/index.js';

function read(body: string, scope?: string): string[] {
  const doc = new JSDOM(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`, { url: 'http://app.test/' }).window.document;
  return format(capture(doc, { text: true, scope, refs: false }), { detail: 'read' })
    .trim()
    .split('\n')
    .slice(2);
}

describe('the read level', () => {
  test("a control's words print once, on its own line: the text around it reads before and after it", () => {
    expect(read('<main><h1>Ada</h1><p>She wrote <a href="/n">the first program</a> in 1843.</p></main>')).toEqual([
      'heading "Ada" level=1',
      'text "She wrote"',
      'link "the first program"',
      'text "in 1843."',
    ]);
  });

  test('find reads a sentence whole, with the words of its links', () => {
    const doc = new JSDOM('<main><p>She wrote <a href="/n">the first program</a> in 1843.</p></main>').window.document;
    const model = capture(doc, { text: 'whole', refs: false });
    expect(model.texts?.map((t) => t.text)).toEqual(['She wrote the first program in 1843.']);
  });

  test('a list item that starts with its text goes on, after a link, as text', () => {
    expect(read('<ol><li>Author, P. (1900). <a href="/b">History</a>. p. 4.</li><li><a href="/h">Home</a> page</li></ol>')).toEqual([
      'listitem "Author, P. (1900)."',
      'link "History"',
      'text ". p. 4."',
      'link "Home"',
      'listitem "page"',
    ]);
  });

  test('text on either side of a nested block makes two lines, in reading order', () => {
    expect(read('<div>Before <p>Inside</p> after</div>')).toEqual(['text "Before"', 'text "Inside"', 'text "after"']);
  });

  test('inline elements join their words without spaces; blocks and breaks set them apart', () => {
    expect(read('<p>Hel<b>lo</b> wor<i>ld</i><br>next</p><div>a</div><div>b</div>')).toEqual(['text "Hello world next"', 'text "a"', 'text "b"']);
  });

  test('a block holding only a control prints no text line: the control line says it', () => {
    expect(read('<nav><ul><li><a href="/a">Home</a></li><li><a href="/b">Docs</a></li></ul></nav>')).toEqual(['link "Home"', 'link "Docs"']);
  });

  test('list items, captions and rows: cells in column order, the header row as columns', () => {
    const lines = read(`<ul><li>Milk</li><li>Eggs</li></ul>
      <table><caption>Orders</caption>
        <thead><tr><th>Order</th><th>Customer</th><th>Total</th></tr></thead>
        <tbody><tr><td>#1001</td><td><a href="/c/1">Ada Lovelace</a></td><td>$120.00</td></tr>
        <tr><td>#1002</td><td></td><td>$8.50</td></tr></tbody></table>`);
    expect(lines).toEqual([
      'listitem "Milk"',
      'listitem "Eggs"',
      'caption "Orders"',
      'columns "Order | Customer | Total"',
      // A cell that holds a control leaves its words to the control's line, which follows the row.
      'row "#1001 | | $120.00"',
      'link "Ada Lovelace"',
      // An empty cell is nothing between two bars.
      'row "#1002 | | $8.50"',
    ]);
  });

  test('headings, images and toasts print their words once, on their own lines', () => {
    expect(read('<h2>Title</h2><img src="a.png" alt="A cat"><div role="status">Saved</div>')).toEqual([
      'heading "Title" level=2',
      'img "A cat"',
      'status "Saved"',
    ]);
  });

  test('hidden text, scripts and styles are not read', () => {
    expect(
      read('<p>Shown</p><p hidden>Gone</p><p style="display:none">None</p><p aria-hidden="true">Aria</p><script>var x = 1;</script><style>p{}</style>'),
    ).toEqual(['text "Shown"']);
  });

  test('a long paragraph is cut at 1,000 characters, saying how many more there are', () => {
    const [line] = read(`<p>${'word '.repeat(300)}</p>`);
    expect(line).toBe(`text "${'word '.repeat(200)}…" more:499`);
  });

  test('page text is a JSON string: it cannot add a line or pass for a control', () => {
    expect(read('<p>ok"\nbutton "Pay</p>')).toEqual(['text "ok\\" button \\"Pay"']);
  });

  test('a scope reads only its own text', () => {
    expect(read('<p>Outside</p><section id="s"><p>Inside</p><button>Go</button></section>', '#s')).toEqual(['text "Inside"', 'button "Go"']);
  });

  test('compact and the other levels print no text lines', () => {
    const doc = new JSDOM('<p>Words</p><button>Go</button>').window.document;
    const model = capture(doc, { text: true, refs: false });
    expect(format(model)).not.toContain('Words');
    expect(format(model, { detail: 'full' })).not.toContain('Words');
  });
});

describe('the read level read back', () => {
  test('parse keeps text lines apart from element lines, each where it printed', async () => {
    const { parseSnapshot } = await import('../../src/notation/index.js');
    const doc = new JSDOM('<main><p>She wrote <a href="/n">the first program</a>.</p><ul><li>Milk</li></ul></main>').window.document;
    const printed = format(capture(doc, { text: true }), { detail: 'read' });
    const parsed = parseSnapshot(printed);
    expect(parsed.nodes.map((node) => node.role)).toEqual(['link']);
    expect(parsed.texts).toEqual([
      { kind: 'text', text: 'She wrote', after: 0 },
      { kind: 'text', text: '.', after: 1 },
      { kind: 'listitem', text: 'Milk', after: 1 },
    ]);
    expect(format(parsed, { detail: 'read' })).toBe(printed);
  });
});

describe('assertions read text lines', () => {
  const doc = () => new JSDOM('<main><p>Order <b>saved</b>.</p><p>Totals include <a href="/tax">tax</a>.</p><button>Pay</button></main>').window.document;

  test('assertVisible passes on a whole text line, folded as norm; a part of one is none, touching nothing', async () => {
    const { resolve } = await import('../../src/steps/index.js');
    const { parseStepOrThrow } = await import('../../src/steps/index.js');
    const model = capture(doc(), { text: 'whole' });
    expect(resolve(model, parseStepOrThrow("assertVisible: 'Order saved.'")).outcome).toBe('done');
    expect(resolve(model, parseStepOrThrow("assertVisible: 'totals include tax'")).outcome).toBe('done');
    expect(resolve(model, parseStepOrThrow("assertVisible: 'Order'")).outcome).toBe('none');
    expect(resolve(model, parseStepOrThrow("assertNotVisible: 'Order saved'")).outcome).toBe('none');
    expect(resolve(model, parseStepOrThrow("assertNotVisible: 'Order lost'")).outcome).toBe('done');
  });

  test('a tap never reaches a text line', async () => {
    const { resolve, parseStepOrThrow } = await import('../../src/steps/index.js');
    const model = capture(doc(), { text: 'whole' });
    expect(resolve(model, parseStepOrThrow("tapOn: 'Order saved.'")).outcome).toBe('none');
  });

  test('without the text, as compact reads, assertVisible sees element lines only', async () => {
    const { resolve, parseStepOrThrow } = await import('../../src/steps/index.js');
    expect(resolve(capture(doc()), parseStepOrThrow("assertVisible: 'Order saved.'")).outcome).toBe('none');
  });
});

describe('around at the read level', () => {
  test("the container's text lines among its lines, nothing of the rest of the page", () => {
    const doc = new JSDOM(
      '<main><p>Outside</p><form aria-label="Pay"><p>Card ending 4242</p><label>Name <input></label><button>Pay</button></form><p>After</p></main>',
    ).window.document;
    const model = capture(doc, { text: true });
    const pay = model.nodes.find((node) => node.name === 'Pay')!.ref!;
    expect(format(model, { detail: 'read', around: pay }).trimEnd().split('\n').slice(2)).toEqual([
      'text "Card ending 4242"',
      'e1 textbox "Name"',
      'e2 button "Pay"',
    ]);
  });
});

describe('the read level on pages no one should write', () => {
  const HANG_GUARD = 20_000;

  test(
    'nested 10,000 deep, blocks and list items: every text line, no stack overflow',
    async () => {
      const { nest } = await import('../reliability/lib/pages.mjs');
      const doc = new JSDOM('<!doctype html><body></body>').window.document;
      const leaf = doc.createElement('p');
      leaf.textContent = 'At the bottom';
      nest(doc, doc.body, 10_000, ['div', 'ul', 'li'], leaf);
      const lines = format(capture(doc, { text: true, refs: false }), { detail: 'read' })
        .trimEnd()
        .split('\n');
      expect(lines.slice(2)).toEqual(['text "At the bottom"']);
    },
    HANG_GUARD,
  );

  test(
    'a paragraph of 1 MB: one line of 1,000 characters, the rest counted; find reads it whole',
    async () => {
      const { findText } = await import('../../src/steps/index.js');
      const doc = new JSDOM(`<!doctype html><p>${'lorem ipsum '.repeat(87_381)}needle at the end</p>`).window.document;
      const [line] = format(capture(doc, { text: true, refs: false }), { detail: 'read' })
        .trimEnd()
        .split('\n')
        .slice(2);
      expect(line).toMatch(/^text "lorem ipsum .{980,}…" more:\d{7}$/);
      const found = findText(capture(doc, { text: 'whole', refs: false }), 'needle');
      expect(found).toEqual(['find "needle": 1 line', expect.stringMatching(/^text "….{50,} needle at the end"$/)]);
      expect(found.join('\n').length).toBeLessThan(400);
    },
    HANG_GUARD,
  );
});
