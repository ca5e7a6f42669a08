import { describe, expect, it } from 'vitest';
import { buildReceipt, compareFacets, formatReceipt } from '../../src/receipt/index.js';
import { act, node } from './models.js';
import { changeLine, dropLines, inForm, insertAfter, ordersAfter, ordersBefore } from './orders.js';

type Edit = Parameters<typeof ordersAfter>[0];
const receiptOf = (edit: Edit): string => formatReceipt(buildReceipt(act(ordersBefore(), ordersAfter(edit))));

describe('receipt/changes', () => {
  describe('+ and -', () => {
    it('a line with a fresh ref is a + line where it stands', () => {
      expect(receiptOf((s) => insertAfter(s, 'e5', inForm({ ref: 'e7', role: 'button', name: 'Cancel' })))).toBe('+ e7 button "Cancel"');
    });

    it('a line whose ref is gone is a - line', () => {
      expect(receiptOf((s) => dropLines(s, 'e6'))).toBe('- e6 link "Help"');
    });

    it('page order: a removed line prints after the kept line above it, before the lines added there', () => {
      // e4 stood after e3; e7 is added in its place.
      const edit: Edit = (s) =>
        insertAfter(dropLines(changeLine(s, 'e5', { name: 'Place order' }), 'e4'), 'e3', inForm({ ref: 'e7', role: 'textbox', name: 'Client' }));
      expect(receiptOf(edit)).toBe(['- e4 textbox "Customer"', '+ e7 textbox "Client"', '~name e5 button "Place order" (was "Create order")'].join('\n'));
    });

    it('a removed line with no kept line above it prints first', () => {
      expect(receiptOf((s) => [{ ref: 'e7', role: 'heading', name: 'Welcome', level: 1 }, ...dropLines(s, 'e1')])).toBe(
        ['- e1 heading "Orders" level=1', '+ e7 heading "Welcome" level=1'].join('\n'),
      );
    });
  });

  describe('~ lines', () => {
    it('~name: the same ref with another name, and what it was', () => {
      expect(receiptOf((s) => changeLine(s, 'e5', { name: 'Place order' }))).toBe('~name e5 button "Place order" (was "Create order")');
    });

    it('~role: the same ref with another role', () => {
      expect(receiptOf((s) => changeLine(s, 'e6', { role: 'button' }))).toBe('~role e6 button "Help" (was link)');
    });

    it('~value: the value it had, or no value', () => {
      const before = ordersAfter((s) => changeLine(s, 'e4', { value: 'ACME' }));
      const after = ordersAfter((s) => changeLine(s, 'e4', { value: 'Initech' }));
      expect(formatReceipt(buildReceipt(act(before, after)))).toBe('~value e4 textbox "Customer" ="Initech" (was ="ACME")');
      expect(formatReceipt(buildReceipt(act(before, ordersBefore())))).toBe('~value e4 textbox "Customer" (was ="ACME")');
    });

    it('~flags: the flags it had, or no flags; a heading level is a flag', () => {
      expect(receiptOf((s) => changeLine(s, 'e5', { flags: ['disabled'] }))).toBe('~flags e5 button "Create order" disabled (was no flags)');
      expect(receiptOf((s) => changeLine(s, 'e1', { level: 2 }))).toBe('~flags e1 heading "Orders" level=2 (was level=1)');
    });

    it('~desc: the error message a refused field now says, as its compact line prints it', () => {
      const invalid =
        (description: string): Edit =>
        (s) =>
          changeLine(s, 'e4', { flags: ['invalid'], description });
      expect(formatReceipt(buildReceipt(act(ordersAfter(invalid('Required')), ordersAfter(invalid('Too short')))))).toBe(
        '~desc e4 textbox "Customer" invalid desc:"Too short" (was desc:"Required")',
      );
      // A hint on a valid field does not print on a compact line, so it is not compared.
      const hint =
        (description: string): Edit =>
        (s) =>
          changeLine(s, 'e4', { description });
      expect(formatReceipt(buildReceipt(act(ordersAfter(hint('One')), ordersAfter(hint('Two')))))).toBe('no change');
    });

    it('several facets of one line: one ~ line naming them all, as the golden diff does', () => {
      expect(receiptOf((s) => changeLine(s, 'e5', { name: 'Placing…', flags: ['disabled'] }))).toBe(
        '~name,flags e5 button "Placing…" disabled (was "Create order", no flags)',
      );
    });

    it('a line that keeps its facets but gains focus prints the focus flag it now has', () => {
      const after = ordersAfter((s) => changeLine(s, 'e5', { flags: ['disabled', 'focus'] }));
      expect(formatReceipt(buildReceipt(act(ordersBefore(), after)))).toBe(
        ['focus e5', '~flags e5 button "Create order" disabled focus (was no flags)'].join('\n'),
      );
    });

    it('offscreen, counts and row or container markers are not compared', () => {
      // Scrolling moves offscreen; a twin removed elsewhere moves the count of e3.
      const edit: Edit = (s) => dropLines(changeLine(s, 'e6', { flags: ['offscreen'] }), 'e2');
      expect(receiptOf(edit)).toBe('- e2 button[1] "Delete" x2 row:"Order 1001"');
    });
  });

  describe('#compareFacets', () => {
    it('names the facets in print order', () => {
      const was = node({ role: 'link', name: 'A', value: '1', flags: ['disabled'] });
      const now = node({ role: 'button', name: 'B', value: '2', flags: [] });
      expect(compareFacets(was, now)).toEqual(['role', 'name', 'value', 'flags']);
      expect(
        compareFacets(
          node({ role: 'textbox', name: 'A', flags: ['invalid'] }),
          node({ role: 'textbox', name: 'A', flags: ['invalid'], description: 'Required' }),
        ),
      ).toEqual(['desc']);
      expect(compareFacets(was, was)).toEqual([]);
    });

    it('leaves focus and offscreen out of the flags', () => {
      expect(compareFacets(node({ role: 'button', name: 'A' }), node({ role: 'button', name: 'A', flags: ['focus', 'offscreen'] }))).toEqual([]);
    });
  });
});
