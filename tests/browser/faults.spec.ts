/**
 * Page faults during a capture (tests/reliability/ for the rest):
 * the page navigates, reloads, closes, or a frame detaches while a capture or
 * an assertion runs; a page that never settles; an endless stream of DOM
 * mutations. Each ends, within its timeout, in a typed error or a snapshot
 * of one whole document, and never leaves a golden half-written. The hang
 * guard is a generous deadline on the outcome, not a speed goal.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test } from '@playwright/test';
import { capturePage, expect } from '../../src/playwright/index.js';
import { format, parse } from '../../src/notation/index.js';
import { readGolden } from '../../src/golden/golden.js';

const ORIGIN = 'http://faults.test';
const HANG = 20_000;

function rowsPage(title: string, rows: number): string {
  const body = Array.from({ length: rows }, (_, i) => `<tr><td>${title} ${i}</td><td><button>Open ${title} ${i}</button></td></tr>`).join('');
  return `<!doctype html><title>${title}</title><main><table aria-label="${title}">${body}</table></main>`;
}

async function serve(page: Page, pages: Record<string, string>, hold?: Promise<void>): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/never') return hold ? hold.then(() => route.fulfill({ body: 'late' })).catch(() => {}) : undefined;
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: pages[path] ?? '' });
  });
}

/** The outcome of `promise`, or `hang` after `deadline` ms. */
async function outcome<T>(promise: Promise<T>, deadline = HANG): Promise<{ value?: T; error?: Error; hang?: true }> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<{ hang: true }>((resolve) => (timer = setTimeout(() => resolve({ hang: true }), deadline)));
  try {
    return await Promise.race([
      promise.then(
        (value) => ({ value }),
        (error: Error) => ({ error }),
      ),
      guard,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A snapshot of one whole document: every row of the same page, and text that reads back. */
function expectWhole(model: Awaited<ReturnType<typeof capturePage>>, titles: string[], rows: number): void {
  expect(titles).toContain(model.header.title);
  expect(model.nodes).toHaveLength(rows);
  expect(model.nodes.every((n) => n.name.startsWith(`Open ${model.header.title} `))).toBe(true);
  expect(parse(format(model)).errors).toEqual([]);
}

const temporary: string[] = [];
test.afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Goldens of this spec go to a temporary folder, never into the repository. */
function goldensInTemp(testInfo: TestInfo): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-faults-'));
  temporary.push(dir);
  (testInfo as unknown as { snapshotPath: (name: string) => string }).snapshotPath = (name: string) => join(dir, name);
  return dir;
}

function expectOnlyWholeGoldens(dir: string, before: Record<string, string>): void {
  const names = readdirSync(dir);
  expect(names.filter((n) => !n.endsWith('.snap'))).toEqual([]);
  for (const name of names) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (name in before) expect(text).toBe(before[name]);
    expect(() => readGolden(text, name)).not.toThrow();
  }
}

test.describe('faults during a capture', () => {
  for (const fault of ['navigates', 'reloads'] as const) {
    test(`the page ${fault} in the middle of captures: each gives a whole snapshot of one document or a typed error`, async ({ page }) => {
      await serve(page, { '/a': rowsPage('A', 2000), '/b': rowsPage('B', 2000) });
      await page.goto(`${ORIGIN}/a`);
      let snapshots = 0;
      for (const delay of [0, 1, 5, 10, 20, 40, 80]) {
        const capturing = outcome(capturePage(page));
        await new Promise((r) => setTimeout(r, delay));
        const moving = fault === 'navigates' ? page.goto(`${ORIGIN}/${delay % 2 ? 'a' : 'b'}`) : page.reload();
        const [result] = await Promise.all([capturing, moving]);
        expect(result.hang).toBeUndefined();
        if (result.error) expect(result.error.message).toMatch(/Execution context was destroyed|navigat|Target .* closed|frame was detached/i);
        else {
          expectWhole(result.value!, ['A', 'B'], 2000);
          snapshots++;
        }
      }
      expectWhole(await capturePage(page), ['A', 'B'], 2000);
      test.info().annotations.push({ type: 'outcomes', description: `${snapshots} of 7 captures gave a snapshot, the rest a typed error` });
    });
  }

  test('the page closes in the middle of a capture and of an assertion: a typed error, no golden written', async ({ page }, testInfo) => {
    const dir = goldensInTemp(testInfo);
    await serve(page, { '/a': rowsPage('A', 3000) });
    await page.goto(`${ORIGIN}/a`);
    const capturing = outcome(capturePage(page));
    const asserting = outcome(expect(page).toMatchA11ySnapshot('closing', { timeout: 3000 }));
    await new Promise((r) => setTimeout(r, 5));
    await page.close();
    for (const result of [await capturing, await asserting]) {
      expect(result.hang).toBeUndefined();
      if (result.error) expect(result.error.message).toMatch(/closed/i);
    }
    expect((await capturing).error?.message).toMatch(/Target page, context or browser has been closed/);
    expectOnlyWholeGoldens(dir, {});
  });

  test('a frame detaches in the middle of captures: a whole snapshot or a typed error', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const dir = goldensInTemp(testInfo);
    await serve(page, {
      '/frame': rowsPage('F', 500),
      '/top': `<!doctype html><title>T</title><main><button>Top</button><iframe title="Inner" src="${ORIGIN}/frame"></iframe></main>`,
    });
    await page.goto(`${ORIGIN}/top`);
    await page.frameLocator('iframe').getByRole('button', { name: 'Open F 499' }).waitFor();
    const inner = page.frameLocator('iframe').locator('main');
    const results = [];
    for (const delay of [0, 2, 10]) {
      await page.evaluate(() => {
        if (!document.querySelector('iframe')) document.querySelector('main')!.insertAdjacentHTML('beforeend', '<iframe title="Inner" src="/frame"></iframe>');
      });
      await inner.locator('button').last().waitFor();
      const top = outcome(capturePage(page));
      const scoped = outcome(expect(inner).toMatchA11ySnapshot(`frame-${delay}`, { timeout: 1000 }));
      await new Promise((r) => setTimeout(r, delay));
      await page.evaluate(() => document.querySelector('iframe')!.remove());
      results.push(await top, await scoped);
    }
    for (const result of results) {
      expect(result.hang).toBeUndefined();
      if (result.value && 'nodes' in (result.value as object))
        expect(parse(format(result.value as Awaited<ReturnType<typeof capturePage>>)).errors).toEqual([]);
    }
    expectOnlyWholeGoldens(dir, {});
    // The top page without its frame, after the faults.
    expect((await capturePage(page)).nodes.map((n) => n.name)).toEqual(['Top']);
  });

  // The element may leave between the matcher's locator.waitFor and capturePage's elementHandle: after a
  // navigation the engine is injected between the two calls (some 30 ms); the removal times sweep that window.
  test('an assertion on an element that leaves the page for good ends within its timeout', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const dir = goldensInTemp(testInfo);
    await serve(page, { '/a': rowsPage('A', 50) });
    const outcomes: string[] = [];
    for (let delay = 10; delay <= 80; delay += 5) {
      await page.goto(`${ORIGIN}/a`);
      await page.evaluate((ms) => {
        const table = document.querySelector('table')!;
        setTimeout(() => table.remove(), ms);
      }, delay);
      const result = await outcome(expect(page.locator('table')).toMatchA11ySnapshot({ timeout: 1000 }), 8_000);
      outcomes.push(`${delay} ms: ${result.hang ? 'no end within 8 s' : result.error ? 'error' : 'passed'}`);
      if (result.hang) break;
    }
    expect(outcomes.filter((o) => o.includes('no end'))).toEqual([]);
    expectOnlyWholeGoldens(dir, {});
  });

  test('a page that never settles (a request that never ends): the assertion ends at its timeout and says so; the golden is left whole', async ({
    page,
  }, testInfo) => {
    const dir = goldensInTemp(testInfo);
    let release!: () => void;
    const hold = new Promise<void>((r) => (release = r));
    await serve(page, { '/a': rowsPage('A', 20) }, hold);
    await page.goto(`${ORIGIN}/a`);
    await capturePage(page); // counting requests starts with the first capture
    await page.evaluate(() => void fetch('/never'));
    await expect.poll(async () => (await capturePage(page)).header.network).toBe(1);
    const before = { 'unsettled.snap': '# a11y-snapshot detail:compact\nsnapshot v2\npage "A" url="/a" settled\nbutton "Gone"\n' };
    writeFileSync(join(dir, 'unsettled.snap'), before['unsettled.snap']);
    const result = await outcome(expect(page).toMatchA11ySnapshot('unsettled', { timeout: 1500 }));
    expect(result.hang).toBeUndefined();
    expect(result.error?.message).toContain('The page did not settle within 1500 ms (1 request still in flight): this is its last snapshot.');
    expectOnlyWholeGoldens(dir, before);
    release();
  });

  test('an endless stream of DOM mutations: captures give whole snapshots, the assertion ends at its timeout', async ({ page }, testInfo) => {
    const dir = goldensInTemp(testInfo);
    await serve(page, { '/a': rowsPage('A', 20) });
    await page.goto(`${ORIGIN}/a`);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      let n = 0;
      const tick = () => {
        const b = document.createElement('button');
        b.textContent = `Tick ${n++}`;
        main.prepend(b);
        if (main.children.length > 40) main.lastElementChild!.previousElementSibling!.remove();
        setTimeout(tick, 0);
      };
      tick();
      (function frame() {
        document.title = `A ${n}`;
        requestAnimationFrame(frame);
      })();
    });
    for (let i = 0; i < 10; i++) {
      const model = await capturePage(page);
      expect(parse(format(model)).errors).toEqual([]);
      expect(model.header.title).toMatch(/^A \d+$/);
    }
    const before = { 'mutating.snap': '# a11y-snapshot detail:compact\nsnapshot v2\npage "A" url="/a" settled\nbutton "Steady"\n' };
    writeFileSync(join(dir, 'mutating.snap'), before['mutating.snap']);
    const result = await outcome(expect(page).toMatchA11ySnapshot('mutating', { timeout: 1500 }));
    expect(result.hang).toBeUndefined();
    expect(result.error?.message).toContain('The page did not settle within 1500 ms (it kept changing): this is its last snapshot.');
    expectOnlyWholeGoldens(dir, before);
  });
});

test.describe('hostile pages in Chromium', () => {
  // Chromium's renderer itself crashes laying out a 10,000-deep tree (without the engine: a
  // getBoundingClientRect() does it); the capture then fails with Playwright's typed "Target crashed".
  test('10,000 deep: Chromium crashes on its own layout; the capture is a typed error, not a hang', async ({ page }) => {
    await page.setContent('<!doctype html><title>Deep</title><body></body>');
    await page.evaluate(() => {
      let at: Element = document.body;
      for (let i = 0; i < 10_000; i++) at = at.appendChild(document.createElement(i % 2 ? 'div' : 'section'));
      at.appendChild(Object.assign(document.createElement('button'), { textContent: 'Deep' }));
    });
    const result = await outcome(capturePage(page));
    expect(result.hang).toBeUndefined();
    if (result.error) expect(result.error.message).toMatch(/Target crashed/);
    else expect(result.value!.nodes.map((n) => n.name)).toEqual(['Deep']);
  });

  test('1,000 deep, 5,000 shadow roots, 5,000 twins, labelledby rings and aria-owns loops: a snapshot, no stack overflow', async ({ page }) => {
    await page.setContent('<!doctype html><title>Hostile</title><body></body>');
    await page.evaluate(() => {
      let at: Element = document.body;
      for (let i = 0; i < 1_000; i++) at = at.appendChild(document.createElement(i % 2 ? 'div' : 'section'));
      at.appendChild(Object.assign(document.createElement('button'), { textContent: 'Deep' }));
      for (let i = 0; i < 5_000; i++) {
        const host = document.body.appendChild(document.createElement('div'));
        host.attachShadow({ mode: 'open' }).innerHTML = `<button>Shadow ${i}</button>`;
      }
      document.body.insertAdjacentHTML('beforeend', '<button>Twin</button>'.repeat(5_000));
      document.body.insertAdjacentHTML('beforeend', '<button id="r1" aria-labelledby="r2 r1">One</button><button id="r2" aria-labelledby="r1 r2">Two</button>');
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div role="listbox" aria-label="L" aria-owns="o1"><div role="option" id="o1" aria-owns="o2">one<div id="o2" aria-owns="o1">two</div></div></div>',
      );
    });
    const model = await capturePage(page);
    expect(model.nodes).toHaveLength(1 + 5_000 + 5_000 + 2 + 2);
    expect(model.nodes[0].name).toBe('Deep');
    expect(model.nodes.at(-2)!.role).toBe('listbox');
    expect(parse(format(model)).errors).toEqual([]);
  });
});
