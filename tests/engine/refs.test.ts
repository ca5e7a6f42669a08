/**
 * Refs (NOTATION.md "Refs", seed 000): `e<N>` in document order, stable per
 * element across captures, never reused, per document; `resolveRef` says
 * `gone` or `ambiguous` rather than moving to a lookalike.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture, resolveRef, RefError } from '../../src/engine/index.js';
import type { SnapshotNode } from '../../src/model/snapshot.js';

function page(body: string): Document {
  return new JSDOM(`<!doctype html><html><body>${body}</body></html>`).window.document;
}

/** The ref each line carries, by name. */
function refsByName(nodes: SnapshotNode[]): Record<string, string | undefined> {
  return Object.fromEntries(nodes.map((n) => [n.name, n.ref]));
}

function refNumber(ref: string | undefined): number {
  expect(ref).toMatch(/^e[1-9][0-9]*$/);
  return Number(ref!.slice(1));
}

/** The RefError `resolveRef` throws (fails the test if it returns). */
function refErrorOf(doc: Document, ref: string): RefError {
  try {
    const element = resolveRef(doc, ref);
    throw new Error(`resolveRef(${ref}) returned <${element.localName}> instead of throwing`);
  } catch (error) {
    expect(error).toBeInstanceOf(RefError);
    return error as RefError;
  }
}

const FORM = `<h1>Sign in</h1><input aria-label="Email"><input type="password" aria-label="Password"><button>Go</button><a href="/help">Help</a>`;

describe('engine/refs', () => {
  test('refs are e1, e2, ... in document order', () => {
    const { nodes } = capture(page(FORM));
    expect(nodes.map((n) => n.ref)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
  });

  test('the same element keeps its ref across captures', () => {
    const doc = page(FORM);
    const first = capture(doc).nodes.map((n) => n.ref);
    const second = capture(doc).nodes.map((n) => n.ref);
    expect(second).toEqual(first);
  });

  test('an element keeps its ref after its text changes', () => {
    const doc = page(FORM);
    const before = refsByName(capture(doc).nodes);
    doc.querySelector('button')!.textContent = 'Continue';
    const after = refsByName(capture(doc).nodes);
    expect(after['Continue']).toBe(before['Go']);
    expect(after['Help']).toBe(before['Help']);
  });

  test('refs: false spends no numbers', () => {
    const doc = page(FORM);
    const bare = capture(doc, { refs: false }).nodes;
    expect(bare.every((n) => n.ref === undefined)).toBe(true);
    expect(capture(doc).nodes.map((n) => n.ref)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
  });

  test('an element moved to another container keeps its ref', () => {
    const doc = page(`<nav><button>Move</button></nav><main><button>Stay</button></main>`);
    const before = refsByName(capture(doc).nodes);
    doc.querySelector('main')!.append(doc.querySelector('nav button')!);
    const { nodes } = capture(doc);
    expect(refsByName(nodes)).toEqual(before);
    expect(nodes.map((n) => n.name)).toEqual(['Stay', 'Move']);
    expect(resolveRef(doc, before['Move']!)).toBe(doc.querySelector('main button:last-child'));
  });

  test('a new element inserted before the others gets a fresh, higher number; the others keep theirs', () => {
    const doc = page(FORM);
    const before = refsByName(capture(doc).nodes);
    const added = doc.createElement('button');
    added.textContent = 'Skip to content';
    doc.body.prepend(added);
    const { nodes } = capture(doc);
    const after = refsByName(nodes);
    expect(nodes[0].name).toBe('Skip to content');
    expect(refNumber(after['Skip to content'])).toBeGreaterThan(Math.max(...Object.values(before).map(refNumber)));
    for (const [name, ref] of Object.entries(before)) expect(after[name]).toBe(ref);
  });

  test("a removed element's number is never given to a new element", () => {
    const doc = page(FORM);
    const before = refsByName(capture(doc).nodes);
    const retired = before['Go'];
    doc.querySelector('button')!.remove();
    capture(doc);
    const added = doc.createElement('button');
    added.textContent = 'Go';
    doc.body.append(added);
    const { nodes } = capture(doc);
    expect(nodes.map((n) => n.ref)).not.toContain(retired);
    expect(refNumber(refsByName(nodes)['Go'])).toBe(6);
    // The retired ref still says gone, it does not name the newcomer.
    expect(refErrorOf(doc, retired!).kind).toBe('gone');
  });

  test('numbers never repeat over many mutations', () => {
    const doc = page(`<button>a</button>`);
    const seen = new Map<string, Element>();
    for (let round = 0; round < 20; round++) {
      const b = doc.createElement('button');
      b.textContent = `b${round}`;
      if (round % 2) doc.body.prepend(b);
      else doc.body.append(b);
      if (round % 3 === 0) doc.body.firstElementChild!.remove();
      capture(doc);
      for (const el of doc.querySelectorAll('button')) {
        const ref = capture(el).nodes[0].ref!;
        const owner = seen.get(ref);
        if (owner) expect(owner).toBe(el);
        else seen.set(ref, el);
      }
    }
  });

  test('a new document starts at e1', () => {
    const one = page(FORM);
    capture(one);
    capture(one);
    const two = page(`<button>Other</button>${FORM}`);
    expect(capture(two).nodes[0].ref).toBe('e1');
  });

  test('a scoped capture hands out the same refs as the whole-page one', () => {
    const doc = page(`<nav><a href="/">Home</a></nav><main>${FORM}</main>`);
    const whole = refsByName(capture(doc).nodes);
    const scoped = refsByName(capture(doc, { scope: 'main' }).nodes);
    for (const [name, ref] of Object.entries(scoped)) expect(ref).toBe(whole[name]);
  });

  test('a scoped capture taken first numbers its lines as the whole page does: one element never has two refs', () => {
    const html = `<nav><a href="/">Home</a><a href="/orders">Orders</a></nav><main>${FORM}</main>`;
    const first = page(html);
    const scoped = refsByName(capture(first, { scope: 'main' }).nodes);
    const wholeAfter = refsByName(capture(first).nodes);
    const wholeAlone = refsByName(capture(page(html)).nodes);
    expect(Object.keys(scoped).length).toBeGreaterThan(0);
    for (const [name, ref] of Object.entries(scoped)) {
      expect(ref, name).toBe(wholeAfter[name]);
      expect(ref, name).toBe(wholeAlone[name]);
    }
    expect(wholeAfter).toEqual(wholeAlone);
  });

  describe('resolveRef', () => {
    test('returns the element a ref names', () => {
      const doc = page(FORM);
      capture(doc);
      expect(resolveRef(doc, 'e3')).toBe(doc.querySelector('input[type=password]'));
      expect(resolveRef(doc, 'e4')).toBe(doc.querySelector('button'));
    });

    test('resolves through an element of the document too', () => {
      const doc = page(FORM);
      capture(doc);
      expect(resolveRef(doc.body, 'e4')).toBe(doc.querySelector('button'));
    });

    test('an element removed from the page is gone, and the message says so', () => {
      const doc = page(FORM);
      capture(doc);
      doc.querySelector('input[type=password]')!.remove();
      const error = refErrorOf(doc, 'e3');
      expect(error.kind).toBe('gone');
      expect(error.ref).toBe('e3');
      expect(error.message).toContain('gone e3');
      expect(error.message).not.toContain('\n');
    });

    test('an element removed and re-attached resolves again (it is the same element)', () => {
      const doc = page(FORM);
      capture(doc);
      const button = doc.querySelector('button')!;
      button.remove();
      expect(refErrorOf(doc, 'e4').kind).toBe('gone');
      doc.body.append(button);
      expect(resolveRef(doc, 'e4')).toBe(button);
    });

    test('a ref never issued in this document is gone, not resolved elsewhere', () => {
      const doc = page(FORM);
      capture(doc);
      expect(refErrorOf(doc, 'e99').kind).toBe('gone');
      const other = page(FORM);
      expect(refErrorOf(other, 'e1').kind).toBe('gone');
    });

    test('a unique element that gets a twin is ambiguous, never silently resolved', () => {
      const doc = page(FORM);
      capture(doc);
      const twin = doc.createElement('button');
      twin.textContent = 'Go';
      doc.querySelector('button')!.before(twin);
      const error = refErrorOf(doc, 'e4');
      expect(error.kind).toBe('ambiguous');
      expect(error.message).toContain('e4');
      expect(error.message).not.toContain('\n');
    });

    test('a twin with the same name but another role does not make it ambiguous', () => {
      const doc = page(FORM);
      capture(doc);
      const link = doc.createElement('a');
      link.href = '/go';
      link.textContent = 'Go';
      doc.body.prepend(link);
      expect(resolveRef(doc, 'e4')).toBe(doc.querySelector('button'));
    });

    test('elements that were twins already resolve by identity', () => {
      const doc = page(`<button>Delete</button><button>Delete</button>`);
      const { nodes } = capture(doc);
      const [first, second] = doc.querySelectorAll('button');
      expect(resolveRef(doc, nodes[0].ref!)).toBe(first);
      expect(resolveRef(doc, nodes[1].ref!)).toBe(second);
    });

    test.each([['3'], ['e0'], ['e03'], ['button'], [''], ['e-1'], ['E3'], ['e3 e4'], ['e1\ne2']])('invalid ref %j', (ref) => {
      const doc = page(FORM);
      capture(doc);
      const error = refErrorOf(doc, ref);
      expect(error.kind).toBe('invalid');
      expect(error.message).not.toContain('\n');
    });

    test('an element renamed in place still resolves to itself', () => {
      const doc = page(FORM);
      capture(doc);
      const button = doc.querySelector('button')!;
      button.textContent = 'Sign in now';
      expect(resolveRef(doc, 'e4')).toBe(button);
      // And after the next capture, which records the new name.
      capture(doc);
      expect(resolveRef(doc, 'e4')).toBe(button);
    });

    test('a unique test id that gets a twin is ambiguous', () => {
      const doc = page(`<button data-testid="save">Save</button><button>Other</button>`);
      capture(doc);
      const twin = doc.createElement('button');
      twin.setAttribute('data-testid', 'save');
      twin.textContent = 'Save as';
      doc.body.append(twin);
      expect(refErrorOf(doc, 'e1').kind).toBe('ambiguous');
    });

    test('refs from a capture with custom testIdAttributes become ambiguous by that same key', () => {
      const doc = page(`<button data-test="save">Save</button><button>Other</button>`);
      capture(doc, { testIdAttributes: ['data-test'] });
      const twin = doc.createElement('button');
      twin.setAttribute('data-test', 'save');
      twin.textContent = 'Save';
      doc.body.append(twin);
      expect(refErrorOf(doc, 'e1').kind).toBe('ambiguous');
    });

    test('a ref from a scoped capture resolves while nothing changed, even with a twin outside the scope', () => {
      const doc = page(`<button>Save</button><main><button>Save</button><button>Cancel</button></main>`);
      const { nodes } = capture(doc, { scope: 'main' });
      const inside = doc.querySelectorAll('main button');
      expect(nodes.map((n) => n.name)).toEqual(['Save', 'Cancel']);
      expect(resolveRef(doc, nodes[0].ref!)).toBe(inside[0]);
      expect(resolveRef(doc, nodes[1].ref!)).toBe(inside[1]);
    });

    test('an element renamed to collide with another becomes ambiguous rather than moving', () => {
      const doc = page(`<button>Save</button><button>Cancel</button>`);
      capture(doc);
      const cancel = doc.querySelectorAll('button')[1];
      // A third "Cancel" appears: e2 was the only one, now two match its evidence.
      const copy = doc.createElement('button');
      copy.textContent = 'Cancel';
      doc.body.prepend(copy);
      expect(refErrorOf(doc, 'e2').kind).toBe('ambiguous');
      copy.remove();
      expect(resolveRef(doc, 'e2')).toBe(cancel);
    });
  });
});
