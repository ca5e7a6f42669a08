/**
 * The computed role of an element (Core-AAM 1.2 "Computed Role", #roleMappingComputedRole): the
 * first usable token of its `role` attribute, else its implicit role by
 * HTML-AAM (role/implicit.ts), then HTML-AAM's minimum role. Roles are ARIA
 * role names in lower case (`img`, `none`: the WebDriver vocabulary's
 * `image` is a synonym), plus three host roles browsers report and the
 * snapshot uses: `html-cite`, `iframe` and `document` for `<html>`.
 *
 * Runs for every element of a page: one `role` read and a switch on the
 * local name in the common case; context walks only for the elements whose
 * role depends on context (li, header, footer, aside, table parts, roles
 * with a required context), over ancestor roles the capture caches.
 */
import { attr, attributeNamesOf, tagOf } from './dom.js';
import type { EngineContext } from './context.js';
import { REQUIRED_CONTEXT, ROLE_SYNONYMS, VALID_ROLES } from './role/data.js';
import { computeImplicitRole } from './role/implicit.js';
import { isPresentationForbidden } from './role/presentational.js';
import { findOwnerRole, findParentRole, isInSection, isNamed } from './role/scope.js';

/**
 * The computed role of `element`: explicit role first (WAI-ARIA 1.2 "Role
 * Attribute"), else HTML-AAM's implicit role, lower case. Ask through
 * `ctx.roleOf`, which caches; this function does not.
 */
export function computeRole(element: Element, ctx: EngineContext): string {
  // The attribute names answer "is there a role / a minimum-role attribute?"
  // for most elements without a single attribute read (dom.ts caches them
  // per capture: in jsdom each getAttribute costs about 0.5 µs).
  const attributes = attributeNamesOf(element);
  const explicit = attributes.length && attributes.includes('role') ? pickExplicitRole(element, ctx, attributes) : null;
  const role = explicit ?? computeImplicitRole(element, ctx, attributes);
  if (role !== 'generic' && role !== 'none') return role;
  return attributes.length && needsMinimumRole(element, attributes) ? 'group' : role;
}

const ASCII_WHITESPACE = /[\t\n\f\r ]+/;

/**
 * The first token of `role` that names a usable role, or null (WAI-ARIA 1.2
 * "Role Attribute": tokens are separated by ASCII whitespace, unknown and abstract ones
 * are skipped, the first valid one wins). Tokens compare ASCII
 * case-insensitively, as every browser does (wpt fallback-roles.html
 * `foo Link` → link). A valid token is still passed over when:
 * - it needs a name and has none: `region` and `form` (WAI-ARIA 1.2 roles `region`, `form`;
 *   Core-AAM: "do not expose the element as a landmark");
 * - it is `banner`/`contentinfo` inside a section (HTML-AAM `el-header`
 *   scoping applied to the roles, as Chromium does: wpt
 *   contextual-roles.html);
 * - it lacks its required context (Core-AAM "Computed Role"; see REQUIRED_CONTEXT).
 * `none` on a focusable element or one with a global ARIA attribute yields
 * the implicit role (WAI-ARIA 1.2 "Presentational Roles Conflict
 * Resolution"): null, not the next token.
 */
function pickExplicitRole(element: Element, ctx: EngineContext, attributes: readonly string[]): string | null {
  const value = attr(element, 'role');
  if (!value) return null;
  for (const token of value.split(ASCII_WHITESPACE)) {
    if (!token) continue;
    const lower = token.toLowerCase();
    if (!VALID_ROLES.has(lower)) continue;
    const role = ROLE_SYNONYMS[lower] ?? lower;
    if (role === 'none') return isPresentationForbidden(element, attributes) ? null : 'none';
    if (isRoleUsable(role, element, ctx, attributes)) return role;
  }
  return null;
}

function isRoleUsable(role: string, element: Element, ctx: EngineContext, attributes: readonly string[]): boolean {
  if (role === 'region' || role === 'form') return isNamed(element, ctx, attributes);
  if (role === 'banner' || role === 'contentinfo') return !isInSection(element, ctx);
  const context = REQUIRED_CONTEXT[role];
  return !context || hasRequiredContext(role, context, element, ctx);
}

/**
 * Whether the accessibility parent (through generic and presentational
 * wrappers, WAI-ARIA 1.2 "Required Context Role") has one of the roles `role` needs, or the
 * element's aria-owns owner does. A rowgroup that holds rows counts as its
 * own context: wpt grid-roles.html keeps such a rowgroup outside any grid,
 * while an empty one is dropped (grid-roles.tentative.html).
 */
function hasRequiredContext(role: string, context: ReadonlySet<string>, element: Element, ctx: EngineContext): boolean {
  if (context.has(findParentRole(element, ctx))) return true;
  if (role === 'rowgroup' && holdsRow(element)) return true;
  return context.has(findOwnerRole(element, ctx));
}

const FIRST_TOKEN_ROW = /^[\t\n\f\r ]*row(?:[\t\n\f\r ]|$)/i;

function holdsRow(element: Element): boolean {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) {
    if (tagOf(child) === 'tr' || FIRST_TOKEN_ROW.test(attr(child, 'role') ?? '')) return true;
  }
  return false;
}

/**
 * HTML-AAM "minimum role" (tentative): an element that would be generic or none but
 * has a feature assistive technology must reach (`autofocus`, `draggable`,
 * `popover`) is exposed as a group (wpt roles-minimum.tentative.html; an
 * explicit `role="none"` or `generic` yields too). `draggable="false"`
 * opts out; any other value, even an invalid one, counts, as in Chromium.
 */
function needsMinimumRole(element: Element, attributes: readonly string[]): boolean {
  for (let i = 0; i < attributes.length; i++) {
    const name = attributes[i];
    if (name === 'autofocus' || name === 'popover') return true;
    if (name === 'draggable' && attr(element, 'draggable')!.toLowerCase() !== 'false') return true;
  }
  return false;
}
