/**
 * A repository is hostile: a golden committed as a symbolic link must not
 * make `review` (or the reporter) print what the link points at, such as a
 * CI job's environment. Links are reported as unreadable, never followed.
 */
import { describe, expect, onTestFinished, test } from 'vitest';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { git, golden, review } from './helpers.js';
import { ReviewCollector } from '../../src/reporter/review-report.js';

const SECRET = 'A11Y_TEST_SECRET=hunter2';
/** A folder that goes when the test ends. */
function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-hostile-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function put(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function link(root: string, path: string, target: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  symlinkSync(target, join(root, path));
}

/** A secret outside the repository, as /proc/self/environ would be. */
function secretFile(): string {
  const file = join(temp(), 'environ');
  writeFileSync(file, golden([`button "${SECRET}"`]));
  return file;
}

describe('review: goldens that are symbolic links', () => {
  test('--base: a link in the work tree and a link in git are reported, never followed', async () => {
    const secret = secretFile();
    const root = temp();
    git(root, 'init', '-q', '-b', 'main');
    put(root, 'a.spec.ts-snapshots/kept.snap', golden(['button "Save"']));
    link(root, 'a.spec.ts-snapshots/committed.snap', secret);
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'goldens');
    rmSync(join(root, 'a.spec.ts-snapshots/kept.snap'));
    link(root, 'a.spec.ts-snapshots/kept.snap', secret);
    rmSync(join(root, 'a.spec.ts-snapshots/committed.snap'));
    put(root, 'a.spec.ts-snapshots/committed.snap', golden(['button "Cancel"']));
    link(root, 'a.spec.ts-snapshots/new.snap', secret);
    const summary = join(temp(), 'summary.md');
    const run = await review(root, ['--base', 'main'], { GITHUB_STEP_SUMMARY: summary });
    expect(run.stderr).toBe('');
    expect(run.stdout + readFileSync(summary, 'utf8')).not.toContain(SECRET);
    expect(run.stdout).not.toContain(secret);
    expect(run.stdout).toMatch(/kept\.snap:1.*a symbolic link, not a file: not read/);
    expect(run.stdout).toMatch(/new\.snap:1.*a symbolic link, not a file: not read/);
    expect(run.stdout).toMatch(/committed\.snap:1.*a symbolic link in main, not a file: not read/);
  });

  test('--results: an actual that is a link is reported, never followed', async () => {
    const secret = secretFile();
    const dir = temp();
    put(dir, 'out/a-expected.snap', golden(['button "Save"']));
    link(dir, 'out/a-actual.snap', secret);
    const run = await review(dir, ['--results', '.']);
    expect(run.stdout).not.toContain(SECRET);
    expect(run.stdout).toMatch(/a-actual\.snap:1.*a symbolic link, not a file: not read/);
  });

  test('without git installed: says git is missing', async () => {
    const run = await review(temp(), [], { PATH: join(temp(), 'no-bin') });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^a11y-snapshot review: git is not installed or not on PATH/);
  });
});

describe('reporter: links in its folder and among attachments', () => {
  test('review.md that is a link is replaced, not written through; an attachment that is a link is not read', () => {
    const secret = secretFile();
    const before = readFileSync(secret, 'utf8');
    const folder = temp();
    link(folder, 'review.md', secret);
    const collector = new ReviewCollector();
    const results = temp();
    link(results, 'x-actual.snap', secret);
    const attachments = [
      { name: 'x-expected.snap', contentType: 'text/plain', body: Buffer.from(golden(['button "Save"'])) },
      { name: 'x-actual.snap', contentType: 'text/plain', path: join(results, 'x-actual.snap') },
    ];
    collector.add({ id: 't', annotations: [] } as never, { attachments, annotations: [] } as never, folder);
    collector.write(folder, {});
    expect(readFileSync(secret, 'utf8')).toBe(before);
    expect(lstatSync(join(folder, 'review.md')).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(folder, 'review.md'), 'utf8') + readFileSync(join(folder, 'review.html'), 'utf8')).not.toContain(SECRET);
  });
});
