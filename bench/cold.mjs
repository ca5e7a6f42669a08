// Figures 1c and 1d: the first capture in a fresh Node process, against the
// bare walk's and testing-library's first run, each in a fresh process of its own. A test file's first
// snapshot runs in a fresh worker, before V8 has compiled anything of the
// engine (or of jsdom's paths the walk does not take) beyond its
// interpreter. Each run is one child process (bench/cold-child.mjs) that
// imports jsdom and the built package, parses a new orders page (neither
// timed) and times one task once; the processes take turns, ours first.
// Run alone: `node bench/cold.mjs [runs]` (after a build).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { RUNS } from './config.mjs';
import { summary } from './stats.mjs';

const CHILD = fileURLToPath(new URL('./cold-child.mjs', import.meta.url));

/** One child process timing `task` once: its JSON line, parsed. */
export function runColdChild(task) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [CHILD, task], { timeout: 120_000, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`bench/cold-child.mjs ${task} failed: ${(stderr || error.message).trim().split('\n').slice(-3).join(' | ')}`));
      else resolve(JSON.parse(stdout));
    });
  });
}

/**
 * `runs` fresh processes of each task, taking turns. Returns, per task, the
 * median, min and max of its one timed run, its element count, and for
 * ours the lines and bytes of the text.
 */
export async function measureCold(runs = RUNS.cold) {
  const done = { ours: [], bareWalk: [], byRole: [] };
  for (let i = 0; i < runs; i++) for (const task of Object.keys(done)) done[task].push(await runColdChild(task));
  return Object.fromEntries(
    Object.entries(done).map(([task, results]) => {
      const last = results[results.length - 1];
      return [task, { ...summary(results.map((r) => r.ms)), elements: last.elements, lines: last.lines, bytes: last.bytes }];
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { GOALS } = await import('./config.mjs');
  const { ms } = await import('./stats.mjs');
  const runs = Number(process.argv[2]) || RUNS.cold;
  const m = await measureCold(runs);
  for (const [task, r] of Object.entries(m))
    console.log(`${task.padEnd(8)} ${ms(r.ms).padStart(9)}  (${ms(r.min)} – ${ms(r.max)}, ${r.runs} processes, ${r.elements} elements)`);
  for (const [id, anchor, goal] of [
    ['1c', 'bareWalk', GOALS.coldVsBareWalk],
    ['1d', 'byRole', GOALS.coldVsByRole],
  ]) {
    const ratio = m.ours.ms / m[anchor].ms;
    console.log(`${id}  first capture+format / first ${anchor}, fresh processes: ${ratio.toFixed(3)} (goal ≤ ${goal}) ${ratio <= goal ? 'PASS' : 'FAIL'}`);
  }
}
