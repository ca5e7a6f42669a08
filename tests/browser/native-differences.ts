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
  /** Chromium exposes it or not as its own UI is drawn at the time (a player's buttons): listed, but not required. */
  sometimes?: true;
}

export const TOAST = 'an alert or status region has no name from content; its line carries its text, so a changed message shows in the diff';
export const INLINED = 'a same-origin frame is inlined: its lines carry in:frame, and the iframe itself is a container, not a line';
const CROSS_ORIGIN = 'a cross-origin frame cannot be read from the page; it is one iframe line, its content is left out';
const DATE_FIELD =
  'Chromium exposes <input type=date> as role date, with spinbuttons and a picker button from its own shadow tree; we print one textbox with the value';
const BROKEN_IMAGE = 'Chromium exposes the placeholder icon of an image that failed to load as a second nameless image';
export const SVG_HIDDEN =
  'the hidden attribute hides only HTML elements: an <svg hidden> sprite sheet is rendered, and an unnamed standalone svg is an image without a name; our jsdom cascade treats it as hidden';
const ICON_GLYPH = 'Chromium keeps a private-use icon-font glyph in a name; we drop it, from DOM text as from generated content';
const CONTENT_IMAGE = 'Chromium exposes the picture of content: url(…) as an image node of its own; we read only its alt text, into the name of its element';
const MEDIA_CONTROLS = 'Chromium exposes the native controls of <audio controls> and <video controls> from its own shadow tree; a player gets no line';
const MEDIA_BUTTONS =
  "the player's own buttons: Chromium exposes them from its shadow tree once its controls are drawn, which a loaded machine does later than the tree is read (Chromium 156 under a full test run)";
const PICTURE_IN_CONTROL =
  "Chromium keeps a picture inside a control as an image node of its own; to us it is part of the control (a control's children are presentational in WAI-ARIA): its text is in the control's name, an unnamed one is its icon:";
const LABELLED_SUBMENU =
  'the submenu is labelled by its own menuitem: Chromium follows that aria-labelledby back while naming the menuitem and reads the submenu; we leave a menu inside a menuitem out of its name';

/** The same reason for each listed line. */
function each(reason: string, lines: string[], engines?: Engine[]): Record<string, Difference> {
  return Object.fromEntries(lines.map((line) => [line, engines ? { reason, engines } : { reason }]));
}

/** Differences that may occur or not (see {@link Difference.sometimes}), in both engines. */
function sometimes(reason: string, lines: string[]): Record<string, Difference> {
  return Object.fromEntries(lines.map((line) => [line, { reason, sometimes: true as const }]));
}

const differences: Record<string, Record<string, Difference>> = {
  containers: {
    ...each(LABELLED_SUBMENU, ['chromium: menuitem "File File Open Save as… Recent"', 'ours: menuitem "File"']),
    ...each(PICTURE_IN_CONTROL, ['chromium: img "A cat"', 'chromium: img "Green tea"', 'chromium: img "Lytro deal"']),
  },
  'css-names': {
    ...each(ICON_GLYPH, ['chromium: button "\uf007"', 'ours: button ""', 'chromium: button "Checkout \ue901"', 'ours: button "Checkout"']),
    ...each(CONTENT_IMAGE, ['chromium: img ""', 'chromium: img "(opens in a new tab)"']),
  },
  example: {
    ...each(DATE_FIELD, [
      'chromium: button "Show date picker Show date picker"',
      'chromium: spinbutton "Day Day"',
      'chromium: spinbutton "Month Month"',
      'chromium: spinbutton "Year Year"',
      'ours: textbox "From"',
    ]),
    ...each(TOAST, ['chromium: status ""', 'ours: status "3 orders need attention"']),
  },
  feed: each(SVG_HIDDEN, ['chromium: img ""'], ['jsdom']),
  forms: each(TOAST, ['chromium: status ""', 'ours: status "2 fields need attention"']),
  media: {
    ...sometimes(MEDIA_BUTTONS, ['chromium: button "enter full screen"', 'chromium: button "mute"', 'chromium: button "play"']),
    ...each(MEDIA_CONTROLS, [
      'chromium: button "show more media controls" desc:"more options"',
      'chromium: slider "audio time scrubber" desc:"total time: 0:00"',
      'chromium: slider "video time scrubber" desc:"total time: 0:00"',
    ]),
    ...each(PICTURE_IN_CONTROL, ['chromium: img ""', 'chromium: img "" desc:"A bin"', 'chromium: img "Delete"']),
  },
  roles: each(BROKEN_IMAGE, ['chromium: img ""']),
  shadow: { ...each(INLINED, ['chromium: iframe "Payment"']), ...each(CROSS_ORIGIN, ['chromium: button "Ad"']) },
  srcdoc: each(INLINED, ['chromium: iframe ""', 'chromium: iframe "Card details"']),
};

/** The differences listed for a fixture and engine, sorted as compareNative sorts. */
/**
 * Names Chromium's own shadow controls take differently from one release to
 * the next, as the list spells them: Chromium 150 names the picker button of
 * `<input type=date>` "Show date picker", 156 repeats it.
 */
const RELEASE_SPELLINGS: Record<string, string> = {
  'chromium: button "Show date picker"': 'chromium: button "Show date picker Show date picker"',
};

/** The differences found, in the list's spelling of release-dependent names, sorted as the list is. */
export function asListed(found: string[]): string[] {
  return found.map((line) => RELEASE_SPELLINGS[line] ?? line).sort();
}

/** The differences listed for a fixture and engine that must occur, and those that may and did (`found`, as listed). */
export function listedDifferences(fixture: string, engine: Engine, found: string[] = []): string[] {
  const listed = differences[fixture] ?? {};
  return Object.keys(listed)
    .filter((key) => !listed[key].engines || listed[key].engines!.includes(engine))
    .filter((key) => !listed[key].sometimes || found.includes(key))
    .sort();
}
