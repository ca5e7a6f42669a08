/**
 * The stand-ins `--run-scripts` gives a page, in a jsdom window of this
 * process: matchMedia's one desktop viewport, fetch's refusals, and the
 * realm they live in. A page script reaches nothing of Node through them:
 * every function, object, promise and error it gets from a stand-in is
 * the window's own, up every prototype and constructor chain. And fetch
 * judges every redirect hop: it reaches the page's own origin only.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installStandIns } from '../../src/jsdom-page/stand-ins.js';

type PageWindow = Window & typeof globalThis & { probed?: Promise<Record<string, string>> };

/** A window that runs `html`'s scripts, its stand-ins installed before them, as the command does. */
function windowAt(url: string, html = '<!doctype html><p>'): PageWindow {
  const { window } = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse: (window) => installStandIns(window as never, { maxBytes: 10_000, signal: new AbortController().signal, started() {}, ended() {} }),
  });
  return window as unknown as PageWindow;
}

/**
 * What a page script learns by trying to leave its realm through each
 * stand-in: for each path, what `typeof process` answers in the realm of
 * the Function its constructor chain leads to ('object' in Node's realm,
 * 'undefined' in the window's), or 'null' for a caller that is hidden.
 * Run in the page as `window.probed`, a promise of path → answer.
 */
const PROBE = String.raw`<script>
window.probed = (async () => {
  const answers = {};
  /** The Function that \`value\`'s constructor chain leads to, asked for Node's process. */
  const realmOf = (value) => {
    const maker = typeof value === 'function' ? value.constructor : value.constructor.constructor;
    return maker('return typeof process')();
  };
  const probe = (path, value) => {
    if (value === null) return void (answers[path] = 'null');
    try { answers[path] = realmOf(value); } catch (error) { answers[path] = 'threw ' + error.name; }
    // Every object up the prototype chain, and its constructor, too.
    let depth = 0;
    for (let link = Object.getPrototypeOf(value); link !== null; link = Object.getPrototypeOf(link)) {
      answers[path + ' __proto__'.repeat(++depth)] = realmOf(link);
    }
  };
  /** What \`run\` threw or rejected with, else what it gave. */
  const settled = async (run) => { try { return await run(); } catch (error) { return error; } };
  const own = (owner, name) => Object.getOwnPropertyDescriptor(owner, name);
  // A sloppy function reads its caller: a stand-in calling it must not be a Node function.
  const callers = [];
  const spy = { toString: function () { callers.push(arguments.callee.caller); return '/nothing'; } };
  // V8 hands a page's own Error.prepareStackTrace every frame's function: a Node one must not be there.
  const frames = [];
  Error.prepareStackTrace = (error, sites) => sites.map((site) => site.getFunction()).filter(Boolean);
  const stack = () => frames.push(...new Error().stack);

  probe('fetch', fetch);
  const pending = fetch(spy);
  probe('fetch(url)', pending);
  probe('fetch(url) settled', await settled(() => pending));
  probe('fetch(other origin) rejection', await settled(() => fetch('http://elsewhere.example/')));
  probe('fetch(not a URL) rejection', await settled(() => fetch('http://[')));
  probe('fetch(url, init) settled', await settled(() => fetch('/nothing', { get method() { stack(); return 'GET'; } })));

  probe('matchMedia', matchMedia);
  const list = matchMedia({ toString: function () { callers.push(arguments.callee.caller); stack(); return '(min-width: 1px)'; } });
  probe('matchMedia(q).addListener', list.addListener);
  probe('matchMedia(q).removeListener', list.removeListener);

  for (const name of ['IntersectionObserver', 'ResizeObserver']) {
    const Observer = window[name];
    probe(name, Observer);
    probe(name + ' without a callback', await settled(() => new Observer()));
    const delivered = new Promise((done) => {
      const observer = new Observer(function (entries, self) {
        callers.push(arguments.callee.caller);
        stack();
        done({ entries, self });
      });
      probe(name + ' instance', observer);
      for (const method of ['observe', 'unobserve', 'disconnect', 'takeRecords']) probe(name + '.' + method, observer[method]);
      probe(name + '.takeRecords()', observer.takeRecords());
      observer.observe(document.body);
    });
    const { entries, self } = await delivered;
    probe(name + ' callback entries', entries);
    probe(name + ' callback entry', entries[0]);
    probe(name + ' callback observer', self);
    if (entries[0].contentRect) probe(name + ' contentRect', entries[0].contentRect);
  }

  for (const name of ['userAgent', 'appVersion', 'platform', 'vendor', 'maxTouchPoints', 'language', 'languages', 'hardwareConcurrency', 'webdriver', 'cookieEnabled', 'userAgentData']) {
    probe('navigator.' + name + ' getter', own(Navigator.prototype, name).get);
  }
  probe('navigator.languages', navigator.languages);
  const data = navigator.userAgentData;
  probe('userAgentData', data);
  probe('userAgentData.brands', data.brands);
  probe('userAgentData.brands[0]', data.brands[0]);
  probe('userAgentData.toJSON', data.toJSON);
  probe('userAgentData.toJSON()', data.toJSON());
  probe('userAgentData.getHighEntropyValues', data.getHighEntropyValues);
  const high = data.getHighEntropyValues([{ toString: function () { callers.push(arguments.callee.caller); return 'architecture'; } }, 'fullVersionList']);
  probe('getHighEntropyValues()', high);
  probe('getHighEntropyValues() value', await high);
  probe('getHighEntropyValues() fullVersionList', (await high).fullVersionList);

  for (const name of ['width', 'height', 'availWidth', 'availHeight', 'availLeft', 'availTop', 'colorDepth', 'pixelDepth', 'orientation']) {
    probe('screen.' + name + ' getter', own(Screen.prototype, name).get);
  }
  probe('screen.orientation.lock', screen.orientation.lock);
  probe('screen.orientation.unlock', screen.orientation.unlock);
  const lock = screen.orientation.lock();
  lock.catch(() => {});
  probe('screen.orientation.lock()', lock);

  for (const name of ['innerWidth', 'innerHeight', 'outerWidth', 'outerHeight', 'devicePixelRatio']) {
    probe(name + ' getter', own(window, name).get);
    probe(name + ' setter', own(window, name).set);
  }
  if (own(window, 'isSecureContext')?.get) probe('isSecureContext getter', own(window, 'isSecureContext').get);
  probe('chrome', window.chrome);
  probe('clientWidth getter', own(Element.prototype, 'clientWidth').get);
  probe('clientHeight getter', own(Element.prototype, 'clientHeight').get);

  callers.forEach((caller, index) => probe('caller ' + index, caller));
  frames.forEach((frame, index) => probe('frame ' + index, frame));
  return answers;
})();
</script>`;

describe('jsdom-page/stand-ins', () => {
  const page = windowAt('http://127.0.0.1:9/page.html');
  afterAll(() => page.close());

  test('matchMedia answers for a 1280×720 desktop screen', () => {
    const matches = (query: string) => page.matchMedia(query).matches;
    const holding = [
      'screen',
      'all',
      '(min-width: 1280px)',
      '(max-width: 1280px)',
      'screen and (min-width: 1024px) and (max-height: 720px)',
      'only screen and (orientation: landscape)',
      'not print',
      '(prefers-color-scheme: light)',
      '(hover: hover)',
      '(pointer: fine)',
      'print, (min-width: 800px)',
    ];
    const failing = [
      'print',
      '(min-width: 1281px)',
      '(max-width: 767.98px)',
      '(orientation: portrait)',
      '(prefers-color-scheme: dark)',
      '(prefers-reduced-motion: reduce)',
      'not screen',
      '(min-resolution: 2dppx)',
      'tv',
    ];
    expect(holding.filter((q) => !matches(q))).toEqual([]);
    expect(failing.filter(matches)).toEqual([]);
    const list = page.matchMedia('(min-width: 600px)');
    expect(list.media).toBe('(min-width: 600px)');
    expect(typeof list.addEventListener).toBe('function');
    expect(() => list.addListener(() => {})).not.toThrow();
  });

  test("fetch rejects other origins and file pages with the page's own TypeError", async () => {
    const other = await page.fetch('http://example.com/api').catch((error: unknown) => error);
    expect(other).toBeInstanceOf(page.TypeError);
    const file = windowAt('file:///tmp/page.html');
    const local = await file.fetch('data.json').catch((error: unknown) => error);
    expect(local).toBeInstanceOf(file.TypeError);
    expect((local as Error).message).toBe("Failed to fetch file:///tmp/data.json: only the page's own http(s) origin is fetched");
    file.close();
  });

  test('the observers report each target once, on a later task', async () => {
    const seen: string[] = [];
    const target = page.document.querySelector('p')!;
    const io = new page.IntersectionObserver((entries) => entries.forEach((e) => seen.push(`io ${e.isIntersecting}`)));
    io.observe(target);
    io.observe(target);
    new page.ResizeObserver((entries) => seen.push(`ro ${entries.length}`)).observe(target);
    expect(seen).toEqual([]);
    await new Promise((done) => setTimeout(done, 20));
    expect(seen).toEqual(['io true', 'ro 1']);
  });
});

/** A server on 127.0.0.1 answering `routes`, and the paths it was asked for. */
async function serve(routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void>) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { asked, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('jsdom-page/stand-ins: nothing a page gets from them is Node’s', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  let elsewhere: Awaited<ReturnType<typeof serve>>;
  const redirect =
    (location: () => string, status = 302) =>
    (_: IncomingMessage, response: ServerResponse) =>
      response.writeHead(status, { location: location() }).end('moved');

  beforeAll(async () => {
    elsewhere = await serve({ '/steal': (_, response) => response.end('stolen') });
    site = await serve({
      '/data.json': (_, response) => response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'id=1' }).end('{"label":"Data"}'),
      '/broken.json': (_, response) => response.end('{'),
      '/away': redirect(() => `${elsewhere.origin}/steal`),
      '/same': redirect(() => '/data.json', 301),
      '/loop': redirect(() => '/loop'),
      '/post': (request, response) => response.end(request.method),
      '/see-other': redirect(() => '/post', 303),
    });
  });
  afterAll(() => {
    site?.close();
    elsewhere?.close();
  });

  test('a page script trying each stand-in, its results, its errors and its callbacks reaches only its own realm', async () => {
    const page = windowAt(`${site.origin}/page.html`, `<!doctype html><p>Here</p>${PROBE}`);
    const answers = await page.probed!;
    const served = await page.eval(`(async () => {
      const answers = {};
      const realmOf = (value) => (typeof value === 'function' ? value.constructor : value.constructor.constructor)('return typeof process')();
      const response = await fetch('/data.json');
      for (const [path, value] of Object.entries({
        response, 'response.text': response.text, 'response.json': response.json, 'response.headers': response.headers,
        'response.headers.get': response.headers.get, 'response.headers.forEach': response.headers.forEach,
        'response.headers entries': response.headers.entries(), 'response.text()': response.text(),
        'response.json()': response.json(), 'response.json() value': await response.json(),
        'response.json() error': await (await fetch('/broken.json')).json().catch((error) => error),
      })) answers[path] = realmOf(value);
      return answers;
    })()`);
    page.close();
    const all: Record<string, string> = { ...answers, ...served };
    // The probe reached every path it names (not a few that threw on the way).
    expect(Object.keys(all).length).toBeGreaterThan(250);
    const reachingNode = Object.entries(all).filter(([, answer]) => answer !== 'undefined' && answer !== 'null');
    expect(reachingNode).toEqual([]);
  });

  test('fetch follows a redirect within the page’s origin, and says it was redirected', async () => {
    const page = windowAt(`${site.origin}/page.html`);
    const response = await page.fetch('/same');
    expect([response.status, response.redirected, response.url, await response.json()]).toEqual([200, true, `${site.origin}/data.json`, { label: 'Data' }]);
    // A browser never shows a page the cookies its server sets.
    expect([response.headers.get('Content-Type'), response.headers.get('set-cookie')]).toEqual(['application/json', null]);
    const seeOther = await page.fetch('/see-other', { method: 'POST', body: 'x' });
    expect(await seeOther.text()).toBe('GET');
    page.close();
  });

  test('fetch refuses a redirect to another origin: the other server is never asked', async () => {
    const page = windowAt(`${site.origin}/page.html`);
    const refused = await page.fetch('/away').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(page.TypeError);
    expect((refused as Error).message).toBe(
      `Failed to fetch ${site.origin}/away: redirected to ${JSON.stringify(`${elsewhere.origin}/steal`)}, outside the page's own origin`,
    );
    expect(elsewhere.asked).toEqual([]);
    page.close();
  });

  test('fetch follows at most 20 redirects, as browsers do', async () => {
    const page = windowAt(`${site.origin}/page.html`);
    const before = site.asked.length;
    const refused = await page.fetch('/loop').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(page.TypeError);
    expect((refused as Error).message).toBe(`Failed to fetch ${site.origin}/loop: more than 20 redirects`);
    expect(site.asked.slice(before)).toEqual(Array<string>(21).fill('GET /loop'));
    page.close();
  });
});
