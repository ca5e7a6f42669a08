/**
 * The door as a user meets it in Vitest's browser mode (Chromium through
 * `@vitest/browser-playwright`) and on happy-dom: tests/runners/browser-orders
 * and tests/runners/happy-dom-orders (setup file `a11y-snapshot/vitest`),
 * copied once per scenario into one workspace and run by this repository's
 * Vitest as a child process: one run for each way of running them (locally,
 * in CI, with `-u`), each run holding every scenario of its mode, of both
 * projects, as a project of its own (tests/support/workspace.ts). In browser
 * mode the engine runs in the page and Vitest's snapshot client carries the
 * goldens to the server, which writes them. What Vitest wrote is read back
 * and held against the golden the engine renders for the same HTML here.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { DOOR, read } from '../support/harness.js';
import { ordersGoldens, ordersPages, withBrokenPattern, withPattern } from '../support/orders.js';
import { failureOf, readSnap, snapFile, stored, withInline } from '../support/snap-files.js';
import { addScenario, failuresOf, makeWorkspace, removeWorkspaces, runScenarios, type WorkspaceRun } from '../support/workspace.js';

const SNAP = '__snapshots__/orders.check.ts.snap';
const CHECK = 'orders.check.ts';
const { page: PAGE, changed: CHANGED } = ordersPages(resolve(ROOT, 'tests/runners/browser-orders/page.html'));

/** The projects' goldens for a page: at `/` (in browser mode once Vitest's own parameters are left out). */
function goldensOf(html: string) {
  const { page, table, form } = ordersGoldens(html, 'http://localhost:63315/');
  return { snap: { 'orders page 1': page, 'orders table in full 1': table, 'order form, waited for 1': form } as Record<string, string>, inline: form };
}

const before = goldensOf(PAGE);
const after = goldensOf(CHANGED);

interface Project {
  /** The folder under tests/runners. */
  folder: string;
  /** The first word of its scenarios' names in the workspace. */
  prefix: string;
  /** How the one-line error of an unreadable stored golden says where the line is, given the scenario. */
  located: (scenario: string) => string;
}

const PROJECTS: [string, Project][] = [
  // The page has no file system: the line is counted in the golden, not in the .snap file.
  ['Vitest browser mode', { folder: 'browser-orders', prefix: 'browser', located: () => 'stored snapshot "orders page 1", line \\d+:\\d+' }],
  ['Vitest + happy-dom', { folder: 'happy-dom-orders', prefix: 'happy-dom', located: (scenario) => `${scenario}/__snapshots__/orders\\.check\\.ts\\.snap:\\d+:\\d+` }],
];

/** This repository's Vitest over `scenarios` of the workspace (the door's source named by A11Y_SNAPSHOT_DOOR), killed after 150 s. */
const runVitest = (workspace: string, scenarios: string[], args: string[] = [], env: Record<string, string> = {}) =>
  runScenarios(workspace, 'vitest', scenarios, { args, env: { A11Y_SNAPSHOT_DOOR: DOOR, ...env }, timeout: 150_000 });

/** Each project's scenarios in one workspace; one run per mode (the -u run once the local run has read what the scenarios hold). */
function startScenarios() {
  const workspace = makeWorkspace('a11y-vitest-');
  const patterned = withPattern(before.snap['orders page 1']);
  const projects = PROJECTS.map(([, { folder, prefix }]) => {
    const project = resolve(ROOT, 'tests/runners', folder);
    const check = read(project, CHECK);
    const at = (kind: string, files: Record<string, string> = {}) => ({ name: `${prefix}-${kind}`, dir: addScenario(workspace, `${prefix}-${kind}`, project, files) });
    const local = at('local');
    const ci = at('ci');
    const updating = at('updating', {
      'page.html': CHANGED,
      [CHECK]: withInline(check, before.inline),
      [SNAP]: snapFile({ ...before.snap, 'orders page 1': patterned, 'removed test 1': before.snap['orders page 1'] }),
    });
    const corrupt = at('corrupt', { [CHECK]: withInline(check, before.inline), [SNAP]: snapFile({ ...before.snap, 'orders page 1': withBrokenPattern(before.snap['orders page 1']) }) });
    return { check, local, ci, updating: { ...updating, snap: read(updating.dir, SNAP) }, corrupt: { ...corrupt, snap: read(corrupt.dir, SNAP) } };
  });
  const localRun = runVitest(workspace, projects.flatMap(({ local, updating, corrupt }) => [local.name, updating.name, corrupt.name]));
  const afterLocal = localRun.then((run) => ({ run, snaps: projects.map(({ updating, corrupt }) => ({ updating: read(updating.dir, SNAP), corrupt: read(corrupt.dir, SNAP) })) }));
  const ciRun = runVitest(workspace, projects.map(({ ci }) => ci.name), [], { CI: 'true' });
  const updateRun = afterLocal.then(() => runVitest(workspace, projects.flatMap(({ updating, corrupt }) => [updating.name, corrupt.name]), ['-u']));
  return { patterned, projects, localRun, ciRun, afterLocal, updateRun };
}

let scenarios: ReturnType<typeof startScenarios>;

beforeAll(() => {
  scenarios = startScenarios();
});

afterAll(async () => {
  // Runs still going (a test failed early) finish before their folders go.
  await Promise.allSettled([scenarios.localRun, scenarios.ciRun, scenarios.updateRun]);
  removeWorkspaces();
}, 300_000);

/** The scenario's outcome in a run: its file ran. */
function outcomeOf(run: WorkspaceRun, scenario: string) {
  const outcome = run.scenarios[scenario];
  expect(outcome, `${scenario} did not run:\n${run.output.slice(-3000)}`).toBeDefined();
  return outcome;
}

describe.each(PROJECTS.map(([label, project], i) => [label, project, i] as const))('%s: a project', { timeout: 300_000 }, (_, { located }, i) => {
  const scenariosOf = () => scenarios.projects[i];

  test('locally, missing snapshots are written: on document, an element, one waited for, and inline', async () => {
    const { check, local } = scenariosOf();
    const run = await scenarios.localRun;
    const outcome = outcomeOf(run, local.name);
    expect(outcome.failed, failuresOf(run.output, local.name)).toBe(0);
    expect(outcome.passed).toBe(6);
    expect(outcome.snapshot?.added).toBe(4);
    expect(readSnap(join(local.dir, SNAP))).toEqual(Object.fromEntries(Object.entries(before.snap).map(([key, golden]) => [key, stored(golden)])));
    expect(read(local.dir, CHECK)).toBe(withInline(check, before.inline));
  });

  test('in CI a missing snapshot fails and nothing is written', async () => {
    const { check, ci } = scenariosOf();
    const run = await scenarios.ciRun;
    expect(run.code).toBe(1);
    const failures = failuresOf(run.output, ci.name);
    expect(failures).toContain('Snapshot `orders page 1` mismatched');
    expect(failures).toContain('No snapshot is stored for it, and this run writes none');
    const outcome = outcomeOf(run, ci.name);
    expect([outcome.failed, outcome.passed]).toEqual([4, 2]);
    expect(existsSync(join(ci.dir, SNAP))).toBe(false);
    expect(read(ci.dir, CHECK)).toBe(check);
  });

  test('a changed page fails with the element-by-element diff; a pattern that still matches is no change; the obsolete snapshot is reported', async () => {
    const { updating } = scenariosOf();
    const { run: check, snaps } = await scenarios.afterLocal;
    expect(check.code).toBe(1);
    const failures = failuresOf(check.output, updating.name);
    const page = failureOf(failures, 'orders page 1');
    expect(page).toContain('~name button "Place order" (was "Create order")');
    expect(page).toContain('\n  link /Order \\d+/\n');
    expect(failureOf(failures, 'orders table in full 1')).toContain('~name link "Order 2002" row:"Ada Lovelace" in:table"Orders" (was "Order 1001")');
    expect(failureOf(failures, 'order form, waited for 1')).toContain('~name button "Place order" (was "Create order")');
    expect(check.output).toMatch(/obsolete[^]*removed test 1/);
    expect(outcomeOf(check, updating.name).snapshot).toMatchObject({ unchecked: 1, uncheckedKeys: ['removed test 1'] });
    expect(snaps[i].updating).toBe(updating.snap);
  });

  test('-u writes the new page, keeps the pattern, rewrites the inline golden and drops the obsolete one', async () => {
    const { check, updating } = scenariosOf();
    const { patterned } = scenarios;
    const update = await scenarios.updateRun;
    expect(update.code, update.output).toBe(0);
    expect(update.output).toMatch(/removed/);
    expect(outcomeOf(update, updating.name).snapshot).toMatchObject({ unchecked: 1, uncheckedKeys: ['removed test 1'] });
    const written = readSnap(join(updating.dir, SNAP));
    expect(Object.keys(written).sort()).toEqual(Object.keys(after.snap).sort());
    expect(written['orders page 1']).toBe(stored(patterned.replace('button "Create order"', 'button "Place order"')));
    expect(written['orders table in full 1']).toBe(stored(after.snap['orders table in full 1']));
    expect(read(updating.dir, CHECK)).toBe(withInline(check, after.inline));
  });

  test('a stored snapshot that cannot be read fails with one line naming it, and the .snap is untouched', async () => {
    const { corrupt } = scenariosOf();
    const { run: check, snaps } = await scenarios.afterLocal;
    expect(check.code).toBe(1);
    const failures = failuresOf(check.output, corrupt.name);
    const lines = failures.split('\n').filter((line) => line.includes('fix the golden'));
    expect(lines, failures).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^UnreadableGoldenError: ${located(corrupt.name)}: invalid pattern /Order \\(\\\\d\\+/.* \\(fix the golden, or rewrite it with: vitest -u\\)$`));
    const outcome = outcomeOf(check, corrupt.name);
    expect([outcome.failed, outcome.passed]).toEqual([1, 5]);
    expect(snaps[i].corrupt).toBe(corrupt.snap);
  });

  test('-u writes an unreadable stored snapshot again', async () => {
    const { corrupt } = scenariosOf();
    const update = await scenarios.updateRun;
    expect(update.code, update.output).toBe(0);
    expect(outcomeOf(update, corrupt.name).failed).toBe(0);
    expect(readSnap(join(corrupt.dir, SNAP))['orders page 1']).toBe(stored(before.snap['orders page 1']));
  });
});
