/**
 * A cascade for the handful of properties the engine reads, for DOMs without
 * a style engine of their own worth calling (jsdom). Rules that set none of
 * them are dropped when the sheets are read; the rest are indexed by the id,
 * class or tag of their rightmost compound selector, as browsers do, so an
 * element is matched only against rules that could apply to it.
 *
 * Precedence (CSS Cascade 4 §6): `!important` over normal, then inline style
 * over rules, then specificity, then order of appearance.
 */
import { attr, tagOf } from './dom.js';
import { matchesMedia } from './media.js';

/** `position` and `float` matter only for blockification (CSS Display 3 §2.7). */
export const CASCADED = ['display', 'visibility', 'cursor', 'content-visibility', 'position', 'float'] as const;
export type CascadedProperty = (typeof CASCADED)[number];
export type Declared = Partial<Record<CascadedProperty, string>>;

export interface Cascade {
  declared(element: Element): Declared;
  /** Whether a universal rule or a rule for this tag exists: all that can match an element without attributes. */
  hasRulesForTag(tag: string): boolean;
  /**
   * True when nothing can be declared for an element of this tag with these
   * attribute names: no style attribute, and no rule its id, classes or tag
   * could match. Such an element is asked no attribute value.
   */
  declaresNothing(tag: string, names: readonly string[]): boolean;
  /** The `content` value of a pseudo-element and its display, when a rule sets content. */
  pseudoContent(element: Element, pseudo: '::before' | '::after'): GeneratedBox | undefined;
}

/** A pseudo-element's `content` and its display, blockified. */
export interface GeneratedBox {
  content: string;
  display: string;
}

/** What a pseudo-element's rules are read for. */
const PSEUDO_PROPERTIES = ['content', 'display', 'position', 'float'] as const;

interface Declaration {
  value: string;
  important: boolean;
}

interface Rule {
  selector: string;
  specificity: number;
  order: number;
  declarations: Map<string, Declaration>;
  pseudo?: '::before' | '::after';
  /**
   * The selector is the one id, class or tag the rule is indexed by: an
   * element the index hands it matches without asking the DOM (whose first
   * `matches` call compiles its selector engine's matcher).
   */
  indexed: boolean;
}

interface RuleIndex {
  byId: Map<string, Rule[]>;
  byClass: Map<string, Rule[]>;
  byTag: Map<string, Rule[]>;
  universal: Rule[];
}

/** Reads the style sheets of a document or shadow root once. */
export function createCascade(root: Document | ShadowRoot): Cascade {
  const index: RuleIndex = { byId: new Map(), byClass: new Map(), byTag: new Map(), universal: [] };
  const pseudoRules: Rule[] = [];
  let order = 0;
  for (const sheet of sheetsOf(root)) {
    forEachStyleRule(sheet, (rule) => {
      for (const selector of splitSelectorList(rule.selectorText)) {
        const pseudo = pseudoElementOf(selector);
        const declarations = readDeclarations(rule.style, pseudo ? PSEUDO_PROPERTIES : CASCADED);
        if (!declarations.size) continue;
        const owner = pseudo ? selector.slice(0, -pseudo.suffix) || '*' : selector;
        const entry: Rule = { selector: owner, specificity: specificityOf(selector), order: order++, declarations, pseudo: pseudo?.name, indexed: false };
        if (pseudo) pseudoRules.push(entry);
        else addToIndex(index, entry);
      }
    });
  }
  const beforeRules = pseudoRules.filter((rule) => rule.pseudo === '::before');
  const afterRules = pseudoRules.filter((rule) => rule.pseudo === '::after');
  const noRules = !index.universal.length && !index.byId.size && !index.byClass.size && !index.byTag.size;
  // What a style attribute declares when no rule competes depends on its
  // text alone, and pages repeat the same few texts on many elements.
  const inlineOnly = new Map<string, Declared>();
  const hasRulesForTag = (tag: string) => !noRules && (index.universal.length > 0 || index.byTag.has(tag));
  return {
    declared(element) {
      const text = attr(element, 'style');
      // Most elements have no style attribute and no rule that could match.
      const rules = noRules ? NO_RULES : candidates(index, element);
      if (rules.length) return cascade(element, rules, inlineDeclarations(text));
      if (text === null) return NOTHING_DECLARED;
      let declared = inlineOnly.get(text);
      if (!declared) inlineOnly.set(text, (declared = cascade(element, NO_RULES, inlineDeclarations(text))));
      return declared;
    },
    hasRulesForTag,
    declaresNothing(tag, names) {
      if (names.includes('style')) return false;
      if (noRules) return true;
      if (hasRulesForTag(tag)) return false;
      return !(index.byId.size && names.includes('id')) && !(index.byClass.size && names.includes('class'));
    },
    pseudoContent(element, pseudo) {
      const rules = pseudo === '::before' ? beforeRules : afterRules;
      if (!rules.length) return undefined; // most pages generate no content
      const won = cascade(element, rules, new Map(), PSEUDO_PROPERTIES) as Declared & { content?: string };
      // A pseudo-element is inline unless a rule says otherwise (CSS Pseudo 4 §2).
      const display = blockified(won.display ?? 'inline', won);
      return won.content === undefined || display === 'none' ? undefined : { content: won.content, display };
    },
  };
}

function sheetsOf(root: Document | ShadowRoot): CSSStyleSheet[] {
  const sheets: CSSStyleSheet[] = [];
  // A document lists its sheets; a shadow root may not (jsdom), so its
  // (few) style elements are looked up.
  const listed = (root as Document).styleSheets;
  const owners = listed ? [] : root.querySelectorAll('style, link[rel~="stylesheet"]');
  if (listed) for (let i = 0; i < listed.length; i++) sheets.push(listed[i] as CSSStyleSheet);
  for (const owner of owners) {
    const sheet = (owner as HTMLStyleElement).sheet;
    if (sheet) sheets.push(sheet as CSSStyleSheet);
  }
  const adopted = (root as Document).adoptedStyleSheets;
  if (adopted) sheets.push(...adopted);
  // A sheet for other media (`<link media="print">`) does not apply.
  return sheets.filter((sheet) => !sheet.disabled && appliesTo(sheet.media));
}

/** True when a media list applies at the desktop viewport (media.ts). */
function appliesTo(media: MediaList | null | undefined): boolean {
  return !media?.mediaText || matchesMedia(media.mediaText);
}

function forEachStyleRule(sheet: CSSStyleSheet | CSSGroupingRule, visit: (rule: CSSStyleRule) => void): void {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    return; // a cross-origin sheet cannot be read
  }
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as CSSRule & Partial<CSSStyleRule & CSSMediaRule & CSSImportRule>;
    if (rule.selectorText !== undefined && rule.style) visit(rule as CSSStyleRule);
    else if (rule.media && !appliesTo(rule.media)) continue;
    // `@import`: the imported sheet, where the DOM loaded it, in its place.
    else if (rule.styleSheet) forEachStyleRule(rule.styleSheet, visit);
    else if (rule.cssRules) forEachStyleRule(rule as CSSGroupingRule, visit);
  }
}

/**
 * Blockification (CSS Display 3 §2.7, CSS 2 §9.7): an absolutely positioned
 * or floated box is block-level, so names set its text apart by spaces.
 */
export function blockified(display: string, declared: Declared): string {
  const out = declared.position === 'absolute' || declared.position === 'fixed' || (declared.float !== undefined && declared.float !== 'none');
  return out ? blockify(display) : display;
}

/** A display value made block-level (CSS Display 3 §2.7): `inline-flex` becomes `flex`, `inline` `block`. */
export function blockify(display: string): string {
  if (display === 'none' || display === 'contents') return display;
  if (display === 'inline' || display === 'inline-block' || display.startsWith('ruby')) return 'block';
  return display.startsWith('inline-') ? display.slice('inline-'.length) : display;
}

/** Whether a box of this display lays its children out as flex or grid items, which are blockified (CSS Display 3 §2.7). */
export function blockifiesChildren(display: string): boolean {
  return display === 'flex' || display === 'inline-flex' || display === 'grid' || display === 'inline-grid';
}

function readDeclarations(style: CSSStyleDeclaration, props: readonly string[]): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  for (const prop of props) {
    const value = style.getPropertyValue(prop);
    if (value) out.set(prop, { value: normalizeValue(prop, value), important: style.getPropertyPriority(prop) === 'important' });
  }
  return out;
}

/** Keywords compare case-insensitively; `content` strings keep their case. */
function normalizeValue(prop: string, value: string): string {
  return prop === 'content' ? value.trim() : value.trim().toLowerCase();
}

/** The declarations of a `style` attribute's text (null when there is none). */
function inlineDeclarations(text: string | null): Map<string, Declaration> {
  const out = new Map<string, Declaration>();
  if (!text) return out;
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const prop = part.slice(0, colon).trim().toLowerCase();
    if (!(CASCADED as readonly string[]).includes(prop)) continue;
    let value = normalizeValue(prop, part.slice(colon + 1));
    const important = /!\s*important$/.test(value);
    if (important) value = value.replace(/!\s*important$/, '').trim();
    if (value) out.set(prop, { value, important });
  }
  return out;
}

/** What `declared` returns for an element no rule or style attribute touches. */
export const NOTHING_DECLARED: Declared = Object.freeze({});
const NO_RULES: Rule[] = [];
/** Class names are split at ASCII whitespace (DOM §"ordered set parser"), not at every Unicode space. */
const WHITESPACE = /[\t\n\f\r ]/;

// Asked for every element: no closure and no array unless rules are found.
function candidates(index: RuleIndex, element: Element): Rule[] {
  let out = index.universal;
  const id = index.byId.size ? attr(element, 'id') : null;
  if (id) out = joined(out, index.byId.get(id));
  const classes = index.byClass.size ? attr(element, 'class') : null;
  // Most elements have one class: it needs no splitting.
  if (classes && !WHITESPACE.test(classes)) out = joined(out, index.byClass.get(classes));
  else if (classes) for (const name of classes.split(/[\t\n\f\r ]+/)) if (name) out = joined(out, index.byClass.get(name));
  if (index.byTag.size) out = joined(out, index.byTag.get(tagOf(element)));
  return out.length ? out : NO_RULES;
}

function joined(out: Rule[], rules: Rule[] | undefined): Rule[] {
  if (!rules?.length) return out;
  return out.length ? [...out, ...rules] : rules;
}

function cascade(element: Element, rules: Rule[], inline: Map<string, Declaration>, props: readonly string[] = CASCADED): Declared {
  // Only a style attribute (the usual case for an inline style): nothing to
  // rank against, so its declarations are the answer, without the ranking's
  // per-declaration objects.
  if (!rules.length) {
    const out: Record<string, string> = {};
    for (const prop of props) {
      const d = inline.get(prop);
      if (d) out[prop] = d.value;
    }
    return out as Declared;
  }
  const won: Record<string, { d: Declaration; rank: number[] }> = {};
  const offer = (prop: string, d: Declaration, rank: number[]) => {
    const current = won[prop];
    if (!current || compareRank(rank, current.rank) >= 0) won[prop] = { d, rank };
  };
  for (const rule of rules) {
    if (!rule.indexed && !matches(element, rule.selector)) continue;
    for (const [prop, d] of rule.declarations) offer(prop, d, [d.important ? 1 : 0, 0, rule.specificity, rule.order]);
  }
  for (const [prop, d] of inline) offer(prop, d, [d.important ? 1 : 0, 1, 0, 0]);
  const out: Record<string, string> = {};
  for (const prop of props) if (won[prop]) out[prop] = won[prop].d.value;
  return out as Declared;
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false; // a selector the DOM cannot parse matches nothing, as in browsers
  }
}

function addToIndex(index: RuleIndex, rule: Rule): void {
  const compound = lastCompound(rule.selector);
  const id = /#((?:[\w-]|\\.)+)/.exec(compound);
  const cls = /\.((?:[\w-]|\\.)+)/.exec(compound);
  const tag = /^([a-zA-Z][\w-]*)/.exec(compound);
  const push = (map: Map<string, Rule[]>, key: string) => {
    const list = map.get(key);
    if (list) list.push(rule);
    else map.set(key, [rule]);
  };
  if (id && !id[1].includes('\\')) push(index.byId, id[1]);
  else if (cls && !cls[1].includes('\\')) push(index.byClass, cls[1]);
  else if (tag) push(index.byTag, tag[1].toLowerCase());
  else index.universal.push(rule);
  rule.indexed =
    SIMPLE_SELECTOR.test(rule.selector) &&
    (rule.selector === id?.[0] || rule.selector === cls?.[0] || (!id && !cls && rule.selector === tag?.[1].toLowerCase()));
}

/**
 * One id, class or lower-case tag, and nothing else: what the index key
 * alone decides (the lookups are exact, the DOM's matching in quirks mode
 * only looser).
 */
const SIMPLE_SELECTOR = /^(?:[#.](?:-?[_a-zA-Z]|--)[\w-]*|[a-z][a-z0-9-]*)$/;

/** Splits `a, b:is(c, d)` at its top-level commas. */
export function splitSelectorList(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

/** The rightmost compound selector, where an element's own tests live. */
function lastCompound(selector: string): string {
  let depth = 0;
  for (let i = selector.length - 1; i >= 0; i--) {
    const c = selector[i];
    if (c === ')' || c === ']') depth++;
    else if (c === '(' || c === '[') depth--;
    else if (depth === 0 && (c === ' ' || c === '>' || c === '+' || c === '~')) return selector.slice(i + 1);
  }
  return selector;
}

/** The pseudo-element a selector ends in (`::after`, or CSS 2's `:after`) and its length. */
function pseudoElementOf(selector: string): { name: '::before' | '::after'; suffix: number } | undefined {
  const m = /::?(before|after)$/i.exec(selector);
  return m ? { name: `::${m[1].toLowerCase()}` as '::before' | '::after', suffix: m[0].length } : undefined;
}

/** Specificity packed as a·10⁶ + b·10³ + c (Selectors 4 §17), approximately. */
function specificityOf(selector: string): number {
  const bare = selector
    .replace(/"[^"]*"|'[^']*'/g, '')
    .replace(/\[[^\]]*\]/g, '.a')
    .replace(/:(?:where)\([^)]*\)/g, '');
  const ids = (bare.match(/#[\w-]+/g) ?? []).length;
  const classes = (bare.match(/\.[\w-]+|:(?!:)[\w-]+/g) ?? []).length;
  const types = (bare.match(/(?:^|[\s>+~(])([a-zA-Z][\w-]*)/g) ?? []).length;
  return ids * 1e6 + classes * 1e3 + types;
}
