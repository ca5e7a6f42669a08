/**
 * An annotated screenshot: each ref's number drawn over its element (seed
 * 001), so a person reading a receipt or a failing step can see which
 * element `e12` is.
 *
 * Nothing is drawn in the page. Whatever is added to a document, the page
 * can restyle (a rule with `!important` moved every label down one
 * control), hide or replace (a `MutationObserver` painted labels of its
 * own), even from a closed shadow root's host. So the page's own picture is
 * taken as it is, the boxes of the refs' elements are read from the
 * engine's isolated world just before and just after it, and the labels are
 * drawn on a copy of the picture in a blank page of a browser context of
 * its own, with JavaScript off: the page has no handle on it and never
 * learns that a label exists.
 */
import type { Page } from '@playwright/test';
import { closeWithin } from './browser.js';
import { withEngine, type PageEngine, type Remote } from './inject.js';
// Only a well-formed ref reaches the composing page's HTML: nothing else there is markup.
import { isRef } from '../model/tokens.js';

export interface ScreenshotOptions {
  /** The whole scrollable page instead of the viewport. */
  fullPage?: boolean;
}

/** Where a ref's element is in the picture: CSS pixels of the page, from the picture's top left corner. */
export interface RefBox {
  ref: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An annotated screenshot, with what was drawn on it. */
export interface AnnotatedScreenshot {
  png: Buffer;
  /** The labels drawn, in page order. */
  drawn: RefBox[];
  /** Refs left without a label: their element moved, or left the page, while the picture was taken. */
  moved: string[];
}

/** A PNG of the page with every ref of its latest snapshot drawn on it. */
export async function annotatedScreenshot(page: Page, options: ScreenshotOptions = {}): Promise<Buffer> {
  return (await captureAnnotated(page, options)).png;
}

/**
 * The annotated screenshot and its labels. A ref whose element was not in
 * the same place before and after the picture, twice in a row, gets no
 * label: a caption below the picture names it instead.
 */
export async function captureAnnotated(page: Page, options: ScreenshotOptions = {}): Promise<AnnotatedScreenshot> {
  // The blank page opens while the picture is taken: it needs nothing of it until the labels are drawn.
  const opening = openComposer(page);
  opening.catch(() => {});
  try {
    const still = await shootStill(page, options.fullPage ?? false);
    const png = await drawLabels((await opening).page, still);
    return { png, drawn: still.drawn, moved: still.moved };
  } finally {
    await opening.then(
      (composer) => composer.close(),
      () => {},
    );
  }
}

/** The page's picture and the boxes its refs had both before and after it. */
interface StillShot {
  picture: Buffer;
  /** Device pixels per CSS pixel of the page. */
  scale: number;
  drawn: RefBox[];
  moved: string[];
}

/** What the engine's world reads of the refs' elements at one moment. */
interface Reading {
  scale: number;
  boxes: RefBox[];
}

/** Pictures taken before giving up on a still page: a move between two reads is most often a one-off (a late font, a transition ending). */
const SHOTS = 2;

/**
 * The plain picture between two readings of the refs' boxes, taken again
 * once when they differ. The elements are those of the refs the latest
 * snapshot handed out, held in the engine's world for both readings.
 */
function shootStill(page: Page, fullPage: boolean): Promise<StillShot> {
  return withEngine(page, async (engine) => {
    const located = await engine.hold((api) => api.locateRefs(document));
    try {
      let before = await readBoxes(engine, located, fullPage);
      for (let shot = 1; ; shot++) {
        const picture = await page.screenshot({ fullPage });
        const after = await readBoxes(engine, located, fullPage);
        const moved = movedRefs(before, after);
        if (moved.length === 0 || shot === SHOTS) return { picture, scale: after.scale, drawn: after.boxes.filter((box) => !moved.includes(box.ref)), moved };
        before = after;
      }
    } finally {
      await engine.release(located);
    }
  });
}

function readBoxes(engine: PageEngine, located: Remote | undefined, fullPage: boolean): Promise<Reading> {
  return engine.call<Reading>(measureRefs, located, fullPage);
}

/**
 * Runs in the engine's world: the box of each ref's element still in the
 * document and with a size, in the picture's coordinates (the document's
 * for a full page, else the viewport's), and the device pixel ratio.
 */
function measureRefs(_: unknown, located: { ref: string; element: Element }[], fullPage: boolean): Reading {
  const boxes: RefBox[] = [];
  for (const { ref, element } of located) {
    if (!element.isConnected) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    let [left, top] = fullPage ? [box.left + scrollX, box.top + scrollY] : [box.left, box.top];
    // Lines of a same-origin iframe are measured inside it: add where each frame sits.
    for (let view = element.ownerDocument.defaultView; view && view !== window && view.frameElement; view = view.frameElement.ownerDocument.defaultView) {
      const at = view.frameElement.getBoundingClientRect();
      left += at.left + view.frameElement.clientLeft;
      top += at.top + view.frameElement.clientTop;
    }
    boxes.push({ ref, left, top, width: box.width, height: box.height });
  }
  return { scale: devicePixelRatio, boxes };
}

/** Refs whose box differs between two readings, or that one of them lacks; all of them when the scale changed. */
function movedRefs(before: Reading, after: Reading): string[] {
  const was = new Map(before.boxes.map((box) => [box.ref, box]));
  const is = new Map(after.boxes.map((box) => [box.ref, box]));
  const refs = [...new Set([...was.keys(), ...is.keys()])];
  if (before.scale !== after.scale) return refs;
  return refs.filter((ref) => {
    const [a, b] = [was.get(ref), is.get(ref)];
    return !a || !b || a.left !== b.left || a.top !== b.top || a.width !== b.width || a.height !== b.height;
  });
}

/** A blank page the inspected page has no handle on, and how to let go of it. */
interface Composer {
  page: Page;
  close(): Promise<unknown>;
}

/**
 * A page in a new context of the page's browser: static HTML only, no
 * scripts, no network, one device pixel per CSS pixel. A page whose context
 * has no browser object (Electron, Android) gets a new page of its own
 * context instead, which its context's `page` event sees.
 */
async function openComposer(inspected: Page): Promise<Composer> {
  const browser = inspected.context().browser();
  if (!browser) {
    const page = await inspected.context().newPage();
    return { page, close: () => closeWithin(page) };
  }
  const context = await browser.newContext({ deviceScaleFactor: 1, javaScriptEnabled: false, offline: true, serviceWorkers: 'block' });
  return { page: await context.newPage(), close: () => closeWithin(context) };
}

/** Height of the composing page's viewport at most: a taller picture is taken whole, as a full page; a viewport that tall costs seconds to make. */
const COMPOSER_HEIGHT = 2000;

/** The picture with its labels, as the composing page shows it. */
async function drawLabels(composer: Page, still: StillShot): Promise<Buffer> {
  const size = pngSize(still.picture);
  await composer.setViewportSize({ width: size.width, height: Math.min(size.height, COMPOSER_HEIGHT) });
  await composer.setContent(compositionHtml(still, size));
  // One image pixel per CSS pixel (also where the context has its own scale): the page's pixels are copied, never resampled.
  return composer.screenshot({ fullPage: true, scale: 'css' });
}

/** The pixel size of a PNG, from its header (the IHDR chunk comes first). */
function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('annotated screenshot: the page picture is not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const LABEL_COLOUR = '#c2255c';

const COMPOSITION_STYLE = [
  'html,body{margin:0;padding:0;background:#fff}',
  '.picture{position:relative;overflow:hidden}',
  'img{display:block}',
  '.labels{position:absolute;left:0;top:0;transform-origin:0 0}',
  `.box{position:absolute;outline:2px solid ${LABEL_COLOUR};box-sizing:border-box}`,
  `.label{position:absolute;left:-2px;font:bold 11px/13px monospace;color:#fff;background:${LABEL_COLOUR};padding:0 3px;white-space:nowrap}`,
  '.caption{margin:0;padding:4px 6px;font:13px/17px sans-serif;color:#000;background:#fff3bf}',
].join('');

/**
 * The composing page: the picture at its pixel size, the labels in the
 * page's CSS pixels scaled to it, and a caption below the picture (where
 * the page cannot draw) naming the refs left without a label.
 */
function compositionHtml(still: StillShot, { width, height }: { width: number; height: number }): string {
  const scale = finite(still.scale) || 1;
  const labels = still.drawn.map(labelHtml).join('');
  const caption = still.moved.length
    ? `<p class="caption" style="zoom:${scale}">Not labelled, moved while the picture was taken: ${still.moved.filter(isRef).join(', ')}</p>`
    : '';
  return (
    `<!doctype html><html><head><meta charset="utf-8"><style>${COMPOSITION_STYLE}</style></head><body>` +
    `<div class="picture" style="width:${width}px;height:${height}px">` +
    `<img decoding="sync" width="${width}" height="${height}" src="data:image/png;base64,${still.picture.toString('base64')}">` +
    `<div class="labels" style="transform:scale(${scale})">${labels}</div></div>${caption}</body></html>`
  );
}

/** One outlined box and its label: above the box, or inside it where there is no room above. */
function labelHtml(box: RefBox): string {
  if (!isRef(box.ref)) return '';
  const [left, top, width, height] = [box.left, box.top, box.width, box.height].map(finite);
  return (
    `<div class="box" style="left:${left}px;top:${top}px;width:${width}px;height:${height}px">` +
    `<span class="label" style="top:${top < 15 ? 0 : -15}px">${box.ref}</span></div>`
  );
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
