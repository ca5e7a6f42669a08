/**
 * README's recipe for `review --base` on a shallow checkout, run as written:
 * a base branch and a pull-request branch pushed to a bare repository (the
 * remote, on this machine), the pull request cloned at depth 1 as a CI
 * checkout does, then the README's `git fetch` and `review` lines from its
 * workflow, in a shell, with the base branch's name where GitHub puts it.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';
import { git, golden, reviewHere } from './helpers.js';
import { COMMAND } from '../support/command.js';

const GOLDEN = 'e2e/orders.spec.ts-snapshots/orders.snap';
const temps: string[] = [];

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-shallow-'));
  temps.push(dir);
  return dir;
}

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** The `- run:` lines of README's shallow-checkout workflow, the base branch named `base`. */
function recipe(base: string): { fetch: string; review: string } {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  const block = /\*\*`review --base` on a shallow checkout\.\*\*[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no shallow-checkout workflow');
  const run = (start: string) => {
    const line = block.split('\n').find((l) => l.trim().startsWith(`- run: ${start}`));
    if (!line) throw new Error(`README.md's shallow-checkout workflow has no "${start}" step`);
    return line.trim().slice('- run: '.length).replaceAll('${{ github.base_ref }}', base);
  };
  return { fetch: run('git fetch'), review: run('npx a11y-snapshot review') };
}

/** A shell line in `cwd`, `npx a11y-snapshot` being the built command. */
function shell(cwd: string, line: string) {
  const command = line.replace(/^npx a11y-snapshot /, `"${process.execPath}" "${COMMAND}" `);
  const env = { ...process.env };
  delete env.GITHUB_STEP_SUMMARY;
  const result = spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8', env, timeout: 60_000 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

describe('review --base on a shallow checkout (README)', () => {
  test("cloned at depth 1 the base is unknown; after the recipe's fetch the review holds the pull request's changes only", async () => {
    // The remote: `trunk` with a golden; a pull-request branch renames one button and strips another's name,
    // while trunk renames a link; and the merge of the two, which a CI checkout of a pull request holds.
    const remote = temp();
    git(remote, 'init', '-q', '--bare', '-b', 'trunk');
    const work = temp();
    git(work, 'init', '-q', '-b', 'trunk');
    write(work, GOLDEN, golden(['button "Create order"', 'button "Save" icon:disk', 'heading "Orders" level=1', 'link "Help"']));
    git(work, 'add', '.');
    git(work, 'commit', '-q', '-m', 'golden');
    git(work, 'checkout', '-q', '-b', 'feature');
    write(work, GOLDEN, golden(['button "Place order"', 'button "" icon:disk', 'heading "Orders" level=1', 'link "Help"']));
    git(work, 'commit', '-q', '-am', 'rename');
    git(work, 'checkout', '-q', 'trunk');
    write(work, GOLDEN, golden(['button "Create order"', 'button "Save" icon:disk', 'heading "Orders" level=1', 'link "Support"']));
    git(work, 'commit', '-q', '-am', 'support');
    git(work, 'checkout', '-q', '-b', 'pull-merge');
    git(work, 'merge', '-q', '--no-edit', 'feature');
    git(work, 'push', '-q', remote, 'trunk', 'feature', 'pull-merge');

    // The checkout: the merge alone, one commit deep (file:// so that git honours --depth).
    const clone = temp();
    git(clone, 'clone', '-q', '--depth', '1', '--branch', 'pull-merge', `file://${remote}`, '.');
    expect(git(clone, 'rev-parse', '--is-shallow-repository').trim()).toBe('true');
    const { fetch, review } = recipe('trunk');
    const before = shell(clone, review);
    expect(before.stderr).toBe('a11y-snapshot review: unknown git ref "origin/trunk"\n');
    expect(before.code).toBe(1);

    const fetched = shell(clone, fetch);
    expect(fetched.code, fetched.stderr).toBe(0);
    expect(git(clone, 'rev-parse', '--is-shallow-repository').trim()).toBe('true');

    const after = shell(clone, review);
    expect(after.stderr).toBe('');
    // --fail-on nameless: the stripped name fails the step.
    expect(after.code).toBe(1);
    expect(after.stdout).toContain(`- \`${GOLDEN}:4\` \`button "Create order"\` → \`button "Place order"\``);
    expect(after.stdout).toContain(`- \`${GOLDEN}:5\` \`button "Save" icon:disk\` → \`button "" icon:disk\` — lost its name`);
    // Trunk's own rename is in the base as in the merge: not the pull request's change.
    expect(after.stdout).toContain('2 changes in 1 file');
    expect(after.stdout).not.toContain('Support');
    // The same review in process, for what it decides.
    expect((await reviewHere(clone, ['--base', 'origin/trunk'])).stdout).toBe(after.stdout);
  });
});
