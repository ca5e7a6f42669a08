/**
 * Which `<label>` elements label which control (HTML §4.10.4 "labeled
 * control"), without `element.labels`: jsdom recomputes that list by walking
 * the whole document on every read (up to 200 ms on a large form).
 *
 * A wrapping label is found by walking up from the control. Labels with a
 * `for` attribute come from an index built once per capture and tree, the
 * first time a control with an `id` asks: one `getElementsByTagName('label')`
 * per document (in jsdom several times cheaper than `querySelectorAll`), one
 * `querySelectorAll('label')` per shadow root. Labels only reach controls in
 * their own tree, as in HTML.
 */
import { DOCUMENT_FRAGMENT_NODE, DOCUMENT_NODE, elementByIdNear, attr, hasAttr, namespaceOf, parentElementOf, tagOf, HTML_NS } from './dom.js';

const LABELABLE_TAGS = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);

/** True for the elements HTML lets a `<label>` label (HTML §4.10.2 "labelable elements"). */
export function isLabelable(element: Element): boolean {
  if (!LABELABLE_TAGS.has(tagOf(element)) || namespaceOf(element) !== HTML_NS) return false;
  return tagOf(element) !== 'input' || (attr(element, 'type') ?? '').toLowerCase() !== 'hidden';
}

const NONE: readonly Element[] = Object.freeze([]);

export class LabelIndex {
  /** Per document or shadow root: `for` value → labels carrying it, in tree order. */
  private byTree = new Map<Node, Map<string, Element[]>>();
  /** Per element that a control climbed past: its nearest `<label>` ancestor, or null. */
  private labelAbove = new Map<Element, Element | null>();

  /**
   * Hands over every `<label for>` of some trees, found by a walk that
   * already visited them: saves the index its own pass over the document.
   */
  provide(labelsByTree: Map<Node, Element[]>): void {
    for (const [tree, labels] of labelsByTree) this.byTree.set(tree, indexByFor(labels));
    // An answer from before came from the other index, which may order or hold labels otherwise.
    this.lastControl = undefined;
  }

  /** The control asked last and its answer: a name asks twice in a row (its label, then whether it has any). */
  private lastControl: Element | undefined;
  private lastLabels: readonly Element[] = NONE;

  /** The labels of a control, in tree order; empty when it has none or is not labelable. */
  labelsOf(control: Element): readonly Element[] {
    if (control !== this.lastControl) {
      this.lastLabels = this.findLabels(control);
      this.lastControl = control;
    }
    return this.lastLabels;
  }

  private findLabels(control: Element): readonly Element[] {
    if (!isLabelable(control)) return NONE;
    const wrapping = this.wrappingLabels(control);
    const id = attr(control, 'id');
    const pointing = id ? this.labelsFor(control, id) : NONE;
    if (!pointing.length) return wrapping;
    if (!wrapping.length) return pointing;
    return [...wrapping, ...pointing].sort(compareTreeOrder);
  }

  /** Labels whose `for` names this control (the first element with that id in its tree). */
  private labelsFor(control: Element, id: string): readonly Element[] {
    const tree = control.getRootNode();
    if (tree.nodeType !== DOCUMENT_NODE && tree.nodeType !== DOCUMENT_FRAGMENT_NODE) return NONE;
    let index = this.byTree.get(tree);
    if (!index) {
      index = indexForLabels(tree as Document | ShadowRoot);
      this.byTree.set(tree, index);
    }
    const labels = index.get(id);
    return labels && elementByIdNear(control, id) === control ? labels : NONE;
  }

  /**
   * Ancestor labels without `for` whose first labelable descendant is the
   * control, nearest last (tree order). The walk stays in the control's tree.
   */
  private wrappingLabels(control: Element): readonly Element[] {
    let found: Element[] | null = null;
    for (let label = this.nearestLabelAbove(control); label; label = this.nearestLabelAbove(label)) {
      if (hasAttr(label, 'for') || firstLabelableDescendant(label) !== control) continue;
      (found ??= []).unshift(label);
    }
    return found ?? NONE;
  }

  /**
   * The nearest `<label>` ancestor of an element, or null. The controls of
   * a table or a list share most of their ancestors (each `parentElement`
   * is a DOM call), so every ancestor climbed past keeps the answer, and the
   * next control climbs only to the first ancestor another one passed.
   */
  private nearestLabelAbove(el: Element): Element | null {
    const climbed: Element[] = [];
    let at = parentElementOf(el);
    let answer: Element | null | undefined;
    while (answer === undefined) {
      if (!at) answer = null;
      else if (tagOf(at) === 'label') answer = at;
      else if ((answer = this.labelAbove.get(at)) === undefined) {
        climbed.push(at);
        at = parentElementOf(at);
      }
    }
    for (let i = 0; i < climbed.length; i++) this.labelAbove.set(climbed[i], answer);
    return answer;
  }
}

function indexForLabels(tree: Document | ShadowRoot): Map<string, Element[]> {
  const labels = tree.nodeType === DOCUMENT_NODE ? (tree as Document).getElementsByTagName('label') : tree.querySelectorAll('label');
  return indexByFor(labels);
}

function indexByFor(labels: ArrayLike<Element>): Map<string, Element[]> {
  const index = new Map<string, Element[]>();
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i];
    const id = attr(label, 'for');
    if (!id) continue;
    const list = index.get(id);
    if (list) list.push(label);
    else index.set(id, [label]);
  }
  return index;
}

/** The first labelable descendant of a label in tree order, by a walk over its (small) subtree. */
function firstLabelableDescendant(label: Element): Element | null {
  let el = label.firstElementChild;
  while (el) {
    if (isLabelable(el)) return el;
    if (el.firstElementChild) {
      el = el.firstElementChild;
      continue;
    }
    while (el && !el.nextElementSibling) {
      el = el.parentElement;
      if (el === label) return null;
    }
    el = el?.nextElementSibling ?? null;
  }
  return null;
}

function compareTreeOrder(a: Element, b: Element): number {
  return a.compareDocumentPosition(b) & 4 /* DOCUMENT_POSITION_FOLLOWING */ ? -1 : 1;
}
