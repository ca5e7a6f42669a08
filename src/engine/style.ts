/**
 * The few style facts the engine needs, read at most once per element per
 * capture. In a browser they come from `getComputedStyle`. In jsdom that call
 * costs about 0.3 ms (it runs the whole cascade for every property), so a
 * small cascade of our own resolves just these properties from the page's
 * style sheets and `style` attributes (see docs/decisions.md).
 */
import { DOCUMENT_FRAGMENT_NODE, DOCUMENT_NODE, flatParent, windowOf, attr, hasAttr, hasNoAttributes, tagOf, SVG_NS } from './dom.js';
import { blockified, blockifiesChildren, blockify, createCascade, NOTHING_DECLARED, type Cascade, type Declared } from './cascade.js';
import type { ElementRecord, ElementRecords } from './records.js';

export interface ElementStyle {
  /** `none`, `contents`, `inline`, `block`, ... (not inherited). */
  display: string;
  /** `visible`, `hidden` or `collapse` (inherited). */
  visibility: string;
  /** `pointer`, `auto`, ... (inherited). */
  cursor: string;
  /** `visible`, `hidden` or `auto` (not inherited). */
  contentVisibility: string;
  /** True when the box clips what overflows it (layout engines only). */
  clips: boolean;
}

export interface StyleReader {
  /** True where boxes exist (a browser); false in jsdom. */
  readonly hasLayout: boolean;
  /** `parent`, when the caller knows the flat-tree parent, saves a lookup. */
  styleOf(element: Element, parent?: Element | null): ElementStyle;
  /** {@link styleOf} for the walk, which holds the element's record and its flat-tree parent's (null at the top). */
  styleIn(element: Element, record: ElementRecord, up: ElementRecord | null): ElementStyle;
  /** `styleOf(element).display`, without resolving the ancestors' styles (display is not inherited). */
  displayOf(element: Element): string;
  /**
   * Text of `::before`/`::after` generated content, or '' when none; set
   * apart by spaces when the pseudo-element is not inline (see {@link isBlockLike}).
   */
  pseudoText(element: Element, pseudo: '::before' | '::after'): string;
}

/**
 * True when the document is jsdom's, which has no layout engine: its user
 * agent says so, unless the page is shown one of a browser (the command's
 * `--run-scripts` shows Chrome's), and its window always carries jsdom's
 * own fields (jsdom 29 and 31 alike). In Chromium the engine runs in a world
 * of its own, where the page's properties on `window` do not show.
 */
export function isJsdom(doc: Document): boolean {
  const view = doc.defaultView;
  if (!view) return false;
  return /\bjsdom\b/.test(view.navigator?.userAgent ?? '') || (Object.hasOwn(view, '_globalProxy') && Object.hasOwn(view, '_sessionHistory'));
}

/**
 * True when the document is happy-dom's, which computes styles but lays
 * nothing out (every box is empty): its window carries happy-dom's own
 * `happyDOM` field.
 */
function isHappyDom(doc: Document): boolean {
  const view = doc.defaultView;
  return !!view && Object.hasOwn(view, 'happyDOM');
}

/** A reader caching in the capture's element records; see the module comment. */
export function createStyleReader(doc: Document, records: ElementRecords): StyleReader {
  return isJsdom(doc) ? new CascadeStyleReader(records) : new ComputedStyleReader(records, !isHappyDom(doc));
}

class ComputedStyleReader implements StyleReader {
  /** Per document or shadow root: whether any of its rules styles ::before/::after. */
  private pseudoRules = new Map<Node, boolean>();

  constructor(
    private readonly records: ElementRecords,
    readonly hasLayout: boolean,
  ) {}

  styleOf(element: Element): ElementStyle {
    const record = this.records.of(element);
    let style = record.style;
    if (style) return style;
    // SVG's text alternatives are never drawn, whatever the computed style
    // says (Chromium answers `inline`): they are no visible words.
    if (NEVER_DRAWN_SVG.has(tagOf(element)) && element.namespaceURI === SVG_NS) return (record.style = NOT_DRAWN_STYLE);
    const computed = windowOf(element)?.getComputedStyle(element);
    // Each property read costs a binding call: read what a hidden element
    // needs first, and the rest only for the rendered ones.
    const display = computed?.display;
    style = !computed
      ? DEFAULT_STYLE
      : display === 'none'
        ? { ...DEFAULT_STYLE, display }
        : {
            display: display!,
            visibility: computed.visibility,
            cursor: computed.cursor,
            contentVisibility: computed.contentVisibility || 'visible',
            clips: computed.overflow !== 'visible',
          };
    record.style = style;
    return style;
  }

  styleIn(element: Element): ElementStyle {
    return this.styleOf(element);
  }

  displayOf(element: Element): string {
    return this.styleOf(element).display;
  }

  pseudoText(element: Element, pseudo: '::before' | '::after'): string {
    // Generated content comes only from style sheets: most pages have no
    // such rule, and asking every element for its pseudo-elements is dear.
    if (!this.mayStylePseudo(element)) return '';
    const computed = windowOf(element)?.getComputedStyle(element, pseudo);
    if (!computed || computed.display === 'none') return '';
    // The computed display is already blockified.
    return setApart(contentText(computed.content), computed.display);
  }

  private mayStylePseudo(element: Element): boolean {
    const root = element.getRootNode();
    let answer = this.pseudoRules.get(root);
    if (answer === undefined) {
      const owner = root as Document | ShadowRoot;
      const sheets = [...(owner.styleSheets ?? []), ...(owner.adoptedStyleSheets ?? [])];
      answer = sheets.some((sheet) => mentionsPseudo(sheet));
      this.pseudoRules.set(root, answer);
    }
    return answer;
  }
}

/** True when a sheet has a rule for ::before or ::after, or cannot be read. */
function mentionsPseudo(sheet: CSSStyleSheet | CSSGroupingRule): boolean {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    return true; // a cross-origin sheet: it may
  }
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i] as CSSRule & Partial<CSSStyleRule & CSSGroupingRule>;
    if (rule.selectorText !== undefined && /:(?:before|after)\b/i.test(rule.selectorText)) return true;
    if (rule.cssRules && mentionsPseudo(rule as CSSGroupingRule)) return true;
  }
  return false;
}

const DEFAULT_STYLE: ElementStyle = {
  display: 'inline',
  visibility: 'visible',
  cursor: 'auto',
  contentVisibility: 'visible',
  clips: false,
};

const NOT_DRAWN_STYLE: ElementStyle = { ...DEFAULT_STYLE, display: 'none' };

/** SVG elements that hold text alternatives and metadata, never drawn (SVG 2 §5.9). */
const NEVER_DRAWN_SVG = new Set(['title', 'desc', 'metadata']);

class CascadeStyleReader implements StyleReader {
  readonly hasLayout = false;
  private cascades = new Map<Node, Cascade>();

  constructor(private readonly records: ElementRecords) {}

  styleOf(element: Element, parent?: Element | null): ElementStyle {
    const record = this.records.of(element);
    if (record.style) return record.style;
    if (parent !== undefined) {
      const parentStyle = parent ? this.records.of(parent).style : DEFAULT_STYLE;
      if (parentStyle) return this.store(element, record, parentStyle);
    }
    // Inherited properties need the parent first; resolve uncached
    // ancestors top-down so a deep tree cannot overflow the stack.
    const chain: Element[] = [];
    for (let el: Element | null = element; el && !this.records.of(el).style; el = flatParent(el)) chain.push(el);
    const top = flatParent(chain[chain.length - 1]);
    let style = (top && this.records.of(top).style) || DEFAULT_STYLE;
    for (let i = chain.length - 1; i >= 0; i--) style = this.store(chain[i], this.records.of(chain[i]), style);
    return style;
  }

  styleIn(element: Element, record: ElementRecord, up: ElementRecord | null): ElementStyle {
    if (record.style) return record.style;
    const parentStyle = up === null ? DEFAULT_STYLE : up.style;
    return parentStyle ? this.store(element, record, parentStyle) : this.styleOf(element, up!.element);
  }

  displayOf(element: Element): string {
    const record = this.records.of(element);
    return record.style ? record.style.display : ownDisplay(element, this.cascadeOf(element, record).declared(element));
  }

  pseudoText(element: Element, pseudo: '::before' | '::after'): string {
    const box = this.cascadeOf(element, this.records.of(element)).pseudoContent(element, pseudo);
    if (!box) return '';
    // ::before and ::after are children of their element: a flex or grid container's are items.
    return setApart(contentText(box.content), blockifiesChildren(this.displayOf(element)) ? blockify(box.display) : box.display);
  }

  private store(element: Element, record: ElementRecord, parent: ElementStyle): ElementStyle {
    const cascade = this.cascadeOf(element, record);
    // Names are read in a capture only.
    const names = record.names;
    if (names !== undefined && names.length === 0 && !cascade.hasRulesForTag(record.tag!)) return (record.style = this.bareStyle(element, record.tag!, parent));
    const tag = record.tag ?? tagOf(element);
    const declared = names !== undefined && cascade.declaresNothing(tag, names) ? NOTHING_DECLARED : cascade.declared(element);
    const own = ownDisplay(element, declared, tag);
    // A flex or grid container's children are its items, blockified.
    const display = blockifiesChildren(parent.display) ? blockify(own) : own;
    // Most elements declare nothing: they share one style object per parent
    // style and display instead of allocating their own.
    const style = declared === NOTHING_DECLARED ? this.shared(parent, display, element, tag) : resolve(declared, display, parent, element, tag);
    record.style = style;
    return style;
  }

  private sharedStyles = new Map<ElementStyle, Map<string, ElementStyle>>();
  private bareStyles = new Map<ElementStyle, Map<string, ElementStyle>>();

  /**
   * An element without attributes that no universal or tag rule can match
   * declares nothing, and its user-agent style depends on its tag alone:
   * one answer per parent style and tag.
   */
  private bareStyle(element: Element, tag: string, parent: ElementStyle): ElementStyle {
    let byTag = this.bareStyles.get(parent);
    if (!byTag) this.bareStyles.set(parent, (byTag = new Map()));
    let style = byTag.get(tag);
    if (!style) {
      const own = defaultDisplay(element, tag);
      byTag.set(tag, (style = this.shared(parent, blockifiesChildren(parent.display) ? blockify(own) : own, element, tag)));
    }
    return style;
  }

  private shared(parent: ElementStyle, display: string, element: Element, tag: string): ElementStyle {
    const key = defaultCursor(element, tag) ? display + ' link' : display;
    let byDisplay = this.sharedStyles.get(parent);
    if (!byDisplay) this.sharedStyles.set(parent, (byDisplay = new Map()));
    let style = byDisplay.get(key);
    if (!style) byDisplay.set(key, (style = resolve(NOTHING_DECLARED, display, parent, element, tag)));
    return style;
  }

  /** The tree asked about last and its cascade: nearly every element is in the document's. */
  private lastRoot: Node | undefined;
  private lastCascade: Cascade | undefined;

  private cascadeOf(element: Element, record: ElementRecord): Cascade {
    const root = record.root ?? this.rootOf(element, record);
    if (root === this.lastRoot) return this.lastCascade!;
    let cascade = this.cascades.get(root);
    if (!cascade) {
      cascade = createCascade(root as Document | ShadowRoot);
      this.cascades.set(root, cascade);
    }
    this.lastRoot = root;
    this.lastCascade = cascade;
    return cascade;
  }

  /**
   * `getRootNode()`, which jsdom answers by climbing to the top each time,
   * memoised. The walk fills it in as it goes (it knows the tree it is in).
   */
  private rootOf(element: Element, record: ElementRecord): Node {
    if (record.root) return record.root;
    const parent = element.parentNode;
    if (!parent || parent.nodeType === DOCUMENT_NODE || parent.nodeType === DOCUMENT_FRAGMENT_NODE) record.root = parent ?? element;
    else record.root = this.records.of(parent as Element).root ?? element.getRootNode();
    return record.root;
  }
}

function ownDisplay(element: Element, declared: Declared, tag = tagOf(element)): string {
  const display = declared.display ?? defaultDisplay(element, tag);
  return declared === NOTHING_DECLARED ? display : blockified(display, declared);
}

/**
 * Displays that start a new box in the line (CSS Display 3): browsers put a
 * space around their text in a name (block, inline-block, flex, table cells,
 * list items...); inline boxes, `display:contents` and ruby do not.
 */
export function isBlockLike(display: string): boolean {
  return display !== 'inline' && display !== 'contents' && display !== 'none' && !display.startsWith('ruby');
}

/** Generated text inside spaces when its box is not inline, as a block child's text is. */
function setApart(text: string, display: string): string {
  return text && isBlockLike(display) ? ` ${text} ` : text;
}

function resolve(declared: Declared, display: string, parent: ElementStyle, element: Element, tag: string): ElementStyle {
  return {
    display,
    visibility: inherit(declared.visibility, parent.visibility),
    // An author's cursor, else the user-agent sheet's (links), else the parent's.
    cursor: declared.cursor !== undefined && declared.cursor !== 'inherit' ? declared.cursor : (defaultCursor(element, tag) ?? parent.cursor),
    contentVisibility: declared['content-visibility'] ?? 'visible',
    clips: false,
  };
}

function inherit(value: string | undefined, parent: string): string {
  return value === undefined || value === 'inherit' ? parent : value;
}

// The user-agent style sheet's answers for what a page did not set
// (HTML §15.3): elements that are not rendered, and blocks, which matter
// for spacing in names from content.
const NOT_RENDERED = new Set([
  'head',
  'script',
  'style',
  'template',
  'title',
  'meta',
  'link',
  'base',
  'noscript',
  'datalist',
  'param',
  'area',
  'map',
  'desc',
  'metadata',
]);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'plaintext',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'caption',
  'ul',
  'xmp',
  'optgroup',
  'option',
]);

// Form controls are inline-block in Chromium's user-agent sheet, so names
// from content put a space between two of them.
const INLINE_BLOCK = new Set(['button', 'input', 'select', 'textarea', 'meter', 'progress']);

/** The display of each tag the user-agent sheet gives one other than `inline`, before attributes. */
const DISPLAY_OF_TAG: ReadonlyMap<string, string> = new Map([
  ...[...BLOCK].map((tag): [string, string] => [tag, 'block']),
  ...[...INLINE_BLOCK].map((tag): [string, string] => [tag, 'inline-block']),
  ['li', 'list-item'],
  ['td', 'table-cell'],
  ['th', 'table-cell'],
  ['tr', 'table-row'],
  ...[...NOT_RENDERED].map((tag): [string, string] => [tag, 'none']),
  // Not rendered unless `open`.
  ['dialog', 'none'],
]);

function defaultDisplay(element: Element, tag = tagOf(element)): string {
  if (!hasNoAttributes(element)) {
    if (hasAttr(element, 'hidden') && attr(element, 'hidden') !== 'until-found') return 'none';
    if (tag === 'dialog' && hasAttr(element, 'open')) return 'block';
    // `type` as the DOM reflects it; an `<input>` in SVG or MathML has none.
    if (tag === 'input' && (element as HTMLInputElement).type === 'hidden') return 'none';
  }
  return DISPLAY_OF_TAG.get(tag) ?? 'inline';
}

/** The user-agent sheet's cursor: a pointer over links (HTML §15.3.4). */
function defaultCursor(element: Element, tag = tagOf(element)): string | undefined {
  return tag === 'a' && hasAttr(element, 'href') ? 'pointer' : undefined;
}

/**
 * The text of a computed `content` value: its strings and, after `/`, the
 * alternative text, which replaces them for accessibility (CSS Content 3
 * §2). Only textual content counts (accname 1.2 2F.ii): an image
 * (`url(…)`, `image-set(…)`, a gradient) has no text but its alternative,
 * and the quoted URL inside it is not a string.
 */
export function contentText(content: string | null | undefined): string {
  if (!content || content === 'none' || content === 'normal') return '';
  const strings: string[] = [];
  let alt: string | null = null;
  const re = /[\w-]+\((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^)'"])*\)|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\/)/g;
  for (let m = re.exec(content); m; m = re.exec(content)) {
    if (m[1] === undefined && m[2] === undefined && !m[3]) continue; // a function: an image, a counter
    if (m[3]) {
      alt = '';
      continue;
    }
    const text = unescapeCss(m[1] ?? m[2] ?? '');
    if (alt !== null) alt += text;
    else strings.push(text);
  }
  return alt ?? strings.join('');
}

function unescapeCss(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string, char: string) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : char));
}
