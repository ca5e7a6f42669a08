/**
 * One capture's state: the style reader, the visibility memo, the label
 * index, the role and name caches and the texts of shared labelling
 * elements. Opened for a capture (or a single `roleOf`/`nameOf` call) and
 * dropped after it, so one capture never sees another's stale answers.
 */
import { createStyleReader, type StyleReader } from './style.js';
import { Visibility } from './visibility.js';
import { computeRole } from './role.js';
import { computeName } from './name.js';
import { LabelIndex } from './labels.js';
import { ElementRecords } from './records.js';
import { ReferencedTexts } from './referenced-text.js';

export class EngineContext {
  /** What this context knows of each element; a capture also caches attributes there. */
  readonly records = new ElementRecords();
  readonly styles: StyleReader;
  readonly visibility: Visibility;
  /** The texts of elements aria-labelledby and aria-describedby name (see referenced-text.ts). */
  readonly referencedTexts = new ReferencedTexts();
  private labelIndex: LabelIndex | null = null;
  /** The elements whose role is being computed, innermost last: their role reads as the provisional 'generic'. */
  private openRoles: Element[] = [];

  constructor(doc: Document) {
    this.styles = createStyleReader(doc, this.records);
    this.visibility = new Visibility(this.styles, this.records);
  }

  /** The computed role (see role.ts), cached for this capture. */
  roleOf(element: Element): string {
    const record = this.records.of(element);
    if (record.role === undefined) {
      // A role may depend on the element's name (a named <section> is a
      // region) and a name on the role: a nested question about the same
      // element meets this provisional answer instead of recursing.
      record.role = 'generic';
      this.openRoles.push(element);
      record.role = computeRole(element, this);
      this.openRoles.pop();
    }
    return record.role;
  }

  /**
   * True when one of `elements` has its role being computed, so that asking
   * it now gives the provisional answer: a text read then is not the text
   * the same reading gives later in the capture.
   */
  hasOpenRole(elements: ReadonlySet<Element>): boolean {
    return this.openRoles.some((element) => elements.has(element));
  }

  /** The accessible name (see name.ts), cached for this capture; not yet folded. */
  nameOf(element: Element): string {
    const record = this.records.of(element);
    if (record.name === undefined) {
      record.name = ''; // provisional, as for roles
      record.name = computeName(element, this);
    }
    return record.name;
  }

  /**
   * The `<label>` elements of a control, in tree order, from an index built
   * on first use per document or shadow root (see labels.ts): never
   * `element.labels`, which jsdom recomputes by walking the document.
   */
  labelsOf(control: Element): readonly Element[] {
    this.labelIndex ??= new LabelIndex();
    return this.labelIndex.labelsOf(control);
  }

  /** Every `<label for>` of some trees, as a walk found them (see LabelIndex.provide). */
  provideLabels(labelsByTree: Map<Node, Element[]>): void {
    this.labelIndex ??= new LabelIndex();
    this.labelIndex.provide(labelsByTree);
  }

  /** True when the element is out of the accessibility tree (see visibility.ts). */
  isHidden(element: Element): boolean {
    return this.visibility.isHidden(element);
  }
}
