/**
 * Requests in flight per page, for the header's `loading(Network N)`. Counting
 * starts the first time a page is captured.
 */
import type { Page, Request } from '@playwright/test';

const trackers = new WeakMap<Page, Set<Request>>();

/** Starts counting a page's requests (idempotent). */
export function trackNetwork(page: Page): void {
  if (trackers.has(page)) return;
  const inFlight = new Set<Request>();
  trackers.set(page, inFlight);
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
}

/** How many of the page's requests have not finished. */
export function requestsInFlight(page: Page): number {
  return trackers.get(page)?.size ?? 0;
}
