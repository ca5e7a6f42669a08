/**
 * `capturePage(pageOrLocator)`: the engine's `capture`, run inside a
 * Playwright page. A locator scopes the snapshot to its element.
 */
import type { Locator, Page } from '@playwright/test';
import type { CaptureOptions } from '../engine/capture.js';
import type { Snapshot } from '../notation/model.js';
import { unpackModel } from '../notation/wire.js';
import { withEngine } from './inject.js';
import { requestsInFlight, trackNetwork } from './network.js';

export interface PageCaptureOptions extends CaptureOptions {
  /** Milliseconds to wait for a locator's element (0: no limit, Playwright's meaning). Default 0. */
  timeout?: number;
}

/** Page or Locator, told apart by what only a locator has. */
export function isLocator(target: Page | Locator): target is Locator {
  return typeof (target as Locator).waitFor === 'function' && typeof (target as Page).goto !== 'function';
}

/** The snapshot model of a page, or of the element a locator names. */
export async function capturePage(target: Page | Locator, options: PageCaptureOptions = {}): Promise<Snapshot> {
  const page = isLocator(target) ? target.page() : target;
  trackNetwork(page);
  const { timeout = 0, ...capture } = options;
  const json = await withEngine(page.mainFrame(), async (engine) => {
    if (!isLocator(target)) return engine.evaluate((api, opts) => api.captureJson(document, opts), capture);
    // An element that leaves for good must end the wait, not hold it past every timeout.
    const element = await target.elementHandle({ timeout });
    try {
      return await engine.evaluate((api, [el, opts]) => api.captureJson(el as Element, opts), [element, capture] as const);
    } finally {
      await element.dispose();
    }
  });
  const snapshot = unpackModel(json);
  const inFlight = requestsInFlight(page);
  snapshot.header.settled = inFlight === 0;
  if (inFlight) snapshot.header.network = inFlight;
  return snapshot;
}

/** `roleOf` and `nameOf` for the element a locator names. */
export async function describeElement(locator: Locator): Promise<{ role: string; name: string }> {
  const element = await locator.elementHandle();
  try {
    return await withEngine(locator.page().mainFrame(), (engine) =>
      engine.evaluate((api, el) => ({ role: api.roleOf(el as Element), name: api.nameOf(el as Element) }), element),
    );
  } finally {
    await element.dispose();
  }
}
