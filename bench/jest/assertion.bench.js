// Our assertion against testing-library's getAllByRole on the same freshly
// rendered page, alternating. The first run of the project (WRITE_ONLY) only
// writes the snapshots; the second (`--ci`) holds each page against its
// stored golden and writes the timings.
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { getAllByRole } = require('@testing-library/dom');

const { ROUNDS, WARMUPS, WRITE_ONLY } = JSON.parse(process.env.A11Y_BENCH_INPUT);
const ORDERS_HTML = readFileSync(join(__dirname, 'orders.html'), 'utf8');
const body = /<body[^>]*>([^]*)<\/body>/i.exec(ORDERS_HTML)?.[1] ?? ORDERS_HTML;
const title = /<title>([^<]*)<\/title>/i.exec(ORDERS_HTML)?.[1] ?? '';

/** A fresh render of the page, as a component test renders before it asserts. */
function render() {
  document.body.innerHTML = '';
  document.title = title;
  document.body.innerHTML = body;
}

function time(task) {
  render();
  const start = performance.now();
  task();
  return performance.now() - start;
}

test('toMatchA11ySnapshot and getAllByRole on a freshly rendered page', () => {
  if (WRITE_ONLY) {
    // One snapshot entry per call of the timed run: as many calls, in this test; no anchor, no timing.
    for (let round = 0; round < WARMUPS + ROUNDS; round++) {
      render();
      expect(document).toMatchA11ySnapshot();
    }
    return;
  }
  const timings = { jestOurs: [], jestByRole: [] };
  for (let round = 0; round < WARMUPS + ROUNDS; round++) {
    const ours = time(() => expect(document).toMatchA11ySnapshot());
    const byRole = time(() => getAllByRole(document.body, 'button'));
    if (round < WARMUPS) continue;
    timings.jestOurs.push(ours);
    timings.jestByRole.push(byRole);
  }
  writeFileSync(join(process.env.A11Y_BENCH_DIR, 'jest-timings.json'), JSON.stringify(timings));
});
