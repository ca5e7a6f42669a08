/**
 * Implicit roles of HTML (and the few SVG/MathML) elements, by HTML-AAM
 * "HTML Element Role Mappings" (ids such as `el-header` below). Elements HTML-AAM gives no role (`div`,
 * `span`, `b`, `label`, `legend`, custom elements...) are `generic`.
 */
import type { EngineContext } from '../context.js';
import { elementByIdNear, attr, parentElementOf, tagOf } from '../dom.js';
import { isDetailsSummary, isPresentationForbidden } from './presentational.js';
import { findAsideScope, findOwnerRole, findParentRole, findTable, isInSection, isNamed } from './scope.js';

/** Elements whose role never depends on attributes or context. */
const FIXED_ROLES: ReadonlyMap<string, string> = new Map([
  ['address', 'group'],
  ['article', 'article'],
  ['blockquote', 'blockquote'],
  ['button', 'button'],
  // WebDriver's computed role for <cite> (wpt roles-minimum.tentative.html):
  // HTML-AAM has no ARIA role for it; Chromium reports this host role.
  ['cite', 'html-cite'],
  ['code', 'code'],
  ['datalist', 'listbox'],
  ['dd', 'definition'],
  ['del', 'deletion'],
  ['details', 'group'],
  ['dfn', 'term'],
  ['dialog', 'dialog'],
  ['dir', 'list'], // obsolete, rendered and exposed as <ul>
  ['dt', 'term'],
  ['em', 'emphasis'],
  ['fieldset', 'group'],
  ['figure', 'figure'],
  ['h1', 'heading'],
  ['h2', 'heading'],
  ['h3', 'heading'],
  ['h4', 'heading'],
  ['h5', 'heading'],
  ['h6', 'heading'],
  ['hgroup', 'group'],
  ['hr', 'separator'],
  // The root is the document (WAI-ARIA 1.2 `document`); Chromium calls it
  // RootWebArea. <body> maps to generic (HTML-AAM `el-body`).
  ['html', 'document'],
  // Not an ARIA role: the notation's frame kind (HTML-AAM maps <iframe> to
  // no role; browsers expose an Iframe host role).
  ['iframe', 'iframe'],
  ['ins', 'insertion'],
  ['main', 'main'],
  ['mark', 'mark'],
  ['math', 'math'],
  ['menu', 'list'],
  ['meter', 'meter'],
  ['nav', 'navigation'],
  ['ol', 'list'],
  ['optgroup', 'group'],
  ['option', 'option'],
  ['output', 'status'],
  ['p', 'paragraph'],
  ['progress', 'progressbar'],
  ['s', 'deletion'],
  ['search', 'search'],
  ['strong', 'strong'],
  ['sub', 'subscript'],
  ['sup', 'superscript'],
  ['textarea', 'textbox'],
  ['time', 'time'],
  ['ul', 'list'],
]);

/** `input` types by HTML-AAM `el-input-*`, for types with a fixed role. */
const INPUT_ROLES: Readonly<Record<string, string>> = {
  button: 'button',
  checkbox: 'checkbox',
  // HTML-AAM maps color/file to no ARIA role; Chromium exposes a color well
  // and a button. Both open a picker when clicked: we say button.
  color: 'button',
  file: 'button',
  hidden: 'none',
  image: 'button',
  number: 'spinbutton',
  radio: 'radio',
  range: 'slider',
  reset: 'button',
  submit: 'button',
};

/**
 * The implicit role of an element by HTML-AAM; 'generic' when it has none.
 * `attributes` is its getAttributeNames() (see role.ts).
 */
export function computeImplicitRole(element: Element, ctx: EngineContext, attributes: readonly string[]): string {
  const name = tagOf(element);
  const fixed = FIXED_ROLES.get(name);
  if (fixed) return fixed;
  switch (name) {
    case 'a':
    case 'area':
      // HTML-AAM `el-a`, `el-area`: a link only with an href (SVG <a> may
      // use xlink:href); else generic (`el-a-no-href`).
      return attributes.includes('href') || attributes.includes('xlink:href') ? 'link' : 'generic';
    case 'img':
      return computeImageRole(element, attributes);
    case 'input':
      return computeInputRole(element, attributes);
    case 'select':
      return computeSelectRole(element, attributes);
    case 'li':
      return computeListItemRole(element, ctx);
    case 'header':
    case 'footer':
      return computeHeaderFooterRole(name, element, ctx);
    case 'aside':
      // HTML-AAM `el-aside`: complementary when scoped to body or main; in
      // sectioning content only when named (`el-aside-in-section`...).
      return findAsideScope(element, ctx) === 'main' || isNamed(element, ctx, attributes) ? 'complementary' : 'generic';
    case 'section':
      return isNamed(element, ctx, attributes) ? 'region' : 'generic'; // HTML-AAM `el-section`
    case 'form':
      return isNamed(element, ctx, attributes) ? 'form' : 'generic'; // HTML-AAM `el-form`
    case 'summary':
      // HTML-AAM `el-summary`: Chromium's DisclosureTriangle, a control that
      // toggles its details; we call it a button. Other summaries: generic.
      return isDetailsSummary(element) ? 'button' : 'generic';
    case 'table':
      return 'table';
    case 'caption':
    case 'thead':
    case 'tbody':
    case 'tfoot':
    case 'tr':
    case 'td':
    case 'th':
      return computeTablePartRole(name, element, ctx, attributes);
    case 'svg':
      return computeSvgRole(element, ctx, attributes);
  }
  return 'generic';
}

/**
 * HTML-AAM `el-img`, `el-img-empty-alt`: `alt=""` marks a decorative image
 * (role none), unless presentational conflict resolution keeps it an image
 * (focusable, or a global ARIA attribute such as aria-label). A `title`
 * does not: it is not a global ARIA attribute (the accname corpus disagrees
 * with itself here: comp_tooltip.html names such an image "title",
 * comp_tooltip.tentative.html gives it no name).
 */
function computeImageRole(element: Element, attributes: readonly string[]): string {
  if (!attributes.includes('alt') || attr(element, 'alt') !== '') return 'img';
  return isPresentationForbidden(element, attributes) ? 'img' : 'none';
}

/**
 * HTML-AAM `el-input-*`. Text-like types with a `list` that names a
 * `datalist` are comboboxes (`el-input-text-list`...). Types HTML-AAM leaves
 * without a role but a user types into (password, date and time pickers)
 * are textboxes, as browsers expose them.
 */
function computeInputRole(element: Element, attributes: readonly string[]): string {
  // Unknown types fall to the Text state (HTML `input` "type" attribute):
  // they reach no INPUT_ROLES entry and end as textboxes.
  const type = attributes.includes('type') ? attr(element, 'type')!.toLowerCase() : 'text';
  const fixed = Object.hasOwn(INPUT_ROLES, type) ? INPUT_ROLES[type] : undefined;
  if (fixed) return fixed;
  if (type !== 'password' && attributes.includes('list') && hasSuggestions(element)) return 'combobox';
  return type === 'search' ? 'searchbox' : 'textbox';
}

function hasSuggestions(element: Element): boolean {
  const list = attr(element, 'list');
  return !!list && elementByIdNear(element, list)?.localName === 'datalist';
}

/**
 * HTML-AAM `el-select-listbox`/`el-select-combobox`: a listbox when it
 * shows several options (`multiple`, or a display `size` above 1), else a
 * combobox.
 */
function computeSelectRole(element: Element, attributes: readonly string[]): string {
  if (attributes.includes('multiple')) return 'listbox';
  return attributes.includes('size') && parseInt(attr(element, 'size')!, 10) > 1 ? 'listbox' : 'combobox';
}

/**
 * HTML-AAM `el-li`: a listitem when its accessibility parent is a list
 * (through generic wrappers, or an aria-owns owner), else generic
 * (wpt roles-generic.tentative.html `el-li-orphaned`).
 */
function computeListItemRole(element: Element, ctx: EngineContext): string {
  if (findParentRole(element, ctx) === 'list') return 'listitem';
  return findOwnerRole(element, ctx) === 'list' ? 'listitem' : 'generic';
}

/**
 * HTML-AAM `el-header`/`el-footer`: banner/contentinfo when scoped to the
 * page, sectionheader/sectionfooter (ARIA 1.3) inside a section. Browsers
 * differ: Chromium and Firefox expose the scoped ones as generic; the
 * corpus's newer pages expect the ARIA 1.3 roles.
 */
function computeHeaderFooterRole(name: string, element: Element, ctx: EngineContext): string {
  const scoped = isInSection(element, ctx);
  if (name === 'header') return scoped ? 'sectionheader' : 'banner';
  return scoped ? 'sectionfooter' : 'contentinfo';
}

/**
 * HTML-AAM `el-td`, `el-th`, `el-tr`, `el-tbody`..., `el-caption`: the role
 * follows the table's. In a grid or treegrid a `td` is a gridcell; in a
 * presentational table the parts are presentational too (WAI-ARIA 1.2 role
 * `presentation`: required owned elements inherit it); outside any table,
 * or in one remapped to a non-table role, they are generic.
 */
function computeTablePartRole(name: string, element: Element, ctx: EngineContext, attributes: readonly string[]): string {
  const table = findTable(element, ctx);
  const tableRole = table ? ctx.roleOf(table) : '';
  if (tableRole === 'none') return 'none';
  if (tableRole !== 'table' && tableRole !== 'grid' && tableRole !== 'treegrid') return 'generic';
  switch (name) {
    case 'caption':
      return 'caption';
    case 'tr':
      return 'row';
    case 'td':
      return tableRole === 'table' ? 'cell' : 'gridcell';
    case 'th':
      return computeHeaderCellRole(element, attributes);
  }
  return 'rowgroup';
}

/**
 * HTML-AAM `el-th`: `scope` decides when given; else a header in `thead`,
 * or in a row of headers only, heads its column, and a header in a row with
 * data cells heads its row (Chromium's and WebKit's scan of the row).
 */
function computeHeaderCellRole(element: Element, attributes: readonly string[]): string {
  const scope = attributes.includes('scope') ? attr(element, 'scope')!.toLowerCase() : '';
  if (scope === 'row' || scope === 'rowgroup') return 'rowheader';
  if (scope === 'col' || scope === 'colgroup') return 'columnheader';
  const row = parentElementOf(element);
  if (!row || tagOf(row) !== 'tr') return 'columnheader';
  const group = parentElementOf(row);
  if (group && tagOf(group) === 'thead') return 'columnheader';
  for (let cell = row.firstElementChild; cell; cell = cell.nextElementSibling) {
    if (tagOf(cell) === 'td') return 'rowheader';
  }
  return 'columnheader';
}

/**
 * SVG-AAM maps `<svg>` to graphics-document, which no snapshot reader wants
 * for an icon: a named `<svg>` (aria-label, aria-labelledby or a `<title>`
 * child) is an image, as `role="img"` would make it; an unnamed one is
 * decorative and generic. Its children are generic unless they carry a role.
 */
function computeSvgRole(element: Element, ctx: EngineContext, attributes: readonly string[]): string {
  if (attributes.includes('aria-label') || attributes.includes('aria-labelledby')) {
    return isNamed(element, ctx, attributes) ? 'img' : 'generic';
  }
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    if (tagOf(child) === 'title') return child.textContent?.trim() ? 'img' : 'generic';
  }
  return 'generic';
}
