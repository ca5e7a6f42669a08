/**
 * An element found again from where it sits in its node tree. XPath gives
 * an element two counts: `before`, the element itself with its ancestors
 * and every element before it (`self::* | ancestor::* | preceding::*`), and
 * `after`, its descendants and every element after it (`descendant::* |
 * following::*`). XPath does not cross a shadow root, so `before + after` is
 * the size of the element's own tree (the document's, or one shadow root's),
 * and `before` its place in that tree's document order.
 *
 * Playwright can report those counts for a Locator's element from its own
 * isolated world, where nothing of the page runs; this finds the element
 * in the engine's world from them. `before` alone names one element of
 * each tree that is large enough: where a page has shadow roots that large,
 * `after` tells the trees apart.
 */
import { shadowRootOf } from './dom.js';

/**
 * The elements at `before` (1-based) in every node tree of `doc` (the
 * document's, each open shadow root's) large enough to hold it; with
 * `after`, only in the trees of exactly `before + after` elements. One, as
 * a rule: more only where trees are alike (two instances of one component);
 * none when the page changed since the counts were taken.
 */
export function elementsAt(doc: Document, before: number, after?: number): Element[] {
  const found: Element[] = [];
  if (!(before >= 1)) return found;
  const trees: ParentNode[] = [doc];
  for (let t = 0; t < trees.length; t++) {
    const elements = trees[t].querySelectorAll('*');
    if (after === undefined ? elements.length >= before : elements.length === before + after) found.push(elements[before - 1]);
    for (let i = 0; i < elements.length; i++) {
      const shadow = shadowRootOf(elements[i]);
      if (shadow) trees.push(shadow);
    }
  }
  return found;
}
