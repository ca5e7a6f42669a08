/**
 * Which lines a step may name. A step that names a line it cannot act on is
 * `none`, with the reason, rather than a click on a heading.
 */
import type { SnapshotNode } from '../model/snapshot.js';
import type { Verb } from './step.js';

/**
 * What `tapOn` acts on: every interactive role the snapshot gives a line
 * (NOTATION.md, "Which elements get a line", item 1; WAI-ARIA 1.2 widget
 * roles) and the sweep's `clickable` finds. Headings, images, live regions
 * and iframes are read, not tapped.
 */
export const TAP_ROLES: ReadonlySet<string> = new Set([
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
  'scrollbar',
  'clickable',
]);

/**
 * What `inputText` types into: the roles that take typed text (textbox,
 * searchbox, spinbutton; combobox, which an editable combo box or a select
 * answers by typing) and `contenteditable` sweep finds (`via:editable`).
 * A slider is set by keys or dragging, not typing, so it is left out.
 */
export const FIELD_ROLES: ReadonlySet<string> = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton']);

/** What each verb acts on, in words, for the reason of a `none`. */
export const VERB_SCOPE: Readonly<Record<Verb, string>> = {
  tapOn: 'tapOn acts on controls and clickables',
  inputText: 'inputText types into textbox, searchbox, combobox, spinbutton and editable lines',
  assertVisible: 'assertVisible reads every line',
  assertNotVisible: 'assertNotVisible reads every line',
};

/** True when a step with this verb may name the line. Asserts read every line. */
export function canName(verb: Verb, node: SnapshotNode): boolean {
  switch (verb) {
    case 'tapOn':
      return TAP_ROLES.has(node.role);
    case 'inputText':
      return FIELD_ROLES.has(node.role) || (node.role === 'clickable' && node.via === 'editable');
    case 'assertVisible':
    case 'assertNotVisible':
      return true;
  }
}

/** The verb a suggested selector is written with: `tapOn` where it can act, else `assertVisible`. */
export function chooseVerb(node: SnapshotNode): Verb {
  return canName('tapOn', node) ? 'tapOn' : 'assertVisible';
}
