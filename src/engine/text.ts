/**
 * Visible text under an element, for the lines that are not named by accname:
 * sweep finds, toasts, row anchors and the "has no words" test for icons.
 */
import { ELEMENT_NODE, TEXT_NODE, flatChildren, flatParent } from './dom.js';
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
  const stack: Node[] = [root];
  while (stack.length && length <= MAX_TEXT) {
    const node = stack.pop()!;
    if (node.nodeType === TEXT_NODE) {
      const parent = flatParent(node);
      if (parent && parent !== root && ctx.isHidden(parent)) continue; // text takes its parent's visibility
      const text = foldText(node.nodeValue ?? '');
      if (text) {
        runs.push(text);
        length += text.length + 1;
      }
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const el = node as Element;
    if (el !== root && (ctx.visibility.isSubtreeHidden(el) || skip?.(el))) continue;
    pushChildren(stack, el);
  }
  return runs;
}

function pushChildren(stack: Node[], el: Element): void {
  const children = flatChildren(el);
  if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
}

/** All visible text under an element, folded to one line. */
export function visibleText(root: Element, ctx: EngineContext): string {
  return foldText(collectTexts(root, ctx).join(' '));
}
