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
  /** The element this record is about. */
  element: Element;
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
  /**
   * `parentElement`, when the walk handed it over (it knows the parent of
   * every element it reached by its DOM children): undefined when unknown.
   */
  parent: Element | null | undefined;
  /** `namespaceURI`, once asked. */
  namespace: string | null | undefined;
  /**
   * The data of its only child node when that is a text node, as a walk
   * that read its text found it (a link's or a button's words, most often).
   */
  text: string | undefined;
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
      record = {
        element,
        tag: undefined,
        names: undefined,
        values: undefined,
        style: undefined,
        root: undefined,
        subtreeHidden: undefined,
        role: undefined,
        name: undefined,
        parent: undefined,
        namespace: undefined,
        text: undefined,
      };
      this.map.set(element, record);
    }
    this.before = this.last;
    this.beforeRecord = this.lastRecord;
    this.last = element;
    this.lastRecord = record;
    return record;
  }

  /** Makes a record in hand the one asked last, as {@link of} would. */
  focus(record: ElementRecord): void {
    if (record === this.lastRecord) return;
    this.before = this.last;
    this.beforeRecord = this.lastRecord;
    this.last = record.element;
    this.lastRecord = record;
  }
}
