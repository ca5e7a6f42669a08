/**
 * Which `<label>` elements label which control (HTML §4.10.4 "labeled
 * control"), answered from an index built once per capture and tree.
 *
 * `element.labels` would give the same answer, but jsdom recomputes it by
 * walking the whole document on every read (up to 200 ms on a large form).
 * Here each document or shadow root pays one `querySelectorAll('label')`
 * the first time one of its controls asks, and every later question is a
 * map lookup. Labels only reach controls in their own tree, as in HTML.
 */
import { DOCUMENT_FRAGMENT_NODE, DOCUMENT_NODE, elementByIdNear } from './dom.js';

/** Elements a label can label (HTML §4.10.2 "labelable elements"). */
const LABELABLE = 'button, input:not([type="hidden" i]), meter, output, progress, select, textarea';
const LABELABLE_TAGS = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);

/** True for the elements HTML lets a `<label>` label. */
export function isLabelable(element: Element): boolean {
  if (!LABELABLE_TAGS.has(element.localName) || element.namespaceURI !== HTML_NS) return false;
  return element.localName !== 'input' || (element.getAttribute('type') ?? '').toLowerCase() !== 'hidden';
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';

export class LabelIndex {
  /** Per document or shadow root: control → its labels in tree order. */
  private byTree = new Map<Node, Map<Element, Element[]>>();

  /** The labels of a control, in tree order; empty when it has none or is not labelable. */
  labelsOf(control: Element): readonly Element[] {
    if (!isLabelable(control)) return NONE;
    const tree = control.getRootNode();
    if (tree.nodeType !== DOCUMENT_NODE && tree.nodeType !== DOCUMENT_FRAGMENT_NODE) return NONE;
    let index = this.byTree.get(tree);
    if (!index) {
      index = indexLabels(tree as Document | ShadowRoot);
      this.byTree.set(tree, index);
    }
    return index.get(control) ?? NONE;
  }
}

const NONE: readonly Element[] = Object.freeze([]);

/**
 * Maps each labeled control of one tree to its labels. A label with `for`
 * labels the first element of that id when it is labelable; a label without
 * `for` labels its first labelable descendant (HTML §4.10.4).
 */
function indexLabels(tree: Document | ShadowRoot): Map<Element, Element[]> {
  const index = new Map<Element, Element[]>();
  for (const label of tree.querySelectorAll('label')) {
    const control = labeledControl(label);
    if (!control) continue;
    const labels = index.get(control);
    if (labels) labels.push(label);
    else index.set(control, [label]);
  }
  return index;
}

function labeledControl(label: Element): Element | null {
  if (label.hasAttribute('for')) {
    const id = label.getAttribute('for');
    const target = id ? elementByIdNear(label, id) : null;
    return target && isLabelable(target) ? target : null;
  }
  return label.querySelector(LABELABLE);
}
