import { describe, expect, it } from 'vitest';
import { format } from '../../src/notation/format.js';
import { HEADER, node, ordersPage } from './fixtures.js';

const COMPACT = `snapshot v2
page "Orders" url="https://shop.test/orders" settled
e1 link "Home"
e2 link[1] "Orders" x2 selected in:nav"Main"
e3 heading[2] "Orders" x2 level=1 in:main""
e4 button[1] "Delete" x3 row:"Order 1001" icon:trash
e5 button[2] "Delete" x3 row:"Order 1002" icon:trash
e6 button[3] "Delete" x3 row:"Order 1003" icon:trash
e7 textbox "Customer" $"customer" ="ACME" required
e8 textbox "Note" #"note"
e9 button "Create order" disabled
e10 link "Help"
`;

const FULL = `snapshot v2
page "Orders" url="https://shop.test/orders" settled engine:jsdom
e1 link "Home" in:nav"Main"
e2 link[1] "Orders" x2 selected in:nav"Main"
e3 heading[2] "Orders" x2 level=1 in:main""
e4 button[1] "Delete" x3 row:"Order 1001" in:table"Orders" icon:trash
e5 button[2] "Delete" x3 row:"Order 1002" in:table"Orders" icon:trash
e6 button[3] "Delete" x3 row:"Order 1003" in:table"Orders" icon:trash
e7 textbox "Customer" $"customer" ="ACME" required in:form"Create order"
e8 textbox "Note" #"note" ?"Optional" offscreen row:"Details" in:form"Create order"
e9 button "Create order" disabled in:form"Create order"
e10 link "Help"
`;

describe('notation/format', () => {
  describe('#format', () => {
    it('prints compact lines by default', () => {
      expect(format(ordersPage())).toBe(COMPACT);
      expect(format(ordersPage(), { detail: 'compact' })).toBe(COMPACT);
    });

    it('treats undefined options as their defaults', () => {
      expect(format(ordersPage(), { detail: undefined, refs: undefined })).toBe(COMPACT);
    });

    it('prints every marker and the engine in full', () => {
      expect(format(ordersPage(), { detail: 'full' })).toBe(FULL);
    });

    it('prints lines without refs, as golden files hold them', () => {
      const text = format(ordersPage(), { refs: false });
      expect(text).toBe(COMPACT.replace(/^e\d+ /gm, ''));
      expect(text.split('\n')[4]).toBe('heading[2] "Orders" x2 level=1 in:main""');
    });

    it('prints a page still loading', () => {
      const model = { header: { ...HEADER, settled: false, network: 3 }, nodes: [] };
      expect(format(model)).toBe('snapshot v2\npage "Orders" url="https://shop.test/orders" loading(Network 3)\n');
    });

    it('prints only the header for an empty page', () => {
      expect(format({ header: HEADER, nodes: [] }, { detail: 'full' })).toBe(
        'snapshot v2\npage "Orders" url="https://shop.test/orders" settled engine:jsdom\n',
      );
    });

    it('ends every output with one newline', () => {
      for (const detail of ['compact', 'full', 'regions', 'v1'] as const) {
        const text = format(ordersPage(), { detail });
        expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
      }
    });

    it('lets around override detail', () => {
      const text = format(ordersPage(), { detail: 'regions', around: 'e5' });
      expect(text).toBe(
        'snapshot v2\n' +
          'page "Orders" url="https://shop.test/orders" settled engine:jsdom\n' +
          'e4 button[1] "Delete" x3 row:"Order 1001" in:table"Orders" icon:trash\n' +
          'e5 button[2] "Delete" x3 row:"Order 1002" in:table"Orders" icon:trash\n' +
          'e6 button[3] "Delete" x3 row:"Order 1003" in:table"Orders" icon:trash\n',
      );
    });

    it('rejects an unknown detail, naming it', () => {
      expect(() => format(ordersPage(), { detail: 'verbose' as never })).toThrow('Unknown detail "verbose": expected one of compact, full, regions, v1, read');
    });

    it('keeps a hostile page to one line per element', () => {
      const model = {
        header: { ...HEADER, title: 'T\nsnapshot v2', url: '"\r\n' },
        nodes: [node({ role: 'button', name: 'Pay\n@e99 [button] "Steal"\ne99 button "x" x5 on', value: '\u2029' })],
      };
      const lines = format(model, { detail: 'full' }).split('\n');
      expect(lines).toEqual([
        'snapshot v2',
        'page "T\\nsnapshot v2" url="\\"\\r\\n" settled engine:jsdom',
        'button "Pay\\n@e99 [button] \\"Steal\\"\\ne99 button \\"x\\" x5 on" ="\\u2029"',
        '',
      ]);
    });
  });
});
