/**
 * The browser a page's scripts meet with `--run-scripts`: one desktop Google
 * Chrome on Linux, at the 1280×720 viewport `matchMedia` answers for
 * (stand-ins.ts). Scripts that pick a keyboard shortcut, a touch layout or a
 * polyfill from the platform, the user agent or the screen then take the
 * branch they take in Chromium, instead of the one jsdom's own answers
 * (`platform` "", a user agent that says jsdom, a 0×0 screen, touch event
 * handlers) send them down.
 *
 * Linux, not Windows or macOS: it is what the `--engine chromium` capture
 * reports on the machines goldens are usually checked on (CI runners,
 * Playwright's images), and one fixed answer keeps a golden the same on every
 * machine that makes it. Chrome's version is the Chromium Playwright ships.
 *
 * Every value is a getter on the window's own prototypes or the window (as in
 * a browser), so a page may still redefine them or set the replaceable ones.
 * Each getter, method and object is made in the window's own realm
 * ({@link inPageRealm}): a page that climbs from one to its constructor finds
 * its own Function, never Node's.
 */
import { DESKTOP_VIEWPORT } from '../engine/media.js';

const CHROME_VERSION = '159.0.8154.6';
const CHROME_MAJOR = CHROME_VERSION.split('.')[0];
/** Chrome's reduced user agent: the minor version numbers are zeros. */
const USER_AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${CHROME_MAJOR}.0.0.0 Safari/537.36`;

/** What `navigator` answers (the rest is jsdom's, already what Chrome says: appName, product, onLine…). */
export const NAVIGATOR = Object.freeze({
  userAgent: USER_AGENT,
  appVersion: USER_AGENT.slice('Mozilla/'.length),
  platform: 'Linux x86_64',
  vendor: 'Google Inc.',
  maxTouchPoints: 0,
  language: 'en-US',
  languages: Object.freeze(['en-US', 'en']),
  hardwareConcurrency: 8,
  webdriver: false,
  cookieEnabled: true,
});

/** `navigator.userAgentData` (secure contexts only, as in Chrome): a GREASE brand first, as Chrome lists one. */
const BRANDS = [
  { brand: 'Not:A-Brand', version: '8', full: '8.0.0.0' },
  { brand: 'Chromium', version: CHROME_MAJOR, full: CHROME_VERSION },
  { brand: 'Google Chrome', version: CHROME_MAJOR, full: CHROME_VERSION },
];
const HIGH_ENTROPY: Record<string, unknown> = {
  architecture: 'x86',
  bitness: '64',
  model: '',
  platformVersion: '',
  uaFullVersion: CHROME_VERSION,
  fullVersionList: BRANDS.map(({ brand, full }) => ({ brand, version: full })),
  wow64: false,
  formFactors: ['Desktop'],
};

/** The event handler properties Chrome leaves out on a device without a touch screen. */
const TOUCH_HANDLERS = ['ontouchstart', 'ontouchend', 'ontouchmove', 'ontouchcancel'];

type PageWindow = Window & typeof globalThis;

/**
 * `source`, a function expression, compiled by the window's own Function:
 * the functions, objects, promises and errors it makes are the page's, up
 * every prototype and constructor chain, as a browser's built-ins are. A
 * page script that reaches one finds its own realm there, not Node's
 * `Function`, `process` or `require`. Strict, so that a page function they
 * call reads no caller.
 *
 * What the source uses of the window it takes as it is made (before the
 * page's scripts run), never later from the global a page may rewrite. A
 * window that runs no scripts has Node's Function as its own: no page
 * script is there to climb to it.
 */
export function inPageRealm<T>(window: PageWindow, source: string): T {
  return new window.Function(`'use strict';\nreturn (${source});`)() as T;
}

/** The getters and methods below, as the page's own functions (they hand the page nothing else). */
interface PageFunctions {
  getter(value: unknown): () => unknown;
  replaceable(name: string, value: number): { get(): number; set(value: unknown): void };
  rootClientSize(read: () => number, size: number): () => number;
  orientation(): { lock(): Promise<never>; unlock(): undefined };
  userAgentData(low: string, high: string): object;
}

const PAGE_FUNCTIONS = `(window) => {
  const { Array, DOMException, JSON, Object, Promise, Reflect, String } = window;
  const document = window.document;
  return {
    getter: (value) => () => value,
    // A [Replaceable] window attribute: read as value until the page assigns its own.
    replaceable: (name, value) => ({
      get: () => value,
      set: (own) => void Object.defineProperty(window, name, { value: own, writable: true, enumerable: true, configurable: true }),
    }),
    rootClientSize: (read, size) => ({
      get() {
        return this === document.documentElement ? size : Reflect.apply(read, this, []);
      },
    }).get,
    orientation: () => ({
      lock: () => Promise.reject(new DOMException('screen.orientation.lock() is not available on this device.', 'NotSupportedError')),
      unlock: () => undefined,
    }),
    // low and high are JSON: every answer is new objects of the page's own, as Chrome's are.
    userAgentData: (low, high) => {
      const lowValues = () => JSON.parse(low);
      const data = lowValues();
      Object.freeze(data.brands);
      return Object.assign(data, {
        toJSON: () => lowValues(),
        getHighEntropyValues: (hints) => {
          const known = JSON.parse(high);
          const asked = Array.isArray(hints) ? hints.map(String).filter((hint) => Object.hasOwn(known, hint)) : [];
          return Promise.resolve(Object.assign(lowValues(), Object.fromEntries(asked.map((hint) => [hint, known[hint]]))));
        },
      });
    },
  };
}`;

/** Presents desktop Chrome on Linux to the window's scripts (before they run). */
export function presentDesktopChrome(window: PageWindow): void {
  const { Navigator, Screen } = window;
  const page = inPageRealm<(window: PageWindow) => PageFunctions>(window, PAGE_FUNCTIONS)(window);
  const secure = isPotentiallyTrustworthy(window.location.href);
  defineGetters(page, Navigator.prototype, { ...NAVIGATOR, languages: window.Object.freeze(pageValue(window, NAVIGATOR.languages)) });
  if (secure) defineGetters(page, Navigator.prototype, { userAgentData: userAgentData(page) });
  if (!('isSecureContext' in window)) defineGetters(page, window, { isSecureContext: secure });
  if (!('chrome' in window)) Object.defineProperty(window, 'chrome', { value: new window.Object(), writable: true, enumerable: true, configurable: true });
  presentScreen(window, page, Screen.prototype);
  for (const name of ['innerWidth', 'outerWidth'] as const) replaceable(window, page, name, DESKTOP_VIEWPORT.width);
  for (const name of ['innerHeight', 'outerHeight'] as const) replaceable(window, page, name, DESKTOP_VIEWPORT.height);
  replaceable(window, page, 'devicePixelRatio', 1);
  presentRootClientSize(window, page);
  for (const owner of [window, window.Document.prototype, window.HTMLElement.prototype, window.SVGElement.prototype]) {
    for (const name of TOUCH_HANDLERS) delete (owner as unknown as Record<string, unknown>)[name];
  }
}

/** The whole screen is the viewport (no taskbar), as in a headless Chromium at 1280×720. */
function presentScreen(window: PageWindow, page: PageFunctions, screen: object): void {
  const { width, height } = DESKTOP_VIEWPORT;
  const orientation = new window.EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(orientation, { type: 'landscape-primary', angle: 0, onchange: null, ...page.orientation() });
  defineGetters(page, screen, {
    width,
    height,
    availWidth: width,
    availHeight: height,
    availLeft: 0,
    availTop: 0,
    colorDepth: 24,
    pixelDepth: 24,
    orientation,
  });
}

/**
 * The root element's client size is the viewport's, as a browser reports it
 * (what `$(window).width()` reads); every other element keeps jsdom's zero.
 */
function presentRootClientSize(window: PageWindow, page: PageFunctions): void {
  const element = window.Element.prototype;
  for (const [name, size] of [
    ['clientWidth', DESKTOP_VIEWPORT.width],
    ['clientHeight', DESKTOP_VIEWPORT.height],
  ] as const) {
    const read = Object.getOwnPropertyDescriptor(element, name)?.get;
    if (!read) continue;
    Object.defineProperty(element, name, { get: page.rootClientSize(read, size), enumerable: true, configurable: true });
  }
}

/** A NavigatorUAData made of the page's own objects and functions. */
function userAgentData(page: PageFunctions): object {
  const low = { brands: BRANDS.map(({ brand, version }) => ({ brand, version })), mobile: false, platform: 'Linux' };
  return page.userAgentData(JSON.stringify(low), JSON.stringify(HIGH_ENTROPY));
}

/** `value` rebuilt from the page's own Object and Array, so that `instanceof Array` holds in the page. */
function pageValue<T>(window: PageWindow, value: T): T & object {
  return window.JSON.parse(JSON.stringify(value));
}

/** Getters of the page's own that answer `values` (primitives, or the page's own objects). */
function defineGetters(page: PageFunctions, target: object, values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(target, name, { get: page.getter(value), enumerable: true, configurable: true });
  }
}

/** A [Replaceable] window attribute: read as `value` until the page assigns its own. */
function replaceable(window: PageWindow, page: PageFunctions, name: string, value: number): void {
  Object.defineProperty(window, name, { ...page.replaceable(name, value), enumerable: true, configurable: true });
}

/** Whether a page at `href` is a secure context in Chrome: https, file, or the loopback host. */
function isPotentiallyTrustworthy(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol === 'https:' || url.protocol === 'file:') return true;
  return url.protocol === 'http:' && /^(?:(?:.+\.)?localhost|127(?:\.\d{1,3}){3}|\[::1\])$/.test(url.hostname);
}
