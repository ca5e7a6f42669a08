// Timing the Vitest browser-mode assertion: bench/vitest-browser/ is run by
// Vitest as child processes, once to write the snapshots (the assertions
// only, untimed) and once, timed, to hold the page against them (a passing
// assertion, as a test suite runs it).
import { join } from 'node:path';
import { measureChild, ROOT, runNode } from './child.mjs';

const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const CONFIG = join(ROOT, 'bench/vitest-browser/vitest.config.mjs');

/** Medians of our assertion and Vitest's `toMatchAriaSnapshot` on `ordersHtml`'s body. */
export function measureVitestBrowser(ordersHtml, rounds, warmups) {
  return measureChild('a11y-bench-vitest-', 'timings.json', async (dir) => {
    const env = (writeOnly) => {
      const input = { ROUNDS: rounds, WARMUPS: warmups, WRITE_ONLY: writeOnly, ORDERS_HTML: ordersHtml };
      const vars = { ...process.env, A11Y_BENCH_DIR: dir, A11Y_BENCH_INPUT: JSON.stringify(input) };
      delete vars.CI;
      return vars;
    };
    await runNode('Vitest browser project', [VITEST, 'run', '--config', CONFIG], { env: env(true) });
    await runNode('Vitest browser project', [VITEST, 'run', '--config', CONFIG], { env: env(false) });
  });
}
