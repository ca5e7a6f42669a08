/**
 * Inside a control, an unnamed picture is the control's `icon:`, whatever
 * draws it: in Chromium as in jsdom, an `<img>` without `alt` inside a
 * button, a link or a sweep find gets no `img ""` line, as an unnamed
 * `<svg>` there gets none. Chromium's own tree keeps each such picture as a
 * nameless image node: the difference native-differences.ts lists for SVG
 * (a control's children are presentational), here counted picture by picture.
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

/** The lines both engines must print: no image line for a picture inside a control, the chart and the named picture kept. */
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
  'button[1] "Delete" x2 icon:trash',
  'img[2] "Delete" x2',
];

const lines = (nodes: readonly SnapshotNode[]) => nodes.map((node) => formatLine(node, { detail: 'compact', refs: false }));

test("an unnamed picture inside a control gets no line in either engine; Chromium's tree keeps it as a nameless image", async ({ page }) => {
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

  // Chromium's native tree: the same controls and names, plus one nameless
  // image per picture inside a control (five buttons, the svg one, the link, the sweep find).
  const native = await readNativePairs(page);
  const ours = linePairs(chromium.nodes);
  const count = (pairs: string[], pair: string) => pairs.filter((p) => p === pair).length;
  expect(count(ours, 'img ""')).toBe(1);
  expect(count(native, 'img ""')).toBe(1 + 8);
  expect(native.filter((pair) => pair !== 'img ""').sort()).toEqual(ours.filter((pair) => pair !== 'img ""').sort());
});
