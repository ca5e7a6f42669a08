/**
 * Honest stand-ins for what jsdom lacks and page scripts call at load
 * (`--run-scripts` only): each answers as a desktop browser would for one
 * documented viewport, or fails as a browser fails, never pretends more.
 *
 * - `fetch`: the page's own origin, for http(s) pages, through Node (within
 *   the command's time budget and size limit), every redirect hop judged the
 *   same way (at most 20, as browsers follow); anything else rejects with a
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
 *
 * Each lives in the window's own realm ({@link inPageRealm}): made by the
 * window's Function, it hands the page only the page's own functions,
 * objects, promises and errors. What must happen in Node (a request, a media
 * query) goes through a bridge that passes strings and booleans each way,
 * so no chain a page script climbs from a stand-in reaches Node's
 * `Function`, `process` or `require`.
 */
import { Readable } from 'node:stream';
import { matchesMedia } from '../engine/media.js';
import { firstLine, readBounded } from './bounds.js';
import { inPageRealm, presentDesktopChrome } from './browser-identity.js';

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
  define('fetch', inPageRealm<MakeFetch>(window, PAGE_FETCH)(window, requestBridge(window.location.href, bounds)));
  define('matchMedia', inPageRealm<MakeMatchMedia>(window, PAGE_MATCH_MEDIA)(window, mediaBridge));
  const observers = inPageRealm<MakeObservers>(window, PAGE_OBSERVERS)(window);
  define('IntersectionObserver', observers.IntersectionObserver);
  define('ResizeObserver', observers.ResizeObserver);
  presentDesktopChrome(window);
}

/**
 * What the page's `fetch` asks of Node, all strings (the body may be null):
 * the address as the page wrote it and the document's base, the method, the
 * headers as JSON name–value pairs, the body, the redirect mode. Node
 * answers once, by calling `answer` with a {@link Reply} as JSON.
 */
type FetchBridge = (url: string, base: string, method: string, headers: string, body: string | null, redirect: string, answer: (reply: string) => void) => void;
type MakeFetch = (window: PageWindow, request: FetchBridge) => unknown;
type MakeMatchMedia = (window: PageWindow, matches: (media: string) => boolean) => unknown;
type MakeObservers = (window: PageWindow) => { IntersectionObserver: unknown; ResizeObserver: unknown };

/**
 * The page's `fetch`: it reads what the page passed (its getters and
 * `toString`s run here, in its realm), asks Node in strings, and builds the
 * response from the JSON Node answers with, using the page's own JSON,
 * Promise and TypeError. A Node error is never handed on: a bridge that
 * throws is a plain network error.
 */
const PAGE_FETCH = `(window, request) => {
  const { Array, JSON, Object, Promise, String, Symbol, TypeError } = window;
  const document = window.document;
  const headerPairs = (headers) => {
    if (headers === undefined || headers === null) return [];
    if (typeof headers[Symbol.iterator] === 'function') return Array.from(headers, ([name, value]) => [String(name), String(value)]);
    return Object.keys(headers).map((name) => [name, String(headers[name])]);
  };
  const headersOf = (pairs) => {
    const get = (name) => {
      const key = String(name).toLowerCase();
      const found = pairs.find((pair) => pair[0] === key);
      return found === undefined ? null : found[1];
    };
    const entries = () => pairs.map((pair) => [pair[0], pair[1]]).values();
    return {
      get,
      has: (name) => get(name) !== null,
      forEach(callback, thisArg) {
        pairs.forEach((pair) => callback.call(thisArg, pair[1], pair[0], this));
      },
      entries,
      keys: () => pairs.map((pair) => pair[0]).values(),
      values: () => pairs.map((pair) => pair[1]).values(),
      [Symbol.iterator]: entries,
    };
  };
  const responseOf = (reply) => ({
    type: reply.type,
    ok: reply.status >= 200 && reply.status < 300,
    status: reply.status,
    statusText: reply.statusText,
    url: reply.url,
    redirected: reply.redirected,
    headers: headersOf(reply.headers),
    text: () => Promise.resolve(reply.body),
    json: () => new Promise((resolve) => resolve(JSON.parse(reply.body))),
  });
  return function fetch(input, init) {
    return new Promise((resolve, reject) => {
      const options = init === undefined || init === null ? {} : init;
      const url = typeof input === 'string' ? input : String(input?.url ?? input);
      const method = options.method === undefined ? 'GET' : String(options.method);
      const headers = JSON.stringify(headerPairs(options.headers));
      const body = options.body === undefined || options.body === null ? null : String(options.body);
      const redirect = options.redirect === undefined ? 'follow' : String(options.redirect);
      const answer = (text) => {
        const reply = JSON.parse(text);
        if (reply.failure !== undefined) reject(new TypeError(reply.failure));
        else resolve(responseOf(reply));
      };
      try {
        request(url, String(document.baseURI), method, headers, body, redirect, answer);
      } catch {
        reject(new TypeError('Failed to fetch'));
      }
    });
  };
}`;

/** The page's `matchMedia`: Node answers the query (a string) with a boolean; the list is the page's own. */
const PAGE_MATCH_MEDIA = `(window, matches) => {
  const { EventTarget, Object, String } = window;
  return function matchMedia(query) {
    const media = String(query);
    const list = new EventTarget();
    // The viewport never changes, so listeners are kept and never called.
    Object.assign(list, { media, matches: matches(media) === true, onchange: null, addListener() {}, removeListener() {} });
    return list;
  };
}`;

/** The observers, all in the page's realm: nothing of Node's is needed to report a target once. */
const PAGE_OBSERVERS = `(window) => {
  const { Array, Object, Reflect, Set, TypeError } = window;
  const setTimeout = window.setTimeout;
  const observerClass = (name, entryOf) => {
    const Observer = class {
      #callback;
      #observed = new Set();
      constructor(callback) {
        if (typeof callback !== 'function') throw new TypeError('the observer needs a callback');
        this.#callback = callback;
      }
      observe(target) {
        if (this.#observed.has(target)) return;
        this.#observed.add(target);
        // The page's own timer: an error in the callback is reported as the page's.
        Reflect.apply(setTimeout, window, [() => this.#observed.has(target) && this.#callback(Array.of(entryOf(target)), this), 0]);
      }
      unobserve(target) {
        this.#observed.delete(target);
      }
      disconnect() {
        this.#observed.clear();
      }
      takeRecords() {
        return [];
      }
    };
    return Object.defineProperty(Observer, 'name', { value: name });
  };
  const box = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 });
  return {
    IntersectionObserver: observerClass('IntersectionObserver', (target) => ({ target, isIntersecting: true, intersectionRatio: 1 })),
    ResizeObserver: observerClass('ResizeObserver', (target) => ({ target, contentRect: box() })),
  };
}`;

/** Whether `media` holds, as the cascade answers (a query it cannot read holds nothing). */
function mediaBridge(media: string): boolean {
  try {
    return matchesMedia(String(media)) === true;
  } catch {
    return false;
  }
}

/** What Node answers a page's fetch with, as JSON: a response, or why it failed. */
type Reply = { failure: string } | PageResponse;
interface PageResponse {
  type: 'basic' | 'opaqueredirect';
  status: number;
  statusText: string;
  url: string;
  redirected: boolean;
  headers: [string, string][];
  body: string;
}

/** One request as fetch sends it, hop after hop. */
interface Hop {
  url: URL;
  method: string;
  headers: [string, string][];
  body: string | null;
}

/** As browsers: a 21st redirect is a network error. */
const MAX_REDIRECTS = 20;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const REDIRECT_MODES = new Set(['follow', 'error', 'manual']);
/** The headers that describe a body, dropped with it when a redirect turns a request into a GET. */
const BODY_HEADERS = new Set(['content-encoding', 'content-language', 'content-location', 'content-type']);
/** A browser never shows a page the cookies its server sets. */
const HIDDEN_HEADERS = new Set(['set-cookie', 'set-cookie2']);

/** The Node side of `fetch` for a page at `pageUrl`: only strings come in, and one JSON string goes back. */
function requestBridge(pageUrl: string, bounds: FetchBounds): FetchBridge {
  const origin = httpOrigin(pageUrl);
  return (url, base, method, headers, body, redirect, answer) => {
    const reply = (value: Reply) => {
      try {
        answer(JSON.stringify(value));
      } catch {} // the page's own failure, in its own realm
    };
    fetchForPage({ url, base, method, headers, body, redirect }, origin, bounds).then(reply, (error) =>
      reply({ failure: `Failed to fetch: ${firstLine(error)}` }),
    );
  };
}

/** The page's origin, when it is an http(s) page (the only kind whose fetch reaches anything). */
function httpOrigin(pageUrl: string): string | undefined {
  try {
    const url = new URL(pageUrl);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

interface Asked {
  url: string;
  base: string;
  method: string;
  headers: string;
  body: string | null;
  redirect: string;
}

/** The page's request, sent if it is for the page's own origin, its redirects followed as its mode says. */
async function fetchForPage(asked: Asked, origin: string | undefined, bounds: FetchBounds): Promise<Reply> {
  const url = parsedUrl(asked.url, asked.base);
  if (!url) return { failure: 'Failed to fetch: not a URL' };
  if (origin === undefined || url.origin !== origin) return { failure: `Failed to fetch ${url.href}: only the page's own http(s) origin is fetched` };
  bounds.started();
  try {
    const headers = headerList(asked.headers);
    return await follow({ url, method: asked.method, headers, body: asked.body }, asked.redirect, origin, bounds);
  } catch (error) {
    return { failure: `Failed to fetch ${url.href}: ${firstLine(error)}` };
  } finally {
    bounds.ended();
  }
}

/** Sends `first`, then each redirect that stays in `origin` (at most MAX_REDIRECTS) as `mode` says; throws why it stopped otherwise. */
async function follow(first: Hop, mode: string, origin: string, bounds: FetchBounds): Promise<PageResponse> {
  if (!REDIRECT_MODES.has(mode)) throw new Error(`redirect must be "follow", "error" or "manual", not ${JSON.stringify(mode)}`);
  let hop = first;
  for (let redirects = 0; redirects <= MAX_REDIRECTS; redirects++) {
    const response = await fetch(hop.url.href, { method: hop.method, headers: hop.headers, body: hop.body, redirect: 'manual', signal: bounds.signal });
    const location = REDIRECT_STATUSES.has(response.status) ? response.headers.get('location') : null;
    if (location === null) return pageResponse(response, hop.url, redirects > 0, bounds.maxBytes);
    await response.body?.cancel();
    if (mode === 'manual')
      return { type: 'opaqueredirect', status: 0, statusText: '', url: withoutFragment(hop.url), redirected: false, headers: [], body: '' };
    if (mode === 'error') throw new Error('redirected, and the request said redirect: "error"');
    if (redirects < MAX_REDIRECTS) hop = redirected(hop, response.status, redirectTarget(location, hop.url, origin));
  }
  throw new Error(`more than ${MAX_REDIRECTS} redirects`);
}

/** Where a redirect leads, if it stays in the page's origin (each hop is judged as the first request was). */
function redirectTarget(location: string, from: URL, origin: string): URL {
  const target = parsedUrl(location, from.href);
  if (!target) throw new Error(`redirected to an address that is not a URL: ${JSON.stringify(location)}`);
  if (target.origin !== origin) throw new Error(`redirected to ${JSON.stringify(target.href)}, outside the page's own origin`);
  return target;
}

/** The request after a redirect, as the fetch standard turns it: a 303, or a 301 or 302 after a POST, becomes a GET without its body. */
function redirected(hop: Hop, status: number, url: URL): Hop {
  const method = hop.method.toUpperCase();
  const toGet = ((status === 301 || status === 302) && method === 'POST') || (status === 303 && method !== 'GET' && method !== 'HEAD');
  if (!toGet) return { ...hop, url };
  return { url, method: 'GET', body: null, headers: hop.headers.filter(([name]) => !BODY_HEADERS.has(name.toLowerCase())) };
}

/** The final response as the page sees it: its body read within the size limit, as text. */
async function pageResponse(response: Response, url: URL, redirected: boolean, maxBytes: number): Promise<PageResponse> {
  const body = response.body ? await readBounded(Readable.fromWeb(response.body as never), maxBytes, JSON.stringify(url.href)) : Buffer.alloc(0);
  return {
    type: 'basic',
    status: response.status,
    statusText: response.statusText,
    url: withoutFragment(url),
    redirected,
    headers: [...response.headers].filter(([name]) => !HIDDEN_HEADERS.has(name)),
    body: body.toString('utf8'),
  };
}

/** The headers the page passed, as JSON name–value pairs of strings. */
function headerList(json: string): [string, string][] {
  const list: unknown = JSON.parse(json);
  const isPair = (pair: unknown) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string');
  if (!Array.isArray(list) || !list.every(isPair)) throw new Error('headers must be names and values');
  return list as [string, string][];
}

function parsedUrl(url: string, base: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

function withoutFragment(url: URL): string {
  return url.href.replace(/#.*$/s, '');
}
