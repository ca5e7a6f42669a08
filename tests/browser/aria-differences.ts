/**
 * Where our (role, name) for a fixture line differs from Playwright's
 * `ariaSnapshot()` on purpose, with the reason. Keyed by fixture, then by
 * `"<role> <name>"` as we print it. docs/decisions.md gives the longer story.
 */
const SUMMARY = 'a <summary> has no ARIA role in HTML-AAM; Chromium exposes a disclosure triangle, which Playwright leaves unnamed as a group. We print it as the button it behaves as, with expanded/collapsed';

const FRAME = 'same-origin iframes are inlined one level deep; Playwright prints an iframe without its content';

const GENERATED_BLOCK = '::before/::after content that is a flex item (blockified) is set apart by spaces in browsers; we still glue it to the text (the native-tree test lists the same lines)';
const TOAST = 'a toast (alert/status) has no name from content; its line carries its text so a changed message shows in the diff';
const TREE_GROUP = 'browsers leave out the content of a group inside a treeitem; we still read it into the name (the native-tree test lists the same line)';

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
  checkboxes: { 'checkbox ✓Lettuce': GENERATED_BLOCK, 'checkbox ✓Tomato': GENERATED_BLOCK },
  faq: {
    'heading How long does delivery take?+': GENERATED_BLOCK,
    'button How long does delivery take?+': GENERATED_BLOCK,
    'heading Can I return an order?−': GENERATED_BLOCK,
    'button Can I return an order?−': GENERATED_BLOCK,
    'heading Do you ship abroad?+': GENERATED_BLOCK,
    'button Do you ship abroad?+': GENERATED_BLOCK,
    'button Still need help?': SUMMARY,
  },
  forms: { 'status 2 fields need attention': TOAST },
  tree: { 'treeitem ▾ src main.ts app.ts ▸ components': TREE_GROUP },
  srcdoc: {
    'textbox Card number': FRAME,
    'button Use this card': FRAME,
    'link Help': FRAME,
  },
  example: {
    'status 3 orders need attention': TOAST,
    'button Export': SUMMARY,
  },
};
