// What the child projects' measurements share (bench/assertions.mjs,
// bench/vitest-browser.mjs, bench/jest.mjs): each project runs under its
// runner as child processes, as a user runs it, in a temporary folder that
// receives its snapshots and the timings its test writes.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summary } from './stats.mjs';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));

/**
 * Gives `runs` a new temporary folder to run the project in, then reads the
 * timings file it left there (`{ name: ms[] }`): a summary per name. The
 * folder is removed afterwards.
 */
export async function measureChild(prefix, timingsFile, runs) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    await runs(dir);
    const timings = JSON.parse(readFileSync(join(dir, timingsFile), 'utf8'));
    return Object.fromEntries(Object.entries(timings).map(([name, times]) => [name, summary(times)]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs Node with `args`; a failure names `project` with the last lines of its output. */
export function runNode(project, args, { cwd = ROOT, env }) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd, env, timeout: 600_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      const last = () =>
        (stdout + stderr)
          .replace(/\x1b\[[0-9;]*m/g, '')
          .split('\n')
          .filter(Boolean)
          .slice(-3)
          .join(' | ');
      if (error) reject(new Error(`the ${project} failed: ${last()}`));
      else resolve();
    });
  });
}
