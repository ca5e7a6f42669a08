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
  /** The attribute values, in the order of `names`. */
  values: readonly string[] | undefined;
  style: ElementStyle | undefined;
  /** The document or shadow root whose style sheets apply. */
  root: Node | undefined;
  subtreeHidden: boolean | undefined;
  role: string | undefined;
  name: string | undefined;
}

export class ElementRecords {
  private map = new Map<Element, ElementRecord>();

  /** The element's record, made empty on first ask. */
  of(element: Element): ElementRecord {
    let record = this.map.get(element);
    if (!record) {
      // Every field is set here, in one order, so all records share one shape.
      record = { tag: undefined, names: undefined, values: undefined, style: undefined, root: undefined, subtreeHidden: undefined, role: undefined, name: undefined };
      this.map.set(element, record);
    }
    return record;
  }
}
