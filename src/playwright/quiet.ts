/**
 * How long a page has been quiet: no request started or ended, and no change
 * to its DOM. A golden is written only from a page quiet for a while (a
 * `setTimeout` that starts a fetch must not be frozen as the page's state).
 *
 * DOM changes are seen by a MutationObserver of the engine's isolated world
 * (inject.ts), timed by that world's clock: a page that replaces its own
 * `MutationObserver`, or makes its `performance.now` race ahead or stand
 * still, changes neither. The watcher lives in a closure of that world, held
 * by its CDP id, never on `window`; it starts at the first look at each
 * document (a navigation destroys the world with it, and the next look
 * starts a new one): before that, the page counts as changing. What changes
 * no node or attribute (a property such as an input's value, set by a
 * script) is not seen; captures compare it.
 */
import type { Page } from '@playwright/test';
import { withEngine, type PageEngine, type Remote } from './inject.js';
import { networkQuietFor, trackNetwork } from './network.js';

/** Each engine's watcher: a function of its world that answers how long its document has been quiet. */
const watchers = new WeakMap<PageEngine, Promise<Remote>>();

/** A navigation the engine could not follow even once more: the page is changing. */
const NAVIGATED = /Execution context was destroyed/;

/** Milliseconds the page has been quiet: the shorter of its network's and its DOM's (both watched from the first call). */
export async function quietFor(page: Page): Promise<number> {
  trackNetwork(page);
  return Math.min(networkQuietFor(page), await domQuietFor(page));
}

async function domQuietFor(page: Page): Promise<number> {
  try {
    return await withEngine(page, async (engine) => engine.call<number>((_, since: () => number) => since(), await watcherOf(engine)));
  } catch (error) {
    if (NAVIGATED.test(String((error as Error)?.message))) return 0;
    throw error;
  }
}

function watcherOf(engine: PageEngine): Promise<Remote> {
  let watcher = watchers.get(engine);
  if (!watcher) {
    watcher = watch(engine);
    watchers.set(engine, watcher);
    const started = watcher;
    started.catch(() => watchers.get(engine) === started && watchers.delete(engine));
  }
  return watcher;
}

/** Starts a MutationObserver in the engine's world; its clock is that world's `performance.now`, out of the page's reach. */
async function watch(engine: PageEngine): Promise<Remote> {
  const since = await engine.hold(() => {
    let last = performance.now();
    new MutationObserver(() => {
      last = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    return () => performance.now() - last;
  });
  if (!since) throw new Error('The snapshot engine could not start watching the page for changes');
  return since;
}
