/**
 * A picture inside a control is part of it, whatever draws it: in Chromium
 * as in jsdom, an unnamed one is the control's `icon:` and gets no `img ""`
 * line, and a named one gets no line either, its text being in the
 * control's name already. Chromium's own tree keeps each such picture as an
 * image node of its own (a control's children are presentational in
 * WAI-ARIA; Chromium exposes them): here counted picture by picture, and the
 * names it gives the controls, a long one cut at 200 characters, are ours.
 */
import { test, expect } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { formatLine } from '../../src/notation/line.js';
import { capturePage } from '../../src/browser-page/capture-page.js';
import type { SnapshotNode } from '../../src/model/snapshot.js';
import { linePairs, readNativePairs } from './native-tree.js';

const ORIGIN = 'http://pictures.test';
// A 1×1 PNG: the pictures load, so Chromium adds no placeholder of a broken image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const img = (src: string, alt?: string) => `<img src="${src}" width="16" height="16"${alt === undefined ? '' : ` alt="${alt}"`}>`;
const ICONS = ['bold', 'italic', 'underline', 'link', 'image'];
const PAGE = `<!doctype html><title>Editor</title><body>
  <div role="toolbar" aria-label="Format">${ICONS.map((icon) => `<button>${img(`/icons/${icon}.png`)}</button>`).join('')}</div>
  <button><svg width="16" height="16"><use href="#trash"/></svg></button>
  <a href="/next">${img('/icons/play.png')} Next</a>
  <div onclick="void 0">${img('/icons/gear.png')} Settings</div>
  <p>${img('/chart.png')}</p>
  <button>${img('/icons/trash.png', 'Delete')}</button>
</body>`;

/** The lines both engines must print: no image line for a picture inside a control, named or not; the chart kept. */
const EXPECTED = [
  'button[1] "" x7 in:toolbar"Format" icon:bold',
  'button[2] "" x7 in:toolbar"Format" icon:italic',
  'button[3] "" x7 in:toolbar"Format" icon:underline',
  'button[4] "" x7 in:toolbar"Format" icon:link',
  'button[5] "" x7 in:toolbar"Format" icon:image',
  'button[6] "" x7 icon:trash',
  'link "Next"',
  'clickable "Settings" via:onclick',
  'img[7] "" x7',
  'button "Delete" icon:trash',
];

const lines = (nodes: readonly SnapshotNode[]) => nodes.map((node) => formatLine(node, { detail: 'compact', refs: false }));

test("an unnamed picture inside a control gets no line in either engine; Chromium's tree keeps it as an image", async ({ page }) => {
  await page.route(`${ORIGIN}/**`, (route) =>
    route.request().url().endsWith('.png')
      ? route.fulfill({ contentType: 'image/png', body: PNG })
      : route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE }),
  );
  await page.goto(`${ORIGIN}/editor.html`);
  const chromium = await capturePage(page);
  expect(chromium.header.engine).toBe('chromium');
  expect(lines(chromium.nodes)).toEqual(EXPECTED);
  const jsdom = capture(new JSDOM(PAGE, { url: `${ORIGIN}/editor.html` }).window.document);
  expect(lines(jsdom.nodes)).toEqual(EXPECTED);

  // Chromium's native tree: the same controls and names, plus one image per
  // picture inside a control (five buttons, the svg one, the link, the sweep
  // find nameless; the delete button's named).
  const native = await readNativePairs(page);
  const ours = linePairs(chromium.nodes);
  const count = (pairs: string[], pair: string) => pairs.filter((p) => p === pair).length;
  expect(count(ours, 'img ""')).toBe(1);
  expect(count(native, 'img ""')).toBe(1 + 8);
  expect(native.filter((pair) => pair !== 'img ""').sort()).toEqual([...ours.filter((pair) => pair !== 'img ""'), 'img "Delete"'].sort());
});

const HEADLINE =
  'Council approves the new riverside park after a decade of plans, public hearings and three redesigns, with the first trees to be planted this autumn and the footbridge to open in spring';
const SKETCH = 'A sketch of the riverside park';
const NEWS = `<!doctype html><title>News</title><body>
  <header><a href="/">${img('/logo.png', 'Acme')}</a></header>
  <a href="/u/ada">${img('/ada.png', 'Ada Lovelace')} Ada Lovelace</a>
  <a href="/news/park">${img('/thumb.png', SKETCH)}<span>${HEADLINE}</span></a>
  <button><svg width="16" height="16"><title>Delete</title><path d="M0 0h16v16z"/></svg></button>
  <button>${img('/icons/trash.png')}</button>
  <p>${img('/chart.png', 'Sales by month')}</p>
</body>`;

/** Names longer than 200 characters print cut there, with `…`. */
const cut = (name: string) => (name.length > 200 ? name.slice(0, 200) + '…' : name);

test("a named picture inside a control gets no line in either engine; the control's name, cut as Chromium's is, holds its text", async ({ page }) => {
  await page.route(`${ORIGIN}/**`, (route) =>
    route.request().url().endsWith('.png')
      ? route.fulfill({ contentType: 'image/png', body: PNG })
      : route.fulfill({ contentType: 'text/html; charset=utf-8', body: NEWS }),
  );
  await page.goto(`${ORIGIN}/news.html`);
  const thumbnail = `${SKETCH} ${HEADLINE}`;
  expect(thumbnail.length).toBeGreaterThan(200);
  const expected = [
    'link "Acme" icon:logo',
    'link "Ada Lovelace Ada Lovelace"',
    `link ${JSON.stringify(cut(thumbnail))}`,
    'button "Delete"',
    'button "" icon:trash',
    'img "Sales by month"',
  ];
  const chromium = await capturePage(page);
  expect(lines(chromium.nodes)).toEqual(expected);
  const jsdom = capture(new JSDOM(NEWS, { url: `${ORIGIN}/news.html` }).window.document);
  expect(lines(jsdom.nodes)).toEqual(expected);

  // Chromium's native tree names the controls as we do, the long one cut at
  // the same character, and keeps an image node for each picture inside one.
  const native = await readNativePairs(page);
  const inControls = ['img "Acme"', 'img "Ada Lovelace"', `img ${JSON.stringify(SKETCH)}`, 'img "Delete"', 'img ""'];
  expect(native.sort()).toEqual([...linePairs(chromium.nodes), ...inControls].sort());
});
