import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { renderGolden } from '../../src/golden/golden.js';
import { UnreadableGoldenError } from '../../src/assert/domain.js';
import { DETAILS } from '../../src/model/snapshot.js';
import { createA11yAdapter, type A11yAdapterSettings, type StoredGolden } from '../../src/vitest/adapter.js';
import { goldenOfEntry as goldenTextOf } from '../../src/golden/snap-format.js';

const BODY = '<a href="/orders/1001">Order 1001</a><form aria-label="New order"><label>Customer <input></label><button>Create order</button></form>';

function page(body = BODY): Document {
  return new JSDOM(`<title>Orders</title><body>${body}`, { url: 'http://localhost:5173/orders' }).window.document;
}

function adapterOf(settings: Partial<A11yAdapterSettings> = {}) {
  return createA11yAdapter({ matcher: 'toMatchA11ySnapshot', ...settings });
}

/** One round through the adapter, the way Vitest's domain snapshot calls it. */
function check(stored: string, doc: Document | Element, settings: Partial<A11yAdapterSettings> = {}) {
  const adapter = adapterOf(settings);
  const model = adapter.capture(doc);
  return { adapter, result: adapter.match(model, adapter.parseExpected(stored) as StoredGolden) };
}

const golden = renderGolden(capture(page(), { refs: false }));

describe('vitest/adapter', () => {
  test('render is the golden of renderGolden behind one newline (Vitest stores multi-line snapshots so)', () => {
    for (const detail of DETAILS) {
      const adapter = adapterOf({ detail });
      expect(adapter.render(adapter.capture(page()))).toBe('\n' + renderGolden(capture(page(), { refs: false }), detail));
    }
    expect(adapterOf().render(adapterOf().capture(page()))).toBe('\n' + golden);
  });

  test('under expect.poll, a new snapshot is not the first two equal polls of a page still loading: it waits for a quiet window', async () => {
    // The page shows "Loading…" until a script fills it, 300 ms later.
    const doc = page('<p role="status">Loading…</p>');
    setTimeout(() => (doc.body.innerHTML = '<button>Create order</button>'), 300);
    // Vitest's rule for a new snapshot under expect.poll: two renders in a row that are equal (polled every 50 ms).
    const adapter = adapterOf({ quietWindow: 500 });
    const started = Date.now();
    let previous: string | undefined;
    let rendered = '';
    while (Date.now() - started < 2000) {
      rendered = adapter.render(adapter.capture(doc));
      if (rendered === previous) break;
      previous = rendered;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rendered).toBe('\n' + renderGolden(capture(doc, { refs: false })));
    expect(rendered).toContain('button "Create order"');
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  });

  test('a stored snapshot to hold the page against is polled as Vitest polls: no quiet window', () => {
    const adapter = adapterOf({ quietWindow: 10_000 });
    adapter.parseExpected('\n' + golden);
    expect(adapter.render(adapter.capture(page()))).toBe('\n' + golden);
  });

  test('an element is the scope: only the lines inside it', () => {
    const adapter = adapterOf();
    const form = page().querySelector('form')!;
    expect(adapter.render(adapter.capture(form))).toBe('\n' + renderGolden(capture(form, { refs: false })));
    expect(adapter.render(adapter.capture(form))).not.toContain('link');
  });

  test('a stored golden is read as stored, as an inline snapshot gives it, or bare', () => {
    expect(goldenTextOf('\n' + golden)).toBe(golden);
    expect(goldenTextOf('\n' + golden.trimEnd() + '\n  ')).toBe(golden);
    expect(goldenTextOf(golden)).toBe(golden);
    for (const stored of ['\n' + golden, golden, '\n' + golden + '\n']) expect(check(stored, page()).result.pass).toBe(true);
  });

  test('a mismatch carries the readable diff as its message, and resolved and expected as Vitest stores them', () => {
    const { adapter, result } = check('\n' + golden, page(BODY.replace('Create order', 'Place order')));
    expect(result.pass).toBe(false);
    expect(result.message).toContain('~name button "Place order" (was "Create order")');
    expect(result.expected).toBe('\n' + golden);
    expect(result.resolved).toBe('\n' + golden.replace('Create order', 'Place order'));
    expect(adapter.lastMatch?.diff).toEqual(result.message!.split('\n'));
  });

  test('a pattern matches a changing value, and resolved keeps it', () => {
    const patterned = golden.replace('link "Order 1001"', 'link /Order \\d+/');
    const same = check('\n' + patterned, page(BODY.replace('1001', '2002')));
    expect(same.result.pass).toBe(true);
    const changed = check('\n' + patterned, page(BODY.replace('1001', '2002').replace('Create order', 'Place order')));
    expect(changed.result.pass).toBe(false);
    expect(changed.result.resolved).toBe('\n' + patterned.replace('Create order', 'Place order'));
  });

  test('a stored golden keeps its own detail unless the matcher asks for another', () => {
    const full = renderGolden(capture(page(), { refs: false }), 'full');
    expect(check('\n' + full, page()).result.pass).toBe(true);
    expect(check('\n' + full, page(), { detail: 'full' }).result.pass).toBe(true);
    const asked = check('\n' + full, page(), { detail: 'compact' }).result;
    expect(asked.pass).toBe(false);
    expect(asked.message).toBe('~detail compact (was full): the test asks for another level of detail than the golden records');
    expect(asked.resolved).toBe('\n' + golden);
  });

  test('regions and v1 goldens compare as text', () => {
    const regions = renderGolden(capture(page(), { refs: false }), 'regions');
    expect(check('\n' + regions, page()).result.pass).toBe(true);
    const changed = check('\n' + regions, page(BODY + '<button>Help</button>')).result;
    expect(changed.pass).toBe(false);
    expect(changed.message).toMatch(/^@@ /);
  });

  test('a stored golden that cannot be read throws one line: where, why, and the command that writes it again', () => {
    const broken = '\n' + golden.replace('button "Create order"', 'button "Create order');
    const adapter = adapterOf({ locate: (line, column) => `x.snap:${10 + line}:${column}` });
    let error: unknown;
    try {
      adapter.parseExpected(broken);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnreadableGoldenError);
    expect((error as Error).message).toMatch(/^x\.snap:16:8: unterminated JSON string[^\n]* \(fix the golden, or rewrite it with: vitest -u\)$/);
    expect(() => adapterOf().parseExpected('\nsnapshot v2\n')).toThrow(
      /^stored snapshot, line 1:1: expected "# a11y-snapshot detail:[^\n]* \(fix the golden, or rewrite it with: vitest -u\)$/,
    );
  });

  test('under --update=all an unreadable golden is written again', () => {
    const broken = '\n' + golden.replace('link "Order 1001"', 'link /Order (\\d+/');
    const { result } = check(broken, page(), { rewriteUnreadable: true });
    expect(result.pass).toBe(false);
    expect(result.resolved).toBe('\n' + golden);
    expect(result.message).toMatch(/^unreadable golden, written again: stored snapshot:4:6: invalid pattern/);
  });

  test('capture refuses what is not a Document or an Element, saying what it got', () => {
    const adapter = adapterOf();
    const { window } = new JSDOM('<p>text</p>');
    const cases: [unknown, RegExp][] = [
      ['<button>Save</button>', /got a string \("<button>Save<\/button>"\): parse HTML first/],
      [null, /got null$/],
      [undefined, /got undefined$/],
      [42, /got a number \(42\)$/],
      [window, /got a Window: pass its document/],
      [window.document.querySelector('p')!.firstChild, /got a Text node/],
      [window.document.createDocumentFragment(), /got a DocumentFragment/],
      [window.document.querySelectorAll('p'), /got a list: pass one element/],
      [Promise.resolve(window.document), /got a Promise: await it first/],
      [{ nodeType: 1 }, /got an object with nodeType 1 that is not a DOM node/],
      [{ id: 1 }, /got an object$/],
      [new (class Locator {})(), /got a Playwright Locator: use a11y-snapshot\/playwright/],
    ];
    for (const [value, message] of cases) {
      expect(() => adapter.capture(value)).toThrow(TypeError);
      expect(() => adapter.capture(value)).toThrow(message);
    }
    expect(() => adapter.capture('x')).toThrow(/^toMatchA11ySnapshot\(\) expects a Document or an Element, got/);
  });

  test('lint is judged on every capture, a new snapshot (with nothing stored to match) too', () => {
    const adapter = adapterOf({ lint: ['nameless'] });
    adapter.capture(page(BODY + '<button></button>'));
    expect(adapter.lint?.map((f) => f.rule)).toEqual(['nameless']);
    adapter.capture(page());
    expect(adapter.lint).toEqual([]);
  });
});
