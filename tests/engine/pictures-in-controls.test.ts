/**
 * Inside a control, an unnamed picture is the control's `icon:`, whatever
 * element draws it: an `<img>` without `alt` gets no `img ""` line of its
 * own, as an unnamed `<svg>` in the same place gets none. Outside any
 * control it is still an image without a text alternative; a picture with a
 * name keeps its line wherever it is.
 */
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { formatLine } from '../../src/notation/line.js';
import { parseBody } from '../support/body.js';

const lines = (body: string) => capture(parseBody(body), { refs: false }).nodes.map((node) => formatLine(node, { detail: 'compact', refs: false }));

const PATH = '<path d="M0 0h10v10z"/>';

/** Five icon buttons, as a toolbar draws them. */
const TOOLBAR = ['bold', 'italic', 'underline', 'link', 'image'].map((icon) => `<button><img src="/icons/${icon}.png"></button>`).join('');

describe('engine: pictures inside controls', () => {
  test('five icon buttons drawn with <img> print five buttons with their icon, and no image', () => {
    expect(lines(TOOLBAR)).toEqual([
      'button[1] "" x5 icon:bold',
      'button[2] "" x5 icon:italic',
      'button[3] "" x5 icon:underline',
      'button[4] "" x5 icon:link',
      'button[5] "" x5 icon:image',
    ]);
  });

  test('an <img> and an <svg> in the same place print the same lines', () => {
    const img = lines('<button><img src="/icons/trash.png"></button><a href="/next"><img src="/icons/play.png"> Next</a>');
    const svg = lines(`<button><svg><use href="#trash"/></svg></button><a href="/next"><svg>${PATH}</svg> Next</a>`);
    expect(img).toEqual(['button "" icon:trash', 'link "Next"']);
    expect(svg).toEqual(['button "" icon:trash', 'link "Next"']);
  });

  test.each([
    ['an <img> inside a swept element', '<div onclick="void 0"><img src="/icons/gear.png"> Settings</div>', ['clickable "Settings" via:onclick']],
    ['role="img" with no name inside a button', '<button><span role="img" class="fa-trash"></span></button>', ['button "" icon:trash']],
    ['an <img> deep inside a link', '<a href="/a"><span><b><img src="/x.png"></b></span> Account</a>', ['link "Account"']],
  ])('%s gets no line', (_, body, expected) => {
    expect(lines(body)).toEqual(expected);
  });

  test('outside any control an <img> without alt is still an image without a text alternative', () => {
    expect(lines('<p><img src="/chart.png"></p><button><img src="/icons/trash.png"></button>')).toEqual(['img[1] "" x2', 'button[2] "" x2 icon:trash']);
  });

  test('a named picture inside a control keeps its line, drawn by <img> or <svg>', () => {
    expect(lines(`<button><img src="/icons/trash.png" alt="Delete"></button><button><svg><title>Delete</title>${PATH}</svg></button>`)).toEqual([
      'button[1] "Delete" x4 icon:trash',
      'img[2] "Delete" x4',
      'button[3] "Delete" x4',
      'img[4] "Delete" x4',
    ]);
  });
});
