/**
 * The stand-ins `--run-scripts` gives a page, in a jsdom window of this
 * process: matchMedia's one desktop viewport, and fetch's refusals.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { installStandIns } from '../../src/jsdom-page/stand-ins.js';

function windowAt(url: string) {
  const { window } = new JSDOM('<!doctype html><p>', { url });
  installStandIns(window as never, { maxBytes: 1000, signal: new AbortController().signal, started() {}, ended() {} });
  return window as unknown as Window & typeof globalThis;
}

const page = windowAt('http://127.0.0.1:9/page.html');
afterAll(() => page.close());

describe('jsdom-page/stand-ins', () => {
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
