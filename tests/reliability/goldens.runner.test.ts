/**
 * Goldens on disk under real Playwright runs. A copy of
 * tests/reliability/project runs as a child process (dist/ must be built):
 *
 * - broken goldens (truncated, corrupt, Latin-1, CRLF, merge conflict) under
 *   Playwright's default mode, `-u` and CI: a one-line error naming the file
 *   and the line, and the file left byte for byte; rewritten only by `=all`;
 * - 4 workers × RELIABILITY_REPEAT runs (default 5; `npm run stress`: 100)
 *   each updating its own golden while this process reads them all in a
 *   loop: no golden lost, none ever read half-written, no temporary file
 *   left (`npm run stress` then has a CI run in the default mode, every
 *   page changed, which must write nothing);
 * - writeGoldenFile itself: 4 threads × 100 writes of one golden while a
 *   reader reads it: every read is one whole version.
 */
import { readFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { readGolden, renderGolden } from '../../src/golden/golden.js';
// Plain JavaScript (its JSDoc gives the types), shared with scripts/stress.mjs
import {
  brokenGoldens,
  brokenPage,
  caught,
  copyProject,
  filesIn,
  removeProject,
  ROOT,
  runPlaywright,
  SNAPS,
  workerScenario,
  writeSnap,
} from './lib/project.mjs';

const REPEAT = Number(process.env.RELIABILITY_REPEAT ?? 5);
const render = (html: string) => renderGolden(capture(new JSDOM(html).window.document, { refs: false }));
const GOOD = render(brokenPage('1'));
const BROKEN: Record<string, { bytes: Buffer; line: number }> = brokenGoldens(GOOD);
const KINDS = Object.keys(BROKEN);
const WELL_DECODED = KINDS.filter((k) => k !== 'latin1');

interface Run {
  code: number;
  output: string;
}
type Files = Record<string, { text: string; mtimeMs: number }>;
let broken: Promise<{ runs: Record<string, Run & { files: Files; seeded: Files }> }>;
let workers: Promise<Awaited<ReturnType<typeof workerScenario>>>;
const dirs: string[] = [];

beforeAll(() => {
  // The two scenarios start at once, each in its own folder.
  // One chain of runs in a folder seeded with the broken goldens; the worker scenario runs meanwhile.
  const chain = async (modes: ReadonlyArray<readonly [string, readonly string[], Record<string, string>]>) => {
    const dir = copyProject();
    dirs.push(dir);
    for (const kind of KINDS) writeSnap(dir, `${kind}.snap`, BROKEN[kind].bytes);
    const seeded: Files = filesIn(dir);
    const runs: Record<string, Run & { files: Files; seeded: Files }> = {};
    for (const [name, args, env] of modes) {
      const run: Run = await runPlaywright(dir, ['-g', 'broken', '--workers=1', ...args], { VARIANT: '2', CATCH: '1', ...env });
      runs[name] = { ...run, files: filesIn(dir), seeded };
    }
    return { runs };
  };
  broken = chain([
    ['default', [], {}],
    ['changed', ['-u'], {}],
    ['ci', [], { CI: '1' }],
    ['all', ['--update-snapshots=all'], {}],
  ]);
  // The CI run of the worker goldens is left to `npm run stress`: ci above already shows CI writes nothing.
  workers = workerScenario({ workers: 4, repeat: REPEAT, render, ci: false });
}, 60_000); // the worker scenario renders its goldens before it starts: slow on a loaded machine

afterAll(() => {
  for (const dir of dirs) removeProject(dir);
});

/** The message a run's assertion on a golden failed with (the project prints it: CATCH). */
const errorFor = (output: string, kind: string): string | undefined => caught(output)[kind];

describe('reliability: goldens under Playwright runs', { timeout: 240_000 }, () => {
  for (const mode of ['default', 'changed', 'ci']) {
    test(`${mode}: every broken golden fails with one line naming the file and the line; no file is touched`, async () => {
      const { runs } = await broken;
      const run = runs[mode];
      const seeded = run.seeded;
      for (const kind of WELL_DECODED) {
        expect(errorFor(run.output, kind), `${kind}\n${run.output.slice(-2000)}`).toMatch(
          new RegExp(
            `^${SNAPS}/${kind}\\.snap:${BROKEN[kind].line}(:\\d+)?: [^\\n]+ \\(fix the golden, or rewrite it with: npx playwright test --update-snapshots=all\\)$`,
          ),
        );
        expect(run.files[`${kind}.snap`], kind).toEqual(seeded[`${kind}.snap`]);
      }
      expect(run.code, run.output.slice(-2000)).toBe(0);
      expect(Object.keys(run.files)).toEqual(Object.keys(seeded));
    });
  }

  test('a golden in the wrong encoding (Latin-1) fails with one line naming its line, and -u leaves it', async () => {
    const { runs } = await broken;
    for (const mode of ['default', 'changed', 'ci']) {
      const seeded = runs[mode].seeded;
      expect(errorFor(runs[mode].output, 'latin1'), mode).toMatch(new RegExp(`^${SNAPS}/latin1\\.snap:${BROKEN.latin1.line}(:\\d+)?: `));
      expect(runs[mode].files['latin1.snap'], mode).toEqual(seeded['latin1.snap']);
    }
  });

  test('--update-snapshots=all rewrites each broken golden, whole and readable', async () => {
    const { runs } = await broken;
    expect(runs.all.code).toBe(0);
    const variant2 = render(brokenPage('2'));
    for (const kind of KINDS) {
      const text = Buffer.from(runs.all.files[`${kind}.snap`].text, 'latin1').toString('utf8');
      expect(text, kind).toBe(variant2);
      expect(() => readGolden(text, kind)).not.toThrow();
    }
    expect(Object.keys(runs.all.files)).toEqual(KINDS.map((k) => `${k}.snap`).sort());
  });

  test(`4 workers × ${REPEAT} runs updating different goldens: none lost, none ever read garbled, no temporary file left`, async () => {
    const result = await workers;
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
    expect(result.passed).toBe(4 * REPEAT);
    expect(result.lost).toEqual([]);
    expect(result.garbledReads).toEqual([]);
    expect(result.leftovers).toEqual([]);
    expect(result.reads).toBeGreaterThan(4 * REPEAT);
  });
});

describe('reliability: writeGoldenFile is atomic', () => {
  test('4 threads × 100 rewrites of one golden, read in a loop meanwhile: every read is one whole version', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'a11y-atomic-'));
    dirs.push(dir);
    const path = join(dir, 'one.snap');
    const versions = new Set<string>();
    const version = (w: number, i: number) =>
      `# a11y-snapshot detail:compact\nsnapshot v2\npage "W${w}" url="/" settled\n` + `button "writer ${w} write ${i}"\n`.repeat(2000);
    for (let w = 0; w < 4; w++) for (let i = 0; i < 100; i++) versions.add(version(w, i));
    const module = new URL('dist/golden/store.js', `file://${ROOT}`).href;
    const code = `
      const { workerData, parentPort } = require('node:worker_threads');
      import(workerData.module).then(({ writeGoldenFile }) => {
        const { w, path } = workerData;
        for (let i = 0; i < 100; i++) writeGoldenFile(path, \`# a11y-snapshot detail:compact\\nsnapshot v2\\npage "W\${w}" url="/" settled\\n\` + \`button "writer \${w} write \${i}"\\n\`.repeat(2000));
        parentPort.postMessage('done');
      });`;
    const threads = [0, 1, 2, 3].map((w) => new Worker(code, { eval: true, workerData: { w, path, module } }));
    const finished = threads.map((t) => new Promise((resolve, reject) => (t.on('message', resolve), t.on('error', reject))));
    let done = false;
    let reads = 0;
    const bad: string[] = [];
    void Promise.all(finished).then(
      () => (done = true),
      () => (done = true),
    );
    while (!done) {
      try {
        const text = readFileSync(path, 'utf8');
        reads++;
        if (!versions.has(text)) bad.push(`${text.length} characters`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || reads > 0) bad.push(String(error));
      }
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(finished);
    expect(bad).toEqual([]);
    expect(versions.has(readFileSync(path, 'utf8'))).toBe(true);
    expect(readdirSync(dir)).toEqual(['one.snap']);
    rmSync(dir, { recursive: true, force: true });
  });
});
