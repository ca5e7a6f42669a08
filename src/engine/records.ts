/**
 * One record per element per capture (or per single `roleOf`/`nameOf`
 * call), holding every fact the engine caches about it: its attributes
 * (dom.ts), style and tree root (style.ts), whether its subtree is hidden
 * (visibility.ts), its role and name (context.ts). One map instead of one
 * per module: on a page of thousands of elements, growing and probing five
 * maps per element was a measurable share of a capture in jsdom.
 */
import type { ElementStyle } from './style.js';

export interface ElementRecord {
  /** `localName`, read with the attributes (only while a capture's attribute cache is open). */
  tag: string | undefined;
  names: readonly string[] | undefined;
  /** The attribute values read so far, in the order of `names`. */
  values: (string | undefined)[] | undefined;
  style: ElementStyle | undefined;
  /** The document or shadow root whose style sheets apply. */
  root: Node | undefined;
  subtreeHidden: boolean | undefined;
  role: string | undefined;
  name: string | undefined;
}

export class ElementRecords {
  private map = new Map<Element, ElementRecord>();
  // A capture asks about one element many times in a row (its attributes,
  // style, role...), and about its parent in between: on a large page nine
  // asks in ten are for one of the last two elements asked, which two
  // comparisons answer without a map lookup.
  private last: Element | undefined;
  private lastRecord: ElementRecord | undefined;
  private before: Element | undefined;
  private beforeRecord: ElementRecord | undefined;

  /** The element's record, made empty on first ask. */
  of(element: Element): ElementRecord {
    if (element === this.last) return this.lastRecord!;
    let record = element === this.before ? this.beforeRecord : this.map.get(element);
    if (!record) {
      // Every field is set here, in one order, so all records share one shape.
      record = { tag: undefined, names: undefined, values: undefined, style: undefined, root: undefined, subtreeHidden: undefined, role: undefined, name: undefined };
      this.map.set(element, record);
    }
    this.before = this.last;
    this.beforeRecord = this.lastRecord;
    this.last = element;
    this.lastRecord = record;
    return record;
  }
}
