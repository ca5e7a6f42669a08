/**
 * ARIA role data the role computation reads: which tokens of a `role`
 * attribute are roles, their synonyms, the global ARIA attributes, and the
 * context some roles require. Built from the role table (aria-roles.ts:
 * WAI-ARIA 1.2, DPUB-ARIA, Graphics-ARIA) plus the ARIA 1.3 roles browsers
 * already ship.
 */
import { AUTHOR_ROLES, ROLETYPE_PROPS } from './aria-roles.js';

/**
 * WAI-ARIA 1.3 roles the table (aria-query 5.3) does not list yet but browsers expose
 * (Chromium ships `suggestion`, `comment`, `sectionheader`, `sectionfooter`).
 */
const ARIA_1_3_ROLES = ['suggestion', 'comment', 'sectionheader', 'sectionfooter'];

/**
 * Every role an author may name in `role` (WAI-ARIA 1.2 "Abstract Roles":
 * authors must not use them), lower case. Synonyms are in ROLE_SYNONYMS.
 */
export const VALID_ROLES: ReadonlySet<string> = new Set([...AUTHOR_ROLES, ...ARIA_1_3_ROLES, 'image']);

/**
 * Role synonyms, mapped to the name we return. WAI-ARIA 1.2 role
 * `none` (`presentation` is its synonym); ARIA 1.3 makes `image` a synonym of `img` and
 * deprecates `directory` as a synonym of `list`, and browsers report them so
 * (wpt wai-aria/role/synonym-roles.html).
 */
export const ROLE_SYNONYMS: Readonly<Record<string, string>> = {
  presentation: 'none',
  image: 'img',
  directory: 'list',
};

/**
 * Global states and properties (WAI-ARIA 1.2 "Global States and Properties"), `roletype`'s, plus the four that ARIA 1.2 deprecated as global but browsers
 * still honour for presentational conflict resolution (they were global in ARIA 1.1).
 */
export const GLOBAL_ARIA_ATTRIBUTES: ReadonlySet<string> = new Set([...ROLETYPE_PROPS, 'aria-disabled', 'aria-errormessage', 'aria-haspopup', 'aria-invalid']);

const TABLE_LIKE = ['grid', 'table', 'treegrid'];
const CELL_CONTEXT = new Set(['row', 'rowgroup', ...TABLE_LIKE]);
const MENU_CONTEXT = new Set(['group', 'menu', 'menubar']);

/**
 * Required context roles (WAI-ARIA 1.2 "Required Context Role"):
 * Core-AAM 1.2 "Computed Role" says a role token whose element lacks its context is ignored, as if
 * it were not there. Where the corpus and Chromium are more lenient than the
 * spec's table, so are we:
 * - a cell may sit directly in a grid or table (wpt grid-roles.html puts
 *   `gridcell` straight into `grid`);
 * - `caption` has no check: two corpus cases keep an orphan caption
 *   (table-roles.html, roles.html) against one that drops it;
 * - a `rowgroup` that holds rows is kept outside a table (grid-roles.html);
 *   an empty one is not (grid-roles.tentative.html). See hasRequiredContext.
 */
export const REQUIRED_CONTEXT: Readonly<Record<string, ReadonlySet<string>>> = {
  listitem: new Set(['list']),
  menuitem: MENU_CONTEXT,
  menuitemcheckbox: MENU_CONTEXT,
  menuitemradio: MENU_CONTEXT,
  option: new Set(['group', 'listbox']),
  tab: new Set(['tablist']),
  treeitem: new Set(['group', 'tree']),
  row: new Set(['rowgroup', ...TABLE_LIKE]),
  rowgroup: new Set(TABLE_LIKE),
  cell: CELL_CONTEXT,
  gridcell: CELL_CONTEXT,
  columnheader: CELL_CONTEXT,
  rowheader: CELL_CONTEXT,
};

/**
 * Elements and roles that scope `header`/`footer` and the `banner` and
 * `contentinfo` roles to a section (HTML-AAM `el-header`, `el-footer`).
 */
export const SECTIONING_ELEMENTS: ReadonlySet<string> = new Set(['article', 'aside', 'main', 'nav', 'section']);
export const SECTIONING_ROLES: ReadonlySet<string> = new Set(['article', 'complementary', 'main', 'navigation', 'region']);
