/**
 * The annotated screenshot under pages that try to make it lie. Each label
 * must sit on its own element, whatever the page does to the elements it
 * sees arrive: a style rule with `!important` aimed at an overlay, a
 * `MutationObserver` that hides an overlay and paints labels of its own.
 * Everything is read from the picture itself, decoded in a page of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, test as base, expect, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../src/browser-page/browser.js';
import { A11y } from '../../src/playwright/a11y.js';
import { annotatedScreenshot, captureAnnotated } from '../../src/browser-page/screenshot.js';

/** Four buttons 50 px apart: a label moved by one control lands on the next one's label. */
const CONTROLS = ['Cancel', 'Delete my account', 'Archive', 'Keep'];
const STEP = 50;
const BODY = `<style>
  body { margin: 0; background: #fff; font: 16px sans-serif }
  button { display: block; box-sizing: border-box; height: 30px; width: 220px; margin: 20px 30px 0; border: 1px solid #888; background: #eee }
</style>
<main>${CONTROLS.map((name) => `<button>${name}</button>`).join('')}</main>`;

/** Moves whatever is added outside the body (where an overlay goes) down by one control: by transform, translate and margin. */
const SHIFT_RULE = `<style>
  html > div, html > div[style], div[style] { transform: translateY(${STEP}px) !important; margin-top: ${STEP}px !important }
  * { translate: 0 ${STEP}px !important }
  body *, html, body { translate: none !important }
</style>`;

/** Once the page is parsed, hides every element added to it and paints an `e1` label of its own over "Delete my account". */
const FORGED_LABELS = `<script>
  addEventListener('DOMContentLoaded', () => new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element) || node.id === 'forged') continue;
        node.style.setProperty('display', 'none', 'important');
        node.textContent = 'e1';
        const target = document.querySelectorAll('button')[1].getBoundingClientRect();
        const forged = document.createElement('span');
        forged.id = 'forged';
        forged.textContent = 'e1';
        forged.style.cssText = 'position:absolute;left:' + (target.left - 2 + scrollX) + 'px;top:' + (target.top - 15 + scrollY) + 'px;font:bold 11px/13px monospace;color:#fff;background:#c2255c;padding:0 3px';
        document.documentElement.append(forged);
      }
  }).observe(document, { childList: true, subtree: true }));
</script>`;

const LABEL = [0xc2, 0x25, 0x5c];

/** The refs of a snapshot's lines, in order. */
function refsOf(text: string): string[] {
  return [...text.matchAll(/^(e\d+) /gm)].map((match) => match[1]);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The annotated screenshot of `html`, the boxes of its buttons, and its plain screenshot, read after a snapshot. */
async function shoot(page: Page, html: string): Promise<{ annotated: Buffer; plain: Buffer; boxes: Box[]; text: string }> {
  await page.setContent(`<!doctype html>${html}`);
  const a11y = new A11y(page, { timeout: 2000 });
  const text = await a11y.snapshot();
  const annotated = await a11y.screenshot({ annotate: true });
  const plain = await page.screenshot();
  const boxes = await page.locator('button').evaluateAll((buttons) =>
    buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    }),
  );
  return { annotated, plain, boxes, text };
}

/** `decode`: a blank page of a context of its own, to decode pictures in. */
const test = base.extend<{ decode: Page }>({
  decode: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

/**
 * The pixels of `annotated` that differ from `plain`, in device pixels, and
 * the picture's size; both decoded in a canvas of `page`.
 */
async function changedPixels(page: Page, annotated: Buffer, plain: Buffer): Promise<{ width: number; height: number; changed: [number, number][] }> {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [one, two] = await Promise.all([decode(a), decode(b)]);
      const changed: [number, number][] = [];
      for (let y = 0; y < one.height; y++)
        for (let x = 0; x < one.width; x++) {
          const i = (y * one.width + x) * 4;
          const inTwo = x < two.width && y < two.height ? (y * two.width + x) * 4 : -1;
          if (inTwo < 0 || [0, 1, 2].some((c) => one.data[i + c] !== two.data[inTwo + c])) changed.push([x, y]);
        }
      return { width: one.width, height: one.height, changed };
    },
    [annotated.toString('base64'), plain.toString('base64')] as const,
  );
}

/** The colour of each pixel of `png` at `points`, as [r, g, b]. */
async function colours(page: Page, png: Buffer, points: [number, number][]): Promise<number[][]> {
  return page.evaluate(
    async ([base64, at]) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      return at.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
    },
    [png.toString('base64'), points] as const,
  );
}

/** Where a control's outline and label may change pixels: the box and a band above it, in CSS pixels. */
function markedArea(box: Box): Box {
  return { x: box.x - 3, y: box.y - 16, width: box.width + 6, height: box.height + 19 };
}

function inside([x, y]: [number, number], areas: Box[], scale: number): boolean {
  return areas.some((a) => x >= a.x * scale && x < (a.x + a.width) * scale && y >= a.y * scale && y < (a.y + a.height) * scale);
}

/** Points inside each control's label: just above its box, near its left edge (device pixels). */
function labelPoints(boxes: Box[], scale: number): [number, number][] {
  return boxes.map((box) => [Math.round((box.x + 4) * scale), Math.round((box.y - 12) * scale)]);
}

/**
 * The picture holds a label on each control and changes no pixel elsewhere:
 * a label moved by one control, or one the page forged, breaks both.
 */
async function expectLabelsOnControls(page: Page, shot: { annotated: Buffer; plain: Buffer; boxes: Box[] }, scale = 1): Promise<void> {
  const { changed } = await changedPixels(page, shot.annotated, shot.plain);
  expect(changed.length).toBeGreaterThan(0);
  const areas = shot.boxes.map(markedArea);
  const stray = changed.filter((point) => !inside(point, areas, scale));
  expect(stray.length, `changed pixels off every control, the first at ${JSON.stringify(stray.slice(0, 3))}`).toBe(0);
  for (const colour of await colours(page, shot.annotated, labelPoints(shot.boxes, scale))) expect(colour).toEqual(LABEL);
}

test.describe('annotated screenshot: the page cannot move or forge the labels', () => {
  test('a clean page: a label on each control, no other pixel changed, and no event the page could time it by', async ({ page, decode }) => {
    const events = `<script>
      window.seen = [];
      for (const type of ['blur', 'focus', 'visibilitychange', 'resize', 'pagehide', 'scroll']) addEventListener(type, () => seen.push(type), true);
    </script>`;
    const shot = await shoot(page, events + BODY);
    expect(shot.text).toContain('button "Cancel"');
    await expectLabelsOnControls(decode, shot);
    expect(await page.evaluate(() => [(window as unknown as { seen: string[] }).seen, document.hasFocus(), document.visibilityState])).toEqual([
      [],
      true,
      'visible',
    ]);
  });

  test('a style rule with !important aimed at an overlay moves no label', async ({ page, decode }) => {
    const shot = await shoot(page, SHIFT_RULE + BODY);
    await expectLabelsOnControls(decode, shot);
  });

  test('a MutationObserver that hides added elements and paints its own e1 forges no label', async ({ page, decode }) => {
    const shot = await shoot(page, FORGED_LABELS + BODY);
    await expectLabelsOnControls(decode, shot);
    // The page never saw an element arrive.
    await expect(page.locator('#forged')).toHaveCount(0);
  });

  test('the picture of a hostile page is the picture of the same page without its attack', async ({ page, decode }) => {
    const clean = await shoot(page, BODY);
    for (const attack of [SHIFT_RULE, FORGED_LABELS]) {
      // A page of its own: a document numbers its refs once, and setContent keeps the document.
      const hostile = await shoot(await page.context().newPage(), attack + BODY);
      expect((await changedPixels(decode, hostile.annotated, clean.annotated)).changed.length, attack).toBe(0);
    }
  });

  test('the labels drawn are the refs of the latest snapshot, each at its element', async ({ page }) => {
    await page.setContent(`<!doctype html>${SHIFT_RULE}${BODY}`);
    const text = await new A11y(page, { timeout: 2000 }).snapshot();
    // A control the snapshot never saw has no ref to draw.
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<button>Unseen</button>'));
    const boxes = await page.locator('button').evaluateAll((buttons) => buttons.slice(1).map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    const shot = await captureAnnotated(page);
    expect(shot.moved).toEqual([]);
    expect(shot.drawn).toEqual(refsOf(text).map((ref, i) => ({ ref, left: boxes[i].left, top: boxes[i].top, width: boxes[i].width, height: boxes[i].height })));
  });
});

test.describe('annotated screenshot: scale, whole page, and a page that moves', () => {
  test.use({ deviceScaleFactor: 2 });

  test('at a device scale factor of 2 the picture keeps its pixel size and the labels their places', async ({ page, decode }) => {
    const shot = await shoot(page, SHIFT_RULE + BODY);
    const { width } = await changedPixels(decode, shot.annotated, shot.plain);
    expect(width).toBe(page.viewportSize()!.width * 2);
    await expectLabelsOnControls(decode, shot, 2);
  });

  test('fullPage draws the labels of controls below the fold at their places in the document', async ({ page, decode }) => {
    const tall = BODY.replace('<main>', '<main style="padding-top: 1200px">');
    await page.setContent(`<!doctype html>${tall}`);
    const a11y = new A11y(page, { timeout: 2000 });
    await a11y.snapshot();
    const annotated = await a11y.screenshot({ annotate: true, fullPage: true });
    const plain = await page.screenshot({ fullPage: true });
    const boxes = await page.locator('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as Box));
    await expectLabelsOnControls(decode, { annotated, plain, boxes }, 2);
  });

  test('a control that moves while the picture is taken gets no label, and a caption below the picture names it', async ({ page, decode }) => {
    const sliding = 'button:nth-of-type(3) { animation: slide 400ms linear infinite } @keyframes slide { to { translate: 300px } }</style>';
    await page.setContent(`<!doctype html>${BODY.replace('</style>', sliding)}`);
    const a11y = new A11y(page, { timeout: 2000 });
    const text = await a11y.snapshot();
    const archive = /^(e\d+) button "Archive"/m.exec(text)![1];
    const shot = await captureAnnotated(page);
    expect(shot.moved).toEqual([archive]);
    expect(shot.drawn.map((box) => box.ref)).toEqual(refsOf(text).filter((ref) => ref !== archive));
    const { width, height } = await changedPixels(decode, shot.png, await page.screenshot());
    const viewport = page.viewportSize()!;
    expect(width).toBe(viewport.width * 2);
    // The caption is a band below the page's picture, where the page cannot draw.
    expect(height).toBeGreaterThan(viewport.height * 2);
    expect((await colours(decode, shot.png, [[1, viewport.height * 2 + 1]]))[0]).toEqual([0xff, 0xf3, 0xbf]);
  });
});

test('a persistent context: the labels are composed in a context of their own, no page added to it', async ({ decode }) => {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-screenshot-'));
  const context = await chromium.launchPersistentContext(dir, chromiumLaunchOptions());
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const opened: Page[] = [];
    context.on('page', (p) => opened.push(p));
    const shot = await shoot(page, SHIFT_RULE + BODY);
    await expectLabelsOnControls(decode, shot);
    expect(opened).toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a page whose context has no browser object (Electron, Android) is composed in a page of its own context', async ({ page, decode }) => {
  // Playwright gives such a context only outside a desktop browser: the same page, seen without its browser.
  const context = new Proxy(page.context(), { get: (target, key) => (key === 'browser' ? () => null : Reflect.get(target, key)) });
  const bare = new Proxy(page, { get: (target, key) => (key === 'context' ? () => context : Reflect.get(target, key)) });
  await page.setContent(`<!doctype html>${SHIFT_RULE}${BODY}`);
  await new A11y(bare, { timeout: 2000 }).snapshot();
  const annotated = await annotatedScreenshot(bare);
  const boxes = await page.locator('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as Box));
  await expectLabelsOnControls(decode, { annotated, plain: await page.screenshot(), boxes });
  expect(page.context().pages()).toEqual([page]);
});
