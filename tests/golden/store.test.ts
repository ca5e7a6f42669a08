/**
 * The golden store (golden/store.ts): what it reads, what it refuses, and
 * that a refusal is data naming the file, never an exception and never what
 * the file holds.
 */
import { appendFileSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import {
  goldenFileStart,
  isGoldenLink,
  MAX_GOLDEN_BYTES,
  readGoldenFile,
  refusedGoldenFile,
  unlinkForRewrite,
  writeGoldenFile,
} from '../../src/golden/store.js';
import { FileTooLargeError, readRegularFile } from '../../src/golden/node-files.js';

const GOLDEN = '# a11y-snapshot detail:compact\nsnapshot v2\npage "Orders" url="/orders" settled\n';
const SECRET = 'SECRET_TOKEN=abc123\n';

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-store-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'secret.env'), SECRET);
  return dir;
}

describe('golden/store', () => {
  test('a golden file: its text; no file: undefined', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'orders.snap'), GOLDEN);
    expect(readGoldenFile(join(dir, 'orders.snap'))).toEqual({ text: GOLDEN });
    expect(readGoldenFile(join(dir, 'none.snap'))).toBeUndefined();
    expect(readGoldenFile(join(dir, 'no-folder', 'none.snap'))).toBeUndefined();
    expect(refusedGoldenFile(join(dir, 'orders.snap'))).toBeUndefined();
    expect(refusedGoldenFile(join(dir, 'none.snap'))).toBeUndefined();
    expect(goldenFileStart(join(dir, 'orders.snap'), 16)).toBe(GOLDEN.slice(0, 16));
  });

  test('a link to a secret: unreadable data naming the golden, nothing read (empty text, no secret anywhere)', () => {
    const dir = scratch();
    const golden = join(dir, 'orders.snap');
    symlinkSync(join(dir, 'secret.env'), golden);
    const read = readGoldenFile(golden, 'tests/orders.snap')!;
    expect(read.text).toBe('');
    expect(read.error?.message).toBe('tests/orders.snap:1: a symbolic link, not a file: not read');
    expect(refusedGoldenFile(golden, 'tests/orders.snap')?.message).toBe(read.error?.message);
    expect(goldenFileStart(golden, 16)).toBeUndefined();
    expect(isGoldenLink(golden)).toBe(true);
    expect(JSON.stringify(read)).not.toContain('abc123');
  });

  test('a link in the middle of the path is followed (a snapshot folder may be one); the last part never is', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'real'));
    writeFileSync(join(dir, 'real', 'orders.snap'), GOLDEN);
    symlinkSync(join(dir, 'real'), join(dir, 'linked'));
    expect(readGoldenFile(join(dir, 'linked', 'orders.snap'))).toEqual({ text: GOLDEN });
  });

  test('a directory, a device: unreadable data at once (a FIFO: store.process.test.ts)', () => {
    const dir = scratch();
    mkdirSync(join(dir, 'folder.snap'));
    expect(readGoldenFile(join(dir, 'folder.snap'), 'folder.snap')?.error?.message).toBe('folder.snap:1: a directory, not a file: not read');
    expect(readGoldenFile('/dev/zero', '/dev/zero')?.error?.message).toBe('/dev/zero:1: a device, not a file: not read');
  });

  test(`past the bound (${MAX_GOLDEN_BYTES} bytes): one line naming the file and the bound, the file kept whole; at the bound: read`, () => {
    const dir = scratch();
    const golden = join(dir, 'orders.snap');
    const atBound = GOLDEN + 'x'.repeat(MAX_GOLDEN_BYTES - GOLDEN.length - 1) + '\n';
    writeFileSync(golden, atBound);
    expect(readGoldenFile(golden)?.text).toHaveLength(MAX_GOLDEN_BYTES);
    expect(refusedGoldenFile(golden)).toBeUndefined();
    appendFileSync(golden, 'x');
    const read = readGoldenFile(golden, 'orders.snap')!;
    expect(read).toEqual({ text: '', error: expect.objectContaining({ message: 'orders.snap:1: larger than 16 MiB, the bound on a golden file: not read' }) });
    expect(refusedGoldenFile(golden, 'orders.snap')?.message).toBe(read.error?.message);
    expect(readFileSync(golden).length).toBe(MAX_GOLDEN_BYTES + 1);
  });

  test('the bound holds while reading too (a file that grows after it was measured)', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'big'), 'x'.repeat(100));
    expect(() => readRegularFile(join(dir, 'big'), 99)).toThrow(FileTooLargeError);
    expect(readRegularFile(join(dir, 'big'), 100)?.length).toBe(100);
  });

  test('not UTF-8: unreadable data with the line of the bad byte, and the text as read', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'orders.snap'), Buffer.concat([Buffer.from(GOLDEN), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a])]));
    const read = readGoldenFile(join(dir, 'orders.snap'), 'orders.snap')!;
    expect(read.error?.message).toMatch(/^orders\.snap:4: the golden is not UTF-8 text \(byte 0xe9\)/);
    expect(read.text).toBe(GOLDEN + 'Caf\ufffd\n');
  });

  test('writing over a link replaces the link, never its target; unlinkForRewrite takes a link away and nothing else', () => {
    const dir = scratch();
    const golden = join(dir, 'orders.snap');
    symlinkSync(join(dir, 'secret.env'), golden);
    writeGoldenFile(golden, GOLDEN);
    expect(lstatSync(golden).isFile()).toBe(true);
    expect(readFileSync(join(dir, 'secret.env'), 'utf8')).toBe(SECRET);
    expect(unlinkForRewrite(golden)).toBe(false);
    expect(readFileSync(golden, 'utf8')).toBe(GOLDEN);
    symlinkSync(join(dir, 'secret.env'), join(dir, 'other.snap'));
    expect(unlinkForRewrite(join(dir, 'other.snap'))).toBe(true);
    expect(lstatSync(join(dir, 'other.snap'), { throwIfNoEntry: false })).toBeUndefined();
    expect(readFileSync(join(dir, 'secret.env'), 'utf8')).toBe(SECRET);
    expect(unlinkForRewrite(join(dir, 'none.snap'))).toBe(false);
  });
});
