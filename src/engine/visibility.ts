/**
 * Which elements assistive technology never meets (WAI-ARIA 1.2 §"Excluding
 * Elements from the Accessibility Tree", accname 1.2 §"hidden"): not
 * rendered (`display:none`, `hidden`, an unslotted light child, the content of
 * a closed `<details>` or of `content-visibility:hidden`, the fallback
 * content of `<video>` and `<audio>`), invisible
 * (`visibility:hidden|collapse`, which a child may undo with `visible`), or
 * removed by the page (`aria-hidden="true"`, `inert`).
 *
 * Visually hidden text (`clip`, 1px boxes) is not hidden: it still names
 * things, as it does for a screen reader.
 */
import { flatParent, attr, hasAttr, tagOf } from './dom.js';
import type { ElementRecord, ElementRecords } from './records.js';
import type { StyleReader } from './style.js';

export class Visibility {
  /** Whether an element's whole subtree is out of the tree is remembered in its record. */
  constructor(
    readonly styles: StyleReader,
    private readonly records: ElementRecords,
  ) {}

  /** True when the element is out of the accessibility tree. */
  isHidden(element: Element): boolean {
    if (this.isSubtreeHidden(element)) return true;
    const visibility = this.styles.styleOf(element).visibility;
    return visibility === 'hidden' || visibility === 'collapse';
  }

  /**
   * True when the element and everything below it are out of the tree.
   * `parent`, when the caller knows the flat-tree parent, saves a lookup.
   */
  isSubtreeHidden(element: Element, parent?: Element | null): boolean {
    const record = this.records.of(element);
    if (record.subtreeHidden !== undefined) return record.subtreeHidden;
    const up = parent ? this.records.of(parent) : null;
    if (up && up.subtreeHidden !== undefined) {
      record.subtreeHidden = up.subtreeHidden || this.hidesSelf(element, record, up);
      return record.subtreeHidden;
    }
    // Resolve uncached ancestors top-down: a 10,000-deep page must not
    // overflow the stack.
    const chain: Element[] = [];
    let known: Element | null = element;
    for (; known && this.records.of(known).subtreeHidden === undefined; known = flatParent(known)) chain.push(known);
    let hidden = known ? this.records.of(known).subtreeHidden! : false;
    for (let i = chain.length - 1; i >= 0; i--) {
      const el = chain[i];
      const up = i + 1 < chain.length ? chain[i + 1] : known;
      const record = this.records.of(el);
      hidden = hidden || (i === chain.length - 1 && !known && !isRoot(el)) || this.hidesSelf(el, record, up && this.records.of(up));
      record.subtreeHidden = hidden;
    }
    return hidden;
  }

  /**
   * {@link isSubtreeHidden} for the walk, which holds the element's record
   * and its flat-tree parent's (null at the top), the parent already walked.
   */
  isSubtreeHiddenUnder(element: Element, record: ElementRecord, up: ElementRecord | null): boolean {
    if (record.subtreeHidden !== undefined) return record.subtreeHidden;
    if (up === null || up.subtreeHidden === undefined) return this.isSubtreeHidden(element, up && up.element);
    return (record.subtreeHidden = up.subtreeHidden || this.hidesSelf(element, record, up));
  }

  /** Whether the element takes itself (and its subtree) out of the tree; `up` is its flat-tree parent's record. */
  private hidesSelf(element: Element, record: ElementRecord, up: ElementRecord | null): boolean {
    // Names read (in a capture) and none: no attribute to ask about.
    if (record.names?.length !== 0) {
      if (attr(element, 'aria-hidden') === 'true') return true;
      if (hasAttr(element, 'inert')) return true;
    }
    const style = record.style ?? this.styles.styleIn(element, record, up);
    if (style.display === 'none') return true;
    if (up) {
      const parent = up.element;
      if ((up.style ?? this.styles.styleOf(parent)).contentVisibility === 'hidden') return true;
      const parentTag = up.tag ?? tagOf(parent);
      if (parentTag === 'details' && !hasAttr(parent, 'open') && !isDetailsSummary(parent, element)) return true;
      // Fallback content of a media element, for browsers without media
      // support: a browser that plays it never renders or exposes it.
      if (parentTag === 'video' || parentTag === 'audio') return true;
    }
    return false;
  }
}

/** The top of a tree: `<html>`, or an element detached from any parent. */
function isRoot(element: Element): boolean {
  return !element.parentNode || element.parentNode.nodeType === 9 || element.parentNode.nodeType === 11;
}

function isDetailsSummary(details: Element, child: Element): boolean {
  if (tagOf(child) !== 'summary') return false;
  for (let c = details.firstElementChild; c; c = c.nextElementSibling) {
    if (tagOf(c) === 'summary') return c === child;
  }
  return false;
}
