/**
 * Which elements assistive technology never meets (WAI-ARIA 1.2 §"Excluding
 * Elements from the Accessibility Tree", accname 1.2 §"hidden"): not
 * rendered (`display:none`, `hidden`, an unslotted light child, the content of
 * a closed `<details>` or of `content-visibility:hidden`), invisible
 * (`visibility:hidden|collapse`, which a child may undo with `visible`), or
 * removed by the page (`aria-hidden="true"`, `inert`).
 *
 * Visually hidden text (`clip`, 1px boxes) is not hidden: it still names
 * things, as it does for a screen reader.
 */
import { flatParent } from './dom.js';
import type { StyleReader } from './style.js';

export class Visibility {
  /** Elements whose whole subtree is out of the accessibility tree. */
  private subtreeMemo = new Map<Element, boolean>();

  constructor(readonly styles: StyleReader) {}

  /** True when the element is out of the accessibility tree. */
  isHidden(element: Element): boolean {
    if (this.isSubtreeHidden(element)) return true;
    const visibility = this.styles.styleOf(element).visibility;
    return visibility === 'hidden' || visibility === 'collapse';
  }

  /** True when the element and everything below it are out of the tree. */
  isSubtreeHidden(element: Element): boolean {
    const known = this.subtreeMemo.get(element);
    if (known !== undefined) return known;
    // Resolve uncached ancestors top-down: a 10,000-deep page must not
    // overflow the stack.
    const chain: Element[] = [];
    let parent: Element | null = element;
    for (; parent && !this.subtreeMemo.has(parent); parent = flatParent(parent)) chain.push(parent);
    let hidden = parent ? this.subtreeMemo.get(parent)! : false;
    for (let i = chain.length - 1; i >= 0; i--) {
      const el = chain[i];
      const up = i + 1 < chain.length ? chain[i + 1] : parent;
      hidden = hidden || (i === chain.length - 1 && !parent && !isRoot(el)) || this.hidesSelf(el, up);
      this.subtreeMemo.set(el, hidden);
    }
    return hidden;
  }

  private hidesSelf(element: Element, parent: Element | null): boolean {
    if (element.getAttribute('aria-hidden') === 'true') return true;
    if (element.hasAttribute('inert')) return true;
    const style = this.styles.styleOf(element);
    if (style.display === 'none') return true;
    if (parent) {
      if (this.styles.styleOf(parent).contentVisibility === 'hidden') return true;
      if (parent.localName === 'details' && !parent.hasAttribute('open') && !isDetailsSummary(parent, element)) return true;
    }
    return false;
  }
}

/** The top of a tree: `<html>`, or an element detached from any parent. */
function isRoot(element: Element): boolean {
  return !element.parentNode || element.parentNode.nodeType === 9 || element.parentNode.nodeType === 11;
}

function isDetailsSummary(details: Element, child: Element): boolean {
  if (child.localName !== 'summary') return false;
  for (let c = details.firstElementChild; c; c = c.nextElementSibling) {
    if (c.localName === 'summary') return c === child;
  }
  return false;
}
