/**
 * Where our (role, name) for a fixture line differs from Playwright's
 * `ariaSnapshot()` on purpose, with the reason. Keyed by fixture, then by
 * `"<role> <name>"` as we print it. docs/decisions.md gives the longer story.
 */
import { INLINED, TOAST } from './native-differences.js';

const SUMMARY =
  'a <summary> has no ARIA role in HTML-AAM; Chromium exposes a disclosure triangle, which Playwright leaves unnamed as a group. We print it as the button it behaves as, with expanded/collapsed';

const ICON_GLYPH =
  'an icon-font glyph (Private Use Area) is a picture, dropped from names in both engines; Chromium and Playwright keep the unreadable character';

export const ariaDifferences: Record<string, Record<string, string>> = {
  hidden: {
    'button Visible again': 'visibility:visible under visibility:hidden is rendered and exposed by Chromium; Playwright drops it with its parent',
    'button More': SUMMARY,
    'button Open details': SUMMARY,
  },
  shadow: {
    'textbox Amount': INLINED,
    'button Pay': INLINED,
  },
  faq: {
    'button Still need help?': SUMMARY,
  },
  forms: { 'status 2 fields need attention': TOAST },
  srcdoc: {
    'textbox Card number': INLINED,
    'button Use this card': INLINED,
    'link Help': INLINED,
  },
  'css-names': {
    button: ICON_GLYPH,
    'button Checkout': ICON_GLYPH,
  },
  containers: {
    'link Read: Tea, twice a day': "Chromium's native tree skips a figure inside a name from content (w3c/aria#1821); Playwright reads its caption",
  },
  example: {
    'status 3 orders need attention': TOAST,
    'button Export': SUMMARY,
  },
};
