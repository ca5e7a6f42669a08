/**
 * The accessible name of an element (accname 1.2 §4.3.2 "Computation steps";
 * the HTML specifics are in host-label.ts, embedded control values in
 * embedded.ts). Steps are cited by their anchors in the spec, which its
 * editions letter differently: #comp_hidden_not_referenced,
 * #comp_labelledby, #comp_embedded_control, #comp_label (aria-label),
 * #comp_host_language_label, #comp_name_from_content, #comp_text_node,
 * #comp_recursive_name_from_content, #comp_tooltip.
 *
 * Returns the raw concatenation: whitespace is folded by the caller, and
 * non-ASCII spaces such as U+00A0 are kept, as in browsers.
 *
 * One computation walks a bounded part of the flat tree (shadow roots
 * pierced, slots filled) and reads styles only through the capture's cached
 * reader, so a capture can name thousands of controls in jsdom cheaply.
 *
 * Cycles: an aria-labelledby traversal never follows aria-labelledby again
 * (#comp_labelledby), and every element gives its own text at most once per
 * computation, which also ends aria-owns loops. Browsers do the same: in
 * web-platform-tests' comp_name_from_content, an image that a link's
 * aria-labelledby already used is not read again in a sibling link.
 *
 * Shared labelling elements: the text of an aria-labelledby or
 * aria-describedby target is read once per capture and borrowed by the
 * other computations that reach it (see `referencedTargetText` for when a
 * borrowed text is the text the computation would have read).
 */
import type { EngineContext } from './context.js';
import {
  ELEMENT_NODE,
  TEXT_NODE,
  elementByIdNear,
  flatChildren,
  idrefs,
  attr,
  hasAriaAttribute,
  hasAttr,
  onlyTextOf,
  redirectedChildren,
  tagOf,
  SVG_NS,
} from './dom.js';
import { embeddedControlValue, isEmbeddedControlRole, type EmbeddedReader } from './embedded.js';
import { computeHostLanguageFallback, computeHostLanguageLabel, hasLabels, hasText, type HostReader } from './host-label.js';
import { isBlockLike } from './style.js';
import { withoutIconGlyphs } from './icons.js';
import type { ReferencedText } from './referenced-text.js';

/** Where one node's text alternative is being computed from. */
interface Step {
  /** Part of an aria-labelledby traversal: aria-labelledby is not followed again (#comp_labelledby). */
  labelledBy: boolean;
  /** The node directly referenced (by aria-labelledby, a label) was hidden: hidden nodes count (#comp_hidden_not_referenced). */
  includeHidden: boolean;
  /** Elements between the root and this node; the walk stops at MAX_DEPTH. */
  depth: number;
}

/**
 * Deeper content is not read: a 10,000-deep page must not overflow the stack,
 * and no real control hides its text 256 elements down.
 */
const MAX_DEPTH = 256;

const ROOT_STEP: Step = { labelledBy: false, includeHidden: false, depth: 0 };

/**
 * Most borrowed texts one computation holds: each borrow is checked against
 * the ones before it, and a computation that reaches dozens of shared
 * labels (a row of a large grid) reads the rest in place.
 */
const MAX_BORROWED = 16;

/**
 * Roles whose name comes from their content (WAI-ARIA 1.2 "Roles Supporting
 * Name from Content", with ARIA 1.3's comment, suggestion and sectionhead).
 */
const NAME_FROM_CONTENT = new Set([
  'button',
  'cell',
  'checkbox',
  'columnheader',
  'comment',
  'gridcell',
  'heading',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'row',
  'rowheader',
  'sectionhead',
  'suggestion',
  'switch',
  'tab',
  'tooltip',
  'treeitem',
]);

/** Roles named by their first heading when nothing else names them (accname 1.2 draft, "name from heading"). */
const NAME_FROM_HEADING = new Set(['dialog', 'alertdialog', 'article']);

/** Elements that never render, so never speak, even inside a hidden label. */
const NEVER_RENDERED = new Set(['script', 'style', 'template', 'noscript', 'head', 'title', 'meta', 'link', 'base']);

/**
 * Elements whose role matters when met in recursion: embedded controls, and
 * `<img alt="">`, decorative (role none) even when it has a title.
 */
const ROLE_BEARING_TAGS = new Set(['input', 'select', 'textarea', 'meter', 'progress', 'img']);

/**
 * The accessible name of `element` by accname 1.2, not yet whitespace-folded.
 * Use `ctx.nameOf`, which caches it for the capture.
 */
export function computeName(element: Element, ctx: EngineContext): string {
  return new NameComputation(ctx, element).nameOfRoot();
}

/**
 * The text of the elements an IDREF list names, each read as an
 * aria-labelledby target is (#comp_labelledby): aria-describedby's part of
 * the description (accname 1.2 §4.3.1). Not yet whitespace-folded.
 */
export function computeReferencedText(element: Element, ids: readonly string[], ctx: EngineContext): string {
  return new NameComputation(ctx, element).referencedText(element, ids);
}

class NameComputation implements HostReader<Step> {
  /**
   * Elements that already gave their own text in this computation. Most
   * names come from the root alone (aria-label, a label, a text child), so
   * the root is tracked by a flag and the set is made only on recursion.
   */
  private rootUsed = false;
  private used: Set<Element> | undefined;
  /** The elements that gave the texts this computation borrowed: used too. */
  private borrowed: ReadonlySet<Element>[] | undefined;
  /** The deepest step this computation was asked to read, past MAX_DEPTH when it was cut there. */
  private deepest = 0;
  /**
   * Whether the text `textOf` gave last came from an attribute or another
   * element (alt, aria-label, aria-labelledby, a label, an SVG title, a
   * value, a title), not from the element's content: `childText` sets it
   * apart.
   */
  private apart = false;

  constructor(
    private readonly ctx: EngineContext,
    private readonly root: Element,
  ) {}

  /** The steps for the element being named, the root of the computation. */
  nameOfRoot(): string {
    const el = this.root;
    const step = ROOT_STEP;
    const role = this.ctx.roleOf(el);
    // A presentational element has no name (its label is not exposed).
    if (role === 'none' || role === 'presentation') return '';
    // #comp_hidden_not_referenced does not apply to the root: a hidden
    // control still takes its name from its (maybe hidden) label (wpt
    // comp_host_language_label); its hidden content stays silent below.
    const aria = hasAriaAttribute(el);
    const byReference = aria ? this.labelledByText(el, step) : '';
    if (hasText(byReference)) return byReference;
    this.rootUsed = true;
    const label = aria ? attr(el, 'aria-label') : null;
    if (hasText(label)) return label; // #comp_label
    const host = this.hostLanguageLabel(el, step);
    if (hasText(host)) return host; // #comp_host_language_label
    if (hasLabels(el, this)) return ''; // labels that give nothing leave the control nameless (Chromium)
    if (allowsNameFromContent(el, role)) {
      const content = this.contentText(el, step);
      if (hasText(content)) return trimSpaces(content); // #comp_name_from_content
    }
    if (NAME_FROM_HEADING.has(role)) {
      const heading = this.firstHeading(el);
      if (heading) return trimSpaces(this.textOf(heading, { ...step, depth: 1 }));
    }
    const title = attr(el, 'title');
    if (hasText(title)) return title; // #comp_tooltip
    return computeHostLanguageFallback(el, role);
  }

  /**
   * The text alternative of an element met in recursion: inside the root's
   * content, a label, or an aria-labelledby target (the steps with
   * "traversal due to recursion").
   */
  private textOf(el: Element, step: Step): string {
    if (step.depth > this.deepest) this.deepest = step.depth;
    if (step.depth > MAX_DEPTH || NEVER_RENDERED.has(tagOf(el))) return '';
    // #comp_hidden_not_referenced: hidden and not reached through a hidden
    // reference. visibility:hidden hides the element's own text, but a
    // visible descendant (visibility:visible) still speaks.
    let invisible = false;
    if (!step.includeHidden) {
      if (this.ctx.visibility.isSubtreeHidden(el)) return '';
      invisible = this.ctx.isHidden(el);
    }
    if (!step.labelledBy && !invisible) {
      const byReference = this.labelledByText(el, step);
      if (hasText(byReference)) return this.fromElsewhere(byReference); // #comp_labelledby
    }
    if (!this.claim(el)) return '';
    return invisible ? this.fromContent(this.contentText(el, step)) : this.ownTextOf(el, step);
  }

  /** A text read from the element's content (see {@link apart}). */
  private fromContent(text: string): string {
    this.apart = false;
    return text;
  }

  /** A text read from an attribute or another element (see {@link apart}). */
  private fromElsewhere(text: string): string {
    this.apart = true;
    return text;
  }

  /** Marks an element as having given its text; false when it already had. */
  private claim(el: Element): boolean {
    if (el === this.root) {
      if (this.rootUsed) return false;
      this.rootUsed = true;
      return true;
    }
    this.used ??= new Set();
    if (this.used.has(el)) return false;
    if (this.borrowed) for (const claimed of this.borrowed) if (claimed.has(el)) return false;
    this.used.add(el);
    return true;
  }

  /** The elements that gave their text in this computation, the root included. */
  private claimedElements(): Set<Element> {
    const claimed = this.used ?? new Set<Element>();
    if (this.rootUsed) claimed.add(this.root);
    return claimed;
  }

  /** The rest of the steps for an element met in recursion, from its own attributes and content. */
  private ownTextOf(el: Element, step: Step): string {
    const role = this.roleInRecursion(el);
    // Presentational elements and slots (display:contents, outside the
    // accessibility tree: an aria-label on a <slot> is ignored) only pass
    // their content through.
    if (role === 'none' || role === 'presentation' || tagOf(el) === 'slot') return this.fromContent(this.contentText(el, step));
    // #comp_embedded_control before #comp_label: an embedded control gives
    // its value even when it has an aria-label (see embedded.ts).
    if (role && isEmbeddedControlRole(role)) return this.fromElsewhere(embeddedControlValue(el, role, this.embeddedReader(step)));
    const label = attr(el, 'aria-label');
    if (hasText(label)) return this.fromElsewhere(label); // #comp_label
    // #comp_recursive_name_from_content: an element gives its content
    // unless it is a container Chromium passes over (see skipsContent);
    // Chromium does not read a skipped figure's caption either.
    const skips = !step.labelledBy && skipsContent(el, role);
    const host = skips && tagOf(el) === 'figure' ? '' : this.hostLanguageLabel(el, step);
    if (hasText(host)) return this.fromElsewhere(host); // #comp_host_language_label
    const content = skips ? '' : this.contentText(el, step);
    if (hasText(content)) return this.fromContent(content);
    const title = attr(el, 'title');
    if (hasText(title)) return this.fromElsewhere(title); // #comp_tooltip
    // Whitespace-only content still separates its neighbours: in
    // `a<span> </span>b` the span's space gives "a b".
    const fallback = computeHostLanguageFallback(el, role);
    return fallback ? this.fromElsewhere(fallback) : this.fromContent(content);
  }

  /**
   * #comp_labelledby: the text alternatives of the elements aria-labelledby
   * names, joined with spaces ('' when none exists). Browsers go on to the
   * next step when the result is empty (wpt comp_label: "falls back to
   * aria-label"), and read the non-standard `aria-labeledby` spelling when
   * the standard one is absent.
   */
  private labelledByText(el: Element, step: Step): string {
    return this.referencedText(el, idrefs(attr(el, 'aria-labelledby') ?? attr(el, 'aria-labeledby')), step);
  }

  /** The text alternatives of the elements `ids` name, each read as an aria-labelledby target, joined with spaces. */
  referencedText(el: Element, ids: readonly string[], step: Step = ROOT_STEP): string {
    if (!ids.length) return '';
    const parts: string[] = [];
    for (const id of ids) {
      const target = elementByIdNear(el, id);
      if (!target) continue;
      const includeHidden = step.includeHidden || this.ctx.isHidden(target);
      parts.push(this.referencedTargetText(target, { labelledBy: true, includeHidden, depth: step.depth + 1 }));
    }
    return parts.join(' ');
  }

  /**
   * One aria-labelledby (or aria-describedby) target's text: read in place
   * at the first reference in the capture, then from the text kept for it
   * (referenced-text.ts), computed once on its own from the target.
   *
   * Why a kept text is the text this computation would read: reading a
   * target with labelledBy set depends, besides the page (which cannot
   * change during a capture) and the two keys, only on
   * - which elements already gave their text here (each gives it once):
   *   none of the kept text's `claimed` elements may have; after the borrow
   *   they count as used;
   * - the root, which is left out where met: it must not be among
   *   `claimed` (if met unclaimed, the text had nothing from it, except a
   *   `<br>` root, whose line break counts: never borrowed for);
   * - the depth, which only cuts the walk at MAX_DEPTH: a text read at
   *   another depth is borrowed only when the cut touches neither reading;
   * - roles being computed while it was read, which read as provisional:
   *   such a text is borrowed there but not kept.
   */
  private referencedTargetText(target: Element, step: Step): string {
    const texts = this.ctx.referencedTexts;
    const known = texts.lookup(target, step.includeHidden);
    if (known === undefined || known === 'refused') return this.textOf(target, step);
    let kept: ReferencedText | undefined;
    if (known === 'seen') {
      kept = this.readAlone(target, step);
      if (this.ctx.hasOpenRole(kept.claimed)) texts.refuse(target, step.includeHidden);
      else texts.keep(target, step.includeHidden, kept);
    } else if (fitsDepth(known, step.depth)) {
      kept = known;
    }
    if (!kept || !this.mayBorrow(kept)) return this.textOf(target, step);
    (this.borrowed ??= []).push(kept.claimed);
    return kept.text;
  }

  /** A target's text by a computation of its own, as `textOf` reads it. */
  private readAlone(target: Element, step: Step): ReferencedText {
    const alone = new NameComputation(this.ctx, target);
    const text = alone.textOf(target, step);
    return { text, claimed: alone.claimedElements(), depth: step.depth, deepest: alone.deepest };
  }

  /** Whether a kept text is the text this computation would read (see `referencedTargetText`). */
  private mayBorrow(kept: ReferencedText): boolean {
    const { claimed } = kept;
    if (claimed.has(this.root) || tagOf(this.root) === 'br') return false;
    if (this.used && overlaps(this.used, claimed)) return false;
    if (!this.borrowed) return true;
    if (this.borrowed.length >= MAX_BORROWED) return false;
    return this.borrowed.every((other) => other !== claimed && !overlaps(other, claimed));
  }

  /**
   * #comp_name_from_content, #comp_text_node: the text of an element's
   * flat-tree children (aria-owns'ed elements after them), with its
   * `::before`/`::after` generated content. Block-level children are set
   * apart with spaces, inline ones are glued.
   */
  private contentText(el: Element, step: Step): string {
    const ownTextHidden = !step.includeHidden && this.ctx.isHidden(el);
    let text = ownTextHidden ? '' : this.pseudoText(el, '::before');
    const childStep: Step = { ...step, depth: step.depth + 1 };
    const only = onlyTextOf(el);
    if (only !== undefined) text += ownTextHidden ? '' : withoutIconGlyphs(only);
    else {
      const redirected = redirectedChildren(el);
      if (redirected) for (const child of redirected) text += this.childContent(child, childStep, ownTextHidden);
      else for (let child = el.firstChild; child; child = child.nextSibling) text += this.childContent(child, childStep, ownTextHidden);
    }
    const owns = idrefs(attr(el, 'aria-owns'));
    for (let i = 0; i < owns.length; i++) {
      const owned = elementByIdNear(el, owns[i]);
      if (owned && owned !== this.root) text += this.childText(owned, childStep);
    }
    if (!ownTextHidden) text += this.pseudoText(el, '::after');
    return text;
  }

  /** A flat-tree child's part of its parent's content: a text's data, an element's text alternative. */
  private childContent(child: Node, step: Step, ownTextHidden: boolean): string {
    const type = child.nodeType;
    if (type === TEXT_NODE) return ownTextHidden ? '' : withoutIconGlyphs((child as Text).data);
    return type === ELEMENT_NODE && child !== this.root ? this.childText(child as Element, step) : '';
  }

  /**
   * Generated content (CSS Content §"alt"), without icon-font glyphs, as in
   * DOM text: a page names the same in jsdom, where icon fonts' style sheets
   * are often not loaded, as in a browser.
   */
  private pseudoText(el: Element, pseudo: '::before' | '::after'): string {
    const text = this.ctx.styles.pseudoText(el, pseudo);
    return text && withoutIconGlyphs(text);
  }

  /**
   * One child's text alternative; `<br>` is a line break, which names fold
   * to a space. A block-level child's text is set apart by spaces, and so,
   * as in Chromium, is a text not read from the child's content (an
   * image's alt, an aria-label, an SVG title), inline though the child is:
   * `<img alt="Ada">Lovelace` is "Ada Lovelace".
   */
  private childText(child: Element, step: Step): string {
    if (tagOf(child) === 'br') return '\n';
    const text = this.textOf(child, step);
    return text && (this.apart || isBlockLike(this.ctx.styles.styleOf(child).display)) ? ` ${text} ` : text;
  }

  /**
   * #comp_host_language_label through host-label.ts, which reads labelling
   * elements back through this computation (the HostReader methods below).
   */
  private hostLanguageLabel(el: Element, step: Step): string {
    return computeHostLanguageLabel(el, this, step);
  }

  labelsOf(control: Element): readonly Element[] {
    return this.ctx.labelsOf(control);
  }

  isHidden(element: Element): boolean {
    return this.ctx.isHidden(element);
  }

  labelText(label: Element, step: Step): string {
    const includeHidden = step.includeHidden || this.ctx.isHidden(label);
    return this.textOf(label, { labelledBy: step.labelledBy, includeHidden, depth: step.depth + 1 });
  }

  /** How embedded.ts reads an embedded control's content and options, in this computation. */
  private embeddedReader(step: Step): EmbeddedReader {
    return {
      contentOf: (element) => this.contentText(element, step),
      textOf: (element) => this.textOf(element, { ...step, depth: step.depth + 1 }),
    };
  }

  /**
   * The role of an element met in recursion, asked only where it can change
   * the answer (an explicit role, a form control): most content is spans
   * and text, and computing their roles would cost without effect.
   */
  private roleInRecursion(el: Element): string {
    return hasAttr(el, 'role') || ROLE_BEARING_TAGS.has(tagOf(el)) ? this.ctx.roleOf(el) : '';
  }

  /**
   * The first heading among an element's descendants, shallowest first
   * (accname 1.2 draft "name from heading", which asks for iterative
   * deepening: breadth-first gives the same heading). Hidden subtrees and
   * nested dialogs and articles, which name themselves, are not searched.
   */
  private firstHeading(el: Element): Element | null {
    let level: Element[] = [el];
    for (let depth = 0; depth < 32 && level.length; depth++) {
      const next: Element[] = [];
      for (const parent of level) {
        for (const child of flatChildren(parent) ?? []) {
          if (child.nodeType !== ELEMENT_NODE) continue;
          const element = child as Element;
          if (this.ctx.visibility.isSubtreeHidden(element)) continue;
          if (this.isHeading(element)) return element;
          if (!namesItself(element)) next.push(element);
        }
      }
      if (next.length > 4096) return null;
      level = next;
    }
    return null;
  }

  /** A visible heading; roles are asked only of `hN` elements and elements with a role. */
  private isHeading(element: Element): boolean {
    if (!hasAttr(element, 'role') && !/^h[1-6]$/.test(tagOf(element))) return false;
    return this.ctx.roleOf(element) === 'heading' && !this.ctx.isHidden(element);
  }
}

/**
 * Containers whose content Chromium leaves out of a name from content
 * (measured in its native accessibility tree inside a link, a button and a
 * treeitem; docs/decisions.md, "Containers in a name from content"). accname
 * 1.2 reads every descendant; w3c/aria#1821 and w3c/accname#128 propose
 * this. Landmarks, groups, composite widgets and their parts, documents,
 * live regions, images and range widgets without a value.
 */
const CONTENT_SKIPPED_ROLES = new Set([
  'alert',
  'alertdialog',
  'application',
  'article',
  'banner',
  'blockquote',
  'comment',
  'complementary',
  'contentinfo',
  'dialog',
  'document',
  'feed',
  'figure',
  'grid',
  'group',
  'img',
  'listbox',
  'log',
  'main',
  'marquee',
  'menu',
  'menubar',
  'navigation',
  'note',
  'progressbar',
  'radiogroup',
  'row',
  'rowgroup',
  'search',
  'separator',
  'status',
  'suggestion',
  'table',
  'tablist',
  'tabpanel',
  'timer',
  'toolbar',
  'tree',
  'treegrid',
]);

/**
 * HTML elements without a `role` whose content Chromium skips. By element
 * rather than by our role: Chromium reads `<address>`, `<details>`, `<footer>`
 * and a layout `<table>` although their roles would be skipped, and skips an
 * unnamed `<form>`, which is generic.
 */
const CONTENT_SKIPPED_TAGS = new Set(['article', 'aside', 'blockquote', 'dialog', 'fieldset', 'figure', 'form', 'header', 'hgroup', 'main', 'nav', 'search']);

/** True for a container whose content a name from content passes over, as Chromium does. */
function skipsContent(el: Element, role: string): boolean {
  if (!hasAttr(el, 'role')) return CONTENT_SKIPPED_TAGS.has(tagOf(el));
  // The role as written counts too: a `row` outside a grid, which the
  // required-context rule makes generic, is still skipped.
  return CONTENT_SKIPPED_ROLES.has(role) || CONTENT_SKIPPED_ROLES.has(firstRoleToken(el));
}

function firstRoleToken(el: Element): string {
  return (attr(el, 'role') ?? '').trim().split(/\s+/, 1)[0].toLowerCase();
}

/**
 * #comp_name_from_content for the root: roles that allow name from content,
 * `<summary>` (HTML-AAM), and an `<svg>` without a `<title>` child, which
 * browsers name from the titles and text inside it (wpt
 * comp_host_language_label.tentative: "svg wrapping title[role none]").
 */
function allowsNameFromContent(el: Element, role: string): boolean {
  return NAME_FROM_CONTENT.has(role) || tagOf(el) === 'summary' || (tagOf(el) === 'svg' && el.namespaceURI === SVG_NS);
}

/**
 * Chromium trims every Unicode space, U+00A0 included, from both ends of a
 * name taken from content (wpt comp_text_node: "&nbsp;button&nbsp;label&nbsp;"
 * gives "button&nbsp;label"), while attribute values such as aria-label keep
 * theirs (wpt comp_label: "label&nbsp;").
 */
function trimSpaces(text: string): string {
  return text.trim();
}

/**
 * Whether a text read from `kept.depth` reads the same from `depth`: the
 * depth only cuts the walk at MAX_DEPTH, so the same start, or a walk the
 * cut touches at neither depth.
 */
function fitsDepth(kept: ReferencedText, depth: number): boolean {
  return depth === kept.depth || (kept.deepest <= MAX_DEPTH && kept.deepest - kept.depth + depth <= MAX_DEPTH);
}

/** Whether two sets share an element, probing the larger with the smaller. */
function overlaps(a: ReadonlySet<Element>, b: ReadonlySet<Element>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const element of small) if (large.has(element)) return true;
  return false;
}

/** Dialogs and articles nested in the one being named: their headings are their own. */
function namesItself(element: Element): boolean {
  const tag = tagOf(element);
  if (tag === 'article' || tag === 'dialog') return true;
  const role = attr(element, 'role');
  return !!role && /\b(?:dialog|alertdialog|article)\b/.test(role);
}
