/**
 * A picture inside a control is part of it. An unnamed one is the control's
 * `icon:`, whatever element draws it; a named one (`<img alt>`, an `<svg>`
 * with a `<title>`, `role="img"` with a name, an `<img>` in a `<picture>`)
 * gets no line either: the control's name, read from its content, already
 * holds its text. Outside any control a picture keeps its line, named or
 * not, and so does a named one inside a sweep find, whose name is only its
 * visible words.
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

  test('a named picture inside a control gets no line, drawn by <img>, <svg>, role="img" or <picture>', () => {
    expect(
      lines(
        `<button><img src="/icons/trash.png" alt="Delete"></button><button><svg><title>Delete</title>${PATH}</svg></button>` +
          '<button><span role="img" aria-label="Delete" class="fa-trash"></span></button>' +
          '<a href="/"><picture><source srcset="/logo.webp"><img src="/logo.png" alt="Acme"></picture></a>',
      ),
    ).toEqual(['button[1] "Delete" x3 icon:trash', 'button[2] "Delete" x3', 'button[3] "Delete" x3 icon:trash', 'link "Acme" icon:logo']);
  });

  test.each([
    ['a logo link', '<a href="/"><img alt="Acme" src="/logo.png"></a>', ['link "Acme" icon:logo']],
    ['an avatar link', '<a href="/u/ada"><img alt="Ada Lovelace" src="/ada.png"> Ada Lovelace</a>', ['link "Ada Lovelace Ada Lovelace"']],
    [
      'a checkbox drawn as a picture',
      '<div role="checkbox" aria-checked="true" tabindex="0"><img alt="Subscribed" src="/tick.png"></div>',
      ['checkbox "Subscribed" on icon:tick'],
    ],
    ['a menu item', '<div role="menu" aria-label="Post"><div role="menuitem"><img alt="Share" src="/share.png"></div></div>', ['menuitem "Share" icon:share']],
    ['a tab', '<div role="tablist"><div role="tab"><img alt="Inbox" src="/inbox.png"> 3</div></div>', ['tab "Inbox 3"']],
    ['a link named by aria-label', '<a href="/" aria-label="Home"><img alt="Acme" src="/logo.png"></a>', ['link "Home" icon:logo']],
  ])('%s prints one line, the picture its part', (_, body, expected) => {
    expect(lines(body)).toEqual(expected);
  });

  test('an icon-only button with an unnamed <img> keeps its icon', () => {
    expect(lines('<button><img src="/icons/trash.png"></button>')).toEqual(['button "" icon:trash']);
  });

  test('a named picture outside any control keeps its line', () => {
    expect(lines('<p><img alt="Sales by month" src="/chart.png"></p><a href="/">Home</a>')).toEqual(['img "Sales by month"', 'link "Home"']);
  });

  test("a named picture in a sweep find keeps its line: the find's name is only its visible words", () => {
    expect(lines('<div onclick="void 0"><img alt="Ada Lovelace" src="/ada.png"> Profile</div>')).toEqual([
      'clickable "Profile" via:onclick',
      'img "Ada Lovelace"',
    ]);
  });

  test("a picture in a field is the field's content, not its name: it keeps its line", () => {
    expect(lines('<div contenteditable="true" role="textbox" aria-label="Post"><p>Hi <img alt="Wave" src="/wave.png"></p></div>')).toEqual([
      'textbox "Post"',
      'img "Wave"',
    ]);
  });

  test("a thumbnail link's long name reads the picture's alt apart from the text, cut at 200 characters", () => {
    const title =
      'Council approves the new riverside park after a decade of plans, public hearings and three redesigns, with the first trees to be planted this autumn and the footbridge to open in spring';
    const [line] = lines(`<a href="/news/park"><img alt="A sketch of the riverside park" src="/thumb.jpg"><span>${title}</span></a>`);
    const name = `A sketch of the riverside park ${title}`;
    expect(name.length).toBeGreaterThan(200);
    expect(line).toBe(`link ${JSON.stringify(name.slice(0, 200) + '…')}`);
  });
});
