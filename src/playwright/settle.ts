/**
 * Web-first capture for the matchers: take the snapshot again until the page
 * has settled, as Playwright's own assertions retry until the page is ready.
 *
 * A capture is *steady* when no request is in flight (the header says
 * `settled`) and its golden text equals the capture before it. The loop ends
 * at the first steady capture the caller accepts (the golden matches it; or
 * any, when there is no golden to match), else when the timeout passes, with
 * the last capture: a page that never settles is still compared, and the
 * message says it did not settle.
 */
import type { Locator, Page } from '@playwright/test';
import { renderGolden, type GoldenDetail } from '../golden/golden.js';
import type { Snapshot } from '../notation/model.js';
import { capturePage, isLocator, type PageCaptureOptions } from './capture-page.js';

export interface SettleOptions {
  capture: PageCaptureOptions;
  detail: GoldenDetail;
  /** Milliseconds; 0 waits as long as the test may (Playwright's meaning of 0). */
  timeout: number;
  /** Whether a steady capture ends the wait. Default: every steady capture does. */
  accept?: (model: Snapshot) => boolean;
}

export interface SettledCapture {
  model: Snapshot;
  /** `renderGolden(model, detail)`. */
  text: string;
  /** Settled, and the same text twice in a row. */
  steady: boolean;
}

/** Waits between captures, as Playwright's `expect.poll` waits. */
const INTERVALS = [100, 250, 500, 1000];

// A scope selector may match only once the page has rendered: retried, not fatal.
const NOT_YET = /Snapshot selector did not match/;

/** Captures until steady and accepted, or until the timeout; see the module comment. */
export async function captureSettled(target: Page | Locator, options: SettleOptions): Promise<SettledCapture> {
  const deadline = options.timeout > 0 ? Date.now() + options.timeout : Infinity;
  let previous: string | undefined;
  for (let attempt = 0; ; attempt++) {
    const model = await captureWhenPresent(target, options.capture, deadline);
    const text = renderGolden(model, options.detail);
    const steady = model.header.settled && text === previous;
    if (steady && (options.accept?.(model) ?? true)) return { model, text, steady };
    previous = model.header.settled ? text : undefined;
    const left = deadline - Date.now();
    if (left <= 0) return { model, text, steady };
    await sleep(Math.min(INTERVALS[Math.min(attempt, INTERVALS.length - 1)], left));
  }
}

/** One capture; a locator is first waited for, a scope selector retried, until the deadline. */
async function captureWhenPresent(target: Page | Locator, options: PageCaptureOptions, deadline: number): Promise<Snapshot> {
  for (let attempt = 0; ; attempt++) {
    if (isLocator(target)) await target.waitFor({ state: 'attached', timeout: timeLeft(deadline) });
    try {
      return await capturePage(target, { ...options, timeout: timeLeft(deadline) });
    } catch (error) {
      if (!NOT_YET.test(String((error as Error)?.message)) || Date.now() >= deadline) throw error;
      await sleep(Math.min(INTERVALS[Math.min(attempt, INTERVALS.length - 1)], deadline - Date.now()));
    }
  }
}

/** A Playwright timeout for what is left: at least 1 ms, 0 (none) when there is no deadline. */
function timeLeft(deadline: number): number {
  return deadline === Infinity ? 0 : Math.max(1, deadline - Date.now());
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
