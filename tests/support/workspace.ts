/**
 * Many scenarios of a fixture project in one runner run. A runner's start
 * (Vite or Jest's module registry, jsdom, a browser) is most of a short
 * run's time, and the update mode (local, CI, -u) is the only thing that
 * must differ between runs. So each scenario is a copy of the project in its
 * own folder of one workspace, every scenario of one mode is a project of one
 * run, and a reporter (vitest-results.mjs, jest-results.cjs) writes what each
 * scenario's tests did: each check reads its own scenario's outcome, never
 * the run's totals. Runs of other modes go at the same time in the same
 * workspace, so each run's reporter writes a file of its own.
 *
 * A message shows a golden's path from the folder the runner runs in: in a
 * workspace that is the scenario's folder, then the project's path
 * (`corrupt/__snapshots__/orders.check.ts.snap`).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from '../fixtures.js';
import { copyProject, runProject, type RUNNERS } from './projects.mjs';

export interface TestOutcome {
  state: string;
  errors: string[];
}

/** The snapshot counts of one test file, as the runner keeps them. */
export interface SnapshotCounts {
  added: number;
  matched: number;
  unmatched: number;
  updated: number;
  unchecked: number;
  uncheckedKeys: string[];
  fileDeleted: boolean;
}

/** What one scenario's test file did in a run. */
export interface ScenarioOutcome {
  tests: Record<string, TestOutcome>;
  /** Errors outside any test (a setup file that threw). */
  errors: string[];
  snapshot: SnapshotCounts | null;
  passed: number;
  failed: number;
  /** Jest's text of the file's failures (empty under Vitest: read `output`). */
  failureMessage: string;
}

export interface WorkspaceRun {
  code: number;
  /** The runner's own output, colours stripped. */
  output: string;
  /** By scenario name; a scenario whose file did not run is missing. */
  scenarios: Record<string, ScenarioOutcome>;
}

const VITEST_REPORTER = resolve(ROOT, 'tests/support/vitest-results.mjs');
const JEST_REPORTER = resolve(ROOT, 'tests/support/jest-results.cjs');

/** Workspaces made, removed by {@link removeWorkspaces}. */
const made: string[] = [];

/** A new workspace folder under the OS temp folder; each scenario in it has its own node_modules. */
export function makeWorkspace(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeWorkspaces(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * `project` copied to `workspace/name`, `files` written over it; returns its
 * folder. Its node_modules is this repository's, linked, or with `modules:
 * 'package'` this package installed as npm installs it (copyProject).
 */
export function addScenario(
  workspace: string,
  name: string,
  project: string,
  files: Record<string, string> = {},
  modules: 'link' | 'package' = 'link',
): string {
  return copyProject(project, { into: join(workspace, name), files, modules });
}

/** Runs started, numbering each run's results file. */
let runs = 0;

/** The outcome of each scenario in the results the reporter wrote to `file`; a scenario is the first folder of a file's path under `workspace`. */
function readResults(workspace: string, file: string, failed: boolean): Record<string, ScenarioOutcome> {
  let parsed: {
    modules: Array<{
      file: string;
      errors: string[];
      tests: Array<{ name: string; state: string; errors: string[] }>;
      snapshot: SnapshotCounts | null;
      failureMessage?: string;
    }>;
  };
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (failed) return {};
    throw error;
  }
  const scenarios: Record<string, ScenarioOutcome> = {};
  for (const module of parsed.modules) {
    const name = relative(workspace, module.file).split(/[\\/]/)[0];
    const tests = Object.fromEntries(module.tests.map((test) => [test.name, { state: test.state, errors: test.errors }]));
    const states = module.tests.map((test) => test.state);
    scenarios[name] = {
      tests,
      errors: module.errors,
      snapshot: module.snapshot,
      passed: states.filter((state) => state === 'passed' || state === 'pass').length,
      failed: states.filter((state) => state === 'failed' || state === 'fail').length,
      failureMessage: module.failureMessage ?? '',
    };
  }
  return scenarios;
}

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * One run of `runner` over `scenarios` (folders of `workspace`), with
 * `args` and `env` (the mode). Vitest gets a config naming each scenario as
 * a project; Jest gets them as `--projects`.
 */
export async function runScenarios(
  workspace: string,
  runner: Extract<keyof typeof RUNNERS, 'vitest' | 'jest'>,
  scenarios: string[],
  { args = [], env = {}, timeout = 120_000 }: { args?: string[]; env?: Record<string, string>; timeout?: number } = {},
): Promise<WorkspaceRun> {
  const results = join(workspace, `a11y-results.${++runs}.json`);
  let runArgs: string[];
  if (runner === 'vitest') {
    const config = `vitest.${scenarios.join('.')}.config.mjs`;
    writeFileSync(join(workspace, config), `export default { test: { projects: ${JSON.stringify(scenarios)} } };\n`);
    runArgs = ['--config', config, '--reporter=default', `--reporter=${VITEST_REPORTER}`, ...args];
  } else {
    runArgs = [
      '--no-watchman',
      '--cacheDirectory',
      join(workspace, '.jest-cache'),
      '--reporters=default',
      `--reporters=${JEST_REPORTER}`,
      '--projects',
      ...scenarios,
      ...args,
    ];
  }
  const { code, output } = await runProject(workspace, runner, runArgs, { env: { ...env, A11Y_RESULTS_FILE: results }, timeout });
  return { code, output: plain(output), scenarios: readResults(workspace, results, code !== 0) };
}

/** A scenario's outcome in a run, failing with the run's output when its file did not run. */
export function outcomeOf(run: WorkspaceRun, scenario: string): ScenarioOutcome {
  const outcome = run.scenarios[scenario];
  expect(outcome, `${scenario} did not run:\n${run.output.slice(-3000)}`).toBeDefined();
  return outcome;
}

/**
 * The text of one scenario's failures in a Vitest run's output: from each of
 * its FAIL headers (`|name|`, or `|name (chromium)|` for a browser-mode
 * project's instance) to the next separator, the blocks kept apart by one.
 */
export function failuresOf(output: string, scenario: string): string {
  const blocks: string[] = [];
  const header = new RegExp(`^ FAIL  \\|${scenario.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: \\([^)|]+\\))?\\| `, 'gm');
  for (const match of output.matchAll(header)) {
    const end = output.indexOf('⎯', match.index);
    blocks.push(output.slice(match.index, end < 0 ? undefined : end));
  }
  return blocks.join('⎯\n');
}
