import { describe, expect, it } from 'vitest';
import { buildReceipt, formatReceipt, NO_CHANGE } from '../../src/receipt/index.js';
import type { ActRecord, Receipt } from '../../src/receipt/index.js';
import { act, node } from './models.js';
import { changeLine, deleteButton, dropLines, inDialog, inForm, insertAfter, ordersAfter, ordersBefore } from './orders.js';

/**
 * One act that makes every kind of line but `value` (the target is gone, so
 * nothing was typed): the Delete of order 1001 in a single-page app.
 */
function deleteOrder(): ActRecord {
  const after = ordersAfter(
    (s) =>
      insertAfter(
        dropLines(changeLine(s, 'e5', { flags: ['disabled'] }), 'e2', 'e6'),
        'e3',
        deleteButton('e7', 1003),
        deleteButton('e8', 1004),
        deleteButton('e11', 1005),
      ).concat([{ ref: 'e9', role: 'status', name: 'Order deleted' }, inDialog({ ref: 'e10', role: 'button', name: 'OK', flags: ['focus'] })]),
    'https://shop.test/orders?page=2',
  );
  return act(ordersBefore(), after, {
    target: 'e2',
    navigated: false,
    errors: ['boom'],
    requests: [
      { method: 'DELETE', url: 'https://shop.test/api/orders/1001', status: 204 },
      { method: 'GET', url: 'https://shop.test/api/orders?page=2', status: 200 },
    ],
  });
}

describe('receipt/format', () => {
  describe('#formatReceipt', () => {
    it('events in the seed order, then changed lines in page order, then net', () => {
      expect(formatReceipt(buildReceipt(deleteOrder()))).toBe(
        [
          'went "https://shop.test/orders?page=2"',
          'dialog "Delete order?"',
          'toast "Order deleted"',
          'focus e10',
          'error "boom"',
          '+3 rows in:table"Orders"',
          'gone e2',
          '~flags e5 button "Create order" disabled (was no flags)',
          '- e6 link "Help"',
          '+ e10 button "OK" focus',
          'net: 2 requests — DELETE /api/orders/1001 204, GET /api/orders?page=2 200',
        ].join('\n'),
      );
    });

    it('value prints between focus and error', () => {
      const after = ordersAfter((s) => changeLine(s, 'e4', { value: 'ACME', flags: ['focus'] }));
      expect(formatReceipt(buildReceipt(act(ordersBefore(), after, { target: 'e4', errors: ['boom'] })))).toBe(
        ['focus e4', 'value e4 "ACME"', 'error "boom"'].join('\n'),
      );
    });

    it('refs: false, the golden form: elements by role and name, lines without refs, went without origin', () => {
      expect(formatReceipt(buildReceipt(deleteOrder()), { refs: false })).toBe(
        [
          'went "/orders?page=2"',
          'dialog "Delete order?"',
          'toast "Order deleted"',
          'focus button "OK"',
          'error "boom"',
          '+3 rows in:table"Orders"',
          'gone button "Delete"',
          '~flags button "Create order" disabled (was no flags)',
          '- link "Help"',
          '+ button "OK" focus',
          'net: 2 requests — DELETE /api/orders/1001 204, GET /api/orders?page=2 200',
        ].join('\n'),
      );
      const after = ordersAfter((s) => changeLine(s, 'e4', { value: 'ACME', flags: ['focus'] }));
      expect(formatReceipt(buildReceipt(act(ordersBefore(), after, { target: 'e4' })), { refs: false })).toBe(
        ['focus textbox "Customer"', 'value textbox "Customer" "ACME"'].join('\n'),
      );
    });

    it('nothing changed: no change', () => {
      expect(NO_CHANGE).toBe('no change');
      expect(formatReceipt(buildReceipt(act(ordersBefore(), ordersBefore())))).toBe('no change');
      expect(formatReceipt({ events: [], changes: [], net: [] }, { refs: false })).toBe('no change');
    });

    it('changed lines are kept within a byte budget, not a count: the 15 options a menu brought all print, with their refs', () => {
      const added = Array.from({ length: 15 }, (_, i) => inForm({ ref: `e${i + 7}`, role: 'checkbox', name: `Option ${i + 1}`, flags: ['off'] }));
      const receipt = buildReceipt(
        act(
          ordersBefore(),
          ordersAfter((s) => insertAfter(s, 'e5', ...added)),
        ),
      );
      const lines = formatReceipt(receipt).split('\n');
      expect(lines).toHaveLength(15);
      expect(lines[14]).toBe('+ e21 checkbox "Option 15" off');
      // Past the budget, the last lines go, and the cut says how to see them.
      expect(formatReceipt(receipt, { budget: 60 }).split('\n')).toEqual([
        '+ e7 checkbox "Option 1" off',
        '+ e8 checkbox "Option 2" off',
        '… 13 more (a snapshot shows them)',
      ]);
      expect(formatReceipt(receipt, { limit: Infinity }).split('\n')).toHaveLength(15);
    });

    it('past the budget, removed lines go before added ones: their refs are gone', () => {
      const added = Array.from({ length: 3 }, (_, i) => inForm({ ref: `e${i + 20}`, role: 'option', name: `Fruit ${i + 1}` }));
      const receipt = buildReceipt(
        act(
          ordersBefore(),
          ordersAfter((s) => insertAfter(dropLines(s, 'e5'), 'e4', ...added)),
        ),
      );
      const all = formatReceipt(receipt, { limit: Infinity }).split('\n');
      expect(all.some((line) => line.startsWith('- '))).toBe(true);
      const kept = formatReceipt(receipt, { budget: all.filter((line) => !line.startsWith('- ')).join('\n').length + 1 }).split('\n');
      expect(kept.filter((line) => line.startsWith('+ '))).toHaveLength(3);
      expect(kept.some((line) => line.startsWith('- '))).toBe(false);
      expect(kept.at(-1)).toMatch(/^… \d+ more \(a snapshot shows them\)$/);
    });

    it('errors past the limit end in … N more', () => {
      const receipt = buildReceipt(act(ordersBefore(), ordersBefore(), { errors: ['a', 'b', 'c'] }));
      expect(formatReceipt(receipt, { limit: 2 })).toBe(['error "a"', 'error "b"', '… 1 more'].join('\n'));
    });

    it('a window the act opened: a tab line after went, its number with refs; the golden form has neither number nor origin', () => {
      const receipt = buildReceipt(
        act(ordersBefore(), ordersBefore(), { tabs: [{ title: 'Order "#1001"\nshipped', url: 'https://shop.test/orders/1001', number: 2 }] }),
      );
      expect(formatReceipt(receipt)).toBe('tab 2 "Order \\"#1001\\"\\nshipped" url="https://shop.test/orders/1001"');
      expect(formatReceipt(receipt, { refs: false })).toBe('tab "Order \\"#1001\\"\\nshipped" url="/orders/1001"');
      const arrival = buildReceipt(
        act(
          ordersBefore(),
          { ...ordersBefore(), header: { ...ordersBefore().header, url: 'https://shop.test/next' } },
          { tabs: [{ title: 'T', url: 'https://shop.test/t' }] },
        ),
      );
      expect(formatReceipt(arrival).split('\n').slice(0, 2)).toEqual(['went "https://shop.test/next"', 'tab "T" url="https://shop.test/t"']);
    });

    it('refuses a limit below 1', () => {
      expect(() => formatReceipt({ events: [], changes: [], net: [] }, { limit: 0 })).toThrow(/limit must be 1 or more/);
    });

    it('prints events in the seed order whatever order a hand-made receipt lists them in', () => {
      const receipt: Receipt = {
        events: [
          { kind: 'gone', node: node({ ref: 'e2', role: 'button', name: 'Delete' }) },
          { kind: 'error', message: 'boom' },
          { kind: 'went', url: 'https://shop.test/x' },
        ],
        changes: [],
        net: [],
      };
      expect(formatReceipt(receipt)).toBe(['went "https://shop.test/x"', 'error "boom"', 'gone e2'].join('\n'));
    });
  });
});
