import { test, expect, type Page } from '@playwright/test';
import { capture } from '../../src/engine/index.js';
import { capturePage } from '../../src/browser-page/capture-page.js';
import { fixtureNames, fixtureUrl, loadInJsdom } from '../fixtures.js';
import { serveFixtures } from './serve.js';
import { ariaDifferences } from './aria-differences.js';
import { comparableLines, differingLines, listedLines } from '../engine-differences.js';

// One engine, two DOMs: every fixture must print the same lines in jsdom and
// in Chromium, except what needs layout (`offscreen`), a real focus model, or
// a difference listed with its reason (tests/engine-differences.ts).

async function open(page: Page, name: string): Promise<void> {
  await serveFixtures(page);
  await page.goto(fixtureUrl(name));
}

/** (role, name) pairs of Playwright's aria snapshot, e.g. `- button "Save"`. */
function ariaPairs(yaml: string): Set<string> {
  const pairs = new Set<string>();
  for (const line of yaml.split('\n')) {
    const match = /^\s*- ([a-z]+)(?: ("(?:[^"\\]|\\.)*"))?/.exec(line);
    if (match) pairs.add(`${match[1]} ${match[2] ? JSON.parse(match[2]) : ''}`.trim());
  }
  return pairs;
}

// One test per fixture holds both checks: the page is opened once (a new
// context, the fixture served, a navigation) where two tests opened it twice.
for (const name of fixtureNames()) {
  test(`${name}: Chromium prints the lines jsdom prints; roles and names agree with Playwright's aria snapshot`, async ({ page }) => {
    await open(page, name);
    const chromium = await capturePage(page);
    expect.soft(chromium.header.engine).toBe('chromium');
    const differing = differingLines(comparableLines(capture(loadInJsdom(name))), comparableLines(chromium));
    expect.soft(differing, 'lines that differ between the engines, beyond the listed ones').toEqual(listedLines(name));

    const theirs = ariaPairs(await page.locator('body').ariaSnapshot());
    const missing = chromium.nodes
      .filter((n) => n.role !== 'clickable' && n.role !== 'iframe')
      .map((n) => `${n.role} ${n.name}`.trim())
      .filter((pair) => !theirs.has(pair) && !(pair in (ariaDifferences[name] ?? {})));
    expect(missing, 'lines whose (role, name) Playwright does not compute').toEqual([]);
  });
}

test('a page dressed as jsdom or happy-dom still has layout to the engine: its offscreen flags are seen, never dropped from a comparison', async ({ page }) => {
  await page.setContent(`<button>Top</button><div style="position: absolute; top: 5000px"><button>Below the fold</button></div>
    <script>Object.assign(window, { happyDOM: {}, _globalProxy: window, _sessionHistory: [] });
      Object.defineProperty(navigator, 'userAgent', { get: () => 'Mozilla/5.0 jsdom/29.1.1' });</script>`);
  expect(await page.evaluate(() => 'happyDOM' in window && navigator.userAgent.includes('jsdom'))).toBe(true);
  const model = await capturePage(page);
  expect(model.unobserved).toBeUndefined();
  expect(model.nodes.map((node) => `${node.name} ${node.flags.join(' ')}`.trim())).toEqual(['Top', 'Below the fold offscreen']);
});
