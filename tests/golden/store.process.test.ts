/**
 * The golden store (golden/store.ts) and a FIFO, made by `mkfifo`: unreadable
 * data at once, nothing waits for a writer.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { goldenFileStart, readGoldenFile, refusedGoldenFile } from '../../src/golden/store.js';

test('a FIFO: unreadable data at once, nothing waits for a writer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-store-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  execFileSync('mkfifo', [join(dir, 'pipe.snap')]);
  expect(readGoldenFile(join(dir, 'pipe.snap'), 'pipe.snap')?.error?.message).toBe('pipe.snap:1: a FIFO, not a file: not read');
  expect(refusedGoldenFile(join(dir, 'pipe.snap'), 'pipe.snap')?.message).toBe('pipe.snap:1: a FIFO, not a file: not read');
  expect(goldenFileStart(join(dir, 'pipe.snap'), 16)).toBeUndefined();
});
