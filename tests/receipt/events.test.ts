import { describe, expect, it } from 'vitest';
import { buildReceipt, formatReceipt } from '../../src/receipt/index.js';
import type { Snapshot } from '../../src/model/snapshot.js';
import type { ActRecord } from '../../src/receipt/index.js';
import { act } from './models.js';
import { changeLine, deleteButton, dropLines, inDialog, insertAfter, ordersAfter, ordersBefore } from './orders.js';

const printed = (record: ActRecord): string => formatReceipt(buildReceipt(record));

describe('receipt/events', () => {
  describe('went', () => {
    it('a fragment change keeps the document: went, then the changed lines', () => {
      const after = ordersAfter((s) => changeLine(s, 'e5', { name: 'Place order' }), 'https://shop.test/orders#new');
      expect(printed(act(ordersBefore(), after))).toBe(
        ['went "https://shop.test/orders#new"', '~name e5 button "Place order" (was "Create order")'].join('\n'),
      );
    });
  });

  describe('dialog', () => {
    it('a dialog open after and not before is an event; its lines are + lines', () => {
      const after = ordersAfter((s) => [
        ...s,
        inDialog({ ref: 'e7', role: 'button', name: 'Cancel' }),
        inDialog({ ref: 'e8', role: 'button', name: 'Delete order' }),
      ]);
      expect(printed(act(ordersBefore(), after))).toBe(['dialog "Delete order?"', '+ e7 button "Cancel"', '+ e8 button "Delete order"'].join('\n'));
    });

    it('a dialog open before and after is no event', () => {
      const withDialog = (name: string) =>
        ordersAfter((s) => [...s, inDialog({ ref: 'e7', role: 'button', name: 'Cancel' }), inDialog({ ref: 'e8', role: 'button', name })]);
      expect(printed(act(withDialog('Delete order'), withDialog('Delete it')))).toBe('~name e8 button "Delete it" (was "Delete order")');
    });

    it('without an outline (a model read back from text), dialogs are known by in:', () => {
      const before = ordersBefore();
      const after = ordersAfter((s) => [...s, inDialog({ ref: 'e7', role: 'button', name: 'Cancel' })]);
      const bare = (model: Snapshot): Snapshot => ({ header: model.header, nodes: model.nodes.map(({ container: _c, ...rest }) => rest) });
      expect(printed(act(bare(before), bare(after)))).toBe(['dialog "Delete order?"', '+ e7 button "Cancel"'].join('\n'));
    });
  });

  describe('toast', () => {
    it('a new status line is a toast, and its + line is left out', () => {
      const after = ordersAfter((s) => [...s, { ref: 'e7', role: 'status', name: 'Order created' }]);
      expect(printed(act(ordersBefore(), after))).toBe('toast "Order created"');
    });

    it('a new alert line is a toast too', () => {
      const after = ordersAfter((s) => [...s, { ref: 'e7', role: 'alert', name: 'Card declined' }]);
      expect(printed(act(ordersBefore(), after))).toBe('toast "Card declined"');
    });

    it('a live line that stays and changes its text is a toast, not a ~name line', () => {
      const before = ordersAfter((s) => [...s, { ref: 'e7', role: 'status', name: 'Saving' }]);
      const after = ordersAfter((s) => [...s, { ref: 'e7', role: 'status', name: 'Saved' }]);
      expect(printed(act(before, after))).toBe('toast "Saved"');
    });

    it('a new live line that says nothing is no toast: a + line', () => {
      const after = ordersAfter((s) => [...s, { ref: 'e7', role: 'status', name: '' }]);
      expect(printed(act(ordersBefore(), after))).toBe('+ e7 status ""');
    });

    it('a live line cleared of its text is a ~name line, not a toast', () => {
      const before = ordersAfter((s) => [...s, { ref: 'e7', role: 'status', name: 'Saved' }]);
      const after = ordersAfter((s) => [...s, { ref: 'e7', role: 'status', name: '' }]);
      expect(printed(act(before, after))).toBe('~name e7 status "" (was "Saved")');
    });

    it('a toast that goes away is a - line', () => {
      const before = ordersAfter((s) => [...s, { ref: 'e7', role: 'status', name: 'Saved' }]);
      expect(printed(act(before, ordersBefore()))).toBe('- e7 status "Saved"');
    });
  });

  describe('focus', () => {
    it('focus reaching a line is an event, not a ~flags line', () => {
      const after = ordersAfter((s) => changeLine(s, 'e4', { flags: ['focus'] }));
      expect(printed(act(ordersBefore(), after))).toBe('focus e4');
    });

    it('focus moving from one line to another is one event', () => {
      const before = ordersAfter((s) => changeLine(s, 'e4', { flags: ['focus'] }));
      const after = ordersAfter((s) => changeLine(s, 'e5', { flags: ['focus'] }));
      expect(printed(act(before, after))).toBe('focus e5');
    });

    it('focus lost to no line prints no event', () => {
      const before = ordersAfter((s) => changeLine(s, 'e4', { flags: ['focus'] }));
      expect(printed(act(before, ordersBefore()))).toBe('no change');
    });
  });

  describe('value', () => {
    it('the target field whose value changed is a value event, not a ~value line', () => {
      const after = ordersAfter((s) => changeLine(s, 'e4', { value: 'ACME', flags: ['focus'] }));
      expect(printed(act(ordersBefore(), after, { target: 'e4' }))).toBe(['focus e4', 'value e4 "ACME"'].join('\n'));
    });

    it('without a target, the focused field is the one typed into', () => {
      const before = ordersAfter((s) => changeLine(s, 'e4', { value: 'AC', flags: ['focus'] }));
      const after = ordersAfter((s) => changeLine(s, 'e4', { value: 'ACME', flags: ['focus'] }));
      expect(printed(act(before, after))).toBe('value e4 "ACME"');
    });

    it('a value the act did not type is a ~value line', () => {
      const after = ordersAfter((s) => changeLine(s, 'e4', { value: 'ACME' }));
      expect(printed(act(ordersBefore(), after, { target: 'e5' }))).toBe('~value e4 textbox "Customer" ="ACME" (was no value)');
    });

    it('the typed field keeps its other changes as ~ lines', () => {
      const after = ordersAfter((s) => changeLine(s, 'e4', { value: 'ACME', flags: ['invalid'] }));
      expect(printed(act(ordersBefore(), after, { target: 'e4' }))).toBe(
        ['value e4 "ACME"', '~flags e4 textbox "Customer" ="ACME" invalid (was no flags)'].join('\n'),
      );
    });
  });

  describe('error', () => {
    it('each page error is a line, its text folded to one line and quoted', () => {
      const record = act(ordersBefore(), ordersBefore(), { errors: ['TypeError: order is undefined', 'first\n  second'] });
      expect(printed(record)).toBe(['error "TypeError: order is undefined"', 'error "first second"'].join('\n'));
    });
  });

  describe('+N rows', () => {
    it('one new row: +1 row, and its lines still print', () => {
      const after = ordersAfter((s) => insertAfter(s, 'e3', deleteButton('e7', 1003)));
      expect(printed(act(ordersBefore(), after))).toBe(['+1 row in:table"Orders"', '+ e7 button[3] "Delete" x3 row:"Order 1003"'].join('\n'));
    });

    it('several new rows: +N rows, and their lines are folded into it', () => {
      const after = ordersAfter((s) => insertAfter(s, 'e3', deleteButton('e7', 1003), deleteButton('e8', 1004), deleteButton('e9', 1005)));
      expect(printed(act(ordersBefore(), after))).toBe('+3 rows in:table"Orders"');
    });

    it('rows that replace others (paging) count as new; the old ones are - lines', () => {
      const after = ordersAfter((s) => insertAfter(dropLines(s, 'e2', 'e3'), 'e1', deleteButton('e7', 1003), deleteButton('e8', 1004)));
      expect(printed(act(ordersBefore(), after))).toBe(
        ['+2 rows in:table"Orders"', '- e2 button[1] "Delete" x2 row:"Order 1001"', '- e3 button[2] "Delete" x2 row:"Order 1002"'].join('\n'),
      );
    });
  });

  describe('gone', () => {
    it('the target gone is a gone event, not a - line; other lines gone are - lines', () => {
      const after = ordersAfter((s) => dropLines(s, 'e2', 'e6'));
      expect(printed(act(ordersBefore(), after, { target: 'e2' }))).toBe(['gone e2', '- e6 link "Help"'].join('\n'));
    });

    it('a target still on the page is no event', () => {
      expect(printed(act(ordersBefore(), ordersBefore(), { target: 'e2' }))).toBe('no change');
    });
  });
});
