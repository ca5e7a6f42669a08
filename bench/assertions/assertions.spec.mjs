// Times the Playwright assertions beside their anchors, alternating, in one
// browser; adds the timings (ms) to $A11Y_BENCH_DIR/timings.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { test, expect } from '../../dist/playwright/index.js';
import { capturePage } from '../../dist/browser-page/capture-page.js';
import { renderGolden } from '../../dist/golden/golden.js';
import { dashboardPage, widgetDocPage } from '../widget-pages.mjs';

const { ROUNDS, ORDERS_HTML } = JSON.parse(process.env.A11Y_BENCH_INPUT);
const DIR = process.env.A11Y_BENCH_DIR;
const ORIGIN = 'http://bench.test';

const LIVE = `<title>Live</title><h1>Orders</h1><p role="status">Updated 0 s ago</p>
  <script>let n = 0; setInterval(() => (document.querySelector('p').textContent = 'Updated ' + ++n + ' s ago'), 100);</script>`;
// The data arrives 1 s after the page loads: a table of orders and, last, a button.
const LATE = `<title>Late</title><h1>Orders</h1><p role="status">Loading…</p><div id="data"></div>
  <script>setTimeout(() => {
    const rows = Array.from({ length: 20 }, (_, i) => '<tr><td>Order ' + (1000 + i) + '</td><td><button>Edit</button></td></tr>').join('');
    document.querySelector('#data').innerHTML = '<table aria-label="Orders">' + rows + '</table><button>Export</button>';
    document.querySelector('p').textContent = '20 orders';
  }, 1000);</script>`;

const PAGES = { 'orders.html': ORDERS_HTML, 'live.html': LIVE, 'late.html': LATE, 'widget.html': widgetDocPage(), 'dashboard.html': dashboardPage() };

async function serve(page, pages) {
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: pages[new URL(route.request().url()).pathname.slice(1)] ?? '' }),
  );
}

/** Writes a golden as the matcher would, from the page as it is now. */
async function writeGolden(page, name, edit = (text) => text) {
  writeFileSync(`${DIR}/goldens/${name}.snap`, edit(renderGolden(await capturePage(page, { refs: false }))));
}

/** The time `fn` took, or the time it returns (when it leaves its set-up out). */
async function time(fn) {
  const start = performance.now();
  const own = await fn();
  return typeof own === 'number' ? own : performance.now() - start;
}

/** The timeout of the failing assertions on a Locator that matches nothing, and how many rounds of them (each costs its timeout). */
const MISSING_TIMEOUT = 1000;
const MISSING_ROUNDS = 3;

/** `rounds` rounds of each of `fns`, alternating; the timings per name. */
async function alternate(fns, rounds = ROUNDS) {
  const out = Object.fromEntries(Object.keys(fns).map((name) => [name, []]));
  for (let round = 0; round < rounds + 1; round++) {
    for (const [name, fn] of Object.entries(fns)) {
      const ms = await time(fn);
      // The first round warms both up (the engine is injected, Playwright's script too).
      if (round > 0) out[name].push(ms);
    }
  }
  return out;
}

test.beforeEach(async ({ page }) => {
  mkdirSync(`${DIR}/goldens`, { recursive: true });
  await serve(page, PAGES);
});

/** Adds timings to the file of the run (the two tests run in two runs, one per update mode). */
function record(timings) {
  const file = `${DIR}/timings.json`;
  const known = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, JSON.stringify({ ...known, ...timings }));
}

test('passing assertions and their anchors', async ({ page }) => {
  const timings = {};
  await page.goto(`${ORIGIN}/orders.html`);
  await writeGolden(page, 'orders');
  const aria = await page.locator('body').ariaSnapshot();
  Object.assign(
    timings,
    await alternate({
      settledOurs: () => expect(page).toMatchA11ySnapshot('orders'),
      settledAria: () => expect(page.locator('body')).toMatchAriaSnapshot(aria),
    }),
  );

  writeFileSync(`${DIR}/orders.aria`, aria);

  // The same page, the assertion scoped to its table by a Locator.
  const table = page.getByRole('table', { name: 'Orders' });
  writeFileSync(`${DIR}/goldens/orders-table.snap`, renderGolden(await capturePage(table, { refs: false })));
  const tableAria = await table.ariaSnapshot();
  Object.assign(
    timings,
    await alternate({
      tableOurs: () => expect(table).toMatchA11ySnapshot('orders-table'),
      tableAria: () => expect(table).toMatchAriaSnapshot(tableAria),
    }),
  );

  // Locators on pages built as real ones are (bench/widget-pages.mjs): a widget's example amid its
  // documentation, a dashboard's table.
  for (const [name, locate] of [
    ['widget', (on) => on.locator('#example')],
    ['dashboard', (on) => on.getByRole('table', { name: 'Recent orders' })],
  ]) {
    await page.goto(`${ORIGIN}/${name}.html`);
    const part = locate(page);
    writeFileSync(`${DIR}/goldens/${name}.snap`, renderGolden(await capturePage(part, { refs: false })));
    const partAria = await part.ariaSnapshot();
    Object.assign(
      timings,
      await alternate({
        [`${name}Ours`]: () => expect(part).toMatchA11ySnapshot(name),
        [`${name}Aria`]: () => expect(part).toMatchAriaSnapshot(partAria),
      }),
    );
  }

  // A Locator that matches nothing: each assertion waits its whole timeout, then names what it waited for.
  const missing = page.getByRole('grid');
  const failsNaming = async (assertion) => {
    const error = await assertion().then(
      () => undefined,
      (e) => e,
    );
    if (!String(error?.message).includes("getByRole('grid')"))
      throw new Error(`a failing assertion on a missing Locator did not name it: ${String(error?.message).split('\n')[0]}`);
  };
  Object.assign(
    timings,
    await alternate(
      {
        missingOurs: () => failsNaming(() => expect(missing).toMatchA11ySnapshot('orders-table', { timeout: MISSING_TIMEOUT })),
        missingAria: () => failsNaming(() => expect(missing).toMatchAriaSnapshot('- grid', { timeout: MISSING_TIMEOUT })),
      },
      MISSING_ROUNDS,
    ),
  );

  await page.goto(`${ORIGIN}/live.html`);
  writeFileSync(
    `${DIR}/goldens/live.snap`,
    '# a11y-snapshot detail:compact\nsnapshot v2\npage "Live" url="/live.html" settled\nheading "Orders" level=1\nstatus /Updated \\d+ s ago/\n',
  );
  Object.assign(
    timings,
    await alternate({
      liveOurs: () => expect(page).toMatchA11ySnapshot('live'),
      liveAria: () => expect(page.locator('body')).toMatchAriaSnapshot('- heading "Orders" [level=1]\n- status: /Updated \\d+ s ago/'),
    }),
  );

  await page.goto(`${ORIGIN}/late.html`);
  await page.getByRole('button', { name: 'Export' }).waitFor();
  await writeGolden(page, 'late');
  // Timed from the page's load event: the data arrives 1 s later.
  const late = async (assertion) => {
    await page.goto(`${ORIGIN}/late.html`);
    const start = performance.now();
    await assertion();
    return performance.now() - start;
  };
  Object.assign(
    timings,
    await alternate({
      lateOurs: () => late(() => expect(page).toMatchA11ySnapshot('late')),
      lateVisible: () => late(() => expect(page.getByRole('button', { name: 'Export' })).toBeVisible()),
    }),
  );
  record(timings);
});

/** Adds one timing to the list under `name` in the file of the run. */
function append(name, ms) {
  const file = `${DIR}/timings.json`;
  const known = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  record({ [name]: [...(known[name] ?? []), ms] });
}

// A test's first assertion (figure 6f): each test gets a new page from the fixtures, as every test does, and our
// engine and Playwright's script are injected anew. Ours and Playwright's take turns, a test each, after one untimed
// pair; the golden and the aria snapshot are the ones the test above wrote. Timed from the page's load.
for (let i = 0; i < 2 * (ROUNDS + 1); i++) {
  const ours = i % 2 === 0;
  test(`first assertion ${i}`, async ({ page }) => {
    await page.goto(`${ORIGIN}/orders.html`);
    const aria = readFileSync(`${DIR}/orders.aria`, 'utf8');
    const start = performance.now();
    if (ours) await expect(page).toMatchA11ySnapshot('orders');
    else await expect(page.locator('body')).toMatchAriaSnapshot(aria);
    const ms = performance.now() - start;
    if (i >= 2) append(ours ? 'firstOurs' : 'firstAria', ms);
  });
}

// Run with --update-snapshots=changed: a changed golden, rewritten, against one passing assertion on the same settled page.
test('a changed golden and its anchor', async ({ page }) => {
  await page.goto(`${ORIGIN}/orders.html`);
  await writeGolden(page, 'orders');
  const stale = (text) => text.replace(/link "([^"]+)"/, 'link "$1 (old)"');
  record(
    await alternate({
      changedOurs: async () => {
        await writeGolden(page, 'orders-changed', stale);
        const start = performance.now();
        await expect(page).toMatchA11ySnapshot('orders-changed');
        return performance.now() - start;
      },
      changedAnchor: () => expect(page).toMatchA11ySnapshot('orders'),
    }),
  );
});
