/**
 * The Playwright door as a user meets it: tests/playwright-projects/shop
 * (`import { test, expect } from 'a11y-snapshot/playwright'`, the
 * `a11y-snapshot/reporter`) copied to a temporary folder with the package
 * installed as npm installs it (package.json and dist/ under node_modules),
 * and run by this repository's Playwright as a child process: the command
 * `npx playwright test` runs, without npx's start-up. What the runs wrote is
 * read back and held against `renderGolden(capture(document))` of the same
 * HTML in jsdom: one engine, one golden.
 *
 * The scenarios start at once (each in its own folder); each test awaits its own.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { renderGolden } from '../../src/golden/golden.js';
import { ROOT } from '../fixtures.js';
import { copyProject as copy, runNode, runProject, writeFiles as write } from '../support/projects.mjs';

const PROJECT = resolve(ROOT, 'tests/playwright-projects/shop');
const CLI = resolve(ROOT, 'node_modules/@playwright/test/cli.js');
const SNAPS = 'tests/shop.spec.ts-snapshots';
const PAGE = readFileSync(join(PROJECT, 'pages/shop.html'), 'utf8');
// A renamed button outside the cart table, and a renamed item inside it (a locator's golden changes too).
const RENAMED = PAGE.replace('Place order', 'Confirm order').replace('<td>Cake</td>', '<td>Scone</td>');
const COMMAND = 'npx playwright test --update-snapshots';

/** The five goldens the project's spec holds, as jsdom renders its page. */
function goldensOf(html: string): Record<string, string> {
  const { document } = new JSDOM(html, { url: 'http://shop.test/checkout' }).window;
  const golden = (root: Document | Element, detail: 'compact' | 'full' | 'regions', scope?: string) =>
    renderGolden(capture(root, { refs: false, scope }), detail);
  return {
    'cart-table-1.snap': golden(document.querySelector('table')!, 'compact'),
    'checkout.snap': golden(document, 'compact'),
    'header-and-footer-1.snap': golden(document, 'compact', 'header'),
    'header-and-footer-2.snap': golden(document, 'full', 'footer'),
    'regions.snap': golden(document, 'regions'),
  };
}

const before = goldensOf(PAGE);
const renamed = goldensOf(RENAMED);
const folders: string[] = [];

/** A fresh copy of the project, the package installed in its node_modules, `files` written over it. */
function copyProject(files: Record<string, string> = {}): string {
  const dir = copy(PROJECT, { prefix: 'a11y-playwright-', modules: 'package', files });
  folders.push(dir);
  return dir;
}

/** The goldens a run left, by file name. */
function goldensIn(dir: string, folder = SNAPS): Record<string, string> {
  const path = join(dir, folder);
  if (!existsSync(path)) return {};
  return Object.fromEntries(
    readdirSync(path)
      .sort()
      .map((name) => [name, readFileSync(join(path, name), 'utf8')]),
  );
}

/** Stored goldens, as files under the spec's snapshot folder. */
function stored(goldens: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(goldens).map(([name, text]) => [`${SNAPS}/${name}`, text]));
}

interface Run {
  code: number;
  output: string;
}

/** `playwright test` in `dir`, with a bare environment: no CI variable from the machine running these tests, unless given. */
function runPlaywright(dir: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  return runProject(dir, 'playwright', args, { env });
}

/** What the reporter wrote: the review's Markdown and HTML, or undefined. */
function readReview(dir: string): { markdown?: string; html?: string } {
  const read = (name: string) => (existsSync(join(dir, 'a11y-review', name)) ? readFileSync(join(dir, 'a11y-review', name), 'utf8') : undefined);
  return { markdown: read('review.md'), html: read('review.html') };
}

const GONE = 'tests/gone.spec.ts-snapshots';

/** Runs one after another in `dir`; after each, the goldens of the spec and those of a deleted spec. */
async function inOrder(dir: string, runs: Array<{ args?: string[]; env?: Record<string, string>; before?: () => void }>) {
  const out: Array<Run & { goldens: Record<string, string>; gone: string[] }> = [];
  for (const run of runs) {
    run.before?.();
    const result = await runPlaywright(dir, run.args, run.env);
    out.push({ ...result, goldens: goldensIn(dir), gone: Object.keys(goldensIn(dir, GONE)) });
  }
  return out;
}

let scenarios: ReturnType<typeof startScenarios>;

// Golden files no test reads: a renamed test's, a deleted spec's; and another tool's .snap, never ours to touch.
const OBSOLETE = {
  [`${SNAPS}/old-name.snap`]: before['checkout.snap'],
  [`${GONE}/gone-1.snap`]: before['regions.snap'],
  [`${SNAPS}/other-tool.snap`]: 'exports[`x`] = `1`;\n',
};

/**
 * Two chains of runs at a time (each run is a runner, its workers and their
 * browsers): more would only share the same two cores.
 */
function startScenarios() {
  // Chain 1. The update modes on one folder (a changed page, a golden with a pattern, one missing): missing, changed (-u), all.
  const { 'regions.snap': _, ...withoutRegions } = before;
  const patterned = before['checkout.snap'].replace('heading "Cart (2 items)"', 'heading /Cart \\(\\d+ items?\\)/');
  const corrupt = before['header-and-footer-1.snap'].replace('link "Home"', 'link "Home');
  const modes = copyProject({ 'pages/shop.html': RENAMED, ...stored({ ...withoutRegions, 'checkout.snap': patterned }) });
  const modeRuns = inOrder(modes, [
    { args: ['--update-snapshots=missing'] },
    { args: ['-u'], before: () => write(modes, stored({ 'header-and-footer-1.snap': corrupt })) },
    // Asked for explicitly, a mode writes in CI too.
    { args: ['--update-snapshots=all'], env: { CI: 'true' }, before: () => write(modes, OBSOLETE) },
  ]);
  // Chain 2. Playwright's default mode in two shards of two workers (the reporter asked to delete after a shard), then a full run that deletes.
  const sharded = copyProject(OBSOLETE);
  const shardRuns = inOrder(sharded, [
    { args: ['--shard=1/2', '--workers=2'] },
    { args: ['--shard=2/2', '--workers=2'], env: { A11Y_DELETE_OBSOLETE: '1' } },
    { env: { A11Y_DELETE_OBSOLETE: '1' } },
  ]);
  // Then a missing golden under `none`, and in CI in the default mode. One test each: after a failed
  // test Playwright starts a new worker, and a new browser, which is most of a run's time.
  const none = copyProject();
  const ci = copyProject();
  const noneRun = shardRuns.then(() => runPlaywright(none, ['--update-snapshots=none', '-g', 'checkout']));
  const ciRun = noneRun.then(() => runPlaywright(ci, ['-g', 'checkout'], { CI: 'true' }));
  // Chain 3. The review of a renamed page: one run, then the same tests in two shards merged by merge-reports.
  const review = copyProject({ 'pages/shop.html': RENAMED, ...stored(before) });
  const reviewRuns = modeRuns.then(async () => {
    const whole = await runPlaywright(review, ['--workers=2']);
    const wholeReview = readReview(review);
    const results = await runNode(review, ['node_modules/a11y-snapshot/dist/cli/main.js', 'review', '--results', 'test-results', '--fail-on', 'renamed']);
    rmSync(join(review, 'a11y-review'), { recursive: true });
    const blobs = { PWTEST_BLOB_DO_NOT_REMOVE: '1' };
    const shards = [
      await runPlaywright(review, ['--shard=1/2', '--reporter=blob'], blobs),
      await runPlaywright(review, ['--shard=2/2', '--reporter=blob'], blobs),
    ];
    const merged = await runNode(review, [CLI, 'merge-reports', '--reporter=a11y-snapshot/reporter', 'blob-report']);
    return { whole, wholeReview, results, shards, merged, mergedReview: readReview(review) };
  });
  return {
    review: { dir: review, runs: reviewRuns },
    modes: { dir: modes, patterned, corrupt, runs: modeRuns },
    sharded: { dir: sharded, runs: shardRuns },
    none: { dir: none, run: noneRun },
    ci: { dir: ci, run: ciRun },
  };
}

beforeAll(() => {
  if (!existsSync(resolve(ROOT, 'dist/playwright/matchers.js'))) throw new Error('dist/ is not built: run "npm run build" first');
  scenarios = startScenarios();
});

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** The lines of a run's output that mention `text`. */
const linesWith = (output: string, text: string) => output.split('\n').filter((line) => line.includes(text));

describe('playwright/projects', { timeout: 300_000 }, () => {
  test("Playwright's default mode, sharded over parallel workers: together the shards write every golden, as jsdom renders the page; each test that wrote one fails", async () => {
    const [first, second] = await scenarios.sharded.runs;
    expect(first.output).toContain('Running 2 tests using 2 workers, shard 1 of 2');
    expect(second.output).toContain('Running 2 tests using 2 workers, shard 2 of 2');
    expect([first.code, second.code]).toEqual([1, 1]);
    expect(first.output).toContain(`A snapshot doesn't exist at ${SNAPS}/checkout.snap, writing actual.`);
    expect(second.output).toMatch(/2 failed/);
    expect(Object.keys(first.goldens)).toEqual(['cart-table-1.snap', 'checkout.snap', 'old-name.snap', 'other-tool.snap']);
    // A soft failure, as Playwright's own: the test that holds two goldens wrote both in one run.
    expect(second.goldens).toEqual({ ...before, 'old-name.snap': before['checkout.snap'], 'other-tool.snap': OBSOLETE[`${SNAPS}/other-tool.snap`] });
    // After a shard the reporter cannot know which goldens are obsolete: it deletes nothing.
    expect(second.output).toContain('a11y-snapshot: no obsolete goldens deleted: that needs a run of every test (--shard=2/2).');
    expect(second.gone).toEqual(['gone-1.snap']);
  });

  test('--update-snapshots=none fails on a missing golden and writes nothing', async () => {
    const { dir, run } = scenarios.none;
    const { code, output } = await run;
    expect(code).toBe(1);
    expect(output).toContain(`A snapshot doesn't exist at ${SNAPS}/checkout.snap.`);
    expect(output).toContain(`Create it with: ${COMMAND}`);
    expect(existsSync(join(dir, SNAPS))).toBe(false);
    // A filtered run cannot tell which goldens are obsolete: one line says so.
    expect(output).toContain('a11y-snapshot: obsolete goldens not listed: that needs a run of every test (-g).');
  });

  test('=missing writes only the missing golden; a renamed button fails with its ~name line, a locator with its diff; nothing else is written', async () => {
    const [missing] = await scenarios.modes.runs;
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/2 failed[^]*2 passed/);
    expect(missing.output).toContain(`Golden: ${SNAPS}/checkout.snap`);
    expect(missing.output).toMatch(new RegExp(`expect\\(locator\\)\\.toMatchA11ySnapshot\\(\\) failed\\s+Golden: ${SNAPS}/cart-table-1\\.snap`));
    expect(missing.output).not.toContain('TimeoutError');
    // The diff is printed once, in the error; the attachments are named by their paths, as Playwright's own snapshots are.
    expect(linesWith(missing.output, '~name button "Confirm order" (was "Place order")')).toHaveLength(1);
    expect(missing.output).toMatch(/attachment #1: checkout \(text\/plain\)[^\n]*\n\s*Expected: test-results\/[^\n]*\n\s*Received: [^\n]*\n\s*Diff: /);
    expect(missing.output).toContain(`To accept the page as it is now: ${COMMAND}`);
    expect(missing.goldens).toEqual({ ...before, 'checkout.snap': scenarios.modes.patterned, 'regions.snap': renamed['regions.snap'] });
  });

  test("-u (changed) rewrites the goldens that changed, a locator's too, keeping a pattern; a corrupt golden fails on one line and is left as it is", async () => {
    const [, changed] = await scenarios.modes.runs;
    const { patterned, corrupt } = scenarios.modes;
    expect(changed.code).toBe(1);
    expect(changed.goldens['checkout.snap']).toBe(patterned.replace('"Place order"', '"Confirm order"').replace('row:"Cake"', 'row:"Scone"'));
    expect(changed.goldens['cart-table-1.snap']).toBe(renamed['cart-table-1.snap']);
    expect(changed.goldens['header-and-footer-1.snap']).toBe(corrupt);
    const [error] = linesWith(changed.output, 'Error: ');
    expect(error).toMatch(new RegExp(`Error: ${SNAPS}/header-and-footer-1\\.snap:\\d+:\\d+: .+ \\(fix the golden, or rewrite it with: ${COMMAND}=all\\)$`));
    expect(changed.output).toMatch(/1 failed[^]*3 passed/);
  });

  test('=all, asked for in CI, rewrites every golden, the corrupt one too; after this full run the reporter lists the goldens no test read', async () => {
    const [, , all] = await scenarios.modes.runs;
    expect(all.code).toBe(0);
    const goldens = { ...renamed, 'checkout.snap': scenarios.modes.patterned.replace('"Place order"', '"Confirm order"').replace('row:"Cake"', 'row:"Scone"') };
    expect(all.goldens).toEqual({ ...goldens, 'old-name.snap': before['checkout.snap'], 'other-tool.snap': OBSOLETE[`${SNAPS}/other-tool.snap`] });
    expect(all.output).toContain(['a11y-snapshot: 2 golden files no test read:', `  ${GONE}/gone-1.snap`, `  ${SNAPS}/old-name.snap`].join('\n'));
    expect(all.output).toContain('Delete them with A11Y_DELETE_OBSOLETE=1');
  });

  test("A11Y_DELETE_OBSOLETE=1 deletes them after a full run, and never another tool's .snap file", async () => {
    const [, , deleted] = await scenarios.sharded.runs;
    expect(deleted.code).toBe(0);
    expect(deleted.output).toContain(['a11y-snapshot: deleted 2 golden files no test read:', `  ${GONE}/gone-1.snap`, `  ${SNAPS}/old-name.snap`].join('\n'));
    expect(deleted.goldens).toEqual({ ...before, 'other-tool.snap': OBSOLETE[`${SNAPS}/other-tool.snap`] });
    expect(deleted.gone).toEqual([]);
  });

  test('with CI set the default mode writes nothing; a missing golden fails with its path and the command', async () => {
    const { dir, run } = scenarios.ci;
    const { code, output } = await run;
    expect(code).toBe(1);
    expect(output).toContain(`A snapshot doesn't exist at ${SNAPS}/checkout.snap.`);
    expect(output).toContain(`CI is set, so the default mode writes no golden: create it on your machine with: ${COMMAND}`);
    expect(output).toMatch(/1 failed/);
    expect(existsSync(join(dir, SNAPS))).toBe(false);
  });

  test('the reporter writes the review of the run; merged shards give the same review as one run', async () => {
    const { whole, wholeReview, results, shards, merged, mergedReview } = await scenarios.review.runs;
    expect(whole.code).toBe(1);
    expect(whole.output).toMatch(/a11y-snapshot: \d+ accessibility changes?: a11y-review\/review\.md, a11y-review\/review\.html/);
    // The renamed button is in the first shard's tests; the second shard's goldens hold no button names.
    expect(shards.map((run) => run.code)).toEqual([1, 0]);
    expect(merged.code).toBe(0);
    const markdown = wholeReview.markdown!;
    expect(markdown).toContain('## Accessibility review');
    expect(markdown).toContain('### Renamed');
    expect(markdown).toContain(`- \`${SNAPS}/checkout.snap:`);
    expect(markdown).toContain('`button "Place order"` → `button "Confirm order"`');
    // A locator's golden is in the review too.
    expect(markdown).toContain(`${SNAPS}/cart-table-1.snap`);
    expect(mergedReview).toEqual(wholeReview);
    // The failed run left each golden's expected and actual text in test-results/, where review --results reads them.
    expect(results.code).toBe(1);
    expect(results.output).toMatch(/- `test-results\/[^`]+\/checkout-actual\.snap:\d+` `button "Place order"` → `button "Confirm order"`/);
  });
});
