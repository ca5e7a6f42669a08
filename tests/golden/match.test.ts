import fc from 'fast-check';
import { describe, test, expect } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { readGolden, renderGolden } from '../../src/golden/golden.js';
import { matchGolden } from '../../src/golden/match.js';
import { snapshotOf } from './helpers.js';
import { snapshot } from '../notation/arbitrary.js';

function check(golden: string, body: string, url?: string) {
  return matchGolden(snapshotOf(body, url), readGolden(golden, 'x.snap'), golden);
}

describe('golden/match', () => {
  const body = '<a href="/o/1">Order 1001</a><button>Create order</button>';
  const golden = renderGolden(snapshotOf(body));

  test('a page that agrees passes, whatever port its server had', () => {
    const match = check(golden, body, 'http://localhost:9/orders?tab=open');
    expect(match.pass).toBe(true);
    expect(match.diff).toEqual([]);
    expect(match.resolved).toBe(golden);
  });

  test("a flag the reading engine cannot see is neither compared nor dropped by an update: a Chromium golden's offscreen, held in jsdom", () => {
    const page = '<dialog open aria-label="New order"><label>Customer <input value="ACME"></label><button>Create order</button></dialog>';
    const model = snapshotOf(page);
    expect(model.unobserved).toEqual(['offscreen']);
    const written = renderGolden(model, 'full');
    // The same golden as Chromium wrote it, where the dialog sat below the fold.
    const chromium = written.replace(/( in:dialog)/g, ' offscreen$1');
    expect(chromium).toContain('button "Create order" offscreen in:dialog"New order"');
    const held = matchGolden(model, readGolden(chromium, 'x.snap'), chromium);
    expect(held.pass).toBe(true);
    expect(held.diff).toEqual([]);
    expect(held.resolved).toBe(chromium);
    // A change jsdom can see still fails, and the update keeps the flag it could not.
    const renamed = matchGolden(snapshotOf(page.replace('Create order', 'Place order')), readGolden(chromium, 'x.snap'), chromium);
    expect(renamed.pass).toBe(false);
    expect(renamed.diff).toContain('~name button "Place order" in:dialog"New order" (was "Create order")');
    expect(renamed.diff.filter((line) => line.startsWith('~flags'))).toEqual([]);
    expect(renamed.resolved).toBe(chromium.replace('Create order', 'Place order'));
    // An engine that sees layout holds the flag like any other.
    const seeing = matchGolden({ ...model, unobserved: undefined }, readGolden(chromium, 'x.snap'), chromium);
    expect(seeing.pass).toBe(false);
  });

  test('a mismatch fails with the readable diff; resolved is the new golden', () => {
    const match = check(golden, body.replace('Create order', 'Place order'));
    expect(match.pass).toBe(false);
    expect(match.diff).toContain('~name button "Place order" (was "Create order")');
    expect(match.resolved).toBe(golden.replace('Create order', 'Place order'));
  });

  test('an update keeps each pattern that still matches and drops one that does not', () => {
    const patterned = golden.replace('"Order 1001"', '/Order \\d+/').replace('url="/orders?tab=open"', 'url=/\\/orders.*/');
    const still = check(patterned, body.replace('Order 1001', 'Order 2002').replace('Create order', 'Place order'));
    expect(still.pass).toBe(false);
    expect(still.diff).toEqual(['  link /Order \\d+/', '~name button "Place order" (was "Create order")']);
    expect(still.resolved).toBe(patterned.replace('Create order', 'Place order'));
    const broken = check(patterned, body.replace('Order 1001', 'Invoice 7'));
    expect(broken.resolved).toContain('link "Invoice 7"\n');
    expect(broken.resolved).toContain('url=/\\/orders.*/ settled');
  });

  test('an update puts each header pattern back on its own field, though the title equals the url', () => {
    const page = () => capture(new JSDOM(`<!doctype html><title>/orders</title><body>${body}`, { url: 'http://127.0.0.1:41234/orders' }).window.document);
    const plain = renderGolden(page());
    expect(plain).toContain('page "/orders" url="/orders" settled');
    const onUrl = plain.replace('url="/orders"', 'url=/\\/orders.*/');
    const onTitle = plain.replace('page "/orders"', 'page /\\/ord.*/');
    // A renamed button makes the match write an update: its header keeps each pattern where it stood.
    const update = (golden: string) => {
      const renamed = golden.replace('Create order', 'Place order');
      return matchGolden(page(), readGolden(renamed, 'x.snap'), renamed).resolved;
    };
    expect(update(onUrl)).toContain('page "/orders" url=/\\/orders.*/ settled');
    expect(update(onTitle)).toContain('page /\\/ord.*/ url="/orders" settled');
  });

  test('the title and url are compared, the url without its origin', () => {
    const match = check(golden, body, 'http://localhost:9/customers');
    expect(match.pass).toBe(false);
    expect(match.diff[0]).toBe('~url "/customers" (was "/orders?tab=open")');
  });

  test('regions goldens are compared as text, with a line diff', () => {
    const regions = renderGolden(snapshotOf('<main><button>A</button></main>'), 'regions');
    const match = check(regions, '<main><button>A</button><button>B</button></main>');
    expect(match.pass).toBe(false);
    expect(match.diff).toContain('-main: 1 button');
    expect(match.diff).toContain('+main: 2 buttons');
  });
});

describe('golden/match: a golden matches the model it was rendered from', () => {
  // What lets a door pass a capture that renders exactly the stored text without reading or comparing it.
  test('at compact and full, over generated models', () => {
    fc.assert(
      fc.property(snapshot, fc.constantFrom('compact' as const, 'full' as const), (model, detail) => {
        const text = renderGolden(model, detail);
        const match = matchGolden(model, readGolden(text, 'x.snap'), text);
        expect(match.diff).toEqual([]);
        expect(match.pass).toBe(true);
        expect(match.resolved).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
