/**
 * How long a page has been quiet: no request started or ended, and no change
 * to its DOM. A golden is written only from a page quiet for a while (a
 * `setTimeout` that starts a fetch must not be frozen as the page's state).
 *
 * DOM changes are seen by a MutationObserver that lives in a closure of the
 * document (never on `window`), started at the first look at each document:
 * before that, the page counts as changing. What changes no node or
 * attribute (a property such as an input's value, set by a script) is not
 * seen; captures compare it.
 */
import type { Frame, JSHandle, Page } from '@playwright/test';
import { networkQuietFor, trackNetwork } from './network.js';

type Watcher = JSHandle<() => number>;

const watchers = new WeakMap<Frame, Promise<Watcher>>();

/** Milliseconds the page has been quiet: the shorter of its network's and its DOM's (both watched from the first call). */
export async function quietFor(page: Page): Promise<number> {
  trackNetwork(page);
  return Math.min(networkQuietFor(page), await domQuietFor(page.mainFrame()));
}

async function domQuietFor(frame: Frame): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt++) {
    let watcher = watchers.get(frame);
    if (!watcher) {
      watcher = watch(frame);
      watchers.set(frame, watcher);
    }
    try {
      return await (await watcher).evaluate((since) => since());
    } catch {
      // A new document (navigation) destroyed the watcher with its context: watch the new one.
      watchers.delete(frame);
    }
  }
  return 0;
}

function watch(frame: Frame): Promise<Watcher> {
  return frame.evaluateHandle(() => {
    let last = performance.now();
    new MutationObserver(() => {
      last = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    return () => performance.now() - last;
  });
}
