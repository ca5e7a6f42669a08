/**
 * The Jest door as a user meets it: tests/jest-projects/orders (setup file
 * `a11y-snapshot/jest`, environment jsdom) copied to a temporary folder and
 * run by this repository's Jest as a child process, locally, with `--ci`
 * and with `-u`. What Jest wrote is read back and held against
 * `renderGolden(capture(document))` of the same HTML.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { copyProject as copyOf, read, removeCopies } from '../support/harness.js';
import { ordersGoldens, ordersPages, withBrokenPattern, withPattern } from '../support/orders.js';
import { runProject } from '../support/projects.mjs';
import { readSnap, snapFile as snapFileOf, stored, withInline } from '../support/snap-files.js';

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

/** The inline snapshot Jest wrote into the check file (without Prettier it writes the golden at indent 0). */
function inlineOf(check: string): string | undefined {
  const at = check.indexOf('toMatchInlineA11ySnapshot(`');
  if (at < 0) return undefined;
  const start = at + 'toMatchInlineA11ySnapshot(`'.length;
  return check.slice(start, check.indexOf('`', start));
}

/** A fresh copy of the project, its node_modules linked to this repository's. */
const copyProject = (files: Record<string, string> = {}, project = PROJECT) => copyOf(project, files, 'a11y-jest-');

/** Runs this repository's Jest in `dir`, as `npx jest` would, with a bare environment. */
function runJest(dir: string, args: string[] = []) {
  return runProject(dir, 'jest', ['--no-watchman', '--cacheDirectory', join(dir, '.jest-cache'), ...args], { env: { FORCE_COLOR: '0', A11Y_SNAPSHOT_DOOR: DOOR }, timeout: 60_000 });
}

let scenarios: ReturnType<typeof startScenarios>;

function startScenarios() {
  const check = read(PROJECT, CHECK);
  const local = copyProject();
  const ci = copyProject();

  // A stored golden with a pattern, an inline snapshot indented by hand, a page that changed, and a snapshot whose test is gone.
  const patterned = withPattern(before.snap['orders page 1']);
  const updating = copyProject({
    'page.html': CHANGED,
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': patterned, 'removed test 1': before.snap['orders page 1'] }),
  });
  const updatingSnap = read(updating, SNAP);

  // The same pattern, a page whose order number changed only: it passes, and nothing is written.
  const matching = copyProject({
    'page.html': PAGE.replace('Order 1001', 'Order 3003'),
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': patterned, 'orders table in full 1': before.snap['orders table in full 1'].replace('link "Order 1001" ', 'link /Order \\d+/ ') }),
  });
  const matchingSnap = read(matching, SNAP);

  // A stored golden nobody can read: a pattern that does not compile.
  const corrupt = copyProject({
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': withBrokenPattern(before.snap['orders page 1']) }),
  });
  const corruptSnap = read(corrupt, SNAP);

  const twice = (dir: string) => runJest(dir).then(async (check) => ({ check, snapAfterCheck: read(dir, SNAP), checkFile: read(dir, CHECK), update: await runJest(dir, ['-u']) }));
  return {
    check,
    matchers: runJest(copyProject({}, MATCHERS)),
    local: { dir: local, run: runJest(local) },
    ci: { dir: ci, run: runJest(ci, ['--ci']) },
    updating: { dir: updating, snap: updatingSnap, patterned, runs: twice(updating) },
    matching: { dir: matching, snap: matchingSnap, run: runJest(matching) },
    corrupt: { dir: corrupt, snap: corruptSnap, runs: twice(corrupt) },
  };
}

beforeAll(() => {
  if (!existsSync(DOOR)) throw new Error(`${DOOR} is missing: run node scripts/build.mjs first`);
  scenarios = startScenarios();
});

afterAll(async () => {
  // Runs still going (a test failed early) finish before their folders go.
  const { matchers, local, ci, updating, matching, corrupt } = scenarios;
  await Promise.allSettled([matchers, local.run, ci.run, updating.runs, matching.run, corrupt.runs]);
  removeCopies();
}, 300_000);

// Every scenario starts at once; each test awaits its own (its runs may wait for a slot behind other files' runs: tests/README.md).
describe('jest/projects', { timeout: 300_000 }, () => {
  test('a first local run writes every snapshot, the inline one into the test, and passes', async () => {
    const { dir, run } = scenarios.local;
    const { code, output } = await run;
    expect(code, output).toBe(0);
    expect(output).toMatch(/4 snapshots written/);
    const snap = read(dir, SNAP);
    expect(snap.startsWith('// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n')).toBe(true);
    expect(readSnap(join(dir, SNAP))).toEqual(Object.fromEntries(Object.entries(before.snap).map(([k, v]) => [k, stored(v)])));
    expect(inlineOf(read(dir, CHECK))).toBe(stored(before.inline));
  });

  test('--ci: a missing snapshot fails, and nothing is written', async () => {
    const { dir, run } = scenarios.ci;
    const { code, output } = await run;
    expect(code).toBe(1);
    expect(output).toContain('expect(received).toMatchA11ySnapshot() failed');
    expect(output).toContain('No snapshot is stored for it, and this run writes none (--ci, or --updateSnapshot=none): run Jest locally, or with -u, to write it.');
    expect(output).toMatch(/Tests:\s+4 failed, 4 total/);
    expect(existsSync(join(dir, SNAP))).toBe(false);
    expect(read(dir, CHECK)).toBe(scenarios.check);
  });

  test('a stored pattern matches a changed value: the run passes, and no file changes', async () => {
    const { dir, snap, run } = scenarios.matching;
    const { code, output } = await run;
    expect(code, output).toBe(0);
    expect(output).toMatch(/Snapshots:\s+4 passed, 4 total/);
    expect(read(dir, SNAP)).toBe(snap);
    expect(read(dir, CHECK)).toBe(withInline(scenarios.check, before.inline));
  });

  test('a changed page fails with the element diff, reports the obsolete snapshot, and writes nothing', async () => {
    const { snap, runs } = scenarios.updating;
    const { check, snapAfterCheck, checkFile } = await runs;
    expect(check.code).toBe(1);
    expect(check.output).toContain('Golden: `orders page 1` in __snapshots__/orders.check.js.snap');
    expect(check.output).toContain('~name button "Place order" (was "Create order")');
    expect(check.output).toContain('To accept the page as it is now: jest -u');
    expect(check.output).toMatch(/1 snapshot obsolete/);
    expect(snapAfterCheck).toBe(snap);
    expect(checkFile).toBe(withInline(scenarios.check, before.inline));
  });

  test('-u writes the page with the stored pattern kept, rewrites the inline snapshot, and removes the obsolete one', async () => {
    const { dir, patterned, runs } = scenarios.updating;
    const { update } = await runs;
    expect(update.code, update.output).toBe(0);
    expect(update.output).toMatch(/1 snapshot removed/);
    const written = readSnap(join(dir, SNAP));
    expect(Object.keys(written).sort()).toEqual(Object.keys(after.snap).sort());
    // The pattern still matches "Order 2002": it stays; the renamed button is written.
    expect(written['orders page 1']).toBe(stored(patterned.replace('Create order', 'Place order')));
    expect(written['orders table in full 1']).toBe(stored(after.snap['orders table in full 1']));
    expect(inlineOf(read(dir, CHECK))).toBe(stored(after.inline));
  });

  test('a stored snapshot that cannot be read fails with one line naming where, and the .snap is untouched', async () => {
    const { snap, runs } = scenarios.corrupt;
    const { check, snapAfterCheck } = await runs;
    expect(check.code).toBe(1);
    const lines = check.output.split('\n').filter((line) => line.includes('fix the golden'));
    expect(lines).toHaveLength(1);
    expect(lines[0].trim()).toMatch(/^__snapshots__\/orders\.check\.js\.snap:\d+:\d+: invalid pattern \/Order \(\\d\+\/.* \(fix the golden, or rewrite it with: jest -u\)$/);
    expect(check.output).toMatch(/Tests:\s+1 failed, 3 passed, 4 total/);
    expect(snapAfterCheck).toBe(snap);
  });

  test('the matchers refuse .not, a wrong receiver and wrong options; toResolve and the serializer work; lint fails a snapshot', async () => {
    const { code, output } = await scenarios.matchers;
    expect(code).toBe(1);
    expect(output).toMatch(/Tests:\s+1 failed, 3 passed, 4 total/);
    expect(output).toContain('✕ lint fails a snapshot that holds a nameless control');
    expect(output).toContain('expect(received).toMatchA11ySnapshot() failed: 1 line breaks the lint rules this test turns on');
    expect(output).toContain('nameless: button ""');
  });

  test('-u writes an unreadable stored snapshot again', async () => {
    const { dir, runs } = scenarios.corrupt;
    const { update } = await runs;
    expect(update.code, update.output).toBe(0);
    expect(readSnap(join(dir, SNAP))['orders page 1']).toBe(stored(before.snap['orders page 1']));
  });
});

describe('jest/projects: a .snap a killed "jest -u" left behind', { timeout: 300_000 }, () => {
  const whole = () => snapFile(before.snap);
  test.each([
    ['empty', () => '', /is empty \(a killed "jest -u" leaves it so\)/],
    ['cut short inside an entry', () => whole().slice(0, Math.floor(whole().length / 2)), /is cut short \(line \d+: the entry "[^"]+" does not end\)/],
  ])('%s: a snapshot it should hold fails with one line instead of being written anew', async (_, text, reason) => {
    const dir = copyProject({ [SNAP]: text() });
    const { code, output } = await runJest(dir);
    expect(code).toBe(1);
    const lines = output.split('\n').filter((line) => line.includes('a killed "jest -u"'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(reason);
    expect(lines[0]).toMatch(/__snapshots__\/orders\.check\.js\.snap .*restore it \(git checkout -- __snapshots__\/orders\.check\.js\.snap\), or delete it/);
    expect(output).toMatch(/Tests:\s+3 failed, 1 passed, 4 total/);
    expect(read(dir, SNAP)).toBe(text());
  });
});
