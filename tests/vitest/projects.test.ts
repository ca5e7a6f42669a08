/**
 * The door as a user meets it: tests/vitest-projects/orders (setup file
 * `a11y-snapshot/vitest`, environment jsdom) copied to a temporary folder and
 * run by this repository's Vitest as a child process, locally, in CI, with
 * `-u` and with `--update=none`. What Vitest wrote is read back and held
 * against `renderGolden(capture(document))` of the same HTML.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { copyProject as copyOf, read, removeCopies, runVitest as runVitestIn } from '../support/harness.js';
import { ordersGoldens, ordersPages, withBrokenPattern, withPattern } from '../support/orders.js';
import { failureOf, readSnap, snapFile, stored, withInline } from '../support/snap-files.js';

const PROJECT = resolve(ROOT, 'tests/vitest-projects/orders');
const SNAP = '__snapshots__/orders.check.ts.snap';
const CHECK = 'orders.check.ts';
const { page: PAGE, changed: CHANGED } = ordersPages(join(PROJECT, 'page.html'));

/** The goldens of the project's four snapshots for a page, as the engine renders them here. */
function goldensOf(html: string) {
  const { page, table, regions, form } = ordersGoldens(html, 'http://localhost:3000/orders');
  return { snap: { 'orders page 1': page, 'orders table in full 1': table, 'regions 1': regions } as Record<string, string>, inline: form };
}

const before = goldensOf(PAGE);
const after = goldensOf(CHANGED);

/** A fresh copy of the project, its node_modules linked to this repository's. */
const copyProject = (files: Record<string, string> = {}) => copyOf(PROJECT, files, 'a11y-vitest-');

/** This repository's Vitest in `dir` (a bare environment, then `env`), killed after 50 s. */
const runVitest = (dir: string, args: string[] = [], env: Record<string, string> = {}) => runVitestIn(dir, args, { env, timeout: 50_000 });

// Every scenario starts at once; each test awaits its own (its runs may wait for a slot behind other files' runs: tests/README.md).
let scenarios: ReturnType<typeof startScenarios>;

function startScenarios() {
  const check = read(PROJECT, CHECK);
  const local = copyProject();
  const ci = copyProject();
  const none = copyProject();

  // A stored golden with a pattern, a page that changed, and a snapshot whose test is gone.
  const patterned = withPattern(before.snap['orders page 1']);
  const updating = copyProject({
    'page.html': CHANGED,
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': patterned, 'removed test 1': before.snap['orders page 1'] }),
  });
  const updatingSnap = read(updating, SNAP);

  // A stored golden nobody can read: a pattern that does not compile.
  const corrupt = copyProject({ [CHECK]: withInline(check, before.inline), [SNAP]: snapFile({ ...before.snap, 'orders page 1': withBrokenPattern(before.snap['orders page 1']) }) });
  const corruptSnap = read(corrupt, SNAP);

  const updatingRuns = runVitest(updating).then(async (check) => ({ check, snapAfterCheck: read(updating, SNAP), update: await runVitest(updating, ['-u']) }));
  const corruptRuns = runVitest(corrupt).then(async (check) => ({ check, snapAfterCheck: read(corrupt, SNAP), update: await runVitest(corrupt, ['-u']) }));
  return {
    check,
    local: { dir: local, run: runVitest(local) },
    ci: { dir: ci, run: runVitest(ci, [], { CI: 'true' }) },
    none: { dir: none, run: runVitest(none, ['--update=none']) },
    updating: { dir: updating, snap: updatingSnap, patterned, runs: updatingRuns },
    corrupt: { dir: corrupt, snap: corruptSnap, runs: corruptRuns },
  };
}

beforeAll(() => {
  scenarios = startScenarios();
});

afterAll(async () => {
  // Runs still going (a test failed early) finish before their folders go.
  const { local, ci, none, updating, corrupt } = scenarios;
  await Promise.allSettled([local.run, ci.run, none.run, updating.runs, corrupt.runs]);
  removeCopies();
}, 300_000);

describe('vitest/projects', { timeout: 300_000 }, () => {
  test('locally, missing snapshots are written: the .snap holds each golden exactly, the inline one lands in the test', async () => {
    const { dir, run } = scenarios.local;
    const { code, output } = await run;
    expect(output).toMatch(/4 written/);
    expect(code).toBe(0);
    const written = readSnap(join(dir, SNAP));
    expect(written).toEqual(Object.fromEntries(Object.entries(before.snap).map(([key, golden]) => [key, stored(golden)])));
    expect(read(dir, CHECK)).toBe(withInline(scenarios.check, before.inline));
  });

  test('in CI a missing snapshot fails and nothing is written', async () => {
    const { dir, run } = scenarios.ci;
    const { code, output } = await run;
    expect(code).toBe(1);
    expect(output).toContain('Snapshot `orders page 1` mismatched');
    expect(output).toContain('No snapshot is stored for it, and this run writes none');
    expect(output).toMatch(/4 failed/);
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
    const { snap, runs } = scenarios.updating;
    const { check, snapAfterCheck } = await runs;
    expect(check.code).toBe(1);
    const page = failureOf(check.output, 'orders page 1');
    expect(page).toContain('~name button "Place order" (was "Create order")');
    // The element-by-element diff says nothing of the link; Vitest's diff shows it unchanged, as the pattern.
    expect(page.slice(0, page.indexOf('- Expected'))).not.toContain('link');
    expect(page).toContain('\n  link /Order \\d+/\n');
    expect(page).not.toMatch(/^[-+] link/m);
    expect(failureOf(check.output, 'orders table in full 1')).toContain('~name link "Order 2002" row:"Ada Lovelace" in:table"Orders" (was "Order 1001")');
    expect(check.output).toMatch(/1 obsolete[^]*removed test 1/);
    expect(snapAfterCheck).toBe(snap);
  });

  test('-u writes the new page, keeps the pattern that still matches, rewrites the inline golden and drops the obsolete one', async () => {
    const { dir, patterned, runs } = scenarios.updating;
    const { update } = await runs;
    expect(update.output).toMatch(/updated/);
    expect(update.output).toMatch(/1 removed/);
    expect(update.code).toBe(0);
    const written = readSnap(join(dir, SNAP));
    expect(Object.keys(written).sort()).toEqual(Object.keys(after.snap).sort());
    expect(written['orders page 1']).toBe(stored(patterned.replace('button "Create order"', 'button "Place order"')));
    expect(written['orders page 1']).toContain('link /Order \\d+/\n');
    expect(written['orders table in full 1']).toBe(stored(after.snap['orders table in full 1']));
    expect(read(dir, CHECK)).toBe(withInline(scenarios.check, after.inline));
  });

  test('a stored snapshot that cannot be read fails with one line naming it, and the .snap is untouched', async () => {
    const { snap, runs } = scenarios.corrupt;
    const { check, snapAfterCheck } = await runs;
    expect(check.code).toBe(1);
    const lines = check.output.split('\n').filter((line) => line.includes('fix the golden'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^UnreadableGoldenError: __snapshots__\/orders\.check\.ts\.snap:\d+:\d+: invalid pattern \/Order \(\\d\+\/.* \(fix the golden, or rewrite it with: vitest -u\)$/);
    expect(check.output).toMatch(/Tests\s+1 failed \| 3 passed/);
    expect(snapAfterCheck).toBe(snap);
  });

  test('-u writes an unreadable stored snapshot again', async () => {
    const { dir, runs } = scenarios.corrupt;
    const { update } = await runs;
    expect(update.code).toBe(0);
    expect(readSnap(join(dir, SNAP))['orders page 1']).toBe(stored(before.snap['orders page 1']));
  });
});

describe('vitest/projects: a .snap a killed "vitest -u" left behind', { timeout: 300_000 }, () => {
  const whole = () => snapFile(before.snap);
  test.each([
    ['empty', () => '', /is empty \(a killed "vitest -u" leaves it so\)/],
    ['cut short inside an entry', () => whole().slice(0, Math.floor(whole().length / 2)), /is cut short \(line \d+: the entry "[^"]+" does not end\)/],
    ['cut short in its header', () => whole().slice(0, 10), /is cut short \(a killed/],
  ])('%s: a snapshot it should hold fails with one line instead of being written anew', async (_, text, reason) => {
    const dir = copyProject({ [SNAP]: text() });
    const { code, output } = await runVitest(dir);
    expect(code).toBe(1);
    const lines = output.split('\n').filter((line) => line.includes('a killed "vitest -u"'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(reason);
    expect(lines[0]).toMatch(/__snapshots__\/orders\.check\.ts\.snap .*restore it \(git checkout -- __snapshots__\/orders\.check\.ts\.snap\), or delete it/);
    expect(output).toMatch(/Tests\s+3 failed \| 1 passed/);
  });
});
