import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { findObsoleteGoldens } from '../../src/reporter/reporter.js';

const GOLDEN = '# a11y-snapshot detail:compact\nsnapshot v2\npage "" url="/" settled\n';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'a11y-reporter-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

describe('reporter/reporter', () => {
  test("#findObsoleteGoldens: ours, where goldens live, that no test read; never another tool's .snap", () => {
    const root = tree({
      'a.spec.ts-snapshots/read.snap': GOLDEN,
      'a.spec.ts-snapshots/unread.snap': GOLDEN,
      'a.spec.ts-snapshots/notes.txt': GOLDEN,
      'a.spec.ts-snapshots/jest.snap': '// Jest Snapshot v1\n',
      'deleted.spec.ts-snapshots/old-1.snap': GOLDEN,
      'custom/read.snap': GOLDEN,
      'custom/unread.snap': GOLDEN,
      'elsewhere/not-a-snapshot-folder.snap': GOLDEN,
      'node_modules/pkg/x.spec.ts-snapshots/dep.snap': GOLDEN,
      'test-results/out-snapshots/copy.snap': GOLDEN,
    });
    const read = new Set([join(root, 'a.spec.ts-snapshots/read.snap'), join(root, 'custom/read.snap')]);
    const found = findObsoleteGoldens(read, [root], new Set([join(root, 'test-results')]));
    expect(found).toEqual(['a.spec.ts-snapshots/unread.snap', 'custom/unread.snap', 'deleted.spec.ts-snapshots/old-1.snap'].map((f) => join(root, f)));
  });
});
