/**
 * When a step names nothing, the nearest names it offers are only those
 * close enough to help (at least `CLOSE_FLOOR` alike), best first; when no
 * name is that close, the answer says so instead of listing far ones.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { resolveOnRoot } from '../../src/assert/resolve.js';
import type { Snapshot } from '../../src/model/snapshot.js';
import { parseStepOrThrow } from '../../src/steps/grammar.js';
import { formatOutcome } from '../../src/steps/messages.js';
import { CLOSE_FLOOR, resolve, type Resolution } from '../../src/steps/resolve.js';
import { measureSimilarity } from '../../src/steps/similarity.js';
import { page } from './models.js';

const run = (model: Snapshot, step: string): Resolution => resolve(model, parseStepOrThrow(step));
const answer = (model: Snapshot, text: string): string => formatOutcome(parseStepOrThrow(text), run(model, text));
const refs = (result: Resolution) => (result.outcome === 'done' ? [] : result.candidates.map((c) => c.node.ref));

// "Create order" was renamed "Place order"; the rest of the page is far from it.
const ORDERS = `<title>Orders</title><main><h1>Orders</h1><nav><a href="/orders">Orders</a></nav>
  <ul><li>Ada Lovelace <button>Delete</button></li><li>Alan Turing <button>Delete</button></li></ul>
  <form aria-label="New order"><label><input type="checkbox"> Express delivery</label><button>Place order</button></form></main>`;

describe('steps: the nearest names offered when nothing matches', () => {
  it('toResolve offers "Place order" for "Create order", not "Delete", "Orders" or "Express delivery"', () => {
    const { document } = new JSDOM(ORDERS, { url: 'http://localhost:5173/orders' }).window;
    const { pass, message } = resolveOnRoot(document, "tapOn: 'Create order'", undefined, false);
    expect(pass).toBe(false);
    expect(message().split('\n').slice(2)).toEqual(['none "Create order"', `  button "Place order" via:score  → tapOn: 'Place order'`]);
  });

  it('the floor sits between what helps and what does not', () => {
    const alike = (a: string, b: string) => measureSimilarity(a.toLowerCase(), b.toLowerCase());
    expect(alike('Create order', 'Place order')).toBeGreaterThanOrEqual(CLOSE_FLOOR);
    expect(alike('Expert', 'Export all')).toBeGreaterThanOrEqual(CLOSE_FLOOR);
    for (const far of ['Orders', 'Delete', 'Express delivery', 'Customer']) expect(alike('Create order', far)).toBeLessThan(CLOSE_FLOOR);
  });

  it('best first, ties in page order, the far ones left out', () => {
    const model = page([
      { role: 'button', name: 'Home' },
      { role: 'button', name: 'Export all' },
      { role: 'button', name: 'Exporter' },
      { role: 'button', name: 'Exported' },
    ]);
    expect(run(model, "tapOn: 'Expert'")).toMatchObject({ outcome: 'none', reason: { kind: 'nothing' } });
    // "Exporter" and "Exported" are 0.625 alike, "Export all" 0.5, "Home" 0.17.
    expect(refs(run(model, "tapOn: 'Expert'"))).toEqual(['e3', 'e4', 'e2']);
  });

  it('no name close: the answer says so and lists none', () => {
    const model = page([
      { role: 'button', name: 'Delete' },
      { role: 'link', name: 'Orders' },
      { role: 'checkbox', name: 'Express delivery' },
    ]);
    expect(refs(run(model, "tapOn: 'Checkout'"))).toEqual([]);
    expect(answer(model, "tapOn: 'Checkout'")).toBe('none "Checkout"\n  no name is close');
  });

  it('test ids and ids: only the close keys of the same kind', () => {
    const model = page([
      { role: 'button', name: 'Edit', testId: 'edit-1' },
      { role: 'button', name: 'Edit', testId: 'edit-2' },
      { role: 'button', name: 'Save', testId: 'save' },
      { role: 'button', name: 'Close', id: 'close' },
    ]);
    expect(refs(run(model, "tapOn: { testId: 'edit-3' }"))).toEqual(['e1', 'e2']);
    expect(answer(model, "tapOn: { testId: 'checkout' }")).toBe('none $"checkout"\n  no test id is close');
    expect(answer(model, "tapOn: { id: 'checkout' }")).toBe('none #"checkout"\n  no id is close');
  });

  it('lines ruled out by role or row are still listed first, however far the rest', () => {
    const model = page([
      { role: 'heading', name: 'Orders', level: 1 },
      { role: 'button', name: 'Delete' },
    ]);
    expect(answer(model, "tapOn: 'Orders'").split('\n')).toEqual([
      'none "Orders" — "Orders" names only heading lines; tapOn acts on controls and clickables',
      `  e1 heading "Orders" level=1 via:exact  → assertVisible: 'Orders'`,
    ]);
  });

  it('a golden records the first line only: no candidates asked, nothing said about them', () => {
    const model = page([{ role: 'button', name: 'Delete' }]);
    const step = parseStepOrThrow("tapOn: 'Checkout'");
    expect(formatOutcome(step, resolve(model, step, { candidates: false }))).toBe('none "Checkout"');
  });
});
