import { describe, expect, it } from 'vitest';
import type { Container, Snapshot } from '../../src/model/snapshot.js';
import { findDialog, preferDialog } from '../../src/steps/dialog.js';
import { HEADER } from '../notation/fixtures.js';
import { node, nodeIn } from './models.js';

describe('steps/dialog', () => {
  const containers: Container[] = [
    { kind: 'main', name: '' },
    { kind: 'dialog', name: 'Settings' },
    { kind: 'form', name: 'Profile', parent: 1 },
    { kind: 'dialog', name: 'Confirm', parent: 2 },
  ];
  const model: Snapshot = { header: HEADER, nodes: [], containers };

  describe('#findDialog', () => {
    it('climbs the outline to the innermost dialog', () => {
      expect(findDialog(nodeIn(containers, 2, { role: 'button', name: 'Save' }), model)).toEqual({ kind: 'dialog', name: 'Settings' });
      expect(findDialog(nodeIn(containers, 3, { role: 'button', name: 'OK' }), model)).toEqual({ kind: 'dialog', name: 'Confirm' });
      expect(findDialog(nodeIn(containers, 0, { role: 'button', name: 'Open' }), model)).toBeUndefined();
    });

    it('reads in: when the model has no outline', () => {
      const parsed: Snapshot = { header: HEADER, nodes: [] };
      expect(findDialog(node({ role: 'button', name: 'OK', in: { kind: 'dialog', name: 'Confirm' } }), parsed)).toEqual({ kind: 'dialog', name: 'Confirm' });
      expect(findDialog(node({ role: 'button', name: 'OK', in: { kind: 'form', name: 'Profile' } }), parsed)).toBeUndefined();
    });

    it('stops on an outline that loops', () => {
      const looped: Snapshot = {
        header: HEADER,
        nodes: [],
        containers: [
          { kind: 'form', name: 'a', parent: 1 },
          { kind: 'form', name: 'b', parent: 0 },
        ],
      };
      expect(findDialog(node({ role: 'button', name: 'x', container: 0 }), looped)).toBeUndefined();
    });
  });

  describe('#preferDialog', () => {
    it('keeps the items inside a dialog when there are some', () => {
      const inside = { node: nodeIn(containers, 1, { role: 'button', name: 'Save' }) };
      const outside = { node: nodeIn(containers, 0, { role: 'button', name: 'Save' }) };
      expect(preferDialog([outside, inside], model)).toEqual([inside]);
      expect(preferDialog([outside], model)).toEqual([outside]);
    });
  });
});
