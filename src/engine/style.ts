/**
 * The few style facts the engine needs, read at most once per element per
 * capture. In a browser they come from `getComputedStyle`. In jsdom that call
 * costs about 0.3 ms (it runs the whole cascade for every property), so a
 * small cascade of our own resolves just these properties from the page's
 * style sheets and `style` attributes (see docs/decisions.md).
 */
import { flatParent, windowOf } from './dom.js';
import { createCascade, type Cascade } from './cascade.js';

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
  styleOf(element: Element): ElementStyle;
  /** Text of `::before`/`::after` generated content, or '' when none. */
  pseudoText(element: Element, pseudo: '::before' | '::after'): string;
}

/** True when the document is jsdom's, which has no layout engine. */
export function isJsdom(doc: Document): boolean {
  return /\bjsdom\b/.test(doc.defaultView?.navigator?.userAgent ?? '');
}

/** A reader with a fresh per-capture cache; see the module comment. */
export function createStyleReader(doc: Document): StyleReader {
  return isJsdom(doc) ? new CascadeStyleReader() : new ComputedStyleReader();
}

class ComputedStyleReader implements StyleReader {
  readonly hasLayout = true;
  private cache = new Map<Element, ElementStyle>();

  styleOf(element: Element): ElementStyle {
    let style = this.cache.get(element);
    if (style) return style;
    const computed = windowOf(element)?.getComputedStyle(element);
    style = computed
      ? {
          display: computed.display,
          visibility: computed.visibility,
          cursor: computed.cursor,
          contentVisibility: computed.getPropertyValue('content-visibility') || 'visible',
          clips: computed.overflowX !== 'visible' || computed.overflowY !== 'visible',
        }
      : DEFAULT_STYLE;
    this.cache.set(element, style);
    return style;
  }

  pseudoText(element: Element, pseudo: '::before' | '::after'): string {
    const computed = windowOf(element)?.getComputedStyle(element, pseudo);
    if (!computed || computed.display === 'none') return '';
    return contentText(computed.content);
  }
}

const DEFAULT_STYLE: ElementStyle = {
  display: 'inline',
  visibility: 'visible',
  cursor: 'auto',
  contentVisibility: 'visible',
  clips: false,
};

class CascadeStyleReader implements StyleReader {
  readonly hasLayout = false;
  private cache = new Map<Element, ElementStyle>();
  private cascades = new Map<Node, Cascade>();

  styleOf(element: Element): ElementStyle {
    const cached = this.cache.get(element);
    if (cached) return cached;
    // Inherited properties need the parent first; resolve uncached
    // ancestors top-down so a deep tree cannot overflow the stack.
    const chain: Element[] = [];
    for (let el: Element | null = element; el && !this.cache.has(el); el = flatParent(el)) chain.push(el);
    let parentStyle = chain.length ? this.cache.get(flatParent(chain[chain.length - 1]) as Element) : undefined;
    for (let i = chain.length - 1; i >= 0; i--) {
      parentStyle = this.resolve(chain[i], parentStyle ?? DEFAULT_STYLE);
      this.cache.set(chain[i], parentStyle);
    }
    return parentStyle!;
  }

  pseudoText(element: Element, pseudo: '::before' | '::after'): string {
    const content = this.cascadeOf(element).pseudoContent(element, pseudo);
    return content ? contentText(content) : '';
  }

  private resolve(element: Element, parent: ElementStyle): ElementStyle {
    const declared = this.cascadeOf(element).declared(element);
    return {
      display: declared.display ?? defaultDisplay(element),
      visibility: inherit(declared.visibility, parent.visibility),
      cursor: inherit(declared.cursor, parent.cursor) ?? defaultCursor(element),
      contentVisibility: declared['content-visibility'] ?? 'visible',
      clips: false,
    };
  }

  private cascadeOf(element: Element): Cascade {
    const root = element.getRootNode();
    let cascade = this.cascades.get(root);
    if (!cascade) {
      cascade = createCascade(root as Document | ShadowRoot);
      this.cascades.set(root, cascade);
    }
    return cascade;
  }
}

function inherit(value: string | undefined, parent: string): string {
  return value === undefined || value === 'inherit' ? parent : value;
}

// The user-agent style sheet's answers for what a page did not set
// (HTML §15.3): elements that are not rendered, and blocks, which matter
// for spacing in names from content.
const NOT_RENDERED = new Set(['head', 'script', 'style', 'template', 'title', 'meta', 'link', 'base', 'noscript', 'datalist', 'param', 'area', 'map']);
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'center', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr',
  'html', 'legend', 'li', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'plaintext', 'pre', 'search', 'section',
  'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'caption', 'ul', 'xmp', 'optgroup', 'option',
]);

function defaultDisplay(element: Element): string {
  const tag = element.localName;
  if (element.hasAttribute('hidden') && element.getAttribute('hidden') !== 'until-found') return 'none';
  if (NOT_RENDERED.has(tag)) return 'none';
  if (tag === 'dialog' && !element.hasAttribute('open')) return 'none';
  if (tag === 'input' && (element as HTMLInputElement).type === 'hidden') return 'none';
  if (tag === 'li') return 'list-item';
  if (tag === 'td' || tag === 'th') return 'table-cell';
  if (tag === 'tr') return 'table-row';
  return BLOCK.has(tag) ? 'block' : 'inline';
}

function defaultCursor(element: Element): string {
  return element.localName === 'a' && element.hasAttribute('href') ? 'pointer' : 'auto';
}

/**
 * The text of a computed `content` value: its strings and, after `/`, the
 * alternative text, which replaces them for accessibility (CSS Content §2).
 */
export function contentText(content: string | null | undefined): string {
  if (!content || content === 'none' || content === 'normal') return '';
  const strings: string[] = [];
  let alt: string | null = null;
  const re = /"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|(\/)/g;
  for (let m = re.exec(content); m; m = re.exec(content)) {
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
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string, char: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );
}
