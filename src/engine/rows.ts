/**
 * Row anchors (`row:"…"`, NOTATION.md): for a control in a table row, grid
 * row or list item, the first text of that row outside any control,
 * preferring a text no sibling row also has. Never another control's name.
 */
import type { EngineContext } from './context.js';
import { collectTexts } from './text.js';

export class RowAnchors {
  private texts = new Map<Element, string[]>();
  private anchors = new Map<Element, string | undefined>();
  /** Per parent: how many of its rows hold each text. */
  private frequencies = new Map<Node, Map<string, number>>();

  /** `isControl` tells which elements' text belongs to a control. */
  constructor(
    private ctx: EngineContext,
    private isRow: (el: Element) => boolean,
    private isControl: (el: Element) => boolean,
  ) {}

  anchorOf(row: Element): string | undefined {
    if (this.anchors.has(row)) return this.anchors.get(row);
    const texts = this.textsOf(row);
    const frequency = this.frequencyAmong(row);
    const anchor = texts.find((text) => frequency.get(text) === 1) ?? texts[0];
    this.anchors.set(row, anchor);
    return anchor;
  }

  private textsOf(row: Element): string[] {
    let texts = this.texts.get(row);
    if (!texts) {
      texts = collectTexts(row, this.ctx, (el) => this.isControl(el) || this.isRow(el));
      this.texts.set(row, texts);
    }
    return texts;
  }

  private frequencyAmong(row: Element): Map<string, number> {
    const parent = row.parentNode;
    if (!parent) return new Map();
    let frequency = this.frequencies.get(parent);
    if (frequency) return frequency;
    frequency = new Map();
    for (let sibling = parent.firstChild; sibling; sibling = sibling.nextSibling) {
      if (sibling.nodeType !== 1 || !this.isRow(sibling as Element)) continue;
      for (const text of new Set(this.textsOf(sibling as Element))) frequency.set(text, (frequency.get(text) ?? 0) + 1);
    }
    this.frequencies.set(parent, frequency);
    return frequency;
  }
}
