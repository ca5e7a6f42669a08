/**
 * With `--run-scripts`, a page's scripts meet one desktop Chromium on Linux,
 * the browser `matchMedia` already answers for: scripts that pick a keyboard
 * shortcut, a touch layout or a polyfill from the platform, the user agent or
 * the screen build what they build in Chromium.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { run } from './helpers.js';
import { runCommand } from '../support/command.js';
import { installStandIns } from '../../src/jsdom-page/stand-ins.js';

/** Builds the skip link as the W3C APG example pages' script does: the shortcut it names comes from the platform and the browser. */
const SKIP_LINK = `<!doctype html><html lang="en"><head><title>Skip link</title></head>
<body><header><h1>Examples</h1></header><main><p>Content</p></main>
<script>
  var platform = navigator.platform.toLowerCase();
  var agent = navigator.userAgent.toLowerCase();
  var shortcut = '';
  if (platform.indexOf('mac') >= 0) shortcut = 'Control + Option + 0';
  else if ((platform.indexOf('win') >= 0 || platform.indexOf('linux') >= 0) && agent.indexOf('chrome') >= 0) shortcut = 'Alt + 0';
  var skip;
  if (shortcut) {
    skip = document.createElement('button');
    skip.setAttribute('aria-label', 'Skip To Content, shortcut ' + shortcut);
  } else {
    skip = document.createElement('a');
    skip.href = '#content';
  }
  skip.textContent = 'Skip To Content';
  skip.setAttribute('accesskey', '0');
  var header = document.querySelector('header');
  header.insertBefore(skip, header.firstChild);
</script></body></html>`;

/** A carousel that swipes on a touch screen and has buttons on a desktop; a menu that collapses on a small screen; an image picked by pixel density. */
const TOUCH_LAYOUT = `<!doctype html><html lang="en"><head><title>Layout</title></head>
<body><nav id="nav"></nav><section id="slides" aria-label="Slides"><p>Slide 1 of 3</p></section><img id="chart" src="chart.png">
<script>
  var touch = navigator.maxTouchPoints > 0 || 'ontouchstart' in window || 'ontouchstart' in document.documentElement;
  var slides = document.getElementById('slides');
  if (touch) {
    slides.insertAdjacentHTML('beforeend', '<p>Swipe to see the next slide</p>');
  } else {
    slides.insertAdjacentHTML('beforeend', '<button>Previous slide</button><button>Next slide</button>');
  }
  var wide = screen.width >= 1024 && screen.availWidth >= 1024 && window.innerWidth >= 1200 && document.documentElement.clientWidth >= 992;
  document.getElementById('nav').innerHTML = wide ? '<a href="#a">Products</a> <a href="#b">Pricing</a>' : '<button aria-expanded="false">Menu</button>';
  document.getElementById('chart').alt = window.devicePixelRatio > 1 ? 'Sales chart (high density)' : 'Sales chart';
</script></body></html>`;

/** Replaces the native disclosure with its own when the browser is not a recent Chrome. */
const POLYFILL = `<!doctype html><html lang="en"><head><title>Polyfill</title></head>
<body><details><summary>Shipping</summary><p>Two days</p></details>
<script>
  var version = /Chrome\\/(\\d+)\\./.exec(navigator.userAgent);
  var brands = navigator.userAgentData ? navigator.userAgentData.brands.map(function (b) { return b.brand; }) : [];
  var chrome = version && Number(version[1]) >= 120 && navigator.vendor === 'Google Inc.' && !!window.chrome && brands.indexOf('Chromium') >= 0;
  if (!chrome) {
    var details = document.querySelector('details');
    var shim = document.createElement('div');
    shim.innerHTML = '<div role="button" tabindex="0">Shipping (polyfilled)</div>';
    details.replaceWith(shim);
  }
</script></body></html>`;

let dir: string;
const pages: Record<string, string> = {};
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-identity-'));
  const slider = '<!doctype html><title>Slider</title><input type="range" min="0" max="500" aria-label="Volume"><script>document.title = "Mixer";</script>';
  for (const [name, html] of Object.entries({ skip: SKIP_LINK, touch: TOUCH_LAYOUT, polyfill: POLYFILL, slider })) {
    pages[name] = join(dir, `${name}.html`);
    writeFileSync(pages[name], html);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The snapshot's lines below its header (the header names the file). */
function body(stdout: string): string[] {
  return stdout.trimEnd().split('\n').slice(2);
}

describe('cli: --run-scripts presents one desktop Chromium', () => {
  test('the skip link names the shortcut Chromium on Linux names', async () => {
    const result = await run('--run-scripts', pages.skip);
    expect(result.stderr).toBe('');
    expect(body(result.stdout)).toEqual(['e1 button "Skip To Content, shortcut Alt + 0"', 'e2 heading "Examples" level=1']);
  });

  test('a page that asks for touch, screen size and pixel density gets the desktop layout', async () => {
    const result = await run('--run-scripts', pages.touch);
    expect(result.stderr).toBe('');
    const lines = body(result.stdout).join('\n');
    expect(lines).toContain('button "Previous slide"');
    expect(lines).toContain('button "Next slide"');
    expect(lines).not.toContain('Swipe');
    expect(lines).toContain('link "Products"');
    expect(lines).not.toContain('button "Menu"');
    expect(lines).toContain('img "Sales chart"');
  });

  test('a page that polyfills for browsers other than Chrome keeps the native control', async () => {
    const result = await run('--run-scripts', pages.polyfill);
    expect(result.stderr).toBe('');
    const lines = body(result.stdout).join('\n');
    expect(lines).not.toContain('polyfilled');
    expect(lines).toContain('"Shipping"');
  });

  test('the engine still reads the page as jsdom: the header says so, and a slider no script set has its value as in Chromium', async () => {
    const result = await run('--run-scripts', '--detail', 'full', pages.slider);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')[1]).toMatch(/ engine:jsdom$/);
    expect(body(result.stdout)).toEqual(['e1 slider "Volume" ="250"']);
  });

  test('each page prints in jsdom what it prints in Chromium (the built command)', async () => {
    for (const name of ['skip', 'touch', 'polyfill']) {
      const [jsdom, chromium] = await Promise.all([runCommand(['--run-scripts', pages[name]]), runCommand(['--engine', 'chromium', pages[name]])]);
      expect(chromium.code, chromium.stderr).toBe(0);
      expect({ name, lines: jsdom.stdout }).toEqual({ name, lines: chromium.stdout });
    }
  }, 180_000);
});

describe('jsdom-page/stand-ins: the browser a page meets', () => {
  function windowAt(url: string) {
    const { window } = new JSDOM('<!doctype html><p>', { url, pretendToBeVisual: true });
    installStandIns(window as never, { maxBytes: 1000, signal: new AbortController().signal, started() {}, ended() {} });
    return window as unknown as Window & typeof globalThis;
  }

  const page = windowAt('https://shop.test/cart.html');
  afterAll(() => page.close());

  test('navigator: desktop Chrome on Linux, its strings consistent with each other', () => {
    const { navigator } = page;
    const agent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.0.0 Safari/537.36';
    expect(navigator.userAgent).toBe(agent);
    expect(navigator.appVersion).toBe(agent.slice('Mozilla/'.length));
    expect(navigator.platform).toBe('Linux x86_64');
    expect(navigator.vendor).toBe('Google Inc.');
    expect(navigator.maxTouchPoints).toBe(0);
    expect([...navigator.languages]).toEqual(['en-US', 'en']);
    expect(navigator.language).toBe('en-US');
    expect(navigator.hardwareConcurrency).toBe(8);
    expect(navigator.webdriver).toBe(false);
    expect(navigator.cookieEnabled).toBe(true);
    expect(navigator.userAgent).not.toMatch(/jsdom/i);
  });

  test('userAgentData in a secure context only, as Chromium gives it', async () => {
    const data = (
      page.navigator as Navigator & {
        userAgentData: {
          brands: { brand: string; version: string }[];
          mobile: boolean;
          platform: string;
          toJSON(): object;
          getHighEntropyValues(hints: string[]): Promise<Record<string, unknown>>;
        };
      }
    ).userAgentData;
    expect(page.isSecureContext).toBe(true);
    expect(data.platform).toBe('Linux');
    expect(data.mobile).toBe(false);
    expect(data.brands.map((b) => `${b.brand} ${b.version}`)).toEqual(expect.arrayContaining(['Chromium 159', 'Google Chrome 159']));
    expect(data.toJSON()).toEqual({ brands: data.brands, mobile: false, platform: 'Linux' });
    const high = await data.getHighEntropyValues(['platformVersion', 'architecture']);
    expect(high).toMatchObject({ platform: 'Linux', mobile: false, architecture: 'x86' });
    const plain = windowAt('http://shop.test/cart.html');
    expect(plain.isSecureContext).toBe(false);
    expect('userAgentData' in plain.navigator).toBe(false);
    expect(windowAt('http://localhost:8080/').isSecureContext).toBe(true);
    expect(windowAt('file:///tmp/page.html').isSecureContext).toBe(true);
    plain.close();
  });

  test('screen and window: the 1280×720 matchMedia answers for, no touch', () => {
    expect([page.screen.width, page.screen.height, page.screen.availWidth, page.screen.availHeight, page.screen.colorDepth, page.screen.pixelDepth]).toEqual([
      1280, 720, 1280, 720, 24, 24,
    ]);
    expect(page.screen.orientation.type).toBe('landscape-primary');
    expect(page.matchMedia(`(width: ${page.innerWidth}px)`).matches).toBe(true);
    expect(page.matchMedia(`(height: ${page.innerHeight}px)`).matches).toBe(true);
    expect([page.innerWidth, page.innerHeight, page.outerWidth, page.outerHeight, page.devicePixelRatio]).toEqual([1280, 720, 1280, 720, 1]);
    const root = page.document.documentElement;
    expect([root.clientWidth, root.clientHeight, page.document.body.clientWidth]).toEqual([1280, 720, 0]);
    expect(['ontouchstart' in page, 'ontouchstart' in page.document, 'ontouchstart' in page.document.body, 'ontouchend' in page]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(typeof (page as unknown as { chrome?: unknown }).chrome).toBe('object');
  });

  test('a page may still set what it reads, as in a browser', () => {
    page.innerWidth = 500;
    expect(page.innerWidth).toBe(500);
  });
});
