/**
 * The door as a user meets it in Vitest's browser mode (Chromium through
 * `@vitest/browser-playwright`) and on happy-dom: tests/runners/browser-orders
 * and tests/runners/happy-dom-orders (setup file `a11y-snapshot/vitest`),
 * each copied to a temporary folder and run by this repository's Vitest as a
 * child process, locally, in CI and with `-u`. In browser mode the engine
 * runs in the page and Vitest's snapshot client carries the goldens to the
 * server, which writes them. What Vitest wrote is read back and held against
 * the golden the engine renders for the same HTML here.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { copyProject, read, removeCopies, runVitest, type Run } from '../support/harness.js';
import { ordersGoldens, ordersPages, withBrokenPattern, withPattern } from '../support/orders.js';
import { failureOf, readSnap, snapFile, stored, withInline } from '../support/snap-files.js';

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

/** Two runs at a time (in browser mode each starts a Chromium). */
function startScenarios(project: string) {
  const check = read(project, CHECK);
  const copy = (files: Record<string, string> = {}) => copyProject(project, files, 'a11y-vitest-');
  const local = copy();
  const ci = copy();
  const patterned = withPattern(before.snap['orders page 1']);
  const updating = copy({
    'page.html': CHANGED,
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': patterned, 'removed test 1': before.snap['orders page 1'] }),
  });
  const corrupt = copy({
    [CHECK]: withInline(check, before.inline),
    [SNAP]: snapFile({ ...before.snap, 'orders page 1': withBrokenPattern(before.snap['orders page 1']) }),
  });
  const snaps = { updating: read(updating, SNAP), corrupt: read(corrupt, SNAP) };
  const checkThenUpdate = async (dir: string) => {
    const first = await runVitest(dir);
    return { check: first, snapAfterCheck: read(dir, SNAP), update: await runVitest(dir, ['-u']) };
  };
  const firstPair = Promise.all([runVitest(local), runVitest(ci, [], { env: { CI: 'true' } })]);
  const secondPair = firstPair.then(() => Promise.all([checkThenUpdate(updating), checkThenUpdate(corrupt)]));
  return {
    check,
    local: { dir: local, run: firstPair.then(([run]) => run) },
    ci: { dir: ci, run: firstPair.then(([, run]) => run) },
    updating: { dir: updating, snap: snaps.updating, patterned, runs: secondPair.then(([runs]) => runs) },
    corrupt: { dir: corrupt, snap: snaps.corrupt, runs: secondPair.then(([, runs]) => runs) },
  };
}

interface Project {
  /** The folder under tests/runners. */
  folder: string;
  /** How the one-line error of an unreadable stored golden says where the line is. */
  located: string;
}

const PROJECTS: [string, Project][] = [
  // The page has no file system: the line is counted in the golden, not in the .snap file.
  ['Vitest browser mode', { folder: 'browser-orders', located: 'stored snapshot "orders page 1", line \\d+:\\d+' }],
  ['Vitest + happy-dom', { folder: 'happy-dom-orders', located: '__snapshots__/orders\\.check\\.ts\\.snap:\\d+:\\d+' }],
];

afterAll(() => removeCopies());

const passed = (run: Run) => expect(run.code, run.output).toBe(0);

describe.each(PROJECTS)('%s: a project', { timeout: 180_000 }, (_, { folder, located }) => {
  let scenarios: ReturnType<typeof startScenarios>;
  beforeAll(() => {
    scenarios = startScenarios(resolve(ROOT, 'tests/runners', folder));
  });
  afterAll(async () => {
    await Promise.allSettled([scenarios.local.run, scenarios.updating.runs, scenarios.corrupt.runs]);
  }, 180_000);

  test('locally, missing snapshots are written: on document, an element, one waited for, and inline', async () => {
    const { dir, run } = scenarios.local;
    const result = await run;
    passed(result);
    expect(result.output).toMatch(/4 written/);
    expect(result.output).toMatch(/Tests\s+6 passed/);
    expect(readSnap(join(dir, SNAP))).toEqual(Object.fromEntries(Object.entries(before.snap).map(([key, golden]) => [key, stored(golden)])));
    expect(read(dir, CHECK)).toBe(withInline(scenarios.check, before.inline));
  });

  test('in CI a missing snapshot fails and nothing is written', async () => {
    const { dir, run } = scenarios.ci;
    const { code, output } = await run;
    expect(code).toBe(1);
    expect(output).toContain('Snapshot `orders page 1` mismatched');
    expect(output).toContain('No snapshot is stored for it, and this run writes none');
    expect(output).toMatch(/Tests\s+4 failed \| 2 passed/);
    expect(existsSync(join(dir, SNAP))).toBe(false);
    expect(read(dir, CHECK)).toBe(scenarios.check);
  });

  test('a changed page fails with the element-by-element diff; a pattern that still matches is no change; the obsolete snapshot is reported', async () => {
    const { snap, runs } = scenarios.updating;
    const { check, snapAfterCheck } = await runs;
    expect(check.code).toBe(1);
    const page = failureOf(check.output, 'orders page 1');
    expect(page).toContain('~name button "Place order" (was "Create order")');
    expect(page).toContain('\n  link /Order \\d+/\n');
    expect(failureOf(check.output, 'orders table in full 1')).toContain('~name link "Order 2002" row:"Ada Lovelace" in:table"Orders" (was "Order 1001")');
    expect(failureOf(check.output, 'order form, waited for 1')).toContain('~name button "Place order" (was "Create order")');
    expect(check.output).toMatch(/1 obsolete[^]*removed test 1/);
    expect(snapAfterCheck).toBe(snap);
  });

  test('-u writes the new page, keeps the pattern, rewrites the inline golden and drops the obsolete one', async () => {
    const { dir, patterned, runs } = scenarios.updating;
    const { update } = await runs;
    passed(update);
    expect(update.output).toMatch(/1 removed/);
    const written = readSnap(join(dir, SNAP));
    expect(Object.keys(written).sort()).toEqual(Object.keys(after.snap).sort());
    expect(written['orders page 1']).toBe(stored(patterned.replace('button "Create order"', 'button "Place order"')));
    expect(written['orders table in full 1']).toBe(stored(after.snap['orders table in full 1']));
    expect(read(dir, CHECK)).toBe(withInline(scenarios.check, after.inline));
  });

  test('a stored snapshot that cannot be read fails with one line naming it, and the .snap is untouched', async () => {
    const { snap, runs } = scenarios.corrupt;
    const { check, snapAfterCheck } = await runs;
    expect(check.code).toBe(1);
    const lines = check.output.split('\n').filter((line) => line.includes('fix the golden'));
    expect(lines, check.output).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^UnreadableGoldenError: ${located}: invalid pattern /Order \\(\\\\d\\+/.* \\(fix the golden, or rewrite it with: vitest -u\\)$`),
    );
    expect(check.output).toMatch(/Tests\s+1 failed \| 5 passed/);
    expect(snapAfterCheck).toBe(snap);
  });

  test('-u writes an unreadable stored snapshot again', async () => {
    const { dir, runs } = scenarios.corrupt;
    const { update } = await runs;
    passed(update);
    expect(readSnap(join(dir, SNAP))['orders page 1']).toBe(stored(before.snap['orders page 1']));
  });
});
