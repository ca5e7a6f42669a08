/**
 * A page in Chromium for the command, waited for as Playwright's `page.goto`
 * waits: navigate, then wait for the load event within `--timeout`, then
 * capture until it settles (SETTLE: at most 5 s more, never past
 * `--timeout`). A page whose load event never comes is printed as it stands
 * when the time is spent, `loading`, with one line that says so. A page that
 * loops on its main thread never answers a capture: the last capture taken
 * is printed, or, if there is none, one line says so.
 */
import type { Browser, Page } from '@playwright/test';
import type { CaptureOptions } from '../engine/capture.js';
import type { CapturedSnapshot } from '../model/snapshot.js';
import { renderGolden } from '../golden/golden.js';
import { Budget, firstLine, UserError } from '../jsdom-page/bounds.js';
import { pageErrorLine, writeToStderr } from '../jsdom-page/page-errors.js';
import { markHeader, notLoadedNote, SETTLE, waitForLoadAndSettle, type Sample } from '../settle/settle-wait.js';

/** Where to go: a URL, or HTML to set as the content of about:blank. */
export interface ChromiumPage {
  url: string;
  html?: string;
}

interface CaptureSample extends Sample {
  model: CapturedSnapshot;
}

/** What the command saw before time ran out: the last capture, and whether the load event had come. */
interface Seen {
  sample?: CaptureSample;
  loaded: boolean;
}

/** Opens `page` in Chromium, waits for it to settle, and captures it. */
export async function captureInChromium(page: ChromiumPage, options: CaptureOptions, budget: Budget): Promise<CapturedSnapshot> {
  const chromium = await importChromium();
  const { chromiumLaunchOptions, closeWithin } = await import('../browser-page/browser.js');
  const browser = await budget.race(chromium.launch({ ...chromiumLaunchOptions(), timeout: budget.left() || 1 }), 'cannot start Chromium');
  const last: Seen = { loaded: false };
  try {
    return await budget.race(loadAndCapture(browser, page, options, budget, last), `cannot capture ${JSON.stringify(page.url)}`);
  } catch (error) {
    // Time ran out during a capture (a page whose main thread loops): what was captured before is the answer.
    if (!last.sample || !(error instanceof UserError) || budget.left() > 0) throw error;
    if (!last.loaded) writeToStderr(notLoadedNote(page.url));
    markHeader(last.sample.model, false, last.sample.inFlight);
    return last.sample.model;
  } finally {
    // The process goes with the browser if it does not close in time.
    await closeWithin(browser);
  }
}

async function importChromium(): Promise<(typeof import('@playwright/test'))['chromium']> {
  const { playwright } = await import('../browser-page/playwright.js');
  try {
    return playwright().chromium;
  } catch (error) {
    throw new UserError(`--engine chromium: ${firstLine(error)}`);
  }
}

async function loadAndCapture(browser: Browser, page: ChromiumPage, options: CaptureOptions, budget: Budget, last: Seen): Promise<CapturedSnapshot> {
  const { capturePage } = await import('../browser-page/capture-page.js');
  const { requestsInFlight, trackNetwork } = await import('../browser-page/network.js');
  const { quietFor } = await import('../browser-page/quiet.js');
  const tab = await browser.newPage();
  trackNetwork(tab); // from the first request, not the first capture
  tab.once('load', () => (last.loaded = true));
  // The page's own errors, one line each as jsdom's are (Chromium reports unhandled rejections here too).
  tab.on('pageerror', (error) => writeToStderr(pageErrorLine('uncaught', error)));
  await navigate(tab, page, budget);
  // The engine's world and its DOM watcher start as the page arrives, not at the first capture: a
  // page whose load never comes is captured once, late, and a cold engine could miss the little time left.
  await quietFor(tab);
  const sample = async (): Promise<CaptureSample> => {
    const model = await capturePage(tab, options);
    last.sample = { model, inFlight: requestsInFlight(tab), mark: renderGolden(model, 'full') };
    return last.sample;
  };
  const until = Date.now() + budget.leftForWaiting();
  const result = await waitForLoadAndSettle({ loaded: () => last.loaded, sample }, { quiet: SETTLE.quiet, until, interval: SETTLE.interval * 2 });
  if (!result.loaded) writeToStderr(notLoadedNote(page.url));
  markHeader(result.sample.model, result.settled, result.sample.inFlight);
  return result.sample.model;
}

/** Until the document has arrived (`commit`): the load event is waited for after, within the budget, with a capture to show if it never comes. */
async function navigate(tab: Page, page: ChromiumPage, budget: Budget): Promise<void> {
  try {
    if (page.html !== undefined) await tab.setContent(page.html, { waitUntil: 'commit', timeout: budget.left() || 1 });
    else await tab.goto(page.url, { waitUntil: 'commit', timeout: budget.left() || 1 });
  } catch (error) {
    throw new UserError(`cannot load ${JSON.stringify(page.url)}: ${firstLine(error)}`);
  }
}
