/**
 * The reporter and hostile files where goldens live, in process: a `.snap`
 * that is a link (to a golden or to a secret), a directory or a FIFO is
 * never read, listed as obsolete, or deleted, and nothing waits on the FIFO.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { findObsoleteGoldens } from '../../src/reporter/reporter.js';

const GOLDEN = '# a11y-snapshot detail:compact\nsnapshot v2\npage "" url="/" settled\n';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('reporter: goldens through the golden store', () => {
  test('#findObsoleteGoldens: a link, a directory and a FIFO named .snap are not goldens: not read, not listed, not waited on', () => {
    const root = mkdtempSync(join(tmpdir(), 'a11y-reporter-store-'));
    dirs.push(root);
    const snapshots = join(root, 'a.spec.ts-snapshots');
    mkdirSync(snapshots);
    writeFileSync(join(root, 'outside.snap'), GOLDEN);
    writeFileSync(join(root, 'secret.env'), 'SECRET_TOKEN=abc123\n');
    writeFileSync(join(snapshots, 'unread.snap'), GOLDEN);
    symlinkSync(join(root, 'outside.snap'), join(snapshots, 'to-golden.snap'));
    symlinkSync(join(root, 'secret.env'), join(snapshots, 'to-secret.snap'));
    mkdirSync(join(snapshots, 'folder.snap'));
    execFileSync('mkfifo', [join(snapshots, 'pipe.snap')]);
    expect(findObsoleteGoldens(new Set(), [root])).toEqual([join(snapshots, 'unread.snap')]);
    // Named as read by a test, their folder is searched as well: still nothing but the one golden.
    expect(findObsoleteGoldens(new Set([join(snapshots, 'to-golden.snap')]), [])).toEqual([join(snapshots, 'unread.snap')]);
    expect(lstatSync(join(snapshots, 'to-golden.snap')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(root, 'outside.snap'), 'utf8')).toBe(GOLDEN);
  });
});
