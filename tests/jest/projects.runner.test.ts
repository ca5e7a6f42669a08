/**
 * The Jest door as a user meets it: tests/jest-projects/orders (setup file
 * `a11y-snapshot/jest`, environment jsdom) copied once per scenario into one
 * workspace and run by this repository's Jest as a child process: one run
 * for each way of running it (locally, with `--ci`, with `-u`), each run
 * holding every scenario of its mode as a project of its own
 * (tests/support/workspace.ts). What Jest wrote is read back and held
 * against `renderGolden(capture(document))` of the same HTML.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { read } from '../support/harness.js';
import { ordersGoldens, ordersPages, withBrokenPattern, withPattern } from '../support/orders.js';
import { readSnap, snapFile as snapFileOf, stored, withInline } from '../support/snap-files.js';
import { addScenario, makeWorkspace, outcomeOf, removeWorkspaces, runScenarios } from '../support/workspace.js';

const PROJECT = resolve(ROOT, 'tests/jest-projects/orders');
const MATCHERS = resolve(ROOT, 'tests/jest-projects/matchers');
const DOOR = resolve(ROOT, 'dist/jest/index.cjs');
const SNAP = '__snapshots__/orders.check.js.snap';
const CHECK = 'orders.check.js';
const { page: PAGE, changed: CHANGED } = ordersPages(join(PROJECT, 'page.html'));

/** The goldens of the project's snapshots for a page, as the engine renders them here. */
function goldensOf(html: string) {
  const { page, table, regions, form } = ordersGoldens(html, 'http://localhost:3000/orders');
  return { snap: { 'orders page 1': page, 'orders table in full 1': table, 'regions 1': regions } as Record<string, string>, inline: form };
}

const before = goldensOf(PAGE);
const after = goldensOf(CHANGED);

/** A `.snap` file as Jest writes it. */
const snapFile = (entries: Record<string, string>) => snapFileOf(entries, 'jest');

/**
 * The inline snapshot Jest wrote into the check file, as Jest reads it back:
 * without the indentation it adds to match the code around it (it does when
 * Prettier is installed beside it, at indent 0 when not).
 */
function inlineOf(check: string): string | undefined {
  const at = check.indexOf('toMatchInlineA11ySnapshot(`');
  if (at < 0) return undefined;
  const start = at + 'toMatchInlineA11ySnapshot(`'.length;
  const lines = check.slice(start, check.indexOf('`', start)).split('\n');
  const indent = lines.length > 2 && lines[0] === '' && lines.at(-1)!.trim() === '' ? /^\s*/.exec(lines[1])![0] : '';
  if (!indent || !lines.slice(1, -1).every((line) => line === '' || line.startsWith(indent))) return lines.join('\n');
  return [...lines.slice(0, -1).map((line) => line.slice(indent.length)), ''].join('\n');
}

/** A .snap a killed "jest -u" left behind: the scenario's name, its text, and the reason its one line gives. */
const whole = () => snapFile(before.snap);
const DAMAGED: Array<[string, string, () => string, RegExp]> = [
  ['empty', 'empty', () => '', /is empty \(a killed "jest -u" leaves it so\)/],
  [
    'cut short inside an entry',
    'cut-entry',
    () => whole().slice(0, Math.floor(whole().length / 2)),
    /is cut short \(line \d+: the entry "[^"]+" does not end\)/,
  ],
];

/** This repository's Jest over `scenarios` of the workspace (the door named by A11Y_SNAPSHOT_DOOR), killed after 100 s. */
const runJest = (workspace: string, scenarios: string[], args: string[] = []) =>
  runScenarios(workspace, 'jest', scenarios, { args, env: { FORCE_COLOR: '0', A11Y_SNAPSHOT_DOOR: DOOR }, timeout: 100_000 });

let scenarios: ReturnType<typeof startScenarios>;

function startScenarios() {
  const workspace = makeWorkspace('a11y-jest-');
  const check = read(PROJECT, CHECK);
  const at = (name: string, files: Record<string, string> = {}) => addScenario(workspace, name, PROJECT, files);
  addScenario(workspace, 'matchers', MATCHERS);
  const local = at('local');
  const ci = at('ci');

  // A stored golden with a pattern, an inline snapshot indented by hand, a page that changed, and a snapshot whose test is gone.
  const patterned = withPattern(before.snap['orders page 1']);
  const updating = at('updating', {
    'page.html': CHANGED,
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': patterned, 'removed test 1': before.snap['orders page 1'] }),
  });
  const updatingSnap = read(updating, SNAP);

  // The same pattern, a page whose order number changed only: it passes, and nothing is written.
  const matching = at('matching', {
    'page.html': PAGE.replace('Order 1001', 'Order 3003'),
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({
      ...before.snap,
      'orders page 1': patterned,
      'orders table in full 1': before.snap['orders table in full 1'].replace('link "Order 1001" ', 'link /Order \\d+/ '),
    }),
  });
  const matchingSnap = read(matching, SNAP);

  // A stored golden nobody can read: a pattern that does not compile.
  const corrupt = at('corrupt', {
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': withBrokenPattern(before.snap['orders page 1']) }),
  });
  const corruptSnap = read(corrupt, SNAP);

  const damaged = Object.fromEntries(DAMAGED.map(([, name, text]) => [name, at(name, { [SNAP]: text() })]));

  // One run per mode; -u runs after the local run has read (and left) what the scenarios hold.
  const localRun = runJest(workspace, ['matchers', 'local', 'updating', 'matching', 'corrupt', ...Object.keys(damaged)]);
  const afterLocal = localRun.then((run) => ({
    run,
    updatingSnap: read(updating, SNAP),
    updatingCheck: read(updating, CHECK),
    corruptSnap: read(corrupt, SNAP),
  }));
  const updateRun = afterLocal.then(() => runJest(workspace, ['updating', 'corrupt'], ['-u']));
  return {
    check,
    local: { dir: local, run: localRun },
    ci: { dir: ci, run: runJest(workspace, ['ci'], ['--ci']) },
    updating: { dir: updating, snap: updatingSnap, patterned },
    matching: { dir: matching, snap: matchingSnap },
    corrupt: { dir: corrupt, snap: corruptSnap },
    damaged,
    afterLocal,
    updateRun,
  };
}

beforeAll(() => {
  if (!existsSync(DOOR)) throw new Error(`${DOOR} is missing: run node scripts/build.mjs first`);
  scenarios = startScenarios();
});

afterAll(async () => {
  // Runs still going (a test failed early) finish before their folders go.
  const { local, ci, updateRun } = scenarios;
  await Promise.allSettled([local.run, ci.run, updateRun]);
  removeWorkspaces();
}, 300_000);

/** The snapshots a scenario's file held against its goldens: Jest's "Snapshots: … total" for that file. */
const snapshotTotal = ({ added, matched, unmatched, updated }: { added: number; matched: number; unmatched: number; updated: number }) =>
  added + matched + unmatched + updated;

// Every run starts at once (the -u run after the local one); each test awaits its own (its runs may wait for a slot behind other files' runs: tests/README.md).
describe('jest/projects', { timeout: 300_000 }, () => {
  test('a first local run writes every snapshot, the inline one into the test, and passes', async () => {
    const { dir, run } = scenarios.local;
    const result = await run;
    const outcome = outcomeOf(result, 'local');
    expect(outcome.failed, outcome.failureMessage).toBe(0);
    expect(outcome.passed).toBe(4);
    expect(outcome.snapshot?.added).toBe(4);
    const snap = read(dir, SNAP);
    expect(snap.startsWith('// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n')).toBe(true);
    expect(readSnap(join(dir, SNAP))).toEqual(Object.fromEntries(Object.entries(before.snap).map(([k, v]) => [k, stored(v)])));
    expect(inlineOf(read(dir, CHECK))).toBe(stored(before.inline));
  });

  test('--ci: a missing snapshot fails, and nothing is written', async () => {
    const { dir, run } = scenarios.ci;
    const { code, output, scenarios: outcomes } = await run;
    expect(code).toBe(1);
    expect(output).toContain('expect(received).toMatchA11ySnapshot() failed');
    expect(output).toContain(
      'No snapshot is stored for it, and this run writes none (--ci, or --updateSnapshot=none): run Jest locally, or with -u, to write it.',
    );
    expect(output).toMatch(/Tests:\s+4 failed, 4 total/);
    expect(outcomeOf({ code, output, scenarios: outcomes }, 'ci').failed).toBe(4);
    expect(existsSync(join(dir, SNAP))).toBe(false);
    expect(read(dir, CHECK)).toBe(scenarios.check);
  });

  test('a stored pattern matches a changed value: the run passes, and no file changes', async () => {
    const { dir, snap } = scenarios.matching;
    const outcome = outcomeOf(await scenarios.local.run, 'matching');
    expect(outcome.failed, outcome.failureMessage).toBe(0);
    expect(outcome.passed).toBe(4);
    expect(outcome.snapshot).toMatchObject({ matched: 4, added: 0, updated: 0, unmatched: 0 });
    expect(snapshotTotal(outcome.snapshot!)).toBe(4);
    expect(read(dir, SNAP)).toBe(snap);
    expect(read(dir, CHECK)).toBe(withInline(scenarios.check, before.inline));
  });

  test('a changed page fails with the element diff, reports the obsolete snapshot, and writes nothing', async () => {
    const { snap } = scenarios.updating;
    const { run: check, updatingSnap: snapAfterCheck, updatingCheck: checkFile } = await scenarios.afterLocal;
    expect(check.code).toBe(1);
    const outcome = outcomeOf(check, 'updating');
    const failures = outcome.failureMessage;
    expect(failures).toContain('Golden: `orders page 1` in updating/__snapshots__/orders.check.js.snap');
    expect(failures).toContain('~name button "Place order" (was "Create order")');
    expect(failures).toContain('To accept the page as it is now: jest -u');
    expect(check.output).toMatch(/1 snapshot obsolete/);
    expect(outcome.snapshot).toMatchObject({ unchecked: 1, uncheckedKeys: ['removed test 1'] });
    expect(snapAfterCheck).toBe(snap);
    expect(checkFile).toBe(withInline(scenarios.check, before.inline));
  });

  test('-u writes the page with the stored pattern kept, rewrites the inline snapshot, and removes the obsolete one', async () => {
    const { dir, patterned } = scenarios.updating;
    const update = await scenarios.updateRun;
    expect(update.code, update.output).toBe(0);
    expect(update.output).toMatch(/1 snapshot removed/);
    expect(outcomeOf(update, 'updating').snapshot).toMatchObject({ unchecked: 1, uncheckedKeys: ['removed test 1'] });
    const written = readSnap(join(dir, SNAP));
    expect(Object.keys(written).sort()).toEqual(Object.keys(after.snap).sort());
    // The pattern still matches "Order 2002": it stays; the renamed button is written.
    expect(written['orders page 1']).toBe(stored(patterned.replace('Create order', 'Place order')));
    expect(written['orders table in full 1']).toBe(stored(after.snap['orders table in full 1']));
    expect(inlineOf(read(dir, CHECK))).toBe(stored(after.inline));
  });

  test('a stored snapshot that cannot be read fails with one line naming where, and the .snap is untouched', async () => {
    const { snap } = scenarios.corrupt;
    const { run: check, corruptSnap: snapAfterCheck } = await scenarios.afterLocal;
    expect(check.code).toBe(1);
    const outcome = outcomeOf(check, 'corrupt');
    const lines = outcome.failureMessage.split('\n').filter((line) => line.includes('fix the golden'));
    expect(lines).toHaveLength(1);
    expect(lines[0].trim()).toMatch(
      /^corrupt\/__snapshots__\/orders\.check\.js\.snap:\d+:\d+: invalid pattern \/Order \(\\d\+\/.* \(fix the golden, or rewrite it with: jest -u\)$/,
    );
    expect([outcome.failed, outcome.passed]).toEqual([1, 3]);
    expect(check.output.split('\n').filter((line) => line.includes('fix the golden'))).toHaveLength(1);
    expect(snapAfterCheck).toBe(snap);
  });

  test('the matchers refuse .not, a wrong receiver and wrong options; toResolve and the serializer work; lint fails a snapshot', async () => {
    const { code, scenarios: outcomes, output } = await scenarios.local.run;
    expect(code).toBe(1);
    const outcome = outcomeOf({ code, output, scenarios: outcomes }, 'matchers');
    expect([outcome.failed, outcome.passed]).toEqual([1, 3]);
    expect(outcome.tests['lint fails a snapshot that holds a nameless control'].state).toBe('failed');
    expect(outcome.failureMessage).toContain('● lint fails a snapshot that holds a nameless control');
    expect(outcome.failureMessage).toContain('expect(received).toMatchA11ySnapshot() failed: 1 line breaks the lint rules this test turns on');
    expect(outcome.failureMessage).toContain('nameless: button ""');
  });

  test('-u writes an unreadable stored snapshot again', async () => {
    const { dir } = scenarios.corrupt;
    const update = await scenarios.updateRun;
    expect(update.code, update.output).toBe(0);
    expect(readSnap(join(dir, SNAP))['orders page 1']).toBe(stored(before.snap['orders page 1']));
  });
});

describe('jest/projects: a .snap a killed "jest -u" left behind', { timeout: 300_000 }, () => {
  test.each(DAMAGED)('%s: a snapshot it should hold fails with one line instead of being written anew', async (_, name, text, reason) => {
    const run = await scenarios.local.run;
    expect(run.code).toBe(1);
    const outcome = outcomeOf(run, name);
    const shown = `${name}/__snapshots__/orders.check.js.snap`;
    const lines = outcome.failureMessage.split('\n').filter((line) => line.includes('a killed "jest -u"'));
    expect(lines.length, outcome.failureMessage).toBeGreaterThan(0);
    expect(lines[0]).toMatch(reason);
    expect(lines[0]).toContain(`${shown} `);
    expect(lines[0]).toContain(`restore it (git checkout -- ${shown}), or delete it`);
    expect([outcome.failed, outcome.passed]).toEqual([3, 1]);
    expect(read(scenarios.damaged[name], SNAP)).toBe(text());
  });
});
