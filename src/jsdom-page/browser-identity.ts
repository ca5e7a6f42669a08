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

/** Presents desktop Chrome on Linux to the window's scripts (before they run). */
export function presentDesktopChrome(window: PageWindow): void {
  const { Navigator, Screen } = window;
  const secure = isPotentiallyTrustworthy(window.location.href);
  defineGetters(Navigator.prototype, { ...NAVIGATOR, languages: window.Object.freeze(pageValue(window, NAVIGATOR.languages)) });
  if (secure) defineGetters(Navigator.prototype, { userAgentData: userAgentData(window) });
  if (!('isSecureContext' in window)) defineGetters(window, { isSecureContext: secure });
  if (!('chrome' in window)) Object.defineProperty(window, 'chrome', { value: new window.Object(), writable: true, enumerable: true, configurable: true });
  presentScreen(window, Screen.prototype);
  for (const name of ['innerWidth', 'outerWidth'] as const) replaceable(window, name, DESKTOP_VIEWPORT.width);
  for (const name of ['innerHeight', 'outerHeight'] as const) replaceable(window, name, DESKTOP_VIEWPORT.height);
  replaceable(window, 'devicePixelRatio', 1);
  presentRootClientSize(window);
  for (const owner of [window, window.Document.prototype, window.HTMLElement.prototype, window.SVGElement.prototype]) {
    for (const name of TOUCH_HANDLERS) delete (owner as unknown as Record<string, unknown>)[name];
  }
}

/** The whole screen is the viewport (no taskbar), as in a headless Chromium at 1280×720. */
function presentScreen(window: PageWindow, screen: object): void {
  const { width, height } = DESKTOP_VIEWPORT;
  const orientation = new window.EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(orientation, {
    type: 'landscape-primary',
    angle: 0,
    onchange: null,
    lock: () => window.Promise.reject(new window.DOMException('screen.orientation.lock() is not available on this device.', 'NotSupportedError')),
    unlock: () => undefined,
  });
  defineGetters(screen, { width, height, availWidth: width, availHeight: height, availLeft: 0, availTop: 0, colorDepth: 24, pixelDepth: 24, orientation });
}

/**
 * The root element's client size is the viewport's, as a browser reports it
 * (what `$(window).width()` reads); every other element keeps jsdom's zero.
 */
function presentRootClientSize(window: PageWindow): void {
  const element = window.Element.prototype;
  for (const [name, size] of [
    ['clientWidth', DESKTOP_VIEWPORT.width],
    ['clientHeight', DESKTOP_VIEWPORT.height],
  ] as const) {
    const read = Object.getOwnPropertyDescriptor(element, name)?.get;
    if (!read) continue;
    Object.defineProperty(element, name, {
      get(this: Element) {
        return this === window.document.documentElement ? size : read.call(this);
      },
      enumerable: true,
      configurable: true,
    });
  }
}

/** A NavigatorUAData made of the page's own objects. */
function userAgentData(window: PageWindow): object {
  const low = () => ({ brands: BRANDS.map(({ brand, version }) => ({ brand, version })), mobile: false, platform: 'Linux' });
  const data = pageValue(window, low());
  window.Object.freeze(data.brands);
  Object.assign(data, {
    toJSON: () => pageValue(window, low()),
    getHighEntropyValues: (hints: unknown) => {
      const asked = Array.isArray(hints) ? hints.map(String).filter((hint) => hint in HIGH_ENTROPY) : [];
      return window.Promise.resolve(pageValue(window, { ...low(), ...Object.fromEntries(asked.map((hint) => [hint, HIGH_ENTROPY[hint]])) }));
    },
  });
  return data;
}

/** `value` rebuilt from the page's own Object and Array, so that `instanceof Array` holds in the page. */
function pageValue<T>(window: PageWindow, value: T): T & object {
  return window.JSON.parse(JSON.stringify(value));
}

function defineGetters(target: object, values: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(target, name, { get: () => value, enumerable: true, configurable: true });
  }
}

/** A [Replaceable] window attribute: read as `value` until the page assigns its own. */
function replaceable(window: PageWindow, name: string, value: number): void {
  Object.defineProperty(window, name, {
    get: () => value,
    set: (own: unknown) => Object.defineProperty(window, name, { value: own, writable: true, enumerable: true, configurable: true }),
    enumerable: true,
    configurable: true,
  });
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
