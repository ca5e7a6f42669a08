/**
 * Role groups the snapshot is built from (NOTATION.md, "Which elements get a
 * line"): controls, content worth a line, and containers.
 */
import type { ContainerKind } from '../model/snapshot.js';

/** Interactive roles: every element with one gets a line, named or not. */
export const CONTROL_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'switch',
  'combobox',
  'listbox',
  'option',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'slider',
  'spinbutton',
  'treeitem',
  'scrollbar',
]);

/**
 * Controls whose name comes from their content (WAI-ARIA 1.2 "Roles
 * Supporting Name from Content"): a picture inside one is part of it and
 * gets no line, its text being in the control's name already
 * (docs/decisions.md, "Row twins, close candidates, pictures inside
 * controls"). Fields, whose content is a value, and the range widgets are
 * not among them.
 */
export const PICTURE_HOLDING_ROLES = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'option',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'treeitem',
]);

/** Roles that take a checked or pressed state (`on`/`off`/`mixed`). */
export const CHECKABLE_ROLES = new Set(['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio']);

/**
 * Roles whose line carries the field's value (`="…"`). A listbox has none,
 * as in Chromium's native tree: its options say which are `selected`.
 */
export const VALUE_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider', 'scrollbar', 'progressbar', 'meter']);

/**
 * Content to read by: headings, images, and the progress bars and meters a
 * page updates as work goes on (their value is what changes).
 */
export const CONTENT_ROLES = new Set(['heading', 'img', 'progressbar', 'meter']);

/** Live regions that get a line when they hold text: toasts and alerts. */
export const LIVE_ROLES = new Set(['alert', 'status']);

/**
 * Containers, by role, and the kind they print as in `in:<kind>"<name>"`.
 * `form` and `region` roles are only computed for named elements.
 */
export const CONTAINER_KIND_OF_ROLE: Readonly<Record<string, ContainerKind>> = {
  dialog: 'dialog',
  alertdialog: 'dialog',
  form: 'form',
  search: 'search',
  region: 'section',
  navigation: 'nav',
  table: 'table',
  grid: 'grid',
  treegrid: 'grid',
  list: 'list',
  main: 'main',
  banner: 'header',
  contentinfo: 'footer',
  complementary: 'aside',
  menu: 'menu',
  menubar: 'menu',
  toolbar: 'toolbar',
  tablist: 'tablist',
  tree: 'tree',
};

/** Roles of the elements whose controls carry a row anchor. */
export const ROW_ROLES = new Set(['row', 'listitem']);
