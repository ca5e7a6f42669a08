import { describe, expect, it } from 'vitest';
import type { Container } from '../../src/model/snapshot.js';
import { selectorFor } from '../../src/steps/selector.js';
import { line, nodeIn, page } from './models.js';

describe('steps/selector', () => {
  describe('#selectorFor', () => {
    const model = page([
      { role: 'button', name: 'Save', testId: 'save' },
      { role: 'button', name: 'Cancel', id: 'cancel' },
      { role: 'button', name: 'Create order' },
      { role: 'button', name: 'Delete', row: 'Ada Lovelace' },
      { role: 'button', name: 'Delete', row: 'Alan Turing' },
      { role: 'button', name: 'Delete', row: 'Alan Turing' },
      { role: 'link', name: 'Orders' },
      { role: 'heading', name: 'Orders', level: 1 },
      { role: 'textbox', name: 'Customer' },
    ]);

    it('$ → { testId }, # → { id }, else { text } in the short form', () => {
      expect(selectorFor(line(model, 'e1'), model)).toEqual({
        selector: { testId: 'save' },
        step: { verb: 'tapOn', selector: { testId: 'save' } },
        stepText: "tapOn: { testId: 'save' }",
      });
      expect(selectorFor(line(model, 'e2'), model).stepText).toBe("tapOn: { id: 'cancel' }");
      expect(selectorFor(line(model, 'e3'), model).stepText).toBe("tapOn: 'Create order'");
    });

    it('rightOf when the key is shared and the row anchor makes it unique', () => {
      expect(selectorFor(line(model, 'e4'), model).stepText).toBe("tapOn: { text: 'Delete', rightOf: 'Ada Lovelace' }");
    });

    it('index and of when the row anchor is shared too, or absent', () => {
      expect(selectorFor(line(model, 'e5'), model).selector).toEqual({ text: 'Delete', index: 2, of: 3 });
      expect(selectorFor(line(model, 'e6'), model).stepText).toBe("tapOn: { text: 'Delete', index: 3, of: 3 }");
      expect(selectorFor(line(model, 'e7'), model).stepText).toBe("tapOn: { text: 'Orders', index: 1, of: 2 }");
    });

    it('writes lines tapOn cannot act on as assertVisible', () => {
      expect(selectorFor(line(model, 'e8'), model).stepText).toBe("assertVisible: { text: 'Orders', index: 2, of: 2 }");
    });

    it('takes a verb and the text to type', () => {
      expect(selectorFor(line(model, 'e9'), model, { verb: 'inputText', value: 'Ada' }).stepText).toBe("inputText: { text: 'Customer', value: 'Ada' }");
      expect(selectorFor(line(model, 'e9'), model, { verb: 'inputText' }).step).toEqual({ verb: 'inputText', selector: { text: 'Customer' }, value: '' });
    });

    it('numbers a line when a dialog would take its bare text', () => {
      const containers: Container[] = [{ kind: 'dialog', name: 'Edit' }];
      const corner = page([{ role: 'button', name: 'Save' }, nodeIn(containers, 0, { role: 'button', name: 'Save', testId: 'dialog-save' })], containers);
      expect(line(corner, 'e1').count).toBe(1);
      expect(selectorFor(line(corner, 'e1'), corner).stepText).toBe("tapOn: { text: 'Save', index: 1, of: 1 }");
    });

    it('finds a copy of a node by its ref', () => {
      expect(selectorFor({ ...line(model, 'e5') }, model).selector).toEqual({ text: 'Delete', index: 2, of: 3 });
    });
  });
});
