/**
 * Web-first capture: take the snapshot again until it is the answer, as
 * Playwright's own assertions retry until the page is ready. What waits for
 * what:
 *
 * - With a judgement (a golden to hold the page against, a step to resolve),
 *   the first capture it passes ends the wait at once: a live page (a clock,
 *   a counter) whose golden holds a pattern passes on its first capture.
 * - Otherwise, or when `endWhenSettled` says a failing judgement may end it
 *   too (a golden that `changed` rewrites), the wait ends at the first
 *   *settled* capture: no request in flight, and the page quiet (no request
 *   started or ended, no DOM change) for `quiet` ms (quiet.ts).
 * - Else the wait ends at the timeout, with one last capture taken and judged
 *   whatever time is left: a page that never settles is still compared, and
 *   the message says it did not settle.
 *
 * Each capture is judged once, and its judgement returned: an assertion ends
 * at most one capture and one comparison after its timeout. A capture the page
 * does not answer (its main thread loops) is abandoned at the timeout (3 s at least), or, for
 * the last capture, after a grace of twice the slowest capture (3 s at least):
 * a one-line `PageBusyError`. A locator is waited for by Playwright itself,
 * outside that timer: one that matches nothing fails at the timeout with
 * Playwright's `waiting for getByRole('grid')`, never as a busy page.
 *
 * The loop itself is the one settle loop (settle/settle-loop.ts); this file gives
 * it its look (wait for the locator, capture, judge, ask how quiet) and its pauses.
 */
import type { Locator, Page } from '@playwright/test';
import type { CapturedSnapshot } from '../model/snapshot.js';
import { capturePage, isLocator, type PageCaptureOptions } from './capture-page.js';
import { LocatorNotAloneError, type LocatorWaitMode } from './locator-element.js';
import { quietFor } from './quiet.js';
import { backoff, settleLoop } from '../settle/settle-loop.js';
import { ScopeError } from '../model/scope.js';

/** What a judgement must say; the rest of it is returned to the caller as it is. */
export interface Judged {
  pass: boolean;
}

export interface SettleOptions<J extends Judged> {
  capture: PageCaptureOptions;
  /** Milliseconds; 0 waits as long as the test may (Playwright's meaning of 0). */
  timeout: number;
  /** How long the page must stay quiet to count as settled. */
  quiet: number;
  /** Judges each capture; a passing judgement ends the wait. */
  judge?: (model: CapturedSnapshot) => J;
  /** Whether a settled capture ends the wait even when it fails the judgement. Default: only without a judgement. */
  endWhenSettled?: boolean;
  /** A scope selector that matches nothing fails at once instead of being waited for (a read of the page as it is). */
  scopeNow?: boolean;
  /**
   * When quiet may start at the earliest (`Date.now()` at an act's end): a page that answers a click
   * in a `setTimeout` is quiet by its DOM until then, and its reply belongs in the read.
   */
  quietFrom?: number;
}

export interface SettledCapture<J extends Judged = Judged> {
  model: CapturedSnapshot;
  /** No request in flight, and the page quiet for the window asked (not asked when the judgement passed: false then). */
  steady: boolean;
  /** The judgement of `model`, when there is one. */
  judged?: J;
}

/**
 * Waits between captures: Playwright's web assertions retry after 20, 50,
 * 100, 100, then every 500 ms; a capture is cheap enough to keep to 250 ms,
 * so content that arrives late is seen within a quarter second. Never less
 * than the slowest capture so far, so a heavy page is not captured back to back.
 */
const INTERVALS = backoff([20, 50, 100, 100, 250]);

/** The least time a capture is given to answer: a loaded machine (four workers on two cores) can take a second or more. */
const MIN_GRACE_MS = 3000;
/** How long past its deadline a question may take to say why it ended, before the page counts as busy. */
const ANSWER_GRACE_MS = 250;

/** The least time a locator is waited for before a capture, the last one included. */
const LAST_LOCATE_MS = 1000;

/** A page that did not answer a capture in time (its main thread is busy). */
class PageBusyError extends Error {
  override name = 'PageBusyError';
}

interface Clock {
  deadline: number;
  timeout: number;
  /** The slowest capture so far, in ms. */
  slowest: number;
}

/** Captures until the judgement passes or the page settles, or until the timeout; see the module comment. */
export async function captureSettled<J extends Judged>(target: Page | Locator, options: SettleOptions<J>): Promise<SettledCapture<J>> {
  const clock: Clock = { deadline: options.timeout > 0 ? Date.now() + options.timeout : Infinity, timeout: options.timeout, slowest: 0 };
  const endWhenSettled = options.endWhenSettled ?? !options.judge;
  const sinceQuietFrom = () => (options.quietFrom === undefined ? Infinity : Date.now() - options.quietFrom);
  const page = isLocator(target) ? target.page() : target;
  // Where settling may end the wait, the quiet time is counted from now, not from the first capture's end.
  if (endWhenSettled) await inTime(clock, () => quietFor(page));
  const capture = (mode: LocatorWaitMode) =>
    inTime(clock, (deadline) => captureWhenPresent(target, { ...options.capture, locatorWait: mode }, options.scopeNow ? Date.now() : deadline));
  const look = async (): Promise<SettledCapture<J>> => {
    let model: CapturedSnapshot;
    try {
      // A locator's element is checked in the capture's own round trips; waited for only when it is not there alone.
      model = await capture('never');
    } catch (error) {
      if (!(error instanceof LocatorNotAloneError && isLocator(target))) throw error;
      // Playwright's own wait, outside the busy-page timer: a locator that matches nothing fails
      // at the timeout with what it waited for, as Playwright's assertions do; it is no busy page.
      await target.waitFor({ state: 'attached', timeout: locatorWait(clock) });
      model = await capture('waited');
    }
    const judged = options.judge?.(model);
    // A capture that passes is the answer: how quiet the page was does not matter.
    if (judged?.pass) return { model, steady: false, judged };
    const steady = model.header.settled === true && Math.min(await inTime(clock, () => quietFor(page)), sinceQuietFrom()) >= options.quiet;
    return { model, steady, judged };
  };
  const { last } = await settleLoop({
    look,
    ends: ({ steady, judged }) => judged?.pass === true || (steady && endWhenSettled),
    deadline: clock.deadline,
    pause: (attempt) => Math.max(INTERVALS(attempt), clock.slowest, options.quiet - sinceQuietFrom()),
  });
  return last;
}

/** A question to the page, abandoned when the page does not answer in time (`deadline` is when the answer is due). */
async function inTime<T>(clock: Clock, ask: (deadline: number) => Promise<T>): Promise<T> {
  const started = Date.now();
  const budget = Math.max(clock.deadline - started, MIN_GRACE_MS, 2 * clock.slowest);
  const work = ask(started + budget);
  // The question's own deadline comes first: work that ends on it says why (a scope never matched), not a busy page.
  const result = budget === Infinity ? await work : await withinTime(work, budget + ANSWER_GRACE_MS, clock.timeout);
  clock.slowest = Math.max(clock.slowest, Date.now() - started);
  return result;
}

/** `work`, or a `PageBusyError` after `ms` (the work is left to end on its own). */
async function withinTime<T>(work: Promise<T>, ms: number, timeout: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PageBusyError(
            `The page did not answer within ${timeout} ms (the timeout): its main thread is busy, a script may never yield; no snapshot was taken`,
          ),
        ),
      ms,
    );
  });
  work.catch(() => {});
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** One capture (its locator waited for as `options.locatorWait` says); a scope selector retried until `deadline`, through the one settle loop. */
async function captureWhenPresent(target: Page | Locator, options: PageCaptureOptions, deadline: number): Promise<CapturedSnapshot> {
  const look = async (): Promise<{ model: CapturedSnapshot } | { unmatched: ScopeError }> => {
    try {
      return { model: await capturePage(target, { ...options, timeout: timeLeft(deadline) }) };
    } catch (error) {
      // A scope selector may match only once the page has rendered: retried, not fatal; an invalid one is.
      if (error instanceof ScopeError && error.kind === 'unmatched') return { unmatched: error };
      throw error;
    }
  };
  const { last } = await settleLoop({ look, ends: (seen) => 'model' in seen, deadline, pause: INTERVALS });
  if ('model' in last) return last.model;
  throw last.unmatched;
}

/**
 * How long a locator is waited for: what is left of the timeout, but at
 * least a second, so that the last capture, taken whatever time is left,
 * finds a locator that is there; 0 (no limit) when there is no deadline.
 */
function locatorWait(clock: Clock): number {
  return clock.deadline === Infinity ? 0 : Math.max(LAST_LOCATE_MS, clock.deadline - Date.now());
}

/** A Playwright timeout for what is left: at least 1 ms, 0 (none) when there is no deadline. */
function timeLeft(deadline: number): number {
  return deadline === Infinity ? 0 : Math.max(1, deadline - Date.now());
}
