/**
 * An annotated screenshot: each ref's number drawn over its element (seed
 * 001), so a person reading a receipt or a failing step can see which
 * element `e12` is. The labels live in a closed shadow root on a host the
 * page cannot style, and are removed as soon as the picture is taken.
 */
import type { Page } from '@playwright/test';
import { withEngine } from './inject.js';

export interface ScreenshotOptions {
  /** The whole scrollable page instead of the viewport. */
  fullPage?: boolean;
}

/** A PNG of the page with every ref of its latest snapshot drawn on it. */
export async function annotatedScreenshot(page: Page, options: ScreenshotOptions = {}): Promise<Buffer> {
  return withEngine(page, async (engine) => {
    const overlay = await engine.hold(drawRefs);
    try {
      return await page.screenshot({ fullPage: options.fullPage });
    } finally {
      await engine.call((_, host: HTMLElement) => host.remove(), overlay).catch(() => {});
      await engine.release(overlay);
    }
  });
}

/** Runs in the engine's world: one outlined box and label per ref, in document coordinates. */
function drawRefs(api: { locateRefs(doc: Document): { ref: string; element: Element }[] }): HTMLElement {
  const host = document.createElement('div');
  host.style.cssText = 'all:initial;position:absolute;left:0;top:0;width:0;height:0;z-index:2147483647;pointer-events:none';
  const root = host.attachShadow({ mode: 'closed' });
  for (const { ref, element } of api.locateRefs(document)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    // Lines of a same-origin iframe are measured inside it: add where each frame sits.
    let [left, top] = [box.left + scrollX, box.top + scrollY];
    for (let view = element.ownerDocument.defaultView; view && view !== window && view.frameElement; view = view.frameElement.ownerDocument.defaultView) {
      const at = view.frameElement.getBoundingClientRect();
      left += at.left + view.frameElement.clientLeft;
      top += at.top + view.frameElement.clientTop;
    }
    const frame = document.createElement('div');
    frame.style.cssText = `position:absolute;left:${left}px;top:${top}px;width:${box.width}px;height:${box.height}px;outline:2px solid #c2255c;box-sizing:border-box`;
    const label = document.createElement('span');
    label.textContent = ref;
    // Above the box, or inside it where there is no room above.
    label.style.cssText = `position:absolute;left:-2px;top:${top < 15 ? 0 : -15}px;font:bold 11px/13px monospace;color:#fff;background:#c2255c;padding:0 3px;white-space:nowrap`;
    frame.append(label);
    root.append(frame);
  }
  document.documentElement.append(host);
  return host;
}
