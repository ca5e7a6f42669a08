// Timing the Vitest browser-mode assertion: bench/vitest-browser/ is run by
// Vitest as child processes, once to write the snapshots and once, timed, to
// hold the page against them (a passing assertion, as a test suite runs it).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summary } from './stats.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');
const CONFIG = join(ROOT, 'bench/vitest-browser/vitest.config.mjs');

/** Medians of our assertion and Vitest's `toMatchAriaSnapshot` on `ordersHtml`'s body. */
export async function measureVitestBrowser(ordersHtml, rounds) {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-bench-vitest-'));
  try {
    const env = { ...process.env, A11Y_BENCH_DIR: dir, A11Y_BENCH_INPUT: JSON.stringify({ ROUNDS: rounds, ORDERS_HTML: ordersHtml }) };
    delete env.CI;
    await run([VITEST, 'run', '--config', CONFIG], env);
    await run([VITEST, 'run', '--config', CONFIG], env);
    const timings = JSON.parse(readFileSync(join(dir, 'timings.json'), 'utf8'));
    return Object.fromEntries(Object.entries(timings).map(([name, times]) => [name, summary(times)]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: ROOT, env, timeout: 600_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`the Vitest browser project failed: ${(stdout + stderr).replace(/\x1b\[[0-9;]*m/g, '').split('\n').filter(Boolean).slice(-3).join(' | ')}`));
      else resolve();
    });
  });
}
