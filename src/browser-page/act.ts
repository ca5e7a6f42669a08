/**
 * What a page did while an act ran: the requests it started, the errors
 * it threw and the windows it opened. Listening starts before the act and
 * stops once the page has settled after it, so a request the click started
 * and the page awaited is counted; the receipt's `net:` and `tab` lines are
 * made of these.
 */
import type { Page, Request, Response } from '@playwright/test';
import { foldText } from '../model/text.js';
import { windowsAsked } from './inject.js';
import type { NetRequest, OpenedTab } from '../receipt/index.js';

/**
 * Requests a receipt lists: what the page asked of servers, not the assets
 * a new document loads (a navigation's stylesheets and images would bury
 * the one POST that matters).
 */
const LISTED_TYPES = new Set(['document', 'fetch', 'xhr', 'eventsource', 'websocket']);

export interface ActWatch {
  /** Once every window the page asked for during the act has come (Playwright's `popup`), or {@link WINDOW_WAIT_MS} has passed. */
  windowsCame(): Promise<void>;
  /** Stops listening; the requests in start order, each with its outcome so far; the windows opened, still open. */
  stop(): { requests: NetRequest[]; errors: string[]; opened: Page[] };
}

/** A window the page asked for waits this long to come before its receipt: past it, the next answer tells of it (a note). */
const WINDOW_WAIT_MS = 3_000;
const WINDOW_POLL_MS = 20;

/**
 * Starts watching the page; call `stop` after the page has settled.
 * `asked` counts the windows the page has asked for so far.
 */
export function watchAct(page: Page, asked: () => number = () => windowsAsked(page)): ActWatch {
  const requests: Request[] = [];
  const statuses = new Map<Request, number>();
  const errors: string[] = [];
  const opened: Page[] = [];
  const askedBefore = asked();
  const listeners = {
    popup: (popup: Page) => opened.push(popup),
    request: (request: Request) => {
      if (LISTED_TYPES.has(request.resourceType())) requests.push(request);
    },
    response: (response: Response) => statuses.set(response.request(), response.status()),
    pageerror: (error: Error) => errors.push(error.message),
  };
  for (const [event, listener] of Object.entries(listeners)) page.on(event as 'request', listener as () => void);
  return {
    async windowsCame() {
      const deadline = Date.now() + WINDOW_WAIT_MS;
      while (opened.length < asked() - askedBefore && Date.now() < deadline && !page.isClosed()) await new Promise((tick) => setTimeout(tick, WINDOW_POLL_MS));
    },
    stop() {
      for (const [event, listener] of Object.entries(listeners)) page.off(event as 'request', listener as () => void);
      return {
        requests: requests.map((request) => describeRequest(request, statuses.get(request))),
        errors,
        opened: opened.filter((popup) => !popup.isClosed()),
      };
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

/** A window waits this long to have a title the receipt can show; past it, the receipt shows it as it stands. */
const OPENED_TAB_WAIT_MS = 1_000;

/**
 * The windows an act opened, as the receipt names them: their title and url
 * once each has its document (waited for together, at most a second: the
 * act's own page is what its receipt is about), and the number `numberOf`
 * gives each.
 */
export async function describeOpened(opened: Page[], numberOf?: (page: Page) => number | undefined): Promise<OpenedTab[]> {
  const deadline = Date.now() + OPENED_TAB_WAIT_MS;
  const within = <T>(work: Promise<T>, fallback: T) =>
    Promise.race([work.catch(() => fallback), new Promise<T>((done) => setTimeout(() => done(fallback), Math.max(0, deadline - Date.now())))]);
  return Promise.all(
    opened.map(async (page) => {
      await within(page.waitForLoadState('domcontentloaded'), undefined);
      const title = await within(page.title(), '');
      const number = numberOf?.(page);
      return { title: foldText(title), url: page.url(), ...(number !== undefined ? { number } : {}) };
    }),
  );
}
