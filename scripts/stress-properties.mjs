// The property tests at full size (`npm run stress -- properties`): the same
// test files the suite runs, with FC_RUNS raised past the suite's count. The
// suite runs each property a few hundred times, enough to catch a regression
// on most pushes; this run is the one that looks long for the rare input.
// Vitest runs them (the properties are TypeScript, written against src/).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

/** Each file, the FC_RUNS it runs at here, and what its properties hold. */
export const PROPERTIES = [
  {
    file: 'tests/notation/roundtrip.test.ts',
    runs: 5_000,
    what: 'print and read: one line per node, read back to the same model, printed back to the same bytes',
  },
  // jsdom keeps about 1 MB of every window it made, closed or not: 5,000 pages fill a 4 GB heap.
  {
    file: 'tests/engine/hostile-strings.test.ts',
    runs: 2_000,
    what: 'generated pages of hostile strings: every page string inside its quotes, compact and full',
  },
];

export function properties(row) {
  for (const { file, runs, what } of PROPERTIES) {
    const start = performance.now();
    const run = spawnSync(process.execPath, [VITEST, 'run', file], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, FC_RUNS: String(runs), NO_COLOR: '1' },
      timeout: 1_800_000,
    });
    const ok = run.status === 0;
    if (!ok) console.error((run.stdout + run.stderr).slice(-3000));
    row(
      'properties',
      `${file}: ${what}`,
      `${runs.toLocaleString('en')} runs of each property, ${ok ? 'passed' : 'failed'} in ${((performance.now() - start) / 1000).toFixed(1)} s`,
      ok,
      'npm run stress -- properties',
    );
  }
}
