/**
 * Row anchors (`row:"…"`, NOTATION.md): for a control in a table row, grid
 * row or list item, the first text of that row outside any control,
 * preferring a text no sibling row also has. Never another control's name.
 * The walk collects each row's text runs (walk.ts); this module only picks.
 */

export class RowAnchors {
  private anchors = new Map<Element, string | undefined>();
  /** Per parent: how many of its rows hold each text. */
  private frequencies = new Map<ParentNode, Map<string, number>>();

  /** `texts` holds the visible runs of every row the walk met. */
  constructor(private texts: Map<Element, string[]>) {}

  anchorOf(row: Element): string | undefined {
    if (this.anchors.has(row)) return this.anchors.get(row);
    const texts = this.texts.get(row) ?? [];
    const frequency = this.frequencyAmong(row);
    const anchor = texts.find((text) => frequency.get(text) === 1) ?? texts[0];
    this.anchors.set(row, anchor);
    return anchor;
  }

  private frequencyAmong(row: Element): Map<string, number> {
    const parent = row.parentNode;
    if (!parent) return new Map();
    let frequency = this.frequencies.get(parent);
    if (frequency) return frequency;
    frequency = new Map();
    // Only elements have runs: stepping over the text between rows would
    // cost a DOM call each.
    for (let sibling = parent.firstElementChild; sibling; sibling = sibling.nextElementSibling) {
      const texts = this.texts.get(sibling);
      if (!texts) continue;
      // A text twice in one row counts once for it.
      for (const text of texts.length > 1 ? new Set(texts) : texts) frequency.set(text, (frequency.get(text) ?? 0) + 1);
    }
    this.frequencies.set(parent, frequency);
    return frequency;
  }
}
