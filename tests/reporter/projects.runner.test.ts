/**
 * The reporter as a user meets it: tests/playwright-projects/shop copied to
 * a temporary folder with the package installed as npm installs it, run by
 * this repository's Playwright as a child process, one run after another in
 * one folder (each reads what the one before wrote):
 *
 * 1. `-u` writes the five goldens: the review lists them as new;
 * 2. the page renamed, `--update-snapshots=changed` rewrites two: the review
 *    holds each one's text before the run against what the run wrote;
 * 3. a golden no test reads, the tests in two shards as blobs, and
 *    `merge-reports`: the merge of both shards lists the obsolete golden
 *    (and deletes nothing), the merge of one shard says which is missing.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { copyProject, runNode, runProject, writeFiles } from '../support/projects.mjs';

const PROJECT = resolve(ROOT, 'tests/playwright-projects/shop');
const CLI = resolve(ROOT, 'node_modules/@playwright/test/cli.js');
const SNAPS = 'tests/shop.spec.ts-snapshots';
const PAGE = readFileSync(join(PROJECT, 'pages/shop.html'), 'utf8');
// A renamed button outside the cart table, and a renamed item inside it (a locator's golden changes too).
const RENAMED = PAGE.replace('Place order', 'Confirm order').replace('<td>Cake</td>', '<td>Scone</td>');

interface Run {
  code: number;
  output: string;
  review?: string;
}

let dir: string;
let runs: Promise<Record<'written' | 'updated' | 'merged' | 'mergedDeleting' | 'oneShard', Run> & { obsoleteKept: boolean }>;

/** `playwright test` in the folder, and the review.md it left (removed after reading, so each run's is its own). */
async function playwright(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const run = await runProject(dir, 'playwright', args, { env });
  return { ...run, review: takeReview() };
}

async function merge(blobs: string, env: Record<string, string> = {}): Promise<Run> {
  const run = await runNode(dir, [CLI, 'merge-reports', '--reporter=a11y-snapshot/reporter', blobs], { env });
  return { ...run, review: takeReview() };
}

function takeReview(): string | undefined {
  const path = join(dir, 'a11y-review/review.md');
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  rmSync(join(dir, 'a11y-review'), { recursive: true });
  return text;
}

beforeAll(() => {
  dir = copyProject(PROJECT, { prefix: 'a11y-reporter-', modules: 'package' });
  runs = (async () => {
    const written = await playwright(['-u']);
    writeFiles(dir, { 'pages/shop.html': RENAMED });
    const updated = await playwright(['--update-snapshots=changed']);
    // A renamed test's golden, left behind.
    cpSync(join(dir, SNAPS, 'checkout.snap'), join(dir, SNAPS, 'old-name.snap'));
    const blobs = { PWTEST_BLOB_DO_NOT_REMOVE: '1' };
    await playwright(['--shard=1/2', '--reporter=blob'], blobs);
    cpSync(join(dir, 'blob-report'), join(dir, 'blob-one'), { recursive: true });
    await playwright(['--shard=2/2', '--reporter=blob'], blobs);
    const merged = await merge('blob-report');
    const mergedDeleting = await merge('blob-report', { A11Y_DELETE_OBSOLETE: '1' });
    const obsoleteKept = existsSync(join(dir, SNAPS, 'old-name.snap'));
    const oneShard = await merge('blob-one');
    return { written, updated, merged, mergedDeleting, oneShard, obsoleteKept };
  })();
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('reporter, from a Playwright project', { timeout: 300_000 }, () => {
  test('a run that writes new goldens reviews them: each is a new golden', async () => {
    const { written } = await runs;
    expect(written.code).toBe(0);
    expect(written.output).toContain('a11y-snapshot: 5 accessibility changes in goldens this run wrote');
    expect(written.review).toContain('This run wrote 5 goldens');
    for (const name of ['cart-table-1', 'checkout', 'header-and-footer-1', 'header-and-footer-2', 'regions']) {
      expect(written.review).toMatch(new RegExp(`\`${SNAPS}/${name}\\.snap:1\` \`# a11y-snapshot detail:\\w+\` — new golden`));
    }
  });

  test('a run that rewrites goldens reviews each one, its text before the run against what the run wrote', async () => {
    const { updated } = await runs;
    expect(updated.code).toBe(0);
    expect(updated.review).not.toContain('No accessibility changes.');
    expect(updated.review).toContain('This run wrote 2 goldens');
    expect(updated.review).toContain('`button "Place order"` → `button "Confirm order"`');
    // The item renamed in the cart is one change, seen in both goldens that hold the cart.
    expect(updated.review).toContain(
      `\`button[2] "Remove" x2 row:"Cake"\` → \`button[2] "Remove" x2 row:"Scone"\` — row — in 2 goldens: \`${SNAPS}/cart-table-1.snap:5\`, \`${SNAPS}/checkout.snap:8\``,
    );
    expect(updated.output).toMatch(/a11y-snapshot: \d+ accessibility changes? in goldens this run wrote: a11y-review\/review\.md, a11y-review\/review\.html/);
  });

  test('merge-reports of every shard of a passing run lists the golden no test read, and deletes none', async () => {
    const { merged, mergedDeleting, obsoleteKept } = await runs;
    expect(merged.code).toBe(0);
    expect(merged.output).not.toContain('needs a run of every test');
    expect(merged.output).toContain(`a11y-snapshot: 1 golden file no test read:\n  ${SNAPS}/old-name.snap`);
    expect(mergedDeleting.output).toContain(`a11y-snapshot: 1 golden file no test read:\n  ${SNAPS}/old-name.snap`);
    expect(mergedDeleting.output).toContain('merge-reports deletes none');
    expect(obsoleteKept).toBe(true);
  });

  test('merge-reports of some shards says which are missing, and lists nothing', async () => {
    const { oneShard } = await runs;
    expect(oneShard.output).toContain('a11y-snapshot: obsolete goldens not listed: that needs a run of every test (merged shard 1 of 2, missing 2).');
    expect(oneShard.output).not.toContain('old-name.snap');
  });
});
