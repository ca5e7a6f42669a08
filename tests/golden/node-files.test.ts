/**
 * Golden files on disk under faults: a long non-ASCII name, a kill between
 * the write and the rename, a golden that is a directory.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import { readGoldenFile, writeGoldenFile } from '../../src/golden/store.js';

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-files-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** One line, naming the path. */
function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

describe('golden/node-files', () => {
  test('a golden name of 245 bytes in UTF-8: written, its temporary name short enough, none left behind', () => {
    const name = '注文'.repeat(40) + '.snap'; // 80 characters of 3 bytes, plus ".snap"
    expect(Buffer.byteLength(name)).toBe(245);
    const dir = scratch();
    writeGoldenFile(join(dir, name), 'text\n');
    expect(readFileSync(join(dir, name), 'utf8')).toBe('text\n');
    expect(readdirSync(dir)).toEqual([name]);
  });

  test("a failed write throws its own error, naming the path, not the clean-up's", () => {
    const dir = scratch();
    const name = 'é'.repeat(130) + '.snap'; // 265 bytes: the rename itself fails
    const message = errorOf(() => writeGoldenFile(join(dir, name), 'text\n'));
    expect(message).toMatch(/^Cannot write .*é\.snap: ENAMETOOLONG/);
    expect(message.split('\n')).toHaveLength(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  test('temporary files a killed writer left are swept on the next write; others are kept', () => {
    const dir = scratch();
    const stale = ['.a11y-snapshot.999999999-0123abcd.tmp', '.orders.snap.999999999-89abcdef.tmp'];
    const kept = ['.a11y-snapshot.' + process.ppid + '-0123abcd.tmp', '.notes.tmp', 'other.snap'];
    for (const name of [...stale, ...kept]) writeFileSync(join(dir, name), 'x');
    writeGoldenFile(join(dir, 'orders.snap'), 'text\n');
    expect(readdirSync(dir).sort()).toEqual([...kept, 'orders.snap'].sort());
  });

  test('a golden that is a directory: unreadable on reading (one line naming it), one line on writing', () => {
    const path = join(scratch(), 'orders.snap');
    mkdirSync(path);
    const read = readGoldenFile(path)!;
    expect(read.text).toBe('');
    expect(read.error?.message).toMatch(/^.*orders\.snap:1: a directory, not a file: not read$/);
    expect(errorOf(() => writeGoldenFile(path, 'text\n'))).toMatch(/^Cannot write .*orders\.snap: it is a directory$/);
  });
});
