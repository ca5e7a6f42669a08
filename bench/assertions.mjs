// Timing the Playwright assertions: bench/assertions/ is run by Playwright
// Test as child processes (as a user runs it; the changed golden under
// `--update-snapshots=changed`),
// and each assertion is timed beside its anchor in the same browser, alternating.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summary } from './stats.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CLI = join(ROOT, 'node_modules/@playwright/test/cli.js');

/** Runs the assertions project on `ordersHtml`; medians per figure and anchor. */
export async function measureAssertions(ordersHtml, rounds) {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-bench-'));
  try {
    const env = { ...process.env, A11Y_BENCH_DIR: dir, A11Y_BENCH_INPUT: JSON.stringify({ ROUNDS: rounds, ORDERS_HTML: ordersHtml }) };
    delete env.CI;
    const config = ['-c', join(ROOT, 'bench/assertions/playwright.config.mjs')];
    // Passing assertions in Playwright's default mode; the changed golden where it is rewritten.
    await run(process.execPath, [CLI, 'test', ...config, '-g', 'passing assertions'], env);
    await run(process.execPath, [CLI, 'test', ...config, '-g', 'a changed golden', '--update-snapshots=changed'], env);
    const timings = JSON.parse(readFileSync(join(dir, 'timings.json'), 'utf8'));
    return Object.fromEntries(Object.entries(timings).map(([name, times]) => [name, summary(times)]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: ROOT, env, timeout: 600_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`the assertions project failed: ${(stdout + stderr).split('\n').filter(Boolean).slice(-3).join(' | ')}`));
      else resolve();
    });
  });
}
