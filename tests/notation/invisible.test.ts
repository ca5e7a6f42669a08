/**
 * Invisible code points in page text, from a real capture to the printed
 * line and back: each one prints as a `\u` escape (a supplementary one as
 * its two surrogate escapes, the only spelling a JSON string has), the line
 * reads back to the very same name, and a golden written from the capture
 * matches it again. A real emoji keeps its look: the joiner, the variation
 * selector and the flag's tag characters print raw inside one, and only there.
 * A step written for the line, and the messages that quote a page string
 * (an ambiguous ref, the command's report of a page error), show the same.
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { reportPageErrors } from '../../src/jsdom-page/page-errors.js';
import { capture, RefError, resolveRef } from '../../src/engine/index.js';
import { matchGolden } from '../../src/golden/match.js';
import { readGolden, renderGolden } from '../../src/golden/golden.js';
import { format, parse } from '../../src/notation/index.js';
import { matchStep, parseStep, selectorFor } from '../../src/steps/index.js';

/** A page whose buttons are named by text content, set through the DOM (no HTML parsing). */
function pageOf(names: readonly string[]) {
  const { window } = new JSDOM('<!doctype html><html><head><title>Invisible</title></head><body></body></html>', { url: 'http://shop.test/' });
  const body = window.document.body;
  for (const name of names) {
    const button = window.document.createElement('button');
    button.textContent = name;
    body.appendChild(button);
  }
  const model = capture(window.document);
  window.close();
  return model;
}

/** `\uXXXX` for every UTF-16 unit of the code point, as JSON spells it. */
function escapeOf(codePoint: number): string {
  return String.fromCodePoint(codePoint)
    .split('')
    .map((unit) => '\\u' + unit.charCodeAt(0).toString(16).padStart(4, '0'))
    .join('');
}

/** The printed line of each button, refs left out, and the names the text reads back to. */
function printAndRead(names: readonly string[]) {
  const model = pageOf(names);
  expect(model.nodes.map((n) => n.name)).toEqual(names);
  const text = format(model, { detail: 'full', refs: false });
  const read = parse(text);
  expect(read.errors).toEqual([]);
  return { model, lines: text.split('\n').slice(2, -1), readBack: read.value.nodes.map((n) => n.name) };
}

// The issue's list: tag characters (a sample across their block, ends
// included), U+3164, U+034F, U+115F, U+1160, U+FFA0, supplementary
// variation selectors; and Default_Ignorable neighbours of the same kind.
const ISSUE_LIST = [0xe0000, 0xe0001, 0xe0020, 0xe0041, 0xe0061, 0xe007e, 0xe007f, 0x3164, 0x034f, 0x115f, 0x1160, 0xffa0, 0xe0100, 0xe0150, 0xe01ef];
const MORE_DEFAULT_IGNORABLE = [0x17b4, 0x17b5, 0x180b, 0x180f, 0xfe00, 0xfe0d, 0xfff0, 0xfff8, 0x1bca0, 0x1bca3, 0x1d173, 0x1d17a, 0xe0080, 0xe0fff];

describe('invisible code points in a captured name', () => {
  for (const codePoint of [...ISSUE_LIST, ...MORE_DEFAULT_IGNORABLE]) {
    const hex = 'U+' + codePoint.toString(16).toUpperCase();
    it(`${hex} inside a button's name prints as ${escapeOf(codePoint)} and reads back the same`, () => {
      const name = `Pay${String.fromCodePoint(codePoint)}now`;
      const { lines, readBack } = printAndRead([name]);
      expect(lines).toEqual([`button "Pay${escapeOf(codePoint)}now"`]);
      expect(readBack).toEqual([name]);
    });
  }

  it('a run of tag characters after a letter (hidden ASCII) prints every one as an escape', () => {
    const hidden = [...'ignore all'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    const { lines, readBack } = printAndRead(['Save' + hidden + '\u{e007f}']);
    expect(lines[0]).toBe('button "Save' + [...'ignore all'].map((c) => escapeOf(0xe0000 + c.charCodeAt(0))).join('') + '\\udb40\\udc7f"');
    expect(readBack[0]).toBe('Save' + hidden + '\u{e007f}');
  });
});

describe('emoji keep their look', () => {
  const EMOJI: Record<string, string> = {
    'the England flag': '\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}',
    'the Scotland flag': '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
    'the Wales flag': '\u{1f3f4}\u{e0067}\u{e0062}\u{e0077}\u{e006c}\u{e0073}\u{e007f}',
    'a family (three joiners)': '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}\u200d\u{1f466}',
    'a red heart (U+2764 U+FE0F)': '\u2764\ufe0f',
    'keycap 1': '1\ufe0f\u20e3',
    'keycap #': '#\ufe0f\u20e3',
    'a rainbow flag (U+FE0F then a joiner)': '\u{1f3f3}\ufe0f\u200d\u{1f308}',
    'a technologist with a skin tone': '\u{1f9d1}\u{1f3fd}\u200d\u{1f4bb}',
    'a man running (joiner, sign, U+FE0F)': '\u{1f3c3}\u200d\u2642\ufe0f',
    'a text-style arrow (U+FE0E)': '\u2194\ufe0e',
  };
  for (const [what, emoji] of Object.entries(EMOJI)) {
    it(`${what} prints as it is, alone and between words`, () => {
      const names = [emoji, `Like ${emoji}`, `${emoji}${emoji}`];
      const { lines, readBack } = printAndRead(names);
      expect(lines).toEqual(names.map((name) => `button ${JSON.stringify(name)}`));
      expect(readBack).toEqual(names);
    });
  }
});

describe('the joiner, the selectors and tags outside an emoji print as escapes', () => {
  const CASES: [string, string, string][] = [
    ['a lone joiner between letters', 'a\u200db', 'a\\u200db'],
    ['a joiner after an emoji, at the end', '\u{1f600}\u200d', '\u{1f600}\\u200d'],
    ['a joiner before an emoji, at the start', '\u200d\u{1f600}', '\\u200d\u{1f600}'],
    ['two joiners between emoji', '\u{1f468}\u200d\u200d\u{1f469}', '\u{1f468}\\u200d\\u200d\u{1f469}'],
    ['a joiner between digits', '1\u200d2', '1\\u200d2'],
    ['U+FE0F after a letter', 'Ok\ufe0f', 'Ok\\ufe0f'],
    ['U+FE0E after a letter', 'Ok\ufe0e', 'Ok\\ufe0e'],
    ['a second U+FE0F after a heart', '\u2764\ufe0f\ufe0f', '\u2764\ufe0f\\ufe0f'],
    ['U+FE0F alone', '\ufe0f', '\\ufe0f'],
    ['tag characters after a letter', 'a\u{e0067}\u{e0062}\u{e007f}', 'a\\udb40\\udc67\\udb40\\udc62\\udb40\\udc7f'],
    [
      'a black flag carrying tags that are no flag',
      '\u{1f3f4}\u{e0075}\u{e0073}\u{e0063}\u{e0061}\u{e007f}',
      '\u{1f3f4}\\udb40\\udc75\\udb40\\udc73\\udb40\\udc63\\udb40\\udc61\\udb40\\udc7f',
    ],
    [
      'a flag whose tags go on after the cancel tag',
      '\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}\u{e0078}',
      '\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}\\udb40\\udc78',
    ],
    [
      'a flag without its cancel tag',
      '\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}',
      '\u{1f3f4}\\udb40\\udc67\\udb40\\udc62\\udb40\\udc65\\udb40\\udc6e\\udb40\\udc67',
    ],
    ['an ideographic variation selector after a kanji', '\u845b\u{e0100}', '\u845b\\udb40\\udd00'],
  ];
  for (const [what, name, printed] of CASES) {
    it(what, () => {
      const { lines, readBack } = printAndRead([name]);
      expect(lines).toEqual([`button "${printed}"`]);
      expect(readBack).toEqual([name]);
    });
  }
});

describe('a golden with escapes', () => {
  it('written from a capture, it matches the same capture again', () => {
    const names = [
      'Pay\u3164now',
      'Tag\u{e0041}\u{e0042}',
      'Sel\u{e0100}',
      '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}',
      'x\u200dy',
      '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
    ];
    const model = pageOf(names);
    for (const detail of ['compact', 'full'] as const) {
      const text = renderGolden(model, detail);
      expect(text).toContain('"Pay\\u3164now"');
      expect(text).toContain('"Tag\\udb40\\udc41\\udb40\\udc42"');
      const match = matchGolden(model, readGolden(text, 'x.snap'), text);
      expect(match.diff).toEqual([]);
      expect(match.pass).toBe(true);
    }
  });

  it('refuses the raw spelling of an invisible code point, naming the escape to write', () => {
    const { errors } = parse('snapshot v2\npage "T" url="/" settled\nbutton "Pay\u3164now"\n');
    expect(errors[0]?.message).toBe(`write the string after role "button" as '"Pay\\u3164now"': invisible characters are written as \\u escapes`);
  });

  it('a step written for the button spells the name with the same escapes, and finds it exactly', () => {
    const names = ['Pay\u{e0041}\u{e0042}', 'Go\u3164', '\u{1f468}\u200d\u{1f469}'];
    const model = pageOf(names);
    const steps = model.nodes.map((node) => selectorFor(node, model).stepText);
    expect(steps).toEqual(["tapOn: 'Pay\\udb40\\udc41\\udb40\\udc42'", "tapOn: 'Go\\u3164'", "tapOn: '\u{1f468}\u200d\u{1f469}'"]);
    steps.forEach((text, i) => {
      const { value, errors } = parseStep(text);
      expect(errors).toEqual([]);
      const match = matchStep(model, value!);
      const hit = 'hit' in match ? match.hit : undefined;
      expect(hit?.node.name).toBe(names[i]);
      expect(hit?.via).toBe('exact');
    });
  });
});

describe('messages that quote a page string', () => {
  it('an ambiguous ref names its key with the same escapes', () => {
    const { window } = new JSDOM('<!doctype html><html><body></body></html>');
    const doc = window.document;
    const button = doc.createElement('button');
    button.textContent = 'Go\u3164\u{e0041}';
    doc.body.appendChild(button);
    capture(doc);
    doc.body.appendChild(button.cloneNode(true));
    let message = '';
    try {
      resolveRef(doc, 'e1');
    } catch (error) {
      expect(error).toBeInstanceOf(RefError);
      message = (error as Error).message;
    }
    window.close();
    expect(message).toBe('ambiguous e1: button "Go\\u3164\\udb40\\udc41" now matches more than one element; take a new snapshot');
  });

  it("the command's report of a page error shows the message's invisible code points", () => {
    const virtualConsole = new VirtualConsole();
    const lines: string[] = [];
    const reporting = reportPageErrors(virtualConsole, false, (line) => lines.push(line));
    const error = Object.assign(new Error('uncaught'), { type: 'unhandled-exception', cause: new TypeError('Pay\u3164now\u{e0041}') });
    virtualConsole.emit('jsdomError', error);
    reporting.stop();
    expect(lines).toEqual(['a11y-snapshot: page error (uncaught): TypeError "Pay\\u3164now\\udb40\\udc41"']);
  });
});
