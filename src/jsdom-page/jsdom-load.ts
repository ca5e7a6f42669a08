/**
 * A page in jsdom for the command: its own style sheets always (`<link
 * rel=stylesheet>` and what they `@import`), its scripts only with
 * `--run-scripts`, local files only for a local page (request-policy.ts),
 * then a wait for it to settle (SETTLE), within the budget.
 */
import type { DOMWindow, VirtualConsole } from 'jsdom';
import type { CaptureOptions } from '../engine/capture.js';
import type { CapturedSnapshot } from '../model/snapshot.js';
import { firstLine, UserError, type Budget } from './bounds.js';
import { watchRequests } from './jsdom-requests.js';
import { reportPageErrors, writeToStderr, type Report } from './page-errors.js';
import { refusedRequestError } from './request-policy.js';
import { refuseSyncFileRequests } from './sync-xhr-policy.js';
import { markHeader, notLoadedNote, SETTLE, waitForLoadAndSettle } from '../settle/settle-wait.js';
import { countChanges, type ChangeCount } from './jsdom-watch.js';
import { installStandIns, type FetchBounds } from './stand-ins.js';
import { contentTypeWithEncoding } from './charset.js';

/** The page's address, and its HTML as bytes (read in the encoding charset.ts decides). */
export interface JsdomPage {
  url: string;
  html: Buffer;
  contentType?: string | null;
}

export interface JsdomLoadOptions {
  runScripts: boolean;
  budget: Budget;
  maxBytes: number;
  /** Where the page's errors go, one line each (default: stderr). */
  report?: Report;
}

/** Loads `page` into jsdom, waits for it to settle, and captures it. */
export async function captureInJsdom(page: JsdomPage, capture: CaptureOptions, options: JsdomLoadOptions): Promise<CapturedSnapshot> {
  const { JSDOM, VirtualConsole } = await import('jsdom');
  const { capture: captureDocument } = await import('../engine/capture.js');
  let inFlight = 0;
  const counter = { started: () => void inFlight++, ended: () => void inFlight-- };
  const loaded = { url: page.url, runScripts: options.runScripts };
  const unwatch = watchRequests({ ...counter, maxBytes: options.maxBytes, refuse: (request) => refusedRequestError(request, loaded) });
  const unwatchSync = refuseSyncFileRequests((request) => refusedRequestError(request, loaded));
  const virtualConsole = new VirtualConsole();
  const errors = reportPageErrors(virtualConsole, options.runScripts, options.report);
  // The page's own requests end with its window, or when the budget is spent.
  const closing = new AbortController();
  const signal = AbortSignal.any([options.budget.signal, closing.signal]);
  let dom: InstanceType<typeof JSDOM> | undefined;
  let changes: ChangeCount | undefined;
  try {
    dom = createDom(JSDOM, page, virtualConsole, { ...options, signal, ...counter, watch: (window) => (changes = countChanges(window)) });
    const settled = await waitForPage(
      dom.window,
      page.url,
      () => inFlight,
      () => changes?.count() ?? 0,
      options,
    );
    const model = captureDocument(dom.window.document, capture);
    markHeader(model, settled, inFlight);
    return model;
  } finally {
    unwatch();
    unwatchSync();
    closing.abort();
    changes?.stop();
    dom?.window.close();
    errors.stop();
  }
}

type Jsdom = (typeof import('jsdom'))['JSDOM'];

/** The page in jsdom; a page jsdom cannot take is a one-line error. */
function createDom(
  JSDOM: Jsdom,
  page: JsdomPage,
  virtualConsole: VirtualConsole,
  options: JsdomLoadOptions & FetchBounds & { watch: (window: DOMWindow) => void },
): InstanceType<Jsdom> {
  try {
    return new JSDOM(page.html, {
      url: page.url,
      contentType: contentTypeWithEncoding(page.html, page.url, page.contentType),
      pretendToBeVisual: true,
      virtualConsole,
      resources: 'usable',
      ...(options.runScripts && {
        runScripts: 'dangerously' as const,
        beforeParse: (window: DOMWindow) => {
          options.watch(window); // before any page script: none can blind it
          installStandIns(window as never, options);
        },
      }),
    });
  } catch (error) {
    throw new UserError(`cannot load ${JSON.stringify(page.url)}: ${firstLine(error)}`);
  }
}

/**
 * Waits for the load event within the budget, then for no request in flight
 * and (with scripts) no DOM change over the quiet window, at most SETTLE.budget;
 * without scripts the DOM cannot change, so the style sheets' arrival is all
 * there is to wait for. A load event that never comes is said in one line.
 */
async function waitForPage(window: DOMWindow, url: string, inFlight: () => number, changes: () => number, options: JsdomLoadOptions): Promise<boolean> {
  let loaded = window.document.readyState === 'complete';
  window.addEventListener('load', () => (loaded = true));
  const result = await waitForLoadAndSettle(
    { loaded: () => loaded, sample: async () => ({ inFlight: inFlight(), mark: changes() }) },
    { quiet: options.runScripts ? SETTLE.quiet : 0, until: Date.now() + options.budget.leftForWaiting(), interval: SETTLE.interval },
  );
  if (!result.loaded) (options.report ?? writeToStderr)(notLoadedNote(url));
  return result.settled;
}
