// Timing the Jest door: bench/jest/ is run by Jest as child processes (as a
// user runs it), once to write the snapshots (the assertions only, untimed)
// and once, with --ci, to hold freshly rendered pages against them, our
// assertion alternating with getAllByRole on the same page.
import { cpSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureChild, ROOT, runNode } from './child.mjs';

const JEST = join(ROOT, 'node_modules/jest/bin/jest.js');

/** Runs the Jest project on `ordersHtml`; medians of our assertion and of getAllByRole. */
export function measureJest(ordersHtml, rounds, warmups) {
  return measureChild('a11y-bench-jest-', 'jest-timings.json', async (dir) => {
    cpSync(join(ROOT, 'bench/jest'), dir, { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    // A file, not a variable: the page is larger than an environment entry may be.
    writeFileSync(join(dir, 'orders.html'), ordersHtml);
    const env = (writeOnly) => ({
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      A11Y_BENCH_DIR: dir,
      A11Y_SNAPSHOT_DOOR: join(ROOT, 'dist/jest/index.cjs'),
      A11Y_BENCH_INPUT: JSON.stringify({ ROUNDS: rounds, WARMUPS: warmups, WRITE_ONLY: writeOnly }),
    });
    const args = [JEST, '--no-watchman', '--cacheDirectory', join(dir, '.jest-cache')];
    await runNode('Jest project', args, { cwd: dir, env: env(true) });
    await runNode('Jest project', [...args, '--ci'], { cwd: dir, env: env(false) });
  });
}
