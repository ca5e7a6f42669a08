/**
 * Lines a fixture prints differently in happy-dom and in jsdom, each with its
 * reason, measured with happy-dom 20 and 21 (tests/cross-runner/happy-dom.test.ts
 * fails on an unlisted difference and on a listed one that no longer occurs,
 * as tests/engine-differences.ts does for jsdom and Chromium). A line is
 * written as `full` prints it without its ref. In jsdom the engine reads CSS
 * through its own cascade; in any other DOM it trusts `getComputedStyle`,
 * and happy-dom's leaves out what most of these need.
 */
import { createRequire } from 'node:module';
import { SVG_HIDDEN } from '../browser/native-differences.js';

/** The installed happy-dom's major version: a few differences belong to one major. */
export const HAPPY_DOM_MAJOR = Number((createRequire(import.meta.url)('happy-dom/package.json') as { version: string }).version.split('.')[0]);

export interface HappyDomDifference {
  /** The line as jsdom prints it, or undefined when only happy-dom prints one. */
  jsdom?: string;
  /** The line as happy-dom prints it, or undefined when only jsdom prints one. */
  happyDom?: string;
  reason: string;
}

const GENERATED_CONTENT =
  'happy-dom computes no style for ::before and ::after, so CSS generated content (an icon, a "New" badge, a check mark) is not in the name; jsdom and Chromium put it there';
const HIDDEN_ATTRIBUTE = "happy-dom's default style sheet has no [hidden] { display: none }: an element with the hidden attribute is shown";
const RANGE_VALUE =
  'happy-dom gives an <input type="range"> without a value attribute the value "", not the middle of its range (HTML "value sanitization algorithm"), so the slider has no value';
const INLINE_DISPLAY = 'happy-dom computes an empty display for this <span>, and an element not known to be inline is read as a block whose text is set apart';
const CROSS_ORIGIN_FRAME =
  "happy-dom 20 hands a data: frame's document to the page (no same-origin check), so its content is read; jsdom and Chromium keep it from the page and print the frame alone";
const FRAME_WITHOUT_SRC =
  'happy-dom 21 gives an <iframe> without src no document (contentDocument and contentWindow are null), so the script that fills it fails and the frame is printed alone; jsdom and Chromium give it an empty about:blank document';

/** The same reason for pairs of lines: [jsdom, happy-dom], either absent where only the other prints one. */
function each(reason: string, pairs: [string | undefined, string | undefined][]): HappyDomDifference[] {
  return pairs.map(([jsdom, happyDom]) => ({ ...(jsdom ? { jsdom } : {}), ...(happyDom ? { happyDom } : {}), reason }));
}

export const happyDomDifferences: Record<string, HappyDomDifference[]> = {
  checkboxes: each(GENERATED_CONTENT, [
    ['checkbox "✓ Lettuce" on in:section"Toppings"', 'checkbox "Lettuce" on in:section"Toppings"'],
    ['checkbox "✓ Tomato" on in:section"Toppings"', 'checkbox "Tomato" on in:section"Toppings"'],
  ]),
  'css-names': each(GENERATED_CONTENT, [
    ['link "New Arrivals" in:nav"Main"', 'link "Arrivals" in:nav"Main"'],
    ['link "Hot Deals" in:nav"Main"', 'link "Deals" in:nav"Main"'],
    ['link "Growing guide (opens in a new tab)" in:main""', 'link "Growing guide" in:main""'],
  ]),
  faq: each(GENERATED_CONTENT, [
    ['heading "How long does delivery take? +" level=3 in:main""', 'heading "How long does delivery take?" level=3 in:main""'],
    ['button "How long does delivery take? +" #"faq-q1" collapsed in:main""', 'button "How long does delivery take?" #"faq-q1" collapsed in:main""'],
    ['heading "Can I return an order? −" level=3 in:main""', 'heading "Can I return an order?" level=3 in:main""'],
    ['button "Can I return an order? −" #"faq-q2" expanded in:main""', 'button "Can I return an order?" #"faq-q2" expanded in:main""'],
    ['link "Start a return" in:section"Can I return an order? −"', 'link "Start a return" in:section"Can I return an order?"'],
    ['heading "Do you ship abroad? +" level=3 in:main""', 'heading "Do you ship abroad?" level=3 in:main""'],
    ['button "Do you ship abroad? +" #"faq-q3" collapsed in:main""', 'button "Do you ship abroad?" #"faq-q3" collapsed in:main""'],
  ]),
  // happy-dom prints the sprite sheet's image as Chromium does (tests/engine-differences.ts lists it for jsdom).
  feed: each(SVG_HIDDEN, [[undefined, 'img ""']]),
  grid: each(GENERATED_CONTENT, [['button "Number ▼" row:"Status" in:grid"Invoices"', 'button "Number" row:"Status" in:grid"Invoices"']]),
  hidden: each(HIDDEN_ATTRIBUTE, [[undefined, 'button "Hidden attribute"']]),
  media: each(RANGE_VALUE, [
    ['slider "Volume" ="250" in:main""', 'slider "Volume" in:main""'],
    ['slider "Speed" ="3" in:main""', 'slider "Speed" in:main""'],
    ['slider "Start at" ="300" in:main""', 'slider "Start at" in:main""'],
  ]),
  menus: each(GENERATED_CONTENT, [
    ['button "More actions ▾" #"more" expanded in:main""', 'button "More actions" #"more" expanded in:main""'],
    ['menuitem "Duplicate" in:menu"More actions ▾"', 'menuitem "Duplicate" in:menu"More actions"'],
    ['menuitem "Archive" in:menu"More actions ▾"', 'menuitem "Archive" in:menu"More actions"'],
    ['menuitem "Delete" disabled in:menu"More actions ▾"', 'menuitem "Delete" disabled in:menu"More actions"'],
  ]),
  names: each(INLINE_DISPLAY, [['button "inline"', 'button "in line"']]),
  shadow:
    HAPPY_DOM_MAJOR >= 21
      ? each(FRAME_WITHOUT_SRC, [
          ['textbox "Amount" ="10" in:form"Pay"', 'iframe "Payment" #"same"'],
          ['button "Pay" in:form"Pay"', undefined],
        ])
      : each(CROSS_ORIGIN_FRAME, [['iframe "Ad" #"cross"', 'button "Ad" in:frame"Ad"']]),
  tree: each(GENERATED_CONTENT, [
    ['treeitem "▾ src" selected expanded in:tree"Project"', 'treeitem "src" selected expanded in:tree"Project"'],
    ['treeitem "▸ components" collapsed in:tree"Project"', 'treeitem "components" collapsed in:tree"Project"'],
    ['treeitem "▸ tests" collapsed in:tree"Project"', 'treeitem "tests" collapsed in:tree"Project"'],
  ]),
};

/** The listed differences of a fixture as lists of jsdom's lines and happy-dom's lines, in page order. */
export function listedHappyDomLines(fixture: string): { jsdom: string[]; happyDom: string[] } {
  const listed = happyDomDifferences[fixture] ?? [];
  return { jsdom: listed.flatMap((d) => (d.jsdom ? [d.jsdom] : [])), happyDom: listed.flatMap((d) => (d.happyDom ? [d.happyDom] : [])) };
}
