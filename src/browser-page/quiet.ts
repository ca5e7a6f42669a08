/**
 * How long a page has been quiet: no request started or ended, and no change
 * to its DOM. A golden is written only from a page quiet for a while (a
 * `setTimeout` that starts a fetch must not be frozen as the page's state).
 *
 * DOM changes are seen by a MutationObserver of the engine's isolated world
 * (dom-watch.ts), timed by that world's clock: a page that replaces its own
 * `MutationObserver`, or makes its `performance.now` race ahead or stand
 * still, changes neither. The watcher lives in a closure of that world, held
 * by its CDP id, never on `window`; it starts with the world, at the first
 * look at each document (a navigation destroys the world with it, and the
 * next look starts a new one): before that, the page counts as changing. What changes
 * no node or attribute (a property such as an input's value, set by a
 * script) is not seen; captures compare it.
 */
import type { Page } from '@playwright/test';
import { withEngine } from './inject.js';
import { networkQuietFor, trackNetwork } from './network.js';

/** A navigation the engine could not follow even once more: the page is changing. */
const NAVIGATED = /Execution context was destroyed/;

/** Milliseconds the page has been quiet: the shorter of its network's and its DOM's (both watched from the first call). */
export async function quietFor(page: Page): Promise<number> {
  trackNetwork(page);
  return Math.min(networkQuietFor(page), await domQuietFor(page));
}

async function domQuietFor(page: Page): Promise<number> {
  try {
    return await withEngine(page, (engine) => engine.call<number>((_, since: () => number) => since(), engine.domWatch));
  } catch (error) {
    if (NAVIGATED.test(String((error as Error)?.message))) return 0;
    throw error;
  }
}
