/**
 * A page in Chromium for the command: navigate until the document arrives,
 * then capture until it settles (SETTLE), as the matcher does, within the
 * budget. A page that loops on its main thread never answers a capture: the
 * last capture taken is printed, or, if there is none, one line says so.
 */
import type { Browser, Page } from '@playwright/test';
import type { CaptureOptions } from '../engine/capture.js';
import type { CapturedSnapshot } from '../model/snapshot.js';
import { renderGolden } from '../golden/golden.js';
import { firstLine } from './errors.js';
import { Budget, UserError } from './bounds.js';
import { markHeader, SETTLE, waitForSettle, type Sample } from './settle-wait.js';

/** Where to go: a URL, or HTML to set as the content of about:blank. */
export interface ChromiumPage {
  url: string;
  html?: string;
}

interface CaptureSample extends Sample {
  model: CapturedSnapshot;
}

/** Opens `page` in Chromium, waits for it to settle, and captures it. */
export async function captureInChromium(page: ChromiumPage, options: CaptureOptions, budget: Budget): Promise<CapturedSnapshot> {
  const chromium = await importChromium();
  const { chromiumLaunchOptions } = await import('../page/browser.js');
  const browser = await budget.race(chromium.launch({ ...chromiumLaunchOptions(), timeout: budget.left() || 1 }), 'cannot start Chromium');
  const last: { sample?: CaptureSample } = {};
  try {
    return await budget.race(loadAndCapture(browser, page, options, budget, last), `cannot capture ${JSON.stringify(page.url)}`);
  } catch (error) {
    // Time ran out during a capture (a page whose main thread loops): what was captured before is the answer.
    if (!last.sample || !(error instanceof UserError) || budget.left() > 0) throw error;
    markHeader(last.sample.model, false, last.sample.inFlight);
    return last.sample.model;
  } finally {
    // A page that never yields its main thread would hold a graceful close: the process goes with the browser.
    await Promise.race([browser.close(), new Promise((done) => setTimeout(done, 2_000).unref())]);
  }
}

async function importChromium(): Promise<(typeof import('@playwright/test'))['chromium']> {
  try {
    return (await import('@playwright/test')).chromium;
  } catch {
    throw new UserError('--engine chromium needs Playwright: npm install --save-dev @playwright/test');
  }
}

async function loadAndCapture(browser: Browser, page: ChromiumPage, options: CaptureOptions, budget: Budget, last: { sample?: CaptureSample }): Promise<CapturedSnapshot> {
  const { capturePage } = await import('../page/capture-page.js');
  const { requestsInFlight, trackNetwork } = await import('../page/network.js');
  const tab = await browser.newPage();
  trackNetwork(tab); // from the first request, not the first capture
  let loaded = false;
  tab.once('load', () => (loaded = true));
  await navigate(tab, page, budget);
  const sample = async (): Promise<CaptureSample> => {
    const model = await capturePage(tab, options);
    last.sample = { model, loaded, inFlight: requestsInFlight(tab), mark: renderGolden(model, 'full') };
    return last.sample;
  };
  const result = await waitForSettle(sample, { quiet: SETTLE.quiet, budget: Math.min(SETTLE.budget, budget.leftForWaiting()), interval: SETTLE.interval * 2 });
  markHeader(result.sample.model, result.settled, result.sample.inFlight);
  return result.sample.model;
}

/** Until the document has arrived (`commit`): its load is waited for with the rest of the page. */
async function navigate(tab: Page, page: ChromiumPage, budget: Budget): Promise<void> {
  try {
    if (page.html !== undefined) await tab.setContent(page.html, { waitUntil: 'commit', timeout: budget.left() || 1 });
    else await tab.goto(page.url, { waitUntil: 'commit', timeout: budget.left() || 1 });
  } catch (error) {
    throw new UserError(`cannot load ${JSON.stringify(page.url)}: ${firstLine(error)}`);
  }
}
