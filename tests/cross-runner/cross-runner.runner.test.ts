/**
 * One golden for every runner: the component pages (a form with validation
 * errors, a combobox, tabs, a dialog, a table with row actions) rendered in
 * each runner of runners.ts give the golden Playwright gives on the same
 * HTML, and a naming regression fails in each with the same `~name` line.
 * Each page is held at `compact` and at `full`; `offscreen`, the one marker
 * that needs layout, is left out of the comparison. Each runner's project is
 * copied with the package installed from dist/ and run as a child process;
 * the Vitest environments are projects of one Vitest run, each in a copy of
 * its own, and each is judged by its own tests' outcome.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderGolden } from '../../src/golden/golden.js';
import { chromiumLaunchOptions } from '../../src/browser-page/browser.js';
import { capturePage } from '../../src/browser-page/capture-page.js';
import { ROOT } from '../fixtures.js';
import { runPlain, type Run } from '../support/harness.js';
import { copyProject } from '../support/projects.mjs';
import { addScenario, makeWorkspace, removeWorkspaces, runScenarios, type WorkspaceRun } from '../support/workspace.js';
import { readComponents, withNamingRegression, type Component } from './components.js';
import { runners, type Runner } from './runners.js';

const COMPONENTS = readComponents();
const REGRESSED = withNamingRegression(COMPONENTS);

interface Outcome {
  first: Run;
  written: Record<string, string>;
  regressed: Run;
}

/** Playwright's goldens of the pages, captured here: the reference every runner is held to. */
async function referenceGoldens(components: Component[]): Promise<Record<string, string>> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const goldens: Record<string, string> = {};
    for (const { name, html } of components) {
      await page.route('http://localhost/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      await page.goto('http://localhost/');
      const model = await capturePage(page, { refs: false });
      goldens[name] = renderGolden(model, 'compact');
      goldens[`${name} full`] = renderGolden(model, 'full');
      await page.unrouteAll();
    }
    return goldens;
  } finally {
    await browser.close();
  }
}

const folders: string[] = [];

/**
 * A run is killed after this long: a hang, not a slow machine. A first run
 * writes every golden, and in Playwright each test that writes one fails and
 * so starts a new worker and browser: on a loaded 2-core machine that alone
 * can take two minutes.
 */
const RUN_TIMEOUT = 240_000;

/** The runner's project, its goldens written by a first run, then run again on the regressed pages. */
async function exercise(runner: Runner): Promise<Outcome> {
  const dir = copyProject(resolve(ROOT, 'tests/cross-runner/projects', runner.project), { prefix: 'a11y-cross-', modules: 'package' });
  folders.push(dir);
  writeFileSync(join(dir, 'components.json'), JSON.stringify(COMPONENTS));
  const first = await runPlain(dir, runner.runner, runner.args, { timeout: RUN_TIMEOUT });
  const written = runner.written(dir);
  writeFileSync(join(dir, 'components.json'), JSON.stringify(REGRESSED));
  return { first, written, regressed: await runPlain(dir, runner.runner, runner.args, { timeout: RUN_TIMEOUT }) };
}

/**
 * One environment's part of a shared Vitest run, as a run of its own would
 * have ended: 1 when one of its tests failed (or its file did not run), and
 * what its failures said.
 */
function partOf(run: WorkspaceRun, scenario: string): Run {
  const outcome = run.scenarios[scenario];
  if (!outcome) return { code: -1, output: `${scenario} did not run:\n${run.output}` };
  const errors = [...outcome.errors, ...Object.values(outcome.tests).flatMap((test) => test.errors)];
  return { code: outcome.failed || outcome.errors.length ? 1 : 0, output: errors.join('\n') };
}

/** The Vitest environments, each a project of one run (its config as its copy's vitest.config.ts): the goldens written, then the regressed pages. */
function exerciseTogether(group: Runner[]): Promise<Outcome>[] {
  const workspace = makeWorkspace('a11y-cross-');
  const names = group.map((runner) => runner.vitest!.scenario);
  const dirs = group.map(({ project, vitest }) =>
    addScenario(
      workspace,
      vitest!.scenario,
      resolve(ROOT, 'tests/cross-runner/projects', project),
      { 'components.json': JSON.stringify(COMPONENTS), 'vitest.config.ts': `export { default } from './${vitest!.config}';\n` },
      'package',
    ),
  );
  const runs = (async () => {
    const first = await runScenarios(workspace, 'vitest', names, { timeout: RUN_TIMEOUT });
    const written = group.map((runner, i) => runner.written(dirs[i]));
    for (const dir of dirs) writeFileSync(join(dir, 'components.json'), JSON.stringify(REGRESSED));
    return { first, written, regressed: await runScenarios(workspace, 'vitest', names, { timeout: RUN_TIMEOUT }) };
  })();
  return names.map((name, i) =>
    runs.then(({ first, written, regressed }) => ({ first: partOf(first, name), written: written[i], regressed: partOf(regressed, name) })),
  );
}

/**
 * Two lanes of runs, each run to its end: Playwright's (the longest: a
 * mismatch waits out its expect timeout) in one, the Vitest environments'
 * run then each other runner in the other.
 */
function exerciseAll(): Map<string, Promise<Outcome>> {
  const together = runners.filter((runner) => runner.vitest);
  const outcomes = new Map<string, Promise<Outcome>>();
  const lanes: Promise<unknown>[] = [Promise.resolve(), Promise.resolve()];
  if (together.length) {
    const started = exerciseTogether(together);
    started.forEach((outcome, i) => outcomes.set(together[i].name, outcome));
    lanes[1] = Promise.allSettled(started);
  }
  for (const runner of runners.filter((runner) => !runner.vitest)) {
    const lane = runner.runner === 'playwright' ? 0 : 1;
    const outcome = lanes[lane].then(() => exercise(runner));
    lanes[lane] = outcome.catch(() => undefined);
    outcomes.set(runner.name, outcome);
  }
  return outcomes;
}

/** Goldens without the `offscreen` marker: jsdom and happy-dom have no layout to find it. */
function withoutOffscreen(goldens: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(goldens).map(([key, text]) => [key, text.replace(/ offscreen(?=[ \n])/g, '')]));
}

/** The element-by-element diff lines a run printed for renamed elements. */
function renamedLines(output: string): string[] {
  return [
    ...new Set(
      output
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith('~name ')),
    ),
  ];
}

let reference: Promise<Record<string, string>>;
let outcomes: Map<string, Promise<Outcome>>;

beforeAll(() => {
  reference = referenceGoldens(COMPONENTS);
  outcomes = exerciseAll();
});

afterAll(async () => {
  await Promise.allSettled([reference, ...outcomes.values()]);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  removeWorkspaces();
}, 900_000);

// A test awaits its runner's two runs, which may first wait for the runs before them in its lane.
describe('cross-runner: one golden in every runner', { timeout: 900_000 }, () => {
  test('the components are the five the runners are held to', () => {
    expect(COMPONENTS.map((c) => c.name)).toEqual(['combobox', 'dialog', 'orders-table', 'signup-form', 'tabs']);
    expect(REGRESSED).not.toEqual(COMPONENTS);
  });

  test.each(runners.map((r) => [r.name, r] as const))('%s writes the golden Playwright gives on the same HTML', async (_, runner) => {
    const { first, written } = await outcomes.get(runner.name)!;
    expect(first.code, first.output).toBe(runner.failsWhenWriting ? 1 : 0);
    expect(withoutOffscreen(written)).toEqual(withoutOffscreen(await reference));
  });

  test.each(runners.map((r) => [r.name, r] as const))('%s fails on the naming regression with the same ~name line', async (_, runner) => {
    const { regressed } = await outcomes.get(runner.name)!;
    expect(regressed.code, regressed.output).toBe(1);
    const full = '~name button "×" in:dialog"Delete “Apollo”?" (was "Close")';
    expect(renamedLines(regressed.output)).toEqual(['~name button "×" (was "Close")', ...(runner.reportsEverySnapshot ? [full] : [])]);
  });
});
