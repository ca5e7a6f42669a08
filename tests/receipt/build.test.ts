import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/model/snapshot.js';
import { buildReceipt, formatReceipt, isNewDocument } from '../../src/receipt/index.js';
import { act, capture } from './models.js';
import { changeLine, CONTAINERS, inDialog, ordersAfter, ordersBefore } from './orders.js';

/** The order page a form post lands on: a new document, refs from e1 again. */
function orderPage(url = 'https://shop.test/orders/1004'): Snapshot {
  return capture(
    [
      { role: 'heading', name: 'Order 1004', level: 1 },
      { role: 'button', name: 'Cancel order' },
      { role: 'status', name: 'Order created' },
      { role: 'textbox', name: 'Note', flags: ['focus'] },
    ],
    { url, title: 'Order 1004' },
  );
}

describe('receipt/build', () => {
  describe('navigation', () => {
    it('a new url is a new document: went, its arrival events, its size and net, no line compared', () => {
      const record = act(ordersBefore(), orderPage(), {
        target: 'e5',
        requests: [
          { method: 'POST', url: 'https://shop.test/orders', status: 303 },
          { method: 'GET', url: 'https://shop.test/orders/1004', status: 200 },
        ],
      });
      // e1 to e4 exist on both sides but name other elements: no ~ line, no gone.
      expect(formatReceipt(buildReceipt(record))).toBe(
        [
          'went "https://shop.test/orders/1004"',
          'toast "Order created"',
          'focus e4',
          'page "Order 1004": 4 lines',
          'net: 2 requests — POST /orders 303, GET /orders/1004 200',
        ].join('\n'),
      );
      expect(buildReceipt(record).changes).toEqual([]);
    });

    it('an empty live region on arrival (a page that keeps one for later messages) is no toast', () => {
      const arrival = capture(
        [
          { role: 'heading', name: 'Welcome', level: 1 },
          { role: 'status', name: '' },
        ],
        { url: 'https://shop.test/home', title: 'Home' },
      );
      expect(formatReceipt(buildReceipt(act(ordersBefore(), arrival)), { refs: false })).toBe(['went "/home"', 'page "Home": 2 lines'].join('\n'));
    });

    it('a dialog open on arrival and the errors of the act still print', () => {
      const arrival = capture([inDialog({ role: 'button', name: 'Accept cookies' })], { url: 'https://shop.test/home', title: 'Home', containers: CONTAINERS });
      expect(formatReceipt(buildReceipt(act(ordersBefore(), arrival, { errors: ['unload failed'] })), { refs: false })).toBe(
        ['went "/home"', 'dialog "Delete order?"', 'error "unload failed"', 'page "Home": 1 line'].join('\n'),
      );
    });

    it('the door may say a same-url reload was a navigation', () => {
      const reloaded = capture([{ role: 'heading', name: 'Orders', level: 1 }], { url: 'https://shop.test/orders' });
      expect(formatReceipt(buildReceipt(act(ordersBefore(), reloaded, { navigated: true })))).toBe(
        ['went "https://shop.test/orders"', 'page "Orders": 1 line'].join('\n'),
      );
    });

    it('the door may say a url change kept the document (history.pushState): lines are compared', () => {
      const after = ordersAfter((s) => changeLine(s, 'e5', { name: 'Place order' }), 'https://shop.test/orders/new');
      expect(formatReceipt(buildReceipt(act(ordersBefore(), after, { navigated: false })))).toBe(
        ['went "https://shop.test/orders/new"', '~name e5 button "Place order" (was "Create order")'].join('\n'),
      );
    });

    it('#isNewDocument: a changed url counts unless only its fragment changed', () => {
      const at = (url: string) => ordersBefore(url);
      expect(isNewDocument({ before: at('https://shop.test/a'), after: at('https://shop.test/b') })).toBe(true);
      expect(isNewDocument({ before: at('https://shop.test/a'), after: at('https://shop.test/a?x=1') })).toBe(true);
      expect(isNewDocument({ before: at('https://shop.test/a#x'), after: at('https://shop.test/a#y') })).toBe(false);
      expect(isNewDocument({ before: at('https://shop.test/a'), after: at('https://shop.test/a') })).toBe(false);
    });
  });

  describe('refusals', () => {
    it('a line without a ref: a receipt compares snapshots captured with refs', () => {
      const after = ordersBefore();
      after.nodes[2] = { ...after.nodes[2], ref: undefined };
      expect(() => buildReceipt(act(ordersBefore(), after))).toThrow(TypeError);
      expect(() => buildReceipt(act(ordersBefore(), after))).toThrow(
        'a receipt compares snapshots captured with refs: line 3 of the after snapshot (button[2] "Delete" x2 row:"Order 1002") has no ref; capture with refs on',
      );
    });

    it('a ref on two lines', () => {
      const before = ordersBefore();
      before.nodes[5] = { ...before.nodes[5], ref: 'e2' };
      expect(() => buildReceipt(act(before, ordersBefore()))).toThrow('ref e2 is on two lines of the before snapshot (lines 2 and 6); a ref names one element');
    });

    it('a target that is not a ref', () => {
      expect(() => buildReceipt(act(ordersBefore(), ordersBefore(), { target: 'Delete' }))).toThrow(
        new TypeError('the act\'s target must be a ref like "e12", got "Delete"'),
      );
    });
  });

  it('the receipt is plain JSON: it prints the same after a round trip', () => {
    const after = ordersAfter((s) => changeLine(s, 'e4', { value: 'ACME', flags: ['focus'] }).concat([{ ref: 'e7', role: 'status', name: 'Saved' }]));
    const receipt = buildReceipt(act(ordersBefore(), after, { target: 'e4', requests: [{ method: 'PUT', url: 'https://shop.test/api/draft', status: 200 }] }));
    const copy = JSON.parse(JSON.stringify(receipt));
    expect(copy).toEqual(receipt);
    expect(formatReceipt(copy)).toBe(formatReceipt(receipt));
  });
});
