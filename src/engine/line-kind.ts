/**
 * Which kind of line an element earns (NOTATION.md, "Which elements get a
 * line"), from its role, tag and style: a control, content, a live region,
 * a frame, or a sweep find. Also which elements' roles the walk may leave
 * uncomputed, since no role they can have earns a line.
 */
import type { ViaSignal } from '../model/snapshot.js';
import type { EngineContext } from './context.js';
import { attr, hasAttr, SVG_NS } from './dom.js';
import type { ElementRecord } from './records.js';
import { CONTENT_ROLES, CONTROL_ROLES, LIVE_ROLES } from './roles.js';
import type { ElementStyle } from './style.js';
import { foldText } from '../model/text.js';

export type LineKind = 'control' | 'content' | 'live' | 'sweep' | 'frame';

/**
 * Tags whose implicit role, without the attributes below, is one the walk
 * treats as it treats `generic`: no line, container or row (cells, row
 * groups, captions, paragraphs, generic wrappers, a link without `href`,
 * an unnamed section or form). Table cells and styling wrappers are a large
 * share of many pages, and a cell's role asks for its table.
 */
const INERT_TAGS = new Set([
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'caption',
  'colgroup',
  'col',
  'div',
  'span',
  'p',
  'b',
  'i',
  'u',
  'em',
  'strong',
  'small',
  'label',
  'legend',
  'fieldset',
  'a',
  'section',
  'form',
  'figure',
  'figcaption',
  'blockquote',
  'pre',
  'br',
  'body',
  'html',
]);

/**
 * Attributes that can give those tags another role: an explicit one, the
 * minimum role's (role.ts), a link's target, and the name a section or
 * form needs to be a landmark.
 */
const ROLE_ATTRIBUTES = new Set(['role', 'autofocus', 'popover', 'draggable', 'href', 'xlink:href', 'aria-label', 'aria-labelledby', 'title']);

/** Whether the walk may take the element's role as `generic` (see {@link INERT_TAGS}). */
export function hasInertRole(record: ElementRecord): boolean {
  if (!INERT_TAGS.has(record.tag!)) return false;
  const names = record.names!;
  for (let i = 0; i < names.length; i++) if (ROLE_ATTRIBUTES.has(names[i])) return false;
  return true;
}

/** The kind of line an element earns, and its role when the line's is not the element's. */
export interface LineClass {
  readonly kind: LineKind;
  readonly via: ViaSignal | undefined;
  readonly role: string | undefined;
}

function lineClass(kind: LineKind, via?: ViaSignal, role?: string): LineClass {
  return { kind, via, role };
}

// A class is one of these few: none is made per element.
const FRAME_LINE = lineClass('frame');
const CONTROL_LINE = lineClass('control');
const CONTENT_LINE = lineClass('content');
const LIVE_LINE = lineClass('live');
const BARE_SVG_LINE = lineClass('content', undefined, 'img');
const SWEEP_LINES: Readonly<Record<ViaSignal, LineClass>> = {
  cursor: lineClass('sweep', 'cursor'),
  onclick: lineClass('sweep', 'onclick'),
  tabindex: lineClass('sweep', 'tabindex'),
  editable: lineClass('sweep', 'editable'),
};

/**
 * Which kind of line an element earns, if any; `claimed` when it is inside a
 * control or a sweep find, `inControl` when inside a control that holds its
 * pictures (PICTURE_HOLDING_ROLES).
 */
export function classify(
  el: Element,
  record: ElementRecord,
  role: string,
  style: ElementStyle,
  up: ElementRecord | null,
  claimed: boolean,
  inControl: boolean,
  ctx: EngineContext,
): LineClass | undefined {
  const tag = record.tag!;
  if (tag === 'iframe' || tag === 'frame') return FRAME_LINE;
  if (CONTROL_ROLES.has(role)) return CONTROL_LINE;
  if (CONTENT_ROLES.has(role)) return isPartOfControl(el, role, claimed, inControl, ctx) ? undefined : CONTENT_LINE;
  if (LIVE_ROLES.has(role)) return LIVE_LINE;
  if (claimed) return undefined;
  if (tag === 'svg' && isBareSvg(el, role, up && up.element)) return BARE_SVG_LINE;
  const via = sweepSignal(el, record, style, up, ctx);
  return via ? SWEEP_LINES[via] : undefined;
}

/**
 * A picture that is part of the control around it, not a line of its own
 * (docs/decisions.md, "Row twins, close candidates, pictures inside
 * controls"): any image (`<img>`, an `<svg>` with a title, `role="img"`)
 * inside a control whose name comes from its content, which holds the
 * picture's text already; and an unnamed one inside any control or sweep
 * find, which its `icon:` shows, as for an unnamed `<svg>` there. A named
 * picture in a sweep find keeps its line: the find's name is only its
 * visible words. Chromium's tree keeps an image node for each (a listed
 * difference).
 */
function isPartOfControl(el: Element, role: string, claimed: boolean, inControl: boolean, ctx: EngineContext): boolean {
  if (role !== 'img' || !claimed) return false;
  return inControl || foldText(ctx.nameOf(el)) === '';
}

/**
 * An outermost `<svg>` with no name and no role of its own, outside any
 * control: a picture without a text alternative, which Chromium exposes as
 * an unnamed image, as it does `<img>` without `alt` (docs/decisions.md,
 * "Unnamed SVG"). Inside a control its picture is the control's (its
 * `icon:`); an SVG holding `<text>` reads as that text.
 */
function isBareSvg(el: Element, role: string, parent: Element | null): boolean {
  if (role !== 'generic' || el.namespaceURI !== SVG_NS || parent?.namespaceURI === SVG_NS) return false;
  return !hasAttr(el, 'role') && !el.getElementsByTagName('text').length;
}

const NEVER_SWEPT = new Set(['html', 'body', 'label', 'option', 'optgroup']);

/**
 * The sweep (seed 002): an element with no line of its own that behaves
 * clickable. A `cursor: pointer` counts only where the parent's cursor is
 * not already pointer: an inherited cursor proves nothing.
 */
function sweepSignal(el: Element, record: ElementRecord, style: ElementStyle, up: ElementRecord | null, ctx: EngineContext): ViaSignal | undefined {
  if (NEVER_SWEPT.has(record.tag!)) return undefined;
  if (style.cursor === 'pointer' && (!up || (up.style ?? ctx.styles.styleOf(up.element)).cursor !== 'pointer')) return 'cursor';
  const names = record.names!;
  if (names.length === 0) return undefined;
  if (names.includes('onclick')) return 'onclick';
  const tabindex = attr(el, 'tabindex');
  if (tabindex !== null && Number.parseInt(tabindex, 10) >= 0) return 'tabindex';
  const editable = attr(el, 'contenteditable');
  if (editable !== null && editable !== 'false') return 'editable';
  return undefined;
}
