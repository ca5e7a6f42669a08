/**
 * Where our (role, name) for a fixture line differs from Playwright's
 * `ariaSnapshot()` on purpose, with the reason. Keyed by fixture, then by
 * `"<role> <name>"` as we print it. docs/decisions.md gives the longer story.
 */
const SUMMARY = 'a <summary> has no ARIA role in HTML-AAM; Chromium exposes a disclosure triangle, which Playwright leaves unnamed as a group. We print it as the button it behaves as, with expanded/collapsed';

const FRAME = 'same-origin iframes are inlined one level deep; Playwright prints an iframe without its content';

export const ariaDifferences: Record<string, Record<string, string>> = {
  hidden: {
    'button Visible again': 'visibility:visible under visibility:hidden is rendered and exposed by Chromium; Playwright drops it with its parent',
    'button More': SUMMARY,
    'button Open details': SUMMARY,
  },
  shadow: {
    'textbox Amount': FRAME,
    'button Pay': FRAME,
  },
  srcdoc: {
    'textbox Card number': FRAME,
    'button Use this card': FRAME,
    'link Help': FRAME,
  },
  example: {
    'status 3 orders need attention': 'a toast (alert/status) has no name from content; its line carries its text so a changed message shows in the diff',
    'button Export': SUMMARY,
  },
};
