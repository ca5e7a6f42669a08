import { describe, expect, it } from 'vitest';
import { format } from '../../src/notation/format.js';
import type { Container, Snapshot } from '../../src/model/snapshot.js';
import { countRoles, pluralize } from '../../src/notation/regions.js';
import { HEADER, node, nodeIn, ordersPage, withoutOutline } from './fixtures.js';

const HEAD = 'snapshot v2\npage "Orders" url="https://shop.test/orders" settled\n';

describe('notation/regions', () => {
  describe('#format regions', () => {
    it('prints one line per container with the lines it holds itself, then the loose lines by name', () => {
      expect(format(ordersPage(), { detail: 'regions' })).toBe(
        HEAD +
          'nav "Main": 2 links\n' +
          'main: 1 heading\n' +
          'table "Orders": 3 rows\n' +
          'form "Create order": 2 textboxes, 1 button\n' +
          'e10 link "Help"\n',
      );
    });

    it("counts a list's lines for the container around it", () => {
      const containers: Container[] = [
        { kind: 'nav', name: 'Main' },
        { kind: 'list', name: '', parent: 0 },
      ];
      const nodes = [nodeIn(containers, 1, { role: 'link', name: 'Home' }), nodeIn(containers, 0, { role: 'button', name: 'Menu' })];
      expect(format({ header: HEADER, nodes, containers }, { detail: 'regions' })).toBe(HEAD + 'nav "Main": 1 button, 1 link\n');
    });

    it('counts a table by its distinct row anchors', () => {
      const containers: Container[] = [{ kind: 'table', name: 'Orders' }];
      const nodes = Array.from({ length: 20 }, (_, i) => [
        nodeIn(containers, 0, { role: 'button', name: 'Edit', row: `Order ${1001 + i}`, count: 20, index: i + 1 }),
        nodeIn(containers, 0, { role: 'button', name: 'Delete', row: `Order ${1001 + i}`, count: 20, index: i + 1 }),
      ]).flat();
      expect(format({ header: HEADER, nodes, containers }, { detail: 'regions' })).toBe(HEAD + 'table "Orders": 20 rows\n');
    });

    it('counts a table whose lines carry no row anchor by role', () => {
      const containers: Container[] = [{ kind: 'table', name: '' }];
      const nodes = [nodeIn(containers, 0, { role: 'link', name: 'Next' })];
      expect(format({ header: HEADER, nodes, containers }, { detail: 'regions' })).toBe(HEAD + 'table: 1 link\n');
    });

    it('says 1 row, not 1 rows', () => {
      const containers: Container[] = [{ kind: 'grid', name: 'Cart' }];
      const nodes = [nodeIn(containers, 0, { role: 'button', name: 'Remove', row: 'Socks' })];
      expect(format({ header: HEADER, nodes, containers }, { detail: 'regions' })).toBe(HEAD + 'grid "Cart": 1 row\n');
    });

    it('names eight loose lines, compact, with refs', () => {
      const nodes = Array.from({ length: 8 }, (_, i) => node({ ref: `e${i + 1}`, role: 'link', name: `L${i}`, placeholder: 'p', flags: ['offscreen'] }));
      const lines = format({ header: HEADER, nodes }, { detail: 'regions' }).split('\n');
      expect(lines.slice(2, -1)).toEqual(nodes.map((_, i) => `e${i + 1} link "L${i}"`));
    });

    it('counts more than eight loose lines by role', () => {
      const nodes = [
        ...Array.from({ length: 8 }, (_, i) => node({ role: 'button', name: `B${i}` })),
        ...Array.from({ length: 4 }, (_, i) => node({ role: 'link', name: `L${i}` })),
      ];
      expect(format({ header: HEADER, nodes }, { detail: 'regions' })).toBe(HEAD + '+ 12 outside containers: 8 buttons, 4 links\n');
    });

    it('leaves out containers that hold no line, and orders regions by their first line', () => {
      const containers: Container[] = [
        { kind: 'header', name: '' },
        { kind: 'footer', name: '' },
        { kind: 'main', name: '' },
      ];
      const nodes = [nodeIn(containers, 2, { role: 'button', name: 'Go' }), nodeIn(containers, 1, { role: 'link', name: 'About' })];
      expect(format({ header: HEADER, nodes, containers }, { detail: 'regions' })).toBe(HEAD + 'main: 1 button\nfooter: 1 link\n');
    });

    it('groups by in: when the model has no outline', () => {
      expect(format(withoutOutline(ordersPage()), { detail: 'regions', refs: false })).toBe(
        HEAD + 'nav "Main": 2 links\n' + 'main: 1 heading\n' + 'table "Orders": 3 rows\n' + 'form "Create order": 2 textboxes, 1 button\n' + 'link "Help"\n',
      );
    });

    it('quotes a hostile container name and replaces a bad kind', () => {
      const containers: Container[] = [{ kind: 'Dialog', name: 'x\n+ 1 outside containers' }];
      const model: Snapshot = { header: HEADER, nodes: [nodeIn(containers, 0, { role: 'button', name: 'OK' })], containers };
      expect(format(model, { detail: 'regions' })).toBe(HEAD + 'generic "x\\n+ 1 outside containers": 1 button\n');
    });
  });

  describe('#countRoles', () => {
    it('puts the most common role first, ties alphabetical', () => {
      const nodes = ['link', 'button', 'link', 'checkbox', 'button', 'link'].map((role) => node({ role, name: '' }));
      expect(countRoles(nodes)).toBe('3 links, 2 buttons, 1 checkbox');
    });
  });

  describe('#pluralize', () => {
    it('adds s, or es after s, x, z, ch and sh', () => {
      expect(pluralize(2, 'link')).toBe('2 links');
      expect(pluralize(2, 'checkbox')).toBe('2 checkboxes');
      expect(pluralize(2, 'switch')).toBe('2 switches');
      expect(pluralize(2, 'status')).toBe('2 statuses');
      expect(pluralize(1, 'checkbox')).toBe('1 checkbox');
      expect(pluralize(0, 'row')).toBe('0 rows');
    });
  });
});
