import { describe, expect, it } from 'vitest';
import { format } from '../../src/notation/format.js';
import type { Container } from '../../src/model/snapshot.js';
import { formatV1Line } from '../../src/notation/v1.js';
import { HEADER, node, nodeIn, ordersPage, withoutOutline } from './fixtures.js';

describe('notation/v1', () => {
  describe('#format v1', () => {
    it('prints the indented tree, containers as structural lines, no header', () => {
      expect(format(ordersPage(), { detail: 'v1' })).toBe(`[nav] "Main"
  @e1 [link] "Home"
  @e2 [link] "Orders" [selected]
[main]
  @e3 [heading] "Orders" [level=1]
  [table] "Orders"
    @e4 [button] "Delete"
    @e5 [button] "Delete"
    @e6 [button] "Delete"
  [form] "Create order"
    @e7 [textbox] "Customer" value="ACME" [required]
    @e8 [textbox] "Note" placeholder="Optional" [offscreen]
    @e9 [button] "Create order" [disabled]
@e10 [link] "Help"
`);
    });

    it('prints the seed 001 example lines', () => {
      const containers: Container[] = [{ kind: 'form', name: '' }];
      const nodes = [
        node({ ref: 'e1', role: 'heading', name: 'Example Domain', level: 1 }),
        nodeIn(containers, 0, { ref: 'e2', role: 'textbox', name: '', placeholder: 'Email' }),
        nodeIn(containers, 0, { ref: 'e3', role: 'checkbox', name: 'Remember me', flags: ['on'] }),
        nodeIn(containers, 0, { ref: 'e4', role: 'button', name: 'Later', flags: ['disabled'] }),
        nodeIn(containers, 0, { ref: 'e5', role: 'button', name: 'Submit' }),
        node({ ref: 'e6', role: 'link', name: 'Learn more' }),
      ];
      expect(format({ header: HEADER, nodes, containers }, { detail: 'v1' })).toBe(`@e1 [heading] "Example Domain" [level=1]
[form]
  @e2 [textbox] placeholder="Email"
  @e3 [checkbox] "Remember me" [checked]
  @e4 [button] "Later" [disabled]
  @e5 [button] "Submit"
@e6 [link] "Learn more"
`);
    });

    it('prints a container again when its lines are not contiguous', () => {
      const containers: Container[] = [{ kind: 'list', name: 'A' }];
      const nodes = [nodeIn(containers, 0, { role: 'link', name: '1' }), node({ role: 'link', name: '2' }), nodeIn(containers, 0, { role: 'link', name: '3' })];
      expect(format({ header: HEADER, nodes, containers }, { detail: 'v1' })).toBe('[list] "A"\n  [link] "1"\n[link] "2"\n[list] "A"\n  [link] "3"\n');
    });

    it('uses in: for a model without outline, one level deep', () => {
      const text = format(withoutOutline(ordersPage()), { detail: 'v1', refs: false });
      expect(text.split('\n').slice(3, 9)).toEqual([
        '[main]',
        '  [heading] "Orders" [level=1]',
        '[table] "Orders"',
        '  [button] "Delete"',
        '  [button] "Delete"',
        '  [button] "Delete"',
      ]);
    });

    it('prints nothing for an empty page', () => {
      expect(format({ header: HEADER, nodes: [] }, { detail: 'v1' })).toBe('');
    });
  });

  describe('#formatV1Line', () => {
    it('maps on to [checked], drops off, keeps other flags by name', () => {
      expect(formatV1Line(node({ role: 'checkbox', name: 'A', flags: ['on', 'focus'] }))).toBe('[checkbox] "A" [checked] [focus]');
      expect(formatV1Line(node({ role: 'checkbox', name: 'B', flags: ['off', 'required'] }))).toBe('[checkbox] "B" [required]');
    });

    it('leaves out v2-only markers', () => {
      const line = node({
        ref: 'e7',
        role: 'button',
        name: 'Delete',
        count: 2,
        index: 1,
        testId: 'd',
        row: 'r',
        icon: 'trash',
        via: 'cursor',
      });
      expect(formatV1Line(line)).toBe('@e7 [button] "Delete"');
    });

    it('keeps page text in JSON strings and bad roles as [generic]', () => {
      expect(formatV1Line(node({ role: 'x]', name: 'Pay\n@e99 [button] "Steal"' }))).toBe('[generic] "Pay\\n@e99 [button] \\"Steal\\""');
    });
  });
});
