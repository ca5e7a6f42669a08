import { readFileSync } from 'node:fs';
import { expect as baseExpect, mergeExpects, mergeTests, test as baseTest, type Page } from '@playwright/test';
import { test, expect } from '../../src/playwright/index.js';
import { capture } from '../../src/engine/index.js';
import { readGolden, renderGolden } from '../../src/golden/golden.js';
import { settleNote } from '../../src/playwright/messages.js';
import { captureSettled } from '../../src/browser-page/settle.js';
import { QUIET_WINDOW_MS } from '../../src/settle/settle-loop.js';
import { fixtureNames, fixtureUrl, loadInJsdom } from '../fixtures.js';
import { serveFixtures } from './serve.js';
import { differingLines, listedLines } from '../engine-differences.js';

// Goldens for these tests are in matchers.spec.ts-snapshots/, reviewed line by line.

/** The golden paths the matcher recorded on this test, as `config.rootDir`-relative paths. */
function goldensRead(): string[] {
  return test
    .info()
    .annotations.filter((a) => a.type === 'a11y-snapshot')
    .map((a) => a.description!);
}

function goldenText(name: string): string {
  return readFileSync(test.info().snapshotPath(`${name}.snap`, { kind: 'aria' }), 'utf8');
}

/** A golden text without the flags only layout or a real focus model gives. */
function withoutLayoutFlags(text: string): string {
  const golden = readGolden(text, 'golden');
  const nodes = golden.lines.map(({ node }) => ({ ...node, flags: node.flags.filter((f) => f !== 'focus' && f !== 'offscreen') }));
  return renderGolden({ header: golden.header, nodes }, golden.detail);
}

/** Serves one page of HTML at http://door.test/<name>.html. */
async function servePage(page: Page, name: string, html: string): Promise<void> {
  await page.route(`http://door.test/${name}.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`http://door.test/${name}.html`);
}

/** Tests that fail on purpose must not run where a failure rewrites the golden. */
function skipWhereMismatchesAreWritten(): void {
  const mode = test.info().config.updateSnapshots;
  test.skip(mode === 'all' || mode === 'changed', 'a mismatch would rewrite the golden in this update mode');
}

test.describe('toMatchA11ySnapshot', () => {
  test.beforeEach(async ({ page }) => {
    await serveFixtures(page);
  });

  test('a page against a named golden', async ({ page }) => {
    await page.goto(fixtureUrl('example'));
    await expect(page).toMatchA11ySnapshot('example');
    expect(goldensRead()).toEqual(['matchers.spec.ts-snapshots/example.snap']);
  });

  test('locators, anonymous goldens numbered per test', async ({ page }) => {
    await page.goto(fixtureUrl('example'));
    await expect(page.getByRole('table', { name: 'Orders' })).toMatchA11ySnapshot();
    await expect(page.getByRole('navigation')).toMatchA11ySnapshot();
    expect(goldensRead()).toEqual([
      'matchers.spec.ts-snapshots/toMatchA11ySnapshot-locators-anonymous-goldens-numbered-per-test-1.snap',
      'matchers.spec.ts-snapshots/toMatchA11ySnapshot-locators-anonymous-goldens-numbered-per-test-2.snap',
    ]);
  });

  test('detail levels and the scope option', async ({ page }) => {
    await page.goto(fixtureUrl('example'));
    await expect(page.getByRole('dialog')).toMatchA11ySnapshot('dialog-full', { detail: 'full' });
    await expect(page).toMatchA11ySnapshot('regions', { detail: 'regions' });
    await expect(page).toMatchA11ySnapshot('search-v1', { scope: 'form[role=search]', detail: 'v1' });
    // Without a detail option, the level the golden records is the one checked.
    await expect(page).toMatchA11ySnapshot('dialog-full', { scope: '[role=dialog]' });
    expect(goldenText('dialog-full').split('\n')[0]).toBe('# a11y-snapshot detail:full');
  });

  test('a pattern in the golden matches a value that changes on every load', async ({ page }) => {
    const stamp = Date.now();
    const order = Math.floor(Math.random() * 1e6);
    await servePage(
      page,
      'live',
      `<title>Live</title><h1>Dashboard</h1>
      <p role="status">Updated at ${stamp}</p><label>Order <input value="ORD-${order}"></label>`,
    );
    await expect(page).toMatchA11ySnapshot('live');
    expect(goldenText('live')).toContain('status /Updated at \\d{13}/');
  });

  test('waits for requests in flight and for late content', async ({ page }) => {
    await page.route('http://door.test/api/items', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ json: ['Apples', 'Pears'] });
    });
    await servePage(
      page,
      'late',
      `<title>Late</title><h1>Items</h1><ul id="items"></ul>
      <script>
        fetch('/api/items').then((r) => r.json()).then((items) => {
          for (const item of items) document.querySelector('#items').insertAdjacentHTML('beforeend', '<li><button>' + item + '</button></li>');
        });
        setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<a href="/more">More items</a>'), 700);
      </script>`,
    );
    await expect(page).toMatchA11ySnapshot('late', { timeout: 5000 });
  });

  test('a mismatch fails with the diff, the golden and a hint; expected, actual and diff attached', async ({ page }) => {
    skipWhereMismatchesAreWritten();
    await page.goto(fixtureUrl('example'));
    await page.getByRole('button', { name: 'Create order' }).evaluate((b) => (b.textContent = 'Place order'));
    // Long enough for the page to be quiet again after the edit: the message then has no note.
    const error = await expect(page)
      .toMatchA11ySnapshot('example', { timeout: 1000 })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('Golden: tests/browser/matchers.spec.ts-snapshots/example.snap');
    expect(message).toContain('~name button "Place order" (was "Create order")');
    expect(message).toContain('npx playwright test --update-snapshots');
    expect(message).not.toContain('did not settle');
    const result = (error as Error & { matcherResult: { expected: string; actual: string } }).matcherResult;
    expect(result.expected).toBe(goldenText('example'));
    expect(result.actual).toBe(goldenText('example').replace('button "Create order"', 'button "Place order"'));
    const attached = test.info().attachments.map((a) => a.name);
    expect(attached).toEqual(expect.arrayContaining(['example-expected.snap', 'example-actual.snap', 'example-diff.txt']));
    // Attached by path, as Playwright attaches its own snapshots: reporters print the paths, not the texts.
    const diff = readFileSync(test.info().attachments.find((a) => a.name === 'example-diff.txt')!.path!, 'utf8');
    expect(diff).toContain('~name button "Place order" (was "Create order")\n');
  });

  test('a page that never settles is compared when the timeout passes, and the message says so', async ({ page }) => {
    skipWhereMismatchesAreWritten();
    await page.route('http://fixtures.test/api/never', () => new Promise(() => {}));
    await page.goto(fixtureUrl('example'));
    await page.evaluate(() => void fetch('/api/never'));
    await page.getByRole('button', { name: 'Cancel' }).evaluate((b) => b.remove());
    const started = Date.now();
    const error = await expect(page)
      .toMatchA11ySnapshot('example', { timeout: 600 })
      .catch((e: Error) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect((error as Error).message).toContain('- button "Cancel"');
    expect((error as Error).message).toContain('The page did not settle within 600 ms (1 request still in flight)');
  });

  test('lint: a rule the test turns on fails an assertion whose golden matches', async ({ page }) => {
    await page.goto(fixtureUrl('example'));
    await expect(page).toMatchA11ySnapshot('example', { lint: [] });
    const error = await expect(page)
      .toMatchA11ySnapshot('example', { lint: ['icon-only'], timeout: 300 })
      .catch((e: Error) => e);
    expect((error as Error).message).toBe(
      'expect(page).toMatchA11ySnapshot("example") failed: 1 line breaks the lint rules this test turns on\n\n  icon-only: button[1] "" x2 row:"Grace Hopper" in:table"Orders" icon:trash',
    );
  });

  test('.not and bad arguments are refused with a clear error', async ({ page }) => {
    await page.goto(fixtureUrl('example'));
    await baseExpect(expect(page).not.toMatchA11ySnapshot('example')).rejects.toThrow('toMatchA11ySnapshot() does not support .not');
    await baseExpect(expect(page).toMatchA11ySnapshot({ detail: 'around' as 'full' })).rejects.toThrow(
      'detail must be one of compact, full, regions, v1, read; got "around"',
    );
    await baseExpect(expect(page).toMatchA11ySnapshot('x', { scpoe: 'main' } as object)).rejects.toThrow('unknown option "scpoe"');
    await baseExpect(expect(page).toMatchA11ySnapshot('///')).rejects.toThrow('a name needs a letter or a digit');
    await baseExpect(expect('text' as unknown as Page).toMatchA11ySnapshot()).rejects.toThrow('expects a Page or a Locator, got string');
    expect(goldensRead()).toEqual([]);
  });
});

test.describe('toMatchA11ySnapshot: what waits for what', () => {
  test.beforeEach(async ({ page }) => {
    await serveFixtures(page);
  });

  test('a locator that does not match fails with its diff, never a timeout: the last capture is taken whatever time is left', async ({ page }) => {
    skipWhereMismatchesAreWritten();
    await page.goto(fixtureUrl('example'));
    const table = page.getByRole('table', { name: 'Orders' });
    await table
      .getByRole('button', { name: 'Edit' })
      .first()
      .evaluate((b) => (b.textContent = 'Change'));
    for (const timeout of [1000, 1]) {
      const error = await expect(table)
        .toMatchA11ySnapshot('orders-table', { timeout })
        .catch((e: Error) => e);
      baseExpect((error as Error).message).toContain('expect(locator).toMatchA11ySnapshot("orders-table") failed');
      baseExpect((error as Error).message).toMatch(/~name button(\[1\])? "Change"/);
      baseExpect((error as Error).message).not.toMatch(/Timeout|timeout \d+ms exceeded/);
    }
    const resolve = await expect(table)
      .toResolve("tapOn: 'Archive'", { timeout: 1000 })
      .catch((e: Error) => e);
    baseExpect((resolve as Error).message).toMatch(/^expect\(locator\)\.toResolve\("tapOn: 'Archive'"\) failed/);
    baseExpect((resolve as Error).message).not.toMatch(/Timeout/);
  });

  test('a live page whose golden holds a pattern passes on the first capture that matches, long before the timeout', async ({ page }) => {
    await servePage(
      page,
      'ticking',
      `<title>Ticking</title><h1>Orders</h1><p role="status">Updated 0 s ago</p>
      <script>let n = 0; setInterval(() => (document.querySelector('p').textContent = 'Updated ' + ++n + ' s ago'), 100);</script>`,
    );
    const started = Date.now();
    await expect(page).toMatchA11ySnapshot('ticking', { timeout: 20_000 });
    // Waiting for two equal captures would end only at the timeout: the status never holds still.
    baseExpect(Date.now() - started).toBeLessThan(10_000);
    baseExpect(goldenText('ticking')).toContain('status /Updated \\d+ s ago/');
  });

  test('a new golden is taken from a quiet page: a fetch a timer starts later is waited for', async ({ page }) => {
    await page.route('http://door.test/api/orders', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ json: 3 });
    });
    await servePage(
      page,
      'later',
      `<title>Later</title><p role="status">Loading…</p>
      <script>setTimeout(() => fetch('/api/orders').then((r) => r.json()).then((n) => (document.querySelector('p').textContent = n + ' orders')), 200);</script>`,
    );
    // The fetch starts inside the quiet window, with room for a timer that a loaded machine runs late: one past the window would be a page quiet until then.
    const settled = await captureSettled(page, { capture: { refs: false }, timeout: 5000, quiet: QUIET_WINDOW_MS });
    baseExpect(settled.steady).toBe(true);
    baseExpect(renderGolden(settled.model)).toContain('status "3 orders"');
  });

  test('a page that keeps changing never counts as settled, and the message says so', async ({ page }) => {
    await servePage(
      page,
      'spinner',
      `<title>Spinner</title><p role="status">0</p>
      <script>let n = 0; setInterval(() => (document.querySelector('p').textContent = String(++n)), 50);</script>`,
    );
    const started = Date.now();
    const settled = await captureSettled(page, { capture: { refs: false }, timeout: 800, quiet: QUIET_WINDOW_MS });
    baseExpect(Date.now() - started).toBeGreaterThanOrEqual(800);
    baseExpect(settled.steady).toBe(false);
    baseExpect(settleNote(settled, 800)).toBe('The page did not settle within 800 ms (it kept changing): this is its last snapshot.');
  });

  test('with a golden that does not match, a settled page ends the wait when the golden is to be rewritten (changed), not before the timeout otherwise', async ({
    page,
  }) => {
    await page.goto(fixtureUrl('example'));
    await page.waitForTimeout(QUIET_WINDOW_MS);
    const never = () => ({ pass: false });
    let started = Date.now();
    // A timeout far beyond the quiet window: a loaded machine may take seconds to settle, never half of it.
    const changed = await captureSettled(page, { capture: { refs: false }, timeout: 20_000, quiet: QUIET_WINDOW_MS, judge: never, endWhenSettled: true });
    baseExpect(changed.steady).toBe(true);
    baseExpect(Date.now() - started).toBeLessThan(10_000);
    started = Date.now();
    await captureSettled(page, { capture: { refs: false }, timeout: 600, quiet: QUIET_WINDOW_MS, judge: never });
    baseExpect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  test('an assertion ends at most one capture and one comparison after its timeout; each capture is compared once', async ({ page }) => {
    await page.goto(fixtureUrl('example'));
    let comparisons = 0;
    // A comparison that costs 700 ms, as a golden whose every line changed once did.
    const slow = () => {
      comparisons++;
      const end = Date.now() + 700;
      while (Date.now() < end);
      return { pass: false, diff: ['~'] };
    };
    const started = Date.now();
    const result = await captureSettled(page, { capture: { refs: false }, timeout: 1000, quiet: QUIET_WINDOW_MS, judge: slow });
    const elapsed = Date.now() - started;
    baseExpect(result.judged).toEqual({ pass: false, diff: ['~'] });
    // The timeout, then one capture and one comparison: a hang bound far above that (a loop of comparisons never ends).
    baseExpect(elapsed).toBeLessThan(10_000);
    baseExpect(comparisons).toBeLessThanOrEqual(Math.ceil(elapsed / 700));
  });

  test('a page whose main thread never yields fails near the timeout, on one line', async ({ page }) => {
    await page.goto(fixtureUrl('example'));
    await page.evaluate(
      () =>
        void setTimeout(() => {
          for (;;);
        }, 50),
    );
    await page.waitForTimeout(100);
    const started = Date.now();
    const error = await expect(page)
      .toMatchA11ySnapshot('example', { timeout: 1000 })
      .catch((e: Error) => e);
    // A hang bound: the answer comes soon after the timeout, never when the page yields (it does not).
    baseExpect(Date.now() - started).toBeLessThan(10_000);
    baseExpect((error as Error).message).toBe(
      'The page did not answer within 1000 ms (the timeout): its main thread is busy, a script may never yield; no snapshot was taken',
    );
  });
});

test.describe('toMatchA11ySnapshot: the a11yLint option', () => {
  test.use({ a11yLint: ['icon-only'] });

  test("turns lint on for every assertion of the test; an assertion's own lint wins", async ({ page }) => {
    await serveFixtures(page);
    await page.goto(fixtureUrl('example'));
    const error = await expect(page)
      .toMatchA11ySnapshot('example', { timeout: 300 })
      .catch((e: Error) => e);
    expect((error as Error).message).toContain('icon-only: button[1] "" x2 row:"Grace Hopper" in:table"Orders" icon:trash');
    await expect(page).toMatchA11ySnapshot('example', { lint: [] });
  });
});

test.describe('toMatchA11ySnapshot: one engine', () => {
  for (const name of fixtureNames()) {
    test(`${name}: the Chromium golden is the golden jsdom gives`, async ({ page }) => {
      await serveFixtures(page);
      await page.goto(fixtureUrl(name));
      await expect(page).toMatchA11ySnapshot(name);
      const jsdom = renderGolden(capture(loadInJsdom(name)), 'compact');
      const differing = differingLines(withoutLayoutFlags(jsdom).split('\n'), withoutLayoutFlags(goldenText(name)).split('\n'));
      expect(differing, 'golden lines that differ between the engines, beyond the listed ones').toEqual(listedLines(name, 'compact'));
    });
  }
});

// A user's own fixtures and matchers, combined with ours as Playwright documents.
const userTest = baseTest.extend<{ shopName: string }>({ shopName: 'Acme Shop' });
const userExpect = baseExpect.extend({
  toBeTitled(page: Page, expected: string) {
    return page
      .title()
      .then((title) => ({ pass: title.endsWith(expected), message: () => `title ${JSON.stringify(title)} does not end with ${expected}`, name: 'toBeTitled' }));
  },
});
const composedTest = mergeTests(test, userTest);
const composedExpect = mergeExpects(expect, userExpect);

composedTest('composes with user fixtures and matchers (mergeTests, mergeExpects)', async ({ page, shopName }) => {
  await serveFixtures(page);
  await page.goto(fixtureUrl('example'));
  await composedExpect(page).toBeTitled(shopName);
  await composedExpect(page).toMatchA11ySnapshot('example');
});
