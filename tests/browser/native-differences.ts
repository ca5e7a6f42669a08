/**
 * Where a fixture's lines differ from Chromium's native accessibility tree
 * on purpose or for a known reason, as `ours: role "name"` (a line Chromium
 * has no node for) or `chromium: role "name"` (a node we print no line for).
 * An entry holds for both engines unless it names one. docs/decisions.md
 * gives the longer story of each reason.
 */
export type Engine = 'jsdom' | 'chromium';

interface Difference {
  reason: string;
  engines?: Engine[];
}

export const TOAST = 'an alert or status region has no name from content; its line carries its text, so a changed message shows in the diff';
export const INLINED = 'a same-origin frame is inlined: its lines carry in:frame, and the iframe itself is a container, not a line';
const CROSS_ORIGIN = 'a cross-origin frame cannot be read from the page; it is one iframe line, its content is left out';
const DATE_FIELD = 'Chromium exposes <input type=date> as role date, with spinbuttons and a picker button from its own shadow tree; we print one textbox with the value';
const BROKEN_IMAGE = 'Chromium exposes the placeholder icon of an image that failed to load as a second nameless image';
const SVG_HIDDEN = 'the hidden attribute hides only HTML elements: Chromium renders an <svg hidden> sprite sheet and exposes it as an image without a name; we treat it as hidden';
export const GENERATED_BLOCK = '::before/::after content that is a flex item (blockified) is set apart by spaces in browsers; we glue it to the text';
export const SR_ONLY = 'position:absolute blockifies in Chromium, which sets the .sr-only text apart by a space; our jsdom cascade does not blockify, so it is glued to its neighbour';
export const CONTAINER_CONTENT = 'browsers leave out the content of a group inside a treeitem; we read it into the name';

/** The same reason for each listed line. */
function each(reason: string, lines: string[], engines?: Engine[]): Record<string, Difference> {
  return Object.fromEntries(lines.map((line) => [line, engines ? { reason, engines } : { reason }]));
}

const differences: Record<string, Record<string, Difference>> = {
  checkboxes: each(GENERATED_BLOCK, ['chromium: checkbox "✓ Lettuce"', 'chromium: checkbox "✓ Tomato"', 'ours: checkbox "✓Lettuce"', 'ours: checkbox "✓Tomato"']),
  datepicker: each(SR_ONLY, ['chromium: button "Choose date 📅"', 'ours: button "Choose date📅"'], ['jsdom']),
  example: {
    ...each(DATE_FIELD, ['chromium: button "Show date picker Show date picker"', 'chromium: spinbutton "Day Day"', 'chromium: spinbutton "Month Month"', 'chromium: spinbutton "Year Year"', 'ours: textbox "From"']),
    ...each(TOAST, ['chromium: status ""', 'ours: status "3 orders need attention"']),
  },
  faq: each(GENERATED_BLOCK, [
    'chromium: button "Can I return an order? −"',
    'chromium: button "Do you ship abroad? +"',
    'chromium: button "How long does delivery take? +"',
    'chromium: heading "Can I return an order? −"',
    'chromium: heading "Do you ship abroad? +"',
    'chromium: heading "How long does delivery take? +"',
    'ours: button "Can I return an order?−"',
    'ours: button "Do you ship abroad?+"',
    'ours: button "How long does delivery take?+"',
    'ours: heading "Can I return an order?−"',
    'ours: heading "Do you ship abroad?+"',
    'ours: heading "How long does delivery take?+"',
  ]),
  feed: each(SVG_HIDDEN, ['chromium: img ""']),
  forms: each(TOAST, ['chromium: status ""', 'ours: status "2 fields need attention"']),
  roles: each(BROKEN_IMAGE, ['chromium: img ""']),
  shadow: { ...each(INLINED, ['chromium: iframe "Payment"']), ...each(CROSS_ORIGIN, ['chromium: button "Ad"']) },
  srcdoc: each(INLINED, ['chromium: iframe ""', 'chromium: iframe "Card details"']),
  tree: each(CONTAINER_CONTENT, ['chromium: treeitem "▾ src"', 'ours: treeitem "▾ src main.ts app.ts ▸ components"']),
};

/** The differences listed for a fixture and engine, sorted as compareNative sorts. */
export function listedDifferences(fixture: string, engine: Engine): string[] {
  const listed = differences[fixture] ?? {};
  return Object.keys(listed)
    .filter((key) => !listed[key].engines || listed[key].engines!.includes(engine))
    .sort();
}

