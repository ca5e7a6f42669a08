/**
 * One capture's state: the style reader, the visibility memo, the label
 * index and the role and name caches. Opened for a capture (or a single
 * `roleOf`/`nameOf` call) and dropped after it, so one capture never sees
 * another's stale answers.
 */
import { createStyleReader, type StyleReader } from './style.js';
import { Visibility } from './visibility.js';
import { computeRole } from './role.js';
import { computeName } from './name.js';
import { LabelIndex } from './labels.js';
import { ElementRecords } from './records.js';

export class EngineContext {
  /** What this context knows of each element; a capture also caches attributes there. */
  readonly records = new ElementRecords();
  readonly styles: StyleReader;
  readonly visibility: Visibility;
  private labelIndex: LabelIndex | null = null;

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
      record.role = computeRole(element, this);
    }
    return record.role;
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
