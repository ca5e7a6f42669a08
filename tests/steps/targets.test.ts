import { describe, expect, it } from 'vitest';
import { canName, chooseVerb } from '../../src/steps/targets.js';
import { node } from './models.js';

describe('steps/targets', () => {
  describe('#canName', () => {
    it.each([
      'button',
      'link',
      'checkbox',
      'radio',
      'switch',
      'tab',
      'menuitem',
      'menuitemcheckbox',
      'menuitemradio',
      'option',
      'treeitem',
      'combobox',
      'listbox',
      'textbox',
      'searchbox',
      'spinbutton',
      'slider',
      'clickable',
    ])('tapOn acts on %s', (role) => {
      expect(canName('tapOn', node({ role, name: 'x' }))).toBe(true);
    });

    it.each(['heading', 'img', 'status', 'alert', 'iframe', 'generic'])('tapOn passes over %s; asserts read it', (role) => {
      expect(canName('tapOn', node({ role, name: 'x' }))).toBe(false);
      expect(canName('assertVisible', node({ role, name: 'x' }))).toBe(true);
      expect(canName('assertNotVisible', node({ role, name: 'x' }))).toBe(true);
    });

    it('inputText types into textbox, searchbox, combobox, spinbutton and editable lines', () => {
      for (const role of ['textbox', 'searchbox', 'combobox', 'spinbutton']) expect(canName('inputText', node({ role, name: 'x' }))).toBe(true);
      for (const role of ['slider', 'button', 'checkbox', 'listbox']) expect(canName('inputText', node({ role, name: 'x' }))).toBe(false);
      expect(canName('inputText', node({ role: 'clickable', name: 'x', via: 'editable' }))).toBe(true);
      expect(canName('inputText', node({ role: 'clickable', name: 'x', via: 'cursor' }))).toBe(false);
    });
  });

  describe('#chooseVerb', () => {
    it('is tapOn where it can act, else assertVisible', () => {
      expect(chooseVerb(node({ role: 'button', name: 'x' }))).toBe('tapOn');
      expect(chooseVerb(node({ role: 'textbox', name: 'x' }))).toBe('tapOn');
      expect(chooseVerb(node({ role: 'heading', name: 'x' }))).toBe('assertVisible');
    });
  });
});
