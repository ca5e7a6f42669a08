/**
 * The command's Chromium engine prints the page's own errors as jsdom does:
 * one line each, and the snapshot. The command runs in this process.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './helpers.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-command-gaps-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("--engine chromium prints each of the page's errors as one line, as jsdom does, and the snapshot", async () => {
  writeFileSync(
    join(dir, 'errors.html'),
    `<!doctype html><title>Errors</title><button>Kept</button><script>
    Promise.reject(new RangeError('nobody catches me'));
    throw new TypeError('page bug\\nsecond line');</script>`,
  );
  const result = await run(join(dir, 'errors.html'), '--engine', 'chromium');
  expect(result.code).toBe(0);
  expect(result.stdout.split('\n').slice(2, 3)).toEqual(['e1 button "Kept"']);
  // Chromium tells an unhandled rejection from a thrown error no more than its console does.
  expect(result.stderr.trimEnd().split('\n').sort()).toEqual([
    'a11y-snapshot: page error (uncaught): RangeError "nobody catches me"',
    'a11y-snapshot: page error (uncaught): TypeError "page bug\\nsecond line"',
  ]);
});
