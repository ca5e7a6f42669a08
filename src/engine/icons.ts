/**
 * `icon:<name>`: the picture on a control with no visible words (NOTATION.md):
 * a sprite id (`<use href="#trash">`), an image's file stem, an icon-font
 * class (`fa-trash`, `icon-trash`, `bi-trash`) or an icon-font ligature
 * (`<span class="material-icons">delete</span>`).
 */
import { ELEMENT_NODE, attr, redirectedChildren, tagOf } from './dom.js';
import type { EngineContext } from './context.js';

const ICON_NAME = /^[a-z][a-z0-9-]*$/;
const LIGATURE_CLASS = /\bmaterial-(?:icons|symbols)[\w-]*/;
// Font classes that name a style or size rather than a picture.
const ICON_CLASS = /^(?:fa|fas|far|fal|fad|fab|fa-solid|fa-regular|fa-light|fa-brands|fa-duotone|fa-fw|fa-lg|fa-xs|fa-sm|fa-\dx|bi|icon|glyphicon)$/;
const ICON_PREFIX = /^(?:fa|bi|icon|glyphicon|mdi|ti|lucide|ri|ion)-(.+)$/;

/** Unicode's Private Use Areas (BMP, planes 15 and 16), where icon fonts put their glyphs. */
const PRIVATE_USE_ALL = /[\u{E000}-\u{F8FF}\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/gu;
/** The same test by UTF-16 code unit (planes 15 and 16 start with U+DB80–U+DBFF), cheaper on every text node. */
const MAY_HOLD_PRIVATE_USE = /[\uE000-\uF8FF\uDB80-\uDBFF]/;

/**
 * Text without icon-font glyphs (Private Use Area characters): pictures
 * that no reader can say, dropped alike from DOM text and generated content
 * (see docs/decisions.md, "Icon-font glyphs").
 */
export function withoutIconGlyphs(text: string): string {
  return MAY_HOLD_PRIVATE_USE.test(text) ? text.replace(PRIVATE_USE_ALL, '') : text;
}

/** True for an icon-font ligature element, whose text is a picture, not words. */
export function isLigatureIcon(el: Element): boolean {
  const classes = attr(el, 'class');
  return !!classes && LIGATURE_CLASS.test(classes);
}

/** The icon name of a wordless control, or undefined. */
export function findIcon(control: Element, ctx: EngineContext): string | undefined {
  const stack: Element[] = [control];
  for (let steps = 0; stack.length && steps < 200; steps++) {
    const el = stack.pop()!;
    const found = iconOfElement(el);
    // Icons are usually aria-hidden: only one that is not drawn at all is passed over.
    if (found && !isUndrawn(el, control, ctx)) return found;
    pushElementChildren(stack, el);
  }
  return undefined;
}

/** Flat-tree element children, last first; only hosts and slots need the flat tree's list. */
function pushElementChildren(stack: Element[], el: Element): void {
  const children = redirectedChildren(el);
  if (children) {
    for (let i = children.length - 1; i >= 0; i--) if (children[i].nodeType === ELEMENT_NODE) stack.push(children[i] as Element);
  } else {
    for (let c = el.lastElementChild; c; c = c.previousElementSibling) stack.push(c);
  }
}

function isUndrawn(el: Element, control: Element, ctx: EngineContext): boolean {
  for (let at: Element | null = el; at && at !== control; at = at.parentElement) {
    if (ctx.styles.displayOf(at) === 'none') return true;
  }
  return false;
}

function iconOfElement(el: Element): string | undefined {
  const tag = tagOf(el);
  if (tag === 'use') {
    const href = attr(el, 'href') ?? attr(el, 'xlink:href') ?? '';
    const hash = href.lastIndexOf('#');
    const id = hash >= 0 ? href.slice(hash + 1) : fileStem(href);
    return toIconName(ICON_PREFIX.exec(id)?.[1] ?? id);
  }
  if (tag === 'img' || tag === 'image') {
    return toIconName(fileStem(attr(el, 'src') ?? attr(el, 'href') ?? ''));
  }
  const classes = attr(el, 'class');
  if (!classes) return undefined;
  if (LIGATURE_CLASS.test(classes)) return toIconName((el.textContent ?? '').trim());
  for (const name of classes.split(/\s+/)) {
    if (!name || ICON_CLASS.test(name)) continue;
    const match = ICON_PREFIX.exec(name);
    if (match) return toIconName(match[1]);
  }
  return undefined;
}

function fileStem(url: string): string {
  if (url.startsWith('data:')) return '';
  const path = url.split(/[?#]/)[0];
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.indexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}

/** Lower-cases and hyphenates; a name that still is not `[a-z][a-z0-9-]*` is dropped. */
function toIconName(raw: string): string | undefined {
  // Most names (sprite ids, font classes) already have the form: no rewriting.
  if (raw.length <= 40 && ICON_NAME.test(raw) && !raw.endsWith('-')) return raw;
  const name = raw
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[\s_.]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return ICON_NAME.test(name) ? name : undefined;
}
