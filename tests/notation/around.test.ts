import { describe, expect, it } from 'vitest';
import { selectAround } from '../../src/notation/around.js';
import { format } from '../../src/notation/format.js';
import { parseSnapshot } from '../../src/notation/parse.js';
import { HEADER, node, ordersPage, withoutOutline } from './fixtures.js';

const refsOf = (nodes: { ref?: string }[]) => nodes.map((n) => n.ref);

describe('notation/around', () => {
  describe('#selectAround', () => {
    it("selects the innermost container's lines", () => {
      expect(refsOf(selectAround(ordersPage(), 'e5'))).toEqual(['e4', 'e5', 'e6']);
      expect(refsOf(selectAround(ordersPage(), 'e8'))).toEqual(['e7', 'e8', 'e9']);
      expect(refsOf(selectAround(ordersPage(), 'e1'))).toEqual(['e1', 'e2']);
    });

    it('includes the containers nested inside it', () => {
      expect(refsOf(selectAround(ordersPage(), 'e3'))).toEqual(['e3', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']);
    });

    it('selects the lines in no container for a line in none', () => {
      const model = ordersPage();
      model.nodes.push(node({ ref: 'e11', role: 'link', name: 'Privacy' }));
      expect(refsOf(selectAround(model, 'e10'))).toEqual(['e10', 'e11']);
    });

    it('accepts a ref written the v1 way, @e5', () => {
      expect(refsOf(selectAround(ordersPage(), '@e5'))).toEqual(['e4', 'e5', 'e6']);
    });

    it('groups by in: when the model has no outline (a parsed snapshot)', () => {
      const parsed = parseSnapshot(format(ordersPage(), { detail: 'full' }));
      expect(refsOf(selectAround(parsed, 'e5'))).toEqual(['e4', 'e5', 'e6']);
      // Without the outline, main no longer holds the table and the form.
      expect(refsOf(selectAround(parsed, 'e3'))).toEqual(['e3']);
      expect(refsOf(selectAround(withoutOutline(ordersPage()), 'e10'))).toEqual(['e10']);
    });

    it('throws for an unknown ref, naming it', () => {
      expect(() => selectAround(ordersPage(), 'e99')).toThrow('Unknown ref "e99": no line in this snapshot has it');
    });

    it('says so when the snapshot carries no refs at all', () => {
      const golden = { header: HEADER, nodes: [node({ role: 'link', name: 'Home' })] };
      expect(() => selectAround(golden, 'e1')).toThrow('Unknown ref "e1": no line in this snapshot has it (this snapshot carries no refs, as golden files do)');
    });

    it('keeps a hostile ref to one line in the message', () => {
      expect(() => selectAround(ordersPage(), 'e1\nsnapshot v2')).toThrow('Unknown ref "e1\\nsnapshot v2"');
    });
  });

  describe('#format with around', () => {
    it('prints the header with the engine, then full lines', () => {
      expect(format(ordersPage(), { around: 'e9', refs: false })).toBe(`snapshot v2
page "Orders" url="https://shop.test/orders" settled engine:jsdom
textbox "Customer" $"customer" ="ACME" required in:form"Create order"
textbox "Note" #"note" ?"Optional" offscreen row:"Details" in:form"Create order"
button "Create order" disabled in:form"Create order"
`);
    });

    it('throws the unknown-ref error from format', () => {
      expect(() => format(ordersPage(), { around: 'e42' })).toThrow(/^Unknown ref "e42"/);
    });
  });
});
