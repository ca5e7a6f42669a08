// Timing the Jest door: bench/jest/ is run by Jest as child processes (as a
// user runs it), once to write the snapshots and once, with --ci, to hold
// freshly rendered pages against them, our assertion alternating with
// getAllByRole on the same page.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summary } from './stats.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const JEST = join(ROOT, 'node_modules/jest/bin/jest.js');

/** Runs the Jest project on `ordersHtml`; medians of our assertion and of getAllByRole. */
export async function measureJest(ordersHtml, rounds, warmups) {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-bench-jest-'));
  try {
    cpSync(join(ROOT, 'bench/jest'), dir, { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    // A file, not a variable: the page is larger than an environment entry may be.
    writeFileSync(join(dir, 'orders.html'), ordersHtml);
    const env = {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, A11Y_BENCH_DIR: dir,
      A11Y_SNAPSHOT_DOOR: join(ROOT, 'dist/jest/index.cjs'), A11Y_BENCH_INPUT: JSON.stringify({ ROUNDS: rounds, WARMUPS: warmups }),
    };
    const args = [JEST, '--no-watchman', '--cacheDirectory', join(dir, '.jest-cache')];
    await run(process.execPath, args, dir, env);
    await run(process.execPath, [...args, '--ci'], dir, env);
    const timings = JSON.parse(readFileSync(join(dir, 'jest-timings.json'), 'utf8'));
    return Object.fromEntries(Object.entries(timings).map(([name, times]) => [name, summary(times)]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command, args, cwd, env) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env, timeout: 600_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`the Jest project failed: ${(stdout + stderr).split('\n').filter(Boolean).slice(-3).join(' | ')}`));
      else resolve();
    });
  });
}
