/**
 * The door as a user meets it: tests/vitest-projects/orders (setup file
 * `a11y-snapshot/vitest`, environment jsdom) copied once per scenario into
 * one workspace and run by this repository's Vitest as a child process:
 * one run for each way of running it (locally, in CI, with `--update=none`,
 * with `-u`), each run holding every scenario of its mode as a project of
 * its own (tests/support/workspace.ts). What Vitest wrote is read back and
 * held against `renderGolden(capture(document))` of the same HTML.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { DOOR, read } from '../support/harness.js';
import { ordersGoldens, ordersPages, withBrokenPattern, withPattern } from '../support/orders.js';
import { failureOf, readSnap, snapFile, stored, withInline } from '../support/snap-files.js';
import { addScenario, failuresOf, makeWorkspace, outcomeOf, removeWorkspaces, runScenarios } from '../support/workspace.js';

const PROJECT = resolve(ROOT, 'tests/vitest-projects/orders');
const SNAP = '__snapshots__/orders.check.ts.snap';
const CHECK = 'orders.check.ts';
const { page: PAGE, changed: CHANGED } = ordersPages(join(PROJECT, 'page.html'));

/** The goldens of the project's four snapshots for a page, as the engine renders them here. */
function goldensOf(html: string) {
  const { page, table, regions, form } = ordersGoldens(html, 'http://localhost:3000/orders');
  return { snap: { 'orders page 1': page, 'orders table in full 1': table, 'regions 1': regions } as Record<string, string>, inline: form };
}

/** The major of the Vitest that runs the projects (this repository's). */
const VITEST_MAJOR = Number((createRequire(import.meta.url)('vitest/package.json') as { version: string }).version.split('.')[0]);

const before = goldensOf(PAGE);
const after = goldensOf(CHANGED);

/** A .snap a killed "vitest -u" left behind: the scenario's name, its text, and the reason its one line gives. */
const whole = () => snapFile(before.snap);
const DAMAGED: Array<[string, string, () => string, RegExp]> = [
  ['empty', 'empty', () => '', /is empty \(a killed "vitest -u" leaves it so\)/],
  [
    'cut short inside an entry',
    'cut-entry',
    () => whole().slice(0, Math.floor(whole().length / 2)),
    /is cut short \(line \d+: the entry "[^"]+" does not end\)/,
  ],
  ['cut short in its header', 'cut-header', () => whole().slice(0, 10), /is cut short \(a killed/],
];

/** This repository's Vitest over `scenarios` of the workspace (the door's source named by A11Y_SNAPSHOT_DOOR), killed after 100 s. */
const runVitest = (workspace: string, scenarios: string[], args: string[] = [], env: Record<string, string> = {}) =>
  runScenarios(workspace, 'vitest', scenarios, { args, env: { A11Y_SNAPSHOT_DOOR: DOOR, ...env }, timeout: 100_000 });

let scenarios: ReturnType<typeof startScenarios>;

function startScenarios() {
  const workspace = makeWorkspace('a11y-vitest-');
  const check = read(PROJECT, CHECK);
  const at = (name: string, files: Record<string, string> = {}) => addScenario(workspace, name, PROJECT, files);
  const local = at('local');
  const ci = at('ci');
  const none = at('none');

  // A stored golden with a pattern, a page that changed, and a snapshot whose test is gone.
  const patterned = withPattern(before.snap['orders page 1']);
  const updating = at('updating', {
    'page.html': CHANGED,
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': patterned, 'removed test 1': before.snap['orders page 1'] }),
  });
  const updatingSnap = read(updating, SNAP);

  // A stored golden nobody can read: a pattern that does not compile.
  const corrupt = at('corrupt', {
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': withBrokenPattern(before.snap['orders page 1']) }),
  });
  const corruptSnap = read(corrupt, SNAP);

  const damaged = Object.fromEntries(DAMAGED.map(([, name, text]) => [name, at(name, { [SNAP]: text() })]));

  // One run per mode; -u runs after the local run has read (and left) what the scenarios hold.
  const localRun = runVitest(workspace, ['local', 'updating', 'corrupt', ...Object.keys(damaged)]);
  const afterLocal = localRun.then((run) => ({ run, updatingSnap: read(updating, SNAP), corruptSnap: read(corrupt, SNAP) }));
  const updateRun = afterLocal.then(() => runVitest(workspace, ['updating', 'corrupt'], ['-u']));
  return {
    check,
    local: { dir: local, run: localRun },
    ci: { dir: ci, run: runVitest(workspace, ['ci'], [], { CI: 'true' }) },
    none: { dir: none, run: runVitest(workspace, ['none'], ['--update=none']) },
    updating: { dir: updating, snap: updatingSnap, patterned },
    corrupt: { dir: corrupt, snap: corruptSnap },
    damaged,
    afterLocal,
    updateRun,
  };
}

beforeAll(() => {
  scenarios = startScenarios();
});

afterAll(async () => {
  // Runs still going (a test failed early) finish before their folders go.
  const { local, ci, none, updateRun } = scenarios;
  await Promise.allSettled([local.run, ci.run, none.run, updateRun]);
  removeWorkspaces();
}, 300_000);

describe('vitest/projects', { timeout: 300_000 }, () => {
  test('locally, missing snapshots are written: the .snap holds each golden exactly, the inline one lands in the test', async () => {
    const { dir, run } = scenarios.local;
    const result = await run;
    const outcome = outcomeOf(result, 'local');
    expect(outcome.snapshot?.added).toBe(4);
    expect(outcome.failed, result.output).toBe(0);
    expect(outcome.passed).toBe(4);
    const written = readSnap(join(dir, SNAP));
    expect(written).toEqual(Object.fromEntries(Object.entries(before.snap).map(([key, golden]) => [key, stored(golden)])));
    expect(read(dir, CHECK)).toBe(withInline(scenarios.check, before.inline));
  });

  test('in CI a missing snapshot fails and nothing is written', async () => {
    const { dir, run } = scenarios.ci;
    const { code, output, scenarios: outcomes } = await run;
    expect(code).toBe(1);
    expect(output).toContain('Snapshot `orders page 1` mismatched');
    expect(output).toContain('No snapshot is stored for it, and this run writes none');
    expect(output).toMatch(/4 failed/);
    expect(outcomeOf({ code, output, scenarios: outcomes }, 'ci').failed).toBe(4);
    expect(existsSync(join(dir, SNAP))).toBe(false);
    expect(read(dir, CHECK)).toBe(scenarios.check);
  });

  test('--update=none fails on a missing snapshot and writes nothing', async () => {
    const { dir, run } = scenarios.none;
    const { code, output } = await run;
    expect(code).toBe(1);
    expect(output).toContain('Snapshot `regions 1` mismatched');
    expect(existsSync(join(dir, SNAP))).toBe(false);
    expect(read(dir, CHECK)).toBe(scenarios.check);
  });

  test('a changed page fails with the readable diff; a pattern that still matches is no change; the obsolete snapshot is reported', async () => {
    const { snap } = scenarios.updating;
    const { run: check, updatingSnap: snapAfterCheck } = await scenarios.afterLocal;
    expect(check.code).toBe(1);
    const failures = failuresOf(check.output, 'updating');
    const page = failureOf(failures, 'orders page 1');
    expect(page).toContain('~name button "Place order" (was "Create order")');
    // The element-by-element diff says nothing of the link; Vitest's diff shows it unchanged, as the pattern.
    expect(page.slice(0, page.indexOf('- Expected'))).not.toContain('link');
    expect(page).toContain('\n  link /Order \\d+/\n');
    expect(page).not.toMatch(/^[-+] link/m);
    expect(failureOf(failures, 'orders table in full 1')).toContain('~name link "Order 2002" row:"Ada Lovelace" in:table"Orders" (was "Order 1001")');
    expect(check.output).toMatch(/1 obsolete[^]*removed test 1/);
    expect(outcomeOf(check, 'updating').snapshot).toMatchObject({ unchecked: 1, uncheckedKeys: ['removed test 1'] });
    expect(snapAfterCheck).toBe(snap);
  });

  test('-u writes the new page, keeps the pattern that still matches, rewrites the inline golden and drops the obsolete one', async () => {
    const { dir, patterned } = scenarios.updating;
    const update = await scenarios.updateRun;
    expect(update.output).toMatch(/updated/);
    expect(update.output).toMatch(/1 removed/);
    expect(update.code, update.output).toBe(0);
    expect(outcomeOf(update, 'updating').snapshot).toMatchObject({ unchecked: 1, uncheckedKeys: ['removed test 1'] });
    const written = readSnap(join(dir, SNAP));
    expect(Object.keys(written).sort()).toEqual(Object.keys(after.snap).sort());
    expect(written['orders page 1']).toBe(stored(patterned.replace('button "Create order"', 'button "Place order"')));
    expect(written['orders page 1']).toContain('link /Order \\d+/\n');
    expect(written['orders table in full 1']).toBe(stored(after.snap['orders table in full 1']));
    expect(read(dir, CHECK)).toBe(withInline(scenarios.check, after.inline));
  });

  test('a stored snapshot that cannot be read fails with one line naming it, and the .snap is untouched', async () => {
    const { snap } = scenarios.corrupt;
    const { run: check, corruptSnap: snapAfterCheck } = await scenarios.afterLocal;
    expect(check.code).toBe(1);
    const lines = check.output.split('\n').filter((line) => line.includes('fix the golden'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^UnreadableGoldenError: corrupt\/__snapshots__\/orders\.check\.ts\.snap:\d+:\d+: invalid pattern \/Order \(\\d\+\/.* \(fix the golden, or rewrite it with: vitest -u\)$/,
    );
    const outcome = outcomeOf(check, 'corrupt');
    expect([outcome.failed, outcome.passed]).toEqual([1, 3]);
    expect(snapAfterCheck).toBe(snap);
  });

  test('-u writes an unreadable stored snapshot again', async () => {
    const { dir } = scenarios.corrupt;
    const update = await scenarios.updateRun;
    expect(update.code, update.output).toBe(0);
    expect(readSnap(join(dir, SNAP))['orders page 1']).toBe(stored(before.snap['orders page 1']));
  });
});

describe('vitest/projects: a .snap a killed "vitest -u" left behind', { timeout: 300_000 }, () => {
  test.each(DAMAGED)('%s: a snapshot it should hold fails with one line instead of being written anew', async (_, name, text, reason) => {
    const { code, output, scenarios: outcomes } = await scenarios.local.run;
    expect(code).toBe(1);
    const dir = scenarios.damaged[name];
    expect(read(dir, SNAP), 'the damaged .snap is left as it was').toBe(text());
    if (VITEST_MAJOR >= 5 && name === 'cut-entry') {
      // Vitest 5 reads the whole file before any test runs and stops the file
      // on a syntax error, with a line of its own that names it.
      expect(output).toContain(`Error: Invalid snapshot file, please manually fix or delete it: ${join(dir, SNAP)}\n`);
      return;
    }
    const shown = `${name}/__snapshots__/orders.check.ts.snap`;
    const lines = output.split('\n').filter((line) => line.includes('a killed "vitest -u"') && line.includes(shown));
    expect(lines.length, output).toBeGreaterThan(0);
    expect(lines[0]).toMatch(reason);
    expect(lines[0]).toContain(`${shown} `);
    expect(lines[0]).toMatch(/.*restore it \(git checkout -- [^)]+\), or delete it/);
    expect(lines[0]).toContain(`restore it (git checkout -- ${shown}), or delete it`);
    const outcome = outcomeOf({ code, output, scenarios: outcomes }, name);
    expect([outcome.failed, outcome.passed]).toEqual([3, 1]);
  });
});
