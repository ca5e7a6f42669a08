/**
 * Questions a role asks about where its element sits: the accessibility
 * parent's role (for required context and `li`), the section that scopes a
 * `header`/`footer`/`aside`, the table that holds a cell, and whether the
 * element has an accessible name. Walks are short parent walks over the flat
 * tree (dom.ts); ancestor roles come from the capture's cache (`ctx.roleOf`).
 */
import type { EngineContext } from '../context.js';
import { flatParent, idrefs, attr, hasAttr, parentElementOf, tagOf } from '../dom.js';
import { SECTIONING_ELEMENTS, SECTIONING_ROLES } from './data.js';

/**
 * Roles the accessibility tree skips when it looks for a parent: WAI-ARIA 1.2
 * "Required Context Role" lets `generic` and presentational elements stand between an element
 * and its required context ("intervening generic or none elements").
 */
function isTransparent(role: string): boolean {
  return role === 'generic' || role === 'none';
}

/**
 * The role of the element's accessibility parent: its nearest flat-tree
 * ancestor whose role is neither generic nor none, or '' at the top.
 */
export function findParentRole(element: Element, ctx: EngineContext): string {
  for (let up = flatParent(element); up; up = flatParent(up)) {
    const role = ctx.roleOf(up);
    if (!isTransparent(role)) return role;
  }
  return '';
}

/**
 * The role of the element that claims it with `aria-owns` (WAI-ARIA 1.2
 * `aria-owns`: the owner becomes its accessibility parent), seen through
 * generic owners as for DOM parents; '' when nobody owns it. Only asked
 * after the DOM parent failed: owned elements are rare and the lookup scans
 * the tree once per capture.
 */
export function findOwnerRole(element: Element, ctx: EngineContext): string {
  const id = element.id;
  if (!id) return '';
  const owner = indexOwners(element.getRootNode(), ctx).get(id);
  if (!owner) return '';
  const role = ctx.roleOf(owner);
  return isTransparent(role) ? findParentRole(owner, ctx) : role;
}

const ownerIndexes = new WeakMap<EngineContext, Map<Node, Map<string, Element>>>();

/** Id → owning element for one tree, built once per capture and tree. */
function indexOwners(root: Node, ctx: EngineContext): Map<string, Element> {
  let byRoot = ownerIndexes.get(ctx);
  if (!byRoot) ownerIndexes.set(ctx, (byRoot = new Map()));
  let index = byRoot.get(root);
  if (index) return index;
  index = new Map();
  const scope = root as ParentNode;
  if (typeof scope.querySelectorAll === 'function') {
    for (const owner of scope.querySelectorAll('[aria-owns]')) {
      // The first owner wins, as in browsers (an element has one parent).
      for (const id of idrefs(attr(owner, 'aria-owns'))) if (!index.has(id)) index.set(id, owner);
    }
  }
  byRoot.set(root, index);
  return index;
}

/**
 * Whether a `header`, `footer` or a `banner`/`contentinfo` role is scoped to
 * a section rather than to the page: HTML-AAM `el-header`/`el-footer`
 * ("a descendant of an article, aside, main, nav or section element, or an
 * element with role article, complementary, main, navigation or region").
 */
export function isInSection(element: Element, ctx: EngineContext): boolean {
  for (let up = flatParent(element); up; up = flatParent(up)) {
    if (SECTIONING_ELEMENTS.has(tagOf(up))) return true;
    if (hasAttr(up, 'role') && SECTIONING_ROLES.has(ctx.roleOf(up))) return true;
  }
  return false;
}

/**
 * The element an `aside` is scoped to (HTML-AAM `el-aside`): 'main' when
 * the nearest of `main` or a sectioning content element (article, aside,
 * nav, section, or their roles) is `main` or there is none, else 'section'.
 */
export function findAsideScope(element: Element, ctx: EngineContext): 'main' | 'section' {
  for (let up = flatParent(element); up; up = flatParent(up)) {
    const name = tagOf(up);
    if (name === 'main') return 'main';
    if (SECTIONING_ELEMENTS.has(name)) return 'section';
    if (hasAttr(up, 'role')) {
      const role = ctx.roleOf(up);
      if (role === 'main') return 'main';
      if (SECTIONING_ROLES.has(role)) return 'section';
    }
  }
  return 'main';
}

/**
 * The `table` element a `td`, `th`, `tr` or row group belongs to, or null:
 * the nearest `table` among its three nearest ancestors. All the cells of a
 * row (and all the rows of a group) share the answer, so it is kept per
 * parent for the capture: one climb per row, not per cell.
 */
export function findTable(element: Element, ctx: EngineContext): Element | null {
  const parent = parentElementOf(element);
  if (!parent) return null;
  let byParent = tablesAbove.get(ctx);
  if (!byParent) tablesAbove.set(ctx, (byParent = new Map()));
  let table = byParent.get(parent);
  if (table === undefined) byParent.set(parent, (table = tableFrom(parent)));
  return table;
}

const tablesAbove = new WeakMap<EngineContext, Map<Element, Element | null>>();

function tableFrom(parent: Element): Element | null {
  let up: Element | null = parent;
  for (let depth = 0; up && depth < 3; depth++, up = parentElementOf(up)) {
    if (tagOf(up) === 'table') return up;
  }
  return null;
}

const NON_WHITESPACE = /[^\t\n\f\r ]/;

/**
 * Whether the element has a non-empty accessible name, for the roles that
 * need one (`region`, `form`, a scoped `aside`; WAI-ARIA 1.2 `region`,
 * HTML-AAM `el-section`, `el-form`). Without `aria-label`, `aria-labelledby`
 * or `title` no name can come (these roles do not take their name from
 * content), so the name is computed only when one is present. `attributes`
 * is the element's getAttributeNames() (see role.ts).
 */
export function isNamed(element: Element, ctx: EngineContext, attributes: readonly string[]): boolean {
  if (!attributes.includes('aria-label') && !attributes.includes('aria-labelledby') && !attributes.includes('title')) return false;
  return NON_WHITESPACE.test(ctx.nameOf(element));
}
