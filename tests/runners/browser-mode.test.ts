// The test page's url in Vitest's browser mode, without the runner's own parameters (src/vitest/browser-mode.ts).
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { stripRunnerParams, withoutRunnerParams, withoutRunnerTitle } from '../../src/vitest/browser-mode.js';

const TEST_PAGE = 'http://localhost:63315/?sessionId=cf1a5e7a-fbc9&iframeId=%2Fwork%2Forders.check.ts';
const flag = globalThis as { __vitest_browser__?: boolean };

afterEach(() => {
  delete flag.__vitest_browser__;
});

describe('vitest/browser-mode', () => {
  test.each([
    [TEST_PAGE, 'http://localhost:63315/'],
    ['http://localhost:63315/orders?sessionId=1&iframeId=2&tab=open#new', 'http://localhost:63315/orders?tab=open#new'],
    ['http://localhost:63315/orders?tab=open', 'http://localhost:63315/orders?tab=open'],
    ['not a url', 'not a url'],
  ])('%s reads as %s', (url, expected) => {
    expect(stripRunnerParams(url)).toBe(expected);
  });

  test("the runner's title reads as none; a title the test gave the page is kept", () => {
    expect(withoutRunnerTitle('Vitest Browser Tester', 'Vitest Browser Tester')).toBe('');
    expect(withoutRunnerTitle('Orders', 'Vitest Browser Tester')).toBe('Orders');
    expect(withoutRunnerTitle('Vitest Browser Tester', undefined)).toBe('Vitest Browser Tester');
  });

  test("only on a browser-mode test page: elsewhere the url is the page's own", () => {
    const model = capture(new JSDOM('<button>Save</button>', { url: TEST_PAGE }).window.document, { refs: false });
    expect(withoutRunnerParams(model)).toBe(model);
    flag.__vitest_browser__ = true;
    expect(withoutRunnerParams(model).header.url).toBe('http://localhost:63315/');
    expect(withoutRunnerParams(model).nodes).toBe(model.nodes);
  });
});
