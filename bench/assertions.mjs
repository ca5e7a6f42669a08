// Timing the Playwright assertions: bench/assertions/ is run by Playwright
// Test as child processes (as a user runs it; the changed golden under
// `--update-snapshots=changed`),
// and each assertion is timed beside its anchor in the same browser, alternating.
import { join } from 'node:path';
import { measureChild, ROOT, runNode } from './child.mjs';

const CLI = join(ROOT, 'node_modules/@playwright/test/cli.js');

/** Runs the assertions project on `ordersHtml`; medians per figure and anchor. */
export function measureAssertions(ordersHtml, rounds) {
  return measureChild('a11y-bench-', 'timings.json', async (dir) => {
    const env = { ...process.env, A11Y_BENCH_DIR: dir, A11Y_BENCH_INPUT: JSON.stringify({ ROUNDS: rounds, ORDERS_HTML: ordersHtml }) };
    delete env.CI;
    const config = ['-c', join(ROOT, 'bench/assertions/playwright.config.mjs')];
    // Passing assertions and each test's first in Playwright's default mode; the changed golden where it is rewritten.
    await runNode('assertions project', [CLI, 'test', ...config, '-g', 'passing assertions|first assertion'], { env });
    await runNode('assertions project', [CLI, 'test', ...config, '-g', 'a changed golden', '--update-snapshots=changed'], { env });
  });
}
