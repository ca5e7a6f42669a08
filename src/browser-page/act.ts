/**
 * What a page did while an act ran: the requests it started and the errors
 * it threw. Listening starts
 * before the act and stops once the page has settled after it, so a request
 * the click started and the page awaited is counted; the receipt's `net:`
 * line is made of these.
 */
import type { Page, Request, Response } from '@playwright/test';
import type { NetRequest } from '../receipt/index.js';

/**
 * Requests a receipt lists: what the page asked of servers, not the assets
 * a new document loads (a navigation's stylesheets and images would bury
 * the one POST that matters).
 */
const LISTED_TYPES = new Set(['document', 'fetch', 'xhr', 'eventsource', 'websocket']);

export interface ActWatch {
  /** Stops listening; the requests in start order, each with its outcome so far. */
  stop(): { requests: NetRequest[]; errors: string[] };
}

/** Starts watching the page; call `stop` after the page has settled. */
export function watchAct(page: Page): ActWatch {
  const requests: Request[] = [];
  const statuses = new Map<Request, number>();
  const errors: string[] = [];
  const listeners = {
    request: (request: Request) => {
      if (LISTED_TYPES.has(request.resourceType())) requests.push(request);
    },
    response: (response: Response) => statuses.set(response.request(), response.status()),
    pageerror: (error: Error) => errors.push(error.message),
  };
  for (const [event, listener] of Object.entries(listeners)) page.on(event as 'request', listener as () => void);
  return {
    stop() {
      for (const [event, listener] of Object.entries(listeners)) page.off(event as 'request', listener as () => void);
      return { requests: requests.map((request) => describeRequest(request, statuses.get(request))), errors };
    },
  };
}

/** One request as the receipt prints it; one still in flight has neither status nor failure. */
function describeRequest(request: Request, status: number | undefined): NetRequest {
  const out: NetRequest = { method: request.method(), url: request.url() };
  const failure = request.failure();
  if (failure) out.failure = failure.errorText;
  else if (status !== undefined) out.status = status;
  return out;
}
