/**
 * Honest stand-ins for what jsdom lacks and page scripts call at load
 * (`--run-scripts` only): each answers as a desktop browser would for one
 * documented viewport, or fails as a browser fails, never pretends more.
 *
 * - `fetch`: the page's own origin, for http(s) pages, through Node (within
 *   the command's time budget and size limit); anything else rejects with a
 *   TypeError, as a browser's fetch rejects on a network error.
 * - `matchMedia`: answers every query as the cascade's `@media` evaluation
 *   does (engine/media.ts: a 1280×720 desktop screen; lengths in px, em and
 *   rem, ranges, `not`), so a script that reads a breakpoint builds what the
 *   style sheet shows.
 * - `IntersectionObserver`: reports every target once as intersecting (a
 *   desktop viewport shows what lazy loaders wait for), then never again.
 * - `ResizeObserver`: reports every target once with a zero-sized box (jsdom
 *   has no layout), then never again.
 * - `navigator`, `screen`, the window's size and its touch handlers: one
 *   desktop Chrome on Linux at that same viewport (browser-identity.ts).
 */
import { Readable } from 'node:stream';
import { matchesMedia } from '../engine/media.js';
import { readBounded } from './bounds.js';
import { presentDesktopChrome } from './browser-identity.js';

/** What `fetch` needs from the command. */
export interface FetchBounds {
  maxBytes: number;
  signal: AbortSignal;
  started(): void;
  ended(): void;
}

type PageWindow = Window & typeof globalThis;

/** Installs every stand-in the window lacks (before the page's scripts run). */
export function installStandIns(window: PageWindow, bounds: FetchBounds): void {
  const define = (name: string, value: unknown) => {
    if (!(name in window)) Object.defineProperty(window, name, { value, writable: true, configurable: true });
  };
  define('fetch', createFetch(window, bounds));
  define('matchMedia', (query: string) => createMediaQueryList(window, String(query)));
  define(
    'IntersectionObserver',
    createObserverClass(window, (target) => ({ target, isIntersecting: true, intersectionRatio: 1 })),
  );
  define(
    'ResizeObserver',
    createObserverClass(window, (target) => ({ target, contentRect: { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 } })),
  );
  presentDesktopChrome(window);
}

function createFetch(window: PageWindow, bounds: FetchBounds): (input: unknown, init?: RequestInit) => Promise<unknown> {
  return (input, init) => {
    let url: URL;
    try {
      url = new window.URL(typeof input === 'string' ? input : String((input as { url?: string })?.url ?? input), window.location.href);
    } catch {
      return window.Promise.reject(new window.TypeError('Failed to fetch: not a URL'));
    }
    const page = window.location;
    const sameOrigin = /^https?:$/.test(page.protocol) && url.origin === page.origin;
    if (!sameOrigin) return window.Promise.reject(new window.TypeError(`Failed to fetch ${url.href}: only the page's own http(s) origin is fetched`));
    bounds.started();
    const request = fetch(url.href, { ...init, signal: bounds.signal } as RequestInit).then(async (response) => {
      const body = response.body ? await readBounded(Readable.fromWeb(response.body as never), bounds.maxBytes, JSON.stringify(url.href)) : Buffer.alloc(0);
      return pageResponse(window, response, body.toString('utf8'));
    });
    const settled = request.finally(bounds.ended);
    // Rejections cross into the page as the page's own TypeError, as a network error would.
    return new window.Promise((resolve, reject) =>
      settled.then(resolve, (error: Error) => reject(new window.TypeError(`Failed to fetch ${url.href}: ${error.message}`))),
    );
  };
}

/** The parts of a Response pages read, its JSON parsed in the page's own realm. */
function pageResponse(window: PageWindow, response: Response, text: string): object {
  const read = () => window.Promise.resolve(text);
  return {
    ok: response.ok,
    status: response.status,
    statusText: response.statusText,
    url: response.url,
    redirected: response.redirected,
    headers: response.headers,
    text: read,
    json: () => read().then((body) => window.JSON.parse(body)),
  };
}

function createMediaQueryList(window: PageWindow, media: string): object {
  // The cascade's own answer (engine/media.ts): em, rem, ranges, `not`; a script and the style sheet agree.
  const matches = matchesMedia(media);
  const list = new window.EventTarget() as EventTarget & Record<string, unknown>;
  // The viewport never changes, so listeners are kept and never called.
  Object.assign(list, { media, matches, onchange: null, addListener: () => {}, removeListener: () => {} });
  return list;
}

type Describe = (target: Element) => object;

/** An observer class that reports each observed target once, on a later task. */
function createObserverClass(window: PageWindow, describe: Describe): unknown {
  return class {
    #callback: (entries: object[], observer: unknown) => void;
    #observed = new Set<Element>();
    constructor(callback: (entries: object[], observer: unknown) => void) {
      if (typeof callback !== 'function') throw new window.TypeError('the observer needs a callback');
      this.#callback = callback;
    }
    observe(target: Element): void {
      if (this.#observed.has(target)) return;
      this.#observed.add(target);
      // The page's own timer: an error in the callback is reported as the page's.
      window.setTimeout(() => this.#observed.has(target) && this.#callback(window.Array.of(describe(target)), this), 0);
    }
    unobserve(target: Element): void {
      this.#observed.delete(target);
    }
    disconnect(): void {
      this.#observed.clear();
    }
    takeRecords(): object[] {
      return [];
    }
  };
}
