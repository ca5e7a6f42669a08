// A fixture project run as a child process, the way a user runs its test
// runner: the project copied to a temporary folder, this repository's
// node_modules linked in (never installed again), the runner started with
// Node and a bare environment, its exit code and output returned.
// Plain JavaScript: scripts/stress.mjs and tests/reliability/lib share it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Each runner's command line, as `npx <runner>` starts it, without npx:
 * the script under this repository's node_modules and the words before the
 * caller's arguments. A runner added here is one line.
 */
export const RUNNERS = {
  playwright: { script: 'node_modules/@playwright/test/cli.js', args: ['test'] },
  vitest: { script: 'node_modules/vitest/vitest.mjs', args: ['run'] },
  jest: { script: 'node_modules/jest/bin/jest.js', args: [] },
};

/** Variables a child keeps from this process: where Chromium is. Everything else (CI, colours, the caller's runner) stays out. */
const PASSED = ['A11Y_CHROMIUM', 'PLAYWRIGHT_BROWSERS_PATH'];

/** Results, modules and goldens a copy never takes from the project folder. */
const LEFT_OUT = /[\\/](test-results|node_modules|\.vite|__snapshots__|[^\\/]+-snapshots)$/;

/**
 * Copies `project` to a new folder under the OS temp folder (without its
 * results, modules and goldens), writes `files` over it and links
 * node_modules. `modules: 'link'` links this repository's node_modules
 * folder; `'package'` links each entry and installs this package as npm
 * does (package.json and dist/ in a real node_modules/a11y-snapshot folder,
 * so that Playwright counts its frames as a library's). `into` names the
 * folder to copy to (made, with its parents) instead of a new temp folder.
 * @param {string} project
 * @param {{ prefix?: string, modules?: 'link' | 'package', files?: Record<string, string | Buffer>, into?: string }} [options]
 * @returns {string} the folder
 */
export function copyProject(project, { prefix = 'a11y-project-', modules = 'link', files = {}, into } = {}) {
  const dir = into ?? mkdtempSync(join(tmpdir(), prefix));
  if (into) mkdirSync(into, { recursive: true });
  cpSync(project, dir, { recursive: true, filter: (src) => !LEFT_OUT.test(src) });
  if (modules === 'package') installPackage(dir);
  else symlinkSync(resolve(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFiles(dir, files);
  return dir;
}

/** node_modules in `dir`: a link per entry of this repository's, and this package as npm installs it. */
function installPackage(dir) {
  if (!existsSync(resolve(ROOT, 'dist/playwright/matchers.js'))) throw new Error('dist/ is not built: run "node scripts/build.mjs --quiet" first');
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(resolve(ROOT, 'node_modules'))) symlinkSync(resolve(ROOT, 'node_modules', entry), join(modules, entry));
  cpSync(resolve(ROOT, 'package.json'), join(modules, 'a11y-snapshot/package.json'));
  cpSync(resolve(ROOT, 'dist'), join(modules, 'a11y-snapshot/dist'), { recursive: true });
}

/**
 * Writes `files` (paths relative to `dir`), making their folders.
 * @param {string} dir
 * @param {Record<string, string | Buffer>} files
 */
export function writeFiles(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

/** Removes a copied project. */
export function removeProject(dir) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * How many children run at once, across every Vitest worker of this
 * checkout: one more than the cores. A file starts all its scenarios at
 * once; unthrottled, a few such files at a time start dozens of runners and
 * browsers, each then too starved to finish within its own timeout.
 */
const RUNNING = availableParallelism() + 1;
const SLOTS = join(tmpdir(), `a11y-snapshot-runs-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`);

/** A process that is gone left its slot behind: the slot is free. */
function isLeftBehind(slot) {
  let pid;
  try {
    pid = Number(readFileSync(join(slot, 'pid'), 'utf8'));
  } catch {
    return false; // being taken right now
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/** Waits for a free slot (mkdir is atomic) and takes it; returns a function that frees it. */
async function takeSlot() {
  mkdirSync(SLOTS, { recursive: true });
  for (;;) {
    for (let i = 0; i < RUNNING; i++) {
      const slot = join(SLOTS, String(i));
      try {
        mkdirSync(slot);
        writeFileSync(join(slot, 'pid'), String(process.pid));
        return () => rmSync(slot, { recursive: true, force: true });
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        if (isLeftBehind(slot)) rmSync(slot, { recursive: true, force: true });
      }
    }
    await new Promise((wake) => setTimeout(wake, 20));
  }
}

/**
 * Runs Node with `args` in `dir`, with a bare environment (PATH, HOME,
 * NO_COLOR, where Chromium is, then `env`); never rejects. `code` is -1 when
 * the child was killed (`timeout` ms, counted from its start, not from the
 * wait for a slot) or could not start.
 * @param {string} dir
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, timeout?: number }} [options]
 * @returns {Promise<{ code: number, stdout: string, stderr: string, output: string }>}
 */
export async function runNode(dir, args, { env = {}, timeout = 120_000 } = {}) {
  const passed = Object.fromEntries(PASSED.filter((name) => process.env[name]).map((name) => [name, process.env[name]]));
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, NO_COLOR: '1', ...passed };
  const free = await takeSlot();
  try {
    return await new Promise((done) => {
      execFile(process.execPath, args, { cwd: dir, env: { ...base, ...env }, timeout, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr, output: `${stdout}\n${stderr}` });
      });
    });
  } finally {
    free();
  }
}

/**
 * Runs `runner` (a key of RUNNERS) in `dir` as `npx <runner> …` would, from
 * this repository's node_modules: `runProject(dir, 'vitest', ['-u'])` is
 * `npx vitest run -u`.
 * @param {string} dir
 * @param {keyof typeof RUNNERS} runner
 * @param {string[]} [args]
 * @param {{ env?: Record<string, string>, timeout?: number }} [options]
 */
export function runProject(dir, runner, args = [], options = {}) {
  const command = RUNNERS[runner];
  if (!command) throw new Error(`unknown runner "${runner}": one of ${Object.keys(RUNNERS).join(', ')}`);
  return runNode(dir, [resolve(ROOT, command.script), ...command.args, ...args], options);
}
