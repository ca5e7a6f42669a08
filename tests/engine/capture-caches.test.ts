/**
 * What a capture keeps to spare DOM calls (the last element asked about,
 * a control's labels, a tag's default style) never answers for another
 * question: the lines are what the DOM says, whichever order the capture
 * asks in.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { format } from '../../src/notation/index.js';

/** The element lines, without the header. */
function linesOf(doc: Document): string[] {
  return format(capture(doc))
    .split('\n')
    .filter((line) => /^e\d+ /.test(line));
}

function page(body: string): Document {
  return new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`).window.document;
}

describe("a tag's default display", () => {
  test('an <input type=hidden> in SVG is no HTML input: it is displayed, and its onclick earns a line', () => {
    expect(linesOf(page('<svg><input type="hidden" onclick=""></svg>'))).toContainEqual(expect.stringMatching(/^e\d+ clickable(\[\d+\])? "".* via:onclick$/));
  });

  test('an HTML <input type=HIDDEN> is not displayed, whatever the case of its type', () => {
    expect(linesOf(page('<input type="HIDDEN" onclick=""><button>Go</button>'))).toEqual(['e1 button "Go"']);
  });
});

describe("a control's labels", () => {
  // A container's name is computed while the walk runs, from the document's
  // labels; the lines after it from the labels the walk met, in flat-tree
  // order. The button is both: a dialog (a container) whose labels then name
  // the link that points at it.
  test('labels slotted in another order than the DOM one name the link in the order the flat tree shows them', () => {
    const doc = page(
      '<div id="host"><label for="b" slot="two">A</label><label for="b" slot="one">B</label></div><button id="b" role="dialog">btn</button><a href="#" aria-labelledby="b">x</a>',
    );
    doc.getElementById('host')!.attachShadow({ mode: 'open' }).innerHTML = '<slot name="one"></slot><slot name="two"></slot>';
    expect(linesOf(doc)).toContainEqual(expect.stringMatching(/^e\d+ link "B A"$/));
  });
});
