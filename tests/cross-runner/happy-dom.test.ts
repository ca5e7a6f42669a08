/**
 * One engine, two simulated DOMs: every fixture page prints the same lines
 * in happy-dom as in jsdom, except the differences listed with their reason
 * in happy-dom-differences.ts. An unlisted difference fails, and so does a
 * listed one that no longer occurs, so the list (and the README's account of
 * happy-dom) stays true.
 */
import { Window } from 'happy-dom';
import { afterAll, describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { fixtureHtml, fixtureNames, fixtureUrl, loadInJsdom } from '../fixtures.js';
import { comparableLines, differingLines } from '../engine-differences.js';
import { listedHappyDomLines } from './happy-dom-differences.js';

const windows: Window[] = [];

/** The fixture in happy-dom, scripts run (they build shadow roots and frame content), as jsdom loads it. */
async function loadInHappyDom(name: string): Promise<Document> {
  const window = new Window({ url: fixtureUrl(name), settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true } });
  windows.push(window);
  window.document.write(fixtureHtml(name));
  await window.happyDOM.waitUntilComplete();
  return window.document as unknown as Document;
}

afterAll(async () => {
  await Promise.all(windows.map((window) => window.happyDOM.close()));
});

describe('happy-dom and jsdom', () => {
  test.each(fixtureNames())('%s: the same lines but the listed ones', async (name) => {
    const happyDom = comparableLines(capture(await loadInHappyDom(name)));
    const { jsdom, chromium } = differingLines(comparableLines(capture(loadInJsdom(name))), happyDom);
    expect({ jsdom, happyDom: chromium }, 'lines that differ between jsdom and happy-dom, beyond the listed ones').toEqual(listedHappyDomLines(name));
  });
});

describe('happy-dom has no layout', () => {
  test('as in jsdom, a capture says offscreen is a flag it cannot see, so a golden written in a browser keeps it', () => {
    const window = new Window({ url: 'http://localhost/' });
    windows.push(window);
    window.document.body.innerHTML = '<button>Top</button><div style="position: absolute; top: 5000px"><button>Below the fold</button></div>';
    const model = capture(window.document as unknown as Document);
    expect(model.nodes.map((node) => node.flags)).toEqual([[], []]);
    expect(model.unobserved).toEqual(['offscreen']);
  });
});
