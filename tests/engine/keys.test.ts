/**
 * Generated ids never become keys: a page whose script makes up ids the way
 * React, Radix, Headless UI and nanoid do prints the same lines on every load,
 * and its hand-written ids stay keys.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM, type DOMWindow } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { format } from '../../src/notation/index.js';

// The page builds its form at load, as a client-rendered app does.
const PAGE = `<!doctype html><title>Checkout</title><body><form id="checkout"></form><script>
  const alphabet = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';
  const nanoid = () => Array.from({ length: 21 }, () => alphabet[Math.floor(Math.random() * 64)]).join('');
  const counter = 1 + Math.floor(Math.random() * 9);
  const ids = [':r' + counter.toString(32) + ':', 'radix-:R' + Math.random().toString(36).slice(2, 6) + 'H1:',
    'headlessui-menu-button-' + counter, nanoid(), 'field-' + nanoid().slice(0, 8), 'email', 'billing-address-2'];
  const form = document.getElementById('checkout');
  ids.forEach((id, i) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = id;
    button.textContent = 'Control ' + (i + 1);
    form.append(button);
  });
</script>`;

/** A Math.random that gives the same numbers for the same seed (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function load(seed: number): Document {
  const beforeParse = (window: DOMWindow): void => void (window.Math.random = seeded(seed));
  return new JSDOM(PAGE, { runScripts: 'dangerously', beforeParse }).window.document;
}

describe('engine/keys', () => {
  test('ids that change between two loads of a page never become keys', () => {
    const first = load(1);
    const second = load(2);
    const idsOf = (doc: Document) => [...doc.querySelectorAll('button')].map((b) => b.id);
    const changed = idsOf(first).filter((id, i) => id !== idsOf(second)[i]);
    expect(changed.length).toBeGreaterThanOrEqual(4);
    const text = format(capture(first), { detail: 'full' });
    expect(text).toBe(format(capture(second), { detail: 'full' }));
    for (const id of changed) expect(text).not.toContain(JSON.stringify(id));
  });

  test('hand-written ids on the same page stay keys', () => {
    const text = format(capture(load(3)), { detail: 'full' });
    expect(text).toContain('button "Control 6" #"email"');
    expect(text).toContain('button "Control 7" #"billing-address-2"');
    expect(text).toContain('button "Control 4"\n');
  });
});
