/**
 * Pages no one should write, which the engine must still read, quickly and
 * without overflowing the stack. Each test asserts the result; the per-test
 * timeout is the hang guard, not a benchmark.
 *
 * Deep trees are built with DOM calls in chunks: jsdom's own parser and
 * `appendChild` cost O(depth) per insertion at depth (10,000 deep takes
 * ~15 s to build that way), and attaching a whole 10,000-deep subtree at
 * once overflows jsdom's recursive `_attach`. Neither is the engine's cost.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { format, parse } from '../../src/notation/index.js';
import type { Snapshot, SnapshotNode } from '../../src/model/snapshot.js';
import { nest } from '../reliability/lib/pages.mjs';

const HANG_GUARD = 20_000;

function page(body: string): Document {
  return new JSDOM(`<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`).window.document;
}

function roleNames(nodes: SnapshotNode[]): [string, string][] {
  return nodes.map((n) => [n.role, n.name]);
}

function depthOf(el: Element): number {
  let depth = 0;
  for (let e: Element | null = el; e; e = e.parentElement) depth++;
  return depth;
}

/** Prints at every level and reads compact and full back: the model must survive its own notation. */
function expectPrintable(model: Snapshot): void {
  for (const detail of ['compact', 'full'] as const) {
    const text = format(model, { detail });
    expect(text.split('\n').length - 1).toBe(model.nodes.length + 2);
    expect(parse(text).errors).toEqual([]);
  }
  expect(() => format(model, { detail: 'regions' })).not.toThrow();
}

describe('engine/capture on bad input', () => {
  describe('malformed HTML', () => {
    test('unclosed tags', { timeout: HANG_GUARD }, () => {
      const model = capture(page(`<div><button>One<span>two<div><a href="/x">Three<p>four<ul><li><input aria-label="Five"`));
      expect(roleNames(model.nodes)).toEqual([
        ['button', 'Onetwo Three four'],
        ['link', 'Three four'],
        ['textbox', 'Five'],
      ]);
      expectPrintable(model);
    });

    test('a button start tag closes an open button', { timeout: HANG_GUARD }, () => {
      const model = capture(page(`<button>One<button>Two<button>Three`));
      expect(roleNames(model.nodes)).toEqual([
        ['button', 'One'],
        ['button', 'Two'],
        ['button', 'Three'],
      ]);
    });

    test('stray end tags', { timeout: HANG_GUARD }, () => {
      const model = capture(page(`</div></button></a></form><button>Save</span></div>d</button></td></tr></table><a href="/h">Help</a></body></html></html>`));
      expect(roleNames(model.nodes)).toEqual([
        ['button', 'Saved'],
        ['link', 'Help'],
      ]);
      expectPrintable(model);
    });

    test('misnested formatting and table content (adoption agency, foster parenting)', { timeout: HANG_GUARD }, () => {
      const model = capture(page(`<b><button>Bold<i>it</b>alic</i></button><table><button>Fostered</button><tr><td><a href="/c">Cell</a></table>`));
      expect(roleNames(model.nodes)).toEqual([
        ['button', 'Bolditalic'],
        ['button', 'Fostered'],
        ['link', 'Cell'],
      ]);
      expectPrintable(model);
    });

    test('an unclosed comment swallows the rest of the page', { timeout: HANG_GUARD }, () => {
      const model = capture(page(`<button>Before</button><!-- <button>Inside</button>`));
      expect(roleNames(model.nodes)).toEqual([['button', 'Before']]);
    });

    test('garbage attributes and entities', { timeout: HANG_GUARD }, () => {
      const model = capture(
        page(`<button aria-label="&quot;Go&quot; &amp; &bogus; &#0; &#xD800;" id="">x</button><button role="" aria-hidden="maybe" tabindex="x">y</button>`),
      );
      expect(model.nodes).toHaveLength(2);
      expect(model.nodes[0].name).toBe('"Go" & &bogus; \ufffd \ufffd');
      expect(model.nodes[0].keyKind).toBe('text');
      expect(model.nodes[1]).toMatchObject({ role: 'button', name: 'y' });
      expectPrintable(model);
    });
  });

  test('a blank test id is no key: it would print $"" and select nothing', { timeout: HANG_GUARD }, () => {
    const model = capture(page(`<button data-testid=" " id="save">Save</button><button data-testid="">Go</button><button data-testid="\n">Go</button>`));
    expect(model.nodes.map((n) => [n.keyKind, n.key, n.testId])).toEqual([
      ['id', 'save', undefined],
      ['text', 'Go', undefined],
      ['text', 'Go', undefined],
    ]);
    expect(format(model)).not.toContain('$""');
  });

  test('a page of 50,000 elements', { timeout: HANG_GUARD }, () => {
    const row = '<div><span>x</span><button>Buy</button><a href="#">Item</a></div>';
    const doc = page(row.repeat(12_500));
    expect(doc.getElementsByTagName('*').length).toBeGreaterThanOrEqual(50_000);
    const model = capture(doc);
    expect(model.nodes).toHaveLength(25_000);
    const last = model.nodes.at(-1)!;
    expect(last).toMatchObject({ role: 'link', name: 'Item', count: 12_500, index: 12_500, ref: 'e25000' });
    expect(model.nodes[0]).toMatchObject({ role: 'button', name: 'Buy', count: 12_500, index: 1, ref: 'e1' });
    const text = format(model);
    expect(text.split('\n').length - 1).toBe(25_002);
  });

  test('divs nested 10,000 deep: the button at the bottom is found', { timeout: HANG_GUARD }, () => {
    const doc = page(`<h1>Top</h1>`);
    const button = doc.createElement('button');
    button.textContent = 'Deep';
    nest(doc, doc.body, 10_000, ['div'], button);
    expect(depthOf(button)).toBeGreaterThan(10_000);
    const model = capture(doc);
    expect(roleNames(model.nodes)).toEqual([
      ['heading', 'Top'],
      ['button', 'Deep'],
    ]);
    expectPrintable(model);
  });

  test('containers nested 10,000 deep (lists, sections) print at every level', { timeout: HANG_GUARD }, () => {
    const doc = page('');
    const button = doc.createElement('button');
    button.textContent = 'Deep';
    nest(doc, doc.body, 10_000, ['ul', 'li'], button);
    const model = capture(doc);
    expect(roleNames(model.nodes)).toEqual([['button', 'Deep']]);
    expect(model.nodes[0].in).toEqual({ kind: 'list', name: '' });
    expectPrintable(model);
    expect(format(model, { around: model.nodes[0].ref })).toContain('button "Deep"');
  });

  test('content nested 10,000 deep inside a button: the name does not overflow', { timeout: HANG_GUARD }, () => {
    const doc = page(`<button>Top</button><a href="/l">Link</a>`);
    nest(doc, doc.querySelector('button')!, 10_000, ['span'], doc.createTextNode('bottom'));
    const model = capture(doc);
    expect(model.nodes.map((n) => n.role)).toEqual(['button', 'link']);
    expect(model.nodes[0].name.startsWith('Top')).toBe(true);
    expectPrintable(model);
  });

  test('a label whose content is nested 10,000 deep does not overflow', { timeout: HANG_GUARD }, () => {
    const doc = page(`<label for="email">Email <span id="deep"></span></label><input id="email">`);
    nest(doc, doc.getElementById('deep')!, 10_000, ['span'], doc.createTextNode('bottom'));
    const model = capture(doc);
    expect(model.nodes).toHaveLength(1);
    expect(model.nodes[0]).toMatchObject({ role: 'textbox' });
    expect(model.nodes[0].name.startsWith('Email')).toBe(true);
  });

  describe('reference cycles', () => {
    test('aria-labelledby a → b → a: each name is read one step deep', { timeout: HANG_GUARD }, () => {
      const model = capture(page(`<button id="a" aria-labelledby="b">A</button><button id="b" aria-labelledby="a">B</button>`));
      expect(roleNames(model.nodes)).toEqual([
        ['button', 'B'],
        ['button', 'A'],
      ]);
    });

    test('aria-labelledby pointing at itself', { timeout: HANG_GUARD }, () => {
      const model = capture(page(`<button id="c" aria-labelledby="c">Self</button><input id="d" aria-labelledby="d e" value="v"><span id="e">Tail</span>`));
      expect(model.nodes[0]).toMatchObject({ role: 'button', name: 'Self' });
      expect(model.nodes[1].role).toBe('textbox');
      expect(model.nodes[1].name.endsWith('Tail')).toBe(true);
    });

    test('a longer aria-labelledby ring through hidden nodes', { timeout: HANG_GUARD }, () => {
      const model = capture(
        page(`
        <button id="r1" aria-labelledby="r2 r3">x</button>
        <span id="r2" hidden aria-labelledby="r3">two</span>
        <span id="r3" hidden aria-labelledby="r1">three</span>`),
      );
      expect(roleNames(model.nodes)).toEqual([['button', 'two three']]);
    });

    test('aria-owns loops end', { timeout: HANG_GUARD }, () => {
      const model = capture(
        page(`
        <div role="listbox" aria-label="L" aria-owns="o1"><div role="option" id="o1" aria-owns="o2">one<div id="o2" aria-owns="o1">two</div></div></div>
        <div role="menu" aria-label="M"><div role="menuitem" id="x" aria-owns="y">X</div><div role="menuitem" id="y" aria-owns="x">Y</div></div>
        <div id="z" aria-owns="z"><button aria-owns="z">Z</button></div>`),
      );
      expect(model.nodes.map((n) => n.role)).toEqual(['listbox', 'option', 'menuitem', 'menuitem', 'button']);
      expect(model.nodes[1].name).toBe('one two');
      // Each element gives its text at most once per name.
      for (const n of model.nodes) expect(n.name.length).toBeLessThan(20);
      expectPrintable(model);
    });

    test('aria-labelledby into an aria-owns loop', { timeout: HANG_GUARD }, () => {
      const model = capture(page(`<button aria-labelledby="p">x</button><div id="p" aria-owns="q">P<div id="q" aria-owns="p">Q</div></div>`));
      expect(roleNames(model.nodes)).toEqual([['button', 'P Q']]);
    });
  });

  test('1 MB of text in a button: the printed name is cut at 200 characters and …', { timeout: HANG_GUARD }, () => {
    const doc = page(`<button></button><button></button>`);
    const [text, label] = doc.querySelectorAll('button');
    text.textContent = 'ab '.repeat(350_000);
    label.setAttribute('aria-label', 'z'.repeat(1_000_000));
    const model = capture(doc);
    const cutText = 'ab '.repeat(67).slice(0, 200);
    expect(model.nodes[0].name).toBe(cutText + '…');
    expect(model.nodes[1].name).toBe('z'.repeat(200) + '…');
    const lines = format(model).split('\n');
    expect(lines[2]).toBe(`e1 button ${JSON.stringify(cutText + '…')}`);
    expect(lines[3]).toBe(`e2 button "${'z'.repeat(200)}…"`);
  });

  test('1 MB value and placeholder are cut the same way', { timeout: HANG_GUARD }, () => {
    const doc = page(`<input aria-label="Big">`);
    const input = doc.querySelector('input')!;
    input.value = 'v'.repeat(1_000_000);
    input.setAttribute('placeholder', 'p'.repeat(1_000_000));
    const [n] = capture(doc).nodes;
    expect(n.value).toBe('v'.repeat(200) + '…');
    expect(n.placeholder).toBe('p'.repeat(200) + '…');
  });

  test('5,000 identical twins: x5000 and every [index] in order', { timeout: HANG_GUARD }, () => {
    const doc = page('<button>Same</button>'.repeat(5_000));
    const model = capture(doc);
    expect(model.nodes).toHaveLength(5_000);
    model.nodes.forEach((n, i) => {
      expect(n.count).toBe(5_000);
      expect(n.index).toBe(i + 1);
    });
    const lines = format(model).trimEnd().split('\n').slice(2);
    expect(lines).toHaveLength(5_000);
    lines.forEach((line, i) => expect(line).toBe(`e${i + 1} button[${i + 1}] "Same" x5000`));
  });
});
