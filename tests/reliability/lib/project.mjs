// Golden files under real Playwright runs, shared by tests/reliability/goldens.runner.test.ts
// and scripts/stress.mjs: tests/reliability/project copied to a temporary
// folder with this package installed there as npm installs it (package.json
// and dist/), run by this repository's Playwright as a child process.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brokenPage, workerPage } from '../project/pages.mjs';
import { copyProject as copy, removeProject, ROOT, runProject } from '../../support/projects.mjs';

export { removeProject, ROOT };
const PROJECT = resolve(ROOT, 'tests/reliability/project');
export const SNAPS = 'tests/goldens.spec.ts-snapshots';

/** A fresh copy of the project with the built package in its node_modules. */
export function copyProject() {
  const dir = copy(PROJECT, { prefix: 'a11y-reliability-', modules: 'package' });
  mkdirSync(join(dir, SNAPS), { recursive: true });
  return dir;
}

/** The assertions a CATCH run printed: title → message. */
export function caught(output) {
  return Object.fromEntries([...output.matchAll(/^CAUGHT (\S+) (".*")$/gm)].map((m) => [m[1], JSON.parse(m[2])]));
}

/** `playwright test` in `dir` with a bare environment (no CI unless given). */
export function runPlaywright(dir, args = [], env = {}, timeout = 300_000) {
  return runProject(dir, 'playwright', args, { env, timeout });
}

/** Every file in the snapshot folder: name → { text, mtimeMs }. */
export function filesIn(dir) {
  const path = join(dir, SNAPS);
  return Object.fromEntries(
    readdirSync(path)
      .sort()
      .map((name) => [name, { text: readFileSync(join(path, name), 'latin1'), mtimeMs: statSync(join(path, name)).mtimeMs }]),
  );
}

export function writeSnap(dir, name, bytes) {
  writeFileSync(join(dir, SNAPS, name), bytes);
}

/** The broken goldens, from the golden of the broken page (`good`), as bytes; with the line each error must name. */
export function brokenGoldens(good) {
  const lines = good.split('\n');
  return {
    truncated: { bytes: Buffer.from(good.slice(0, good.indexOf('button "Save"') + 9)), line: lines.findIndex((l) => l.startsWith('button')) + 1 },
    corrupt: { bytes: Buffer.from(good.replace('button "Save"', 'button "Save" x1 [1]')), line: lines.findIndex((l) => l.startsWith('button')) + 1 },
    latin1: { bytes: Buffer.from(good, 'latin1'), line: lines.findIndex((l) => l.includes('Café')) + 1 },
    crlf: { bytes: Buffer.from(good.replace(/\n/g, '\r\n')), line: 1 },
    conflict: {
      bytes: Buffer.from(good.replace('button "Save"\n', '<<<<<<< HEAD\nbutton "Save"\n=======\nbutton "Store"\n>>>>>>> feature\n')),
      line: lines.findIndex((l) => l.startsWith('button')) + 1,
    },
  };
}

export { brokenPage, workerPage };

/**
 * `workers` workers × `repeat` runs, each updating its own golden (seeded
 * with the variant-1 page, rewritten with variant 2, `--update-snapshots=all`),
 * while this process reads every golden in a loop: each read must be the old
 * text or the new one, whole. Then a CI run in the default mode, with every
 * page changed to variant 3, must write nothing (unless `ci` is false). `render(html)` is the golden jsdom gives.
 */
export async function workerScenario({ workers = 4, repeat, render, timeout = 300_000, ci = true }) {
  const dir = copyProject();
  const names = [];
  const old = {};
  const fresh = {};
  for (let w = 0; w < workers; w++) {
    for (let r = 0; r < repeat; r++) {
      const name = `w${w}-r${r}.snap`;
      names.push(name);
      old[name] = render(workerPage(w, r, '1'));
      fresh[name] = render(workerPage(w, r, '2'));
      writeSnap(dir, name, old[name]);
    }
  }
  const folder = join(dir, SNAPS);
  let reads = 0;
  const garbledReads = [];
  let running = true;
  const reader = (async () => {
    while (running) {
      for (const name of names) {
        let text;
        try {
          text = readFileSync(join(folder, name), 'utf8');
        } catch (error) {
          garbledReads.push(`${name}: ${error.code}`); // a golden must never be missing, not even for a moment
          continue;
        }
        reads++;
        if (text !== old[name] && text !== fresh[name]) garbledReads.push(`${name}: ${text.length} characters, neither the old golden nor the new one`);
      }
      // A pause between sweeps: a reader that never yields would take a core from the run it watches.
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const start = performance.now();
  const run = await runPlaywright(
    dir,
    ['--update-snapshots=all', `--workers=${workers}`, `--repeat-each=${repeat}`, '-g', 'worker'],
    { VARIANT: '2' },
    timeout,
  );
  const ms = performance.now() - start;
  running = false;
  await reader;
  const after = filesIn(dir);
  const lost = names.filter((n) => after[n]?.text !== Buffer.from(fresh[n]).toString('latin1'));
  const leftovers = Object.keys(after).filter((n) => !names.includes(n));
  const passed = Number(/(\d+) passed/.exec(run.output)?.[1] ?? 0);

  // CI in the default mode, with every page changed: nothing may be written (a mode asked for is honoured in CI).
  const ciRun = !ci
    ? undefined
    : await runPlaywright(dir, [`--workers=${workers}`, `--repeat-each=${repeat}`, '-g', 'worker'], { VARIANT: '3', CI: '1', CATCH: '1' }, timeout);
  const afterCi = ciRun ? filesIn(dir) : after;
  const ciWrites = Object.keys({ ...after, ...afterCi }).filter((n) => after[n]?.text !== afterCi[n]?.text || after[n]?.mtimeMs !== afterCi[n]?.mtimeMs);
  removeProject(dir);
  return {
    updates: names.length,
    passed,
    code: run.code,
    ms,
    reads,
    garbledReads: garbledReads.slice(0, 10),
    garbled: garbledReads.length,
    lost,
    leftovers,
    ciCode: ciRun?.code,
    ciFailed: (ciRun?.output.match(/^CAUGHT w\d+-r\d+ "expect\(page\)\.toMatchA11ySnapshot/gm) ?? []).length,
    ciWrites,
    output: run.code ? run.output.slice(-3000) : '',
  };
}
