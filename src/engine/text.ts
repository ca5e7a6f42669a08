/**
 * Visible text under an element, for the lines that are not named by accname:
 * sweep finds, toasts, row anchors and the "has no words" test for icons.
 */
import { ELEMENT_NODE, TEXT_NODE, flatChildren } from './dom.js';
import type { EngineContext } from './context.js';
import { MAX_TEXT, foldText } from '../notation/text.js';

/**
 * The text runs under `root` in flat-tree order, skipping hidden elements and
 * subtrees `skip` rejects; each run folded, empty ones dropped. Stops once
 * more text than a line can print has been read.
 */
export function collectTexts(root: Element, ctx: EngineContext, skip?: (el: Element) => boolean): string[] {
  const runs: string[] = [];
  let length = 0;
  // Nodes to visit; a text node is pushed only when its parent is visible
  // (text takes its parent's visibility, and a visibility:hidden parent may
  // still hold visible elements).
  const stack: Node[] = [root];
  while (stack.length && length <= MAX_TEXT) {
    const node = stack.pop()!;
    if (node.nodeType === TEXT_NODE) {
      const text = foldText(node.nodeValue ?? '');
      if (text) {
        runs.push(text);
        length += text.length + 1;
      }
      continue;
    }
    const el = node as Element;
    const textVisible = el === root || !ctx.isHidden(el);
    const push = (child: Node) => {
      if (child.nodeType === TEXT_NODE) {
        if (textVisible) stack.push(child);
      } else if (child.nodeType === ELEMENT_NODE && !ctx.visibility.isSubtreeHidden(child as Element, el) && !skip?.(child as Element)) {
        stack.push(child);
      }
    };
    if (el.shadowRoot || el.localName === 'slot') {
      const children = flatChildren(el) ?? [];
      for (let i = children.length - 1; i >= 0; i--) push(children[i]);
    } else {
      for (let child = el.lastChild; child; child = child.previousSibling) push(child);
    }
  }
  return runs;
}

/** All visible text under an element, folded to one line. */
export function visibleText(root: Element, ctx: EngineContext): string {
  return foldText(collectTexts(root, ctx).join(' '));
}
