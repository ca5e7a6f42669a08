/**
 * `capture`: scope, key, count and index, test id attributes and the header,
 * on small jsdom pages written here, plus the NOTATION rule on every fixture.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture, ScopeError } from '../../src/engine/index.js';
import { format } from '../../src/notation/index.js';
import type { SnapshotNode } from '../../src/model/snapshot.js';
import { fixtureNames, loadInJsdom } from '../fixtures.js';

function page(body: string, options: { title?: string; url?: string } = {}): Document {
  const head = options.title === undefined ? '' : `<title>${options.title}</title>`;
  const html = `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
  return new JSDOM(html, options.url ? { url: options.url } : {}).window.document;
}

/** role, name, count and index of each node: the part of a line scope and count decide. */
function summary(nodes: SnapshotNode[]): [string, string, number, number][] {
  return nodes.map((n) => [n.role, n.name, n.count, n.index]);
}

describe('engine/capture', () => {
  describe('scope', () => {
    const body = `
      <button>Save</button>
      <nav><a href="/a">Home</a></nav>
      <main id="main">
        <h1>Orders</h1>
        <button>Save</button>
        <a href="/b">Home</a>
        <input aria-label="Search">
      </main>
      <footer><button>Help</button></footer>`;

    test('a selector keeps only the lines inside the element it matches', () => {
      const { nodes } = capture(page(body), { scope: '#main' });
      expect(nodes.map((n) => [n.role, n.name])).toEqual([
        ['heading', 'Orders'],
        ['button', 'Save'],
        ['link', 'Home'],
        ['textbox', 'Search'],
      ]);
    });

    test('counts and indexes stay whole-page: a twin outside the scope still makes x2', () => {
      const { nodes } = capture(page(body), { scope: '#main' });
      expect(summary(nodes)).toEqual([
        ['heading', 'Orders', 1, 1],
        ['button', 'Save', 2, 2],
        ['link', 'Home', 2, 2],
        ['textbox', 'Search', 1, 1],
      ]);
    });

    test('the scoped lines are exactly the in-scope lines of the unscoped capture', () => {
      const doc = page(body);
      const whole = capture(doc, { refs: false }).nodes;
      const scoped = capture(doc, { scope: '#main', refs: false }).nodes;
      const strip = (n: SnapshotNode) => ({ ...n, container: undefined });
      expect(scoped.map(strip)).toEqual(whole.slice(2, 6).map(strip));
    });

    test('capture(element) scopes to that element, with whole-page counts', () => {
      const doc = page(body);
      const main = doc.querySelector('main')!;
      const { nodes } = capture(main);
      expect(summary(nodes)).toEqual([
        ['heading', 'Orders', 1, 1],
        ['button', 'Save', 2, 2],
        ['link', 'Home', 2, 2],
        ['textbox', 'Search', 1, 1],
      ]);
    });

    test('capture(element) includes the element itself when it earns a line', () => {
      const doc = page(body);
      const footerButton = doc.querySelector('footer button')!;
      expect(summary(capture(footerButton).nodes)).toEqual([['button', 'Help', 1, 1]]);
    });

    test('capture(element, { scope }) looks for the selector inside the element', () => {
      const doc = page(`<div id="a"><section class="s"><button>A</button></section></div><div id="b"><section class="s"><button>B</button></section></div>`);
      const b = doc.getElementById('b')!;
      expect(capture(b, { scope: '.s' }).nodes.map((n) => n.name)).toEqual(['B']);
    });

    test('an invalid selector throws ScopeError quoting it', () => {
      const doc = page(body);
      let error: unknown;
      try {
        capture(doc, { scope: '#[' });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ScopeError);
      expect((error as Error).message).toBe('Invalid snapshot selector: "#["');
    });

    test('a selector that matches nothing throws ScopeError quoting it', () => {
      const doc = page(body);
      expect(() => capture(doc, { scope: '.nothing' })).toThrow(ScopeError);
      expect(() => capture(doc, { scope: '.nothing' })).toThrow(/^Snapshot selector did not match: "\.nothing"$/);
    });

    test('an empty selector is refused, not treated as the whole page', () => {
      expect(() => capture(page(body), { scope: '' })).toThrow(ScopeError);
    });
  });

  describe('key, count and index', () => {
    test('a test id is the key, over an id and over the name', () => {
      const { nodes } = capture(page(`<button data-testid="save-btn" id="save" name="save">Save</button>`));
      const [n] = nodes;
      expect(n).toMatchObject({ keyKind: 'testId', key: 'save-btn', testId: 'save-btn', name: 'Save' });
      expect(n.id).toBeUndefined();
    });

    test('a stable id is the key when there is no test id; a name attribute never is', () => {
      const { nodes } = capture(page(`<button id="save" name="commit">Save</button><input name="email" aria-label="Email">`));
      expect(nodes[0]).toMatchObject({ keyKind: 'id', key: 'save', id: 'save' });
      expect(nodes[1]).toMatchObject({ keyKind: 'text', key: 'Email' });
      expect(nodes[1].id).toBeUndefined();
    });

    test.each([
      [':r1:'],
      [':R2d6:'],
      ['«r3»'],
      ['field-1234567'],
      ['12345'],
      ['a3f9c2e1b7d4'],
      ['deadbeef12'],
      ['radix-:R2mH1:'],
      ['headlessui-menu-button-8'],
      ['V1StGXR8_Z5jdHi6B-myT'],
      ['input-x7Kp2Q'],
      ['modal-VStGXR'],
      ['popover-kqzxvt'],
    ])('generated id %s is not a key', (id) => {
      const doc = page(`<button>Go</button>`);
      doc.querySelector('button')!.id = id;
      const [n] = capture(doc).nodes;
      expect(n).toMatchObject({ keyKind: 'text', key: 'Go' });
      expect(n.id).toBeUndefined();
    });

    test.each([
      ['save'],
      ['order-form_2'],
      ['q'],
      ['filters-title'],
      ['email'],
      ['billing-address-2'],
      ['billingAddress2'],
      ['URLInput'],
      ['step-3rd'],
      ['q1'],
      ['grid-3x3'],
    ])('hand-written id %s is a key', (id) => {
      const doc = page(`<button>Go</button>`);
      doc.querySelector('button')!.id = id;
      expect(capture(doc).nodes[0]).toMatchObject({ keyKind: 'id', key: id, id });
    });

    test('count is over the whole page and across roles; index is 1-based in document order', () => {
      const { nodes } = capture(
        page(`
        <h2>Orders</h2>
        <a href="/orders">Orders</a>
        <button>Orders</button>
        <button>Other</button>
        <button>Orders</button>`),
      );
      expect(summary(nodes)).toEqual([
        ['heading', 'Orders', 4, 1],
        ['link', 'Orders', 4, 2],
        ['button', 'Orders', 4, 3],
        ['button', 'Other', 1, 1],
        ['button', 'Orders', 4, 4],
      ]);
    });

    test('hidden elements earn no line and do not count', () => {
      const { nodes } = capture(
        page(`
        <button hidden>Go</button><button style="display:none">Go</button><button aria-hidden="true">Go</button>
        <div inert><button>Go</button></div><button>Go</button>`),
      );
      expect(summary(nodes)).toEqual([['button', 'Go', 1, 1]]);
    });

    test('elements in a shadow root count with the page, in flat-tree order', () => {
      const doc = page(`<div id="host"></div><button>Out</button>`);
      const root = doc.getElementById('host')!.attachShadow({ mode: 'open' });
      root.innerHTML = '<section aria-label="S"><button>In</button><button>Out</button></section>';
      expect(summary(capture(doc).nodes)).toEqual([
        ['button', 'In', 1, 1],
        ['button', 'Out', 2, 1],
        ['button', 'Out', 2, 2],
      ]);
      // An element inside the shadow root as the scope; counts stay whole-page.
      expect(summary(capture(root.querySelector('section')!).nodes)).toEqual([
        ['button', 'In', 1, 1],
        ['button', 'Out', 2, 1],
      ]);
    });

    test('a test id equal to a name is a different key: they do not count together', () => {
      const { nodes } = capture(page(`<button data-testid="Save">A</button><button>Save</button>`));
      expect(summary(nodes)).toEqual([
        ['button', 'A', 1, 1],
        ['button', 'Save', 1, 1],
      ]);
    });

    test('twins by test id count together whatever their names', () => {
      const { nodes } = capture(page(`<button data-testid="row-del">Delete A</button><button data-testid="row-del">Delete B</button>`));
      expect(nodes.map((n) => [n.key, n.count, n.index])).toEqual([
        ['row-del', 2, 1],
        ['row-del', 2, 2],
      ]);
    });
  });

  describe('testIdAttributes', () => {
    const body = `<button data-test="a" data-testid="b">One</button><button data-testid="c">Two</button><button data-qa="d">Three</button>`;

    test('default is data-testid only', () => {
      const { nodes } = capture(page(body));
      expect(nodes.map((n) => n.testId)).toEqual(['b', 'c', undefined]);
    });

    test('the first attribute present wins, in the order given', () => {
      const { nodes } = capture(page(body), { testIdAttributes: ['data-test', 'data-testid'] });
      expect(nodes.map((n) => [n.testId, n.keyKind, n.key])).toEqual([
        ['a', 'testId', 'a'],
        ['c', 'testId', 'c'],
        [undefined, 'text', 'Three'],
      ]);
    });

    test('an attribute not listed is ignored', () => {
      const { nodes } = capture(page(body), { testIdAttributes: ['data-qa'] });
      expect(nodes.map((n) => n.testId)).toEqual([undefined, undefined, 'd']);
    });
  });

  describe('header', () => {
    test("title, url and engine; whether the page settled is not the engine's to say", () => {
      const { header } = capture(page(`<button>Go</button>`, { title: '  Orders \n · Acme ', url: 'https://shop.test/orders?x=1' }));
      expect(header).toStrictEqual({ title: 'Orders · Acme', url: 'https://shop.test/orders?x=1', engine: 'jsdom' });
    });

    test('a page without a title has an empty one; a document no one waited for prints settled', () => {
      const model = capture(page(`<button>Go</button>`));
      expect(model.header.title).toBe('');
      expect(model.header.url).toBe('about:blank');
      expect(model.header.settled).toBeUndefined();
      expect(model.header.network).toBeUndefined();
      expect(format(model).split('\n')[1]).toBe('page "" url="about:blank" settled');
    });

    test('a scoped capture carries the same header', () => {
      const doc = page(`<main><button>Go</button></main>`, { title: 'T', url: 'https://x.test/' });
      expect(capture(doc, { scope: 'main' }).header).toEqual(capture(doc).header);
    });
  });

  describe('NOTATION rule: a line with no x and a text key names one element', () => {
    for (const name of fixtureNames()) {
      test(name, () => {
        const { nodes } = capture(loadInJsdom(name), { refs: false });
        expect(nodes.length).toBeGreaterThan(0);
        nodes.forEach((node, i) => {
          if (node.count !== 1 || node.keyKind !== 'text') return;
          const others = nodes.filter((other, j) => j !== i && other.keyKind === 'text' && other.key === node.name);
          expect(others, `${node.role} ${JSON.stringify(node.name)} prints no x but shares its text key`).toEqual([]);
        });
      });
    }

    for (const name of fixtureNames()) {
      test(`${name}: count and index agree with the keys on the page`, () => {
        const { nodes } = capture(loadInJsdom(name), { refs: false });
        const groups = new Map<string, SnapshotNode[]>();
        for (const n of nodes) {
          const k = `${n.keyKind}\u0000${n.key}`;
          groups.set(k, [...(groups.get(k) ?? []), n]);
        }
        for (const group of groups.values()) {
          expect(group.map((n) => [n.count, n.index])).toEqual(group.map((_, i) => [group.length, i + 1]));
        }
      });
    }
  });
});
