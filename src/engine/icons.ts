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
  // The lists are the module's, for a page asks for hundreds of icons (a
  // search never starts another); emptied after each, so that they hold
  // no element of a page once its capture is over.
  try {
    return searchIcon(control, ctx);
  } finally {
    STACK.length = STACK_PARENTS.length = SEEN.length = PARENTS.length = 0;
  }
}

/**
 * Depth first, with each element's place among those seen and its
 * parent's: an icon is checked against its ancestors up to the control
 * from these lists, without asking the DOM for parents again.
 */
function searchIcon(control: Element, ctx: EngineContext): string | undefined {
  const stack = STACK;
  const stackParents = STACK_PARENTS;
  const seen = SEEN;
  const parents = PARENTS;
  stack.push(control);
  stackParents.push(NO_PARENT);
  for (let steps = 0; stack.length && steps < 200; steps++) {
    const el = stack.pop()!;
    const at = seen.push(el) - 1;
    parents.push(stackParents.pop()!);
    const found = iconOfElement(el);
    // Icons are usually aria-hidden: only one that is not drawn at all is passed over.
    if (found && !isUndrawn(at, seen, parents, control, ctx)) return found;
    pushElementChildren(stack, stackParents, el, at, ctx);
  }
  return undefined;
}

type Stack = Element[];

const STACK: Stack = [];
const STACK_PARENTS: number[] = [];
const SEEN: Element[] = [];
const PARENTS: number[] = [];

/** The control has no parent here; a flat-tree child's DOM parent is not the element it was found under. */
const NO_PARENT = -1;
const DOM_PARENT = -2;

/** Flat-tree element children, last first; only hosts and slots need the flat tree's list. */
function pushElementChildren(stack: Stack, stackParents: number[], el: Element, at: number, ctx: EngineContext): void {
  const children = redirectedChildren(el);
  if (children) {
    for (let i = children.length - 1; i >= 0; i--) {
      if (children[i].nodeType !== ELEMENT_NODE) continue;
      stack.push(children[i] as Element);
      stackParents.push(DOM_PARENT);
    }
  } else {
    // Child nodes, telling elements by their local name: cheaper in jsdom
    // than stepping through element siblings (walk.ts). What is known of
    // a child here (its tag, its parent, its tree) goes into its record,
    // which its style would otherwise ask the DOM for again.
    const root = ctx.records.of(el).root;
    for (let c = el.lastChild; c; c = c.previousSibling) {
      const tag = (c as Element).localName as string | undefined;
      if (tag === undefined) continue;
      const record = ctx.records.of(c as Element);
      if (record.tag === undefined) {
        record.tag = tag;
        record.parent = el;
        record.root = root;
      }
      stack.push(c as Element);
      stackParents.push(at);
    }
  }
}

/** True when the element, or a DOM ancestor below the control, is not displayed. */
function isUndrawn(at: number, seen: Element[], parents: number[], control: Element, ctx: EngineContext): boolean {
  for (let i = at; i > 0; i = parents[i]) {
    if (ctx.styles.displayOf(seen[i]) === 'none') return true;
    if (parents[i] === DOM_PARENT) {
      for (let up = seen[i].parentElement; up && up !== control; up = up.parentElement) {
        if (ctx.styles.displayOf(up) === 'none') return true;
      }
      return false;
    }
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
  // Most elements have one class: it needs no splitting.
  if (!SPACE.test(classes)) return iconOfClass(classes) ?? undefined;
  const names = classes.split(SPACES);
  for (let i = 0; i < names.length; i++) {
    const icon = iconOfClass(names[i]);
    if (icon !== null) return icon;
  }
  return undefined;
}

const SPACE = /\s/;
const SPACES = /\s+/;

/**
 * The icon a font class names (`fa-trash`); null for a class that names
 * none (or a style or size), and the search goes on. A prefixed class
 * decides, even when what follows is no icon name.
 */
function iconOfClass(name: string): string | undefined | null {
  if (!name || ICON_CLASS.test(name)) return null;
  const match = ICON_PREFIX.exec(name);
  return match ? toIconName(match[1]) : null;
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
