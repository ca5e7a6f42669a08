/**
 * Requests in flight per page, for the header's `loading(Network N)`, and
 * when the page's network last moved (a request started or ended), for the
 * quiet window a golden is written after. Counting starts the first time a
 * page is captured (with the door's `test`, when the page opens).
 */
import type { Page, Request } from '@playwright/test';

interface Tracker {
  inFlight: Set<Request>;
  /** `Date.now()` of the last request that started or ended (or of the start of counting). */
  lastActivity: number;
}

const trackers = new WeakMap<Page, Tracker>();

/** Starts counting a page's requests (idempotent). */
export function trackNetwork(page: Page): void {
  if (trackers.has(page)) return;
  const tracker: Tracker = { inFlight: new Set(), lastActivity: Date.now() };
  trackers.set(page, tracker);
  const change = (request: Request, inFlight: boolean) => {
    if (inFlight) tracker.inFlight.add(request);
    else tracker.inFlight.delete(request);
    tracker.lastActivity = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
}

/** How many of the page's requests have not finished. */
export function requestsInFlight(page: Page): number {
  return trackers.get(page)?.inFlight.size ?? 0;
}

/** Milliseconds since a request of the page last started or ended (0 for a page not tracked). */
export function networkQuietFor(page: Page): number {
  const tracker = trackers.get(page);
  return tracker ? Date.now() - tracker.lastActivity : 0;
}
