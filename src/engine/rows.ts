/**
 * Row anchors (`row:"…"`, NOTATION.md): for a control in a table row, grid
 * row or list item, the first text of that row outside any control,
 * preferring a text no sibling row also has. Never another control's name.
 * The walk collects each row's text runs (walk.ts); this module only picks.
 */

import { parentElementOf } from './dom.js';

export class RowAnchors {
  private anchors = new Map<Element, string | undefined>();
  /** Per parent: how many of its rows hold each text. */
  private frequencies = new Map<ParentNode, Map<string, number>>();

  /** `texts` holds the visible runs of every row the walk met, `byParent` those elements by DOM parent (walk.ts). */
  constructor(
    private texts: Map<Element, string[]>,
    private byParent: Map<Element, Element[]>,
  ) {}

  anchorOf(row: Element): string | undefined {
    if (this.anchors.has(row)) return this.anchors.get(row);
    const texts = this.texts.get(row);
    if (!texts?.length) {
      this.anchors.set(row, undefined);
      return undefined;
    }
    const frequency = this.frequencyAmong(row);
    let anchor = texts[0];
    for (let i = 0; i < texts.length; i++) {
      if (frequency.get(texts[i]) === 1) {
        anchor = texts[i];
        break;
      }
    }
    this.anchors.set(row, anchor);
    return anchor;
  }

  private frequencyAmong(row: Element): Map<string, number> {
    const known = parentElementOf(row);
    const parent = known ?? row.parentNode;
    if (!parent) return new Map();
    let frequency = this.frequencies.get(parent);
    if (frequency) return frequency;
    frequency = new Map<string, number>();
    // The walk listed the siblings that have runs when it reached them as
    // DOM children; else only elements are asked for (each step over the
    // text between rows would cost a DOM call).
    const listed = known ? this.byParent.get(known) : undefined;
    if (listed) for (let i = 0; i < listed.length; i++) this.count(listed[i], frequency);
    else for (let sibling = parent.firstElementChild; sibling; sibling = sibling.nextElementSibling) this.count(sibling, frequency);
    this.frequencies.set(parent, frequency);
    return frequency;
  }

  /** Adds one row's texts to `frequency`; a text twice in one row counts once for it. */
  private count(row: Element, frequency: Map<string, number>): void {
    const texts = this.texts.get(row);
    if (!texts) return;
    // Most rows hold a few runs, which a scan tells apart without a set.
    if (texts.length > 8) {
      for (const text of new Set(texts)) frequency.set(text, (frequency.get(text) ?? 0) + 1);
      return;
    }
    for (let i = 0; i < texts.length; i++) {
      const text = texts[i];
      if (texts.indexOf(text) === i) frequency.set(text, (frequency.get(text) ?? 0) + 1);
    }
  }
}
