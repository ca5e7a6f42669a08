/**
 * The Vitest door and a hostile `.snap` file, in process. Vitest's own
 * SnapshotState reads the file through a link (and runs it as code: a secret
 * that is not a snapshot file leaves no snapshot, and nothing of it in a
 * message), then writes it in place, through the link. The door refuses the
 * file before Vitest compares anything, and under `-u` takes the link away
 * so that Vitest writes a file where it was.
 */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { MatcherState } from 'vitest';
import { afterEach, describe, expect, test } from 'vitest';
import { a11yMatchers } from '../../src/vitest/matchers.js';
import { describeDamagedSnapFile } from '../../src/vitest/damaged-snap.js';
import { MAX_GOLDEN_BYTES } from '../../src/golden/store.js';

const SECRET = 'SECRET_TOKEN=abc123\n';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): { secret: string; snap: string } {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-vitest-store-'));
  dirs.push(dir);
  mkdirSync(join(dir, '__snapshots__'));
  const secret = join(dir, 'secret.env');
  writeFileSync(secret, SECRET);
  return { secret, snap: join(dir, '__snapshots__', 'orders.test.ts.snap') };
}

/** The matcher state the door reads: Vitest's snapshot state for a test file whose `.snap` is `snap`, holding nothing for this test. */
function stateFor(snap: string, update: 'all' | 'new' | 'none'): MatcherState {
  const snapshotState = { snapshotPath: snap, snapshotUpdateState: update, probeExpectedSnapshot: () => ({ key: 'orders 1', data: undefined }) };
  return { snapshotState, currentTestName: 'orders' } as unknown as MatcherState;
}

function failureOf(snap: string): string {
  const document = new JSDOM('<title>Orders</title><button>Create order</button>', { url: 'http://localhost/' }).window.document;
  const result = a11yMatchers.toMatchA11ySnapshot.call(stateFor(snap, 'new'), document) as { pass: boolean; message: () => string };
  expect(result.pass).toBe(false);
  return result.message();
}

describe('vitest door: the .snap file through the golden store', () => {
  test('a .snap that is a link to a secret: one line naming it and saying it is a link, never the secret; the link is left alone', () => {
    const { secret, snap } = project();
    symlinkSync(secret, snap);
    const message = failureOf(snap);
    expect(message).toMatch(/^toMatchA11ySnapshot: .*__snapshots__\/orders\.test\.ts\.snap: a symbolic link, not a file: not read \(.*vitest -u\)$/);
    expect(message).not.toContain('abc123');
    expect(lstatSync(snap).isSymbolicLink()).toBe(true);
    expect(readFileSync(secret, 'utf8')).toBe(SECRET);
  });

  test('-u: the link is taken away before Vitest writes, never its target', () => {
    const { secret, snap } = project();
    symlinkSync(secret, snap);
    expect(describeDamagedSnapFile(stateFor(snap, 'all'), 'toMatchA11ySnapshot')).toBeUndefined();
    expect(lstatSync(snap, { throwIfNoEntry: false })).toBeUndefined();
    expect(readFileSync(secret, 'utf8')).toBe(SECRET);
  });

  test('a .snap that is a directory, a FIFO, or past the bound: one line each, nothing read or changed, no hang', () => {
    const { snap } = project();
    mkdirSync(snap);
    expect(failureOf(snap)).toMatch(/orders\.test\.ts\.snap: a directory, not a file: not read/);
    rmSync(snap, { recursive: true });
    execFileSync('mkfifo', [snap]);
    expect(failureOf(snap)).toMatch(/orders\.test\.ts\.snap: a FIFO, not a file: not read/);
    rmSync(snap);
    const big = '// Snapshot v1\n\n' + '/'.repeat(MAX_GOLDEN_BYTES) + '\n';
    writeFileSync(snap, big);
    const message = failureOf(snap);
    expect(message).toMatch(/orders\.test\.ts\.snap: larger than 16 MiB, the bound on a golden file: not read/);
    expect(message.split('\n')).toHaveLength(1);
    expect(readFileSync(snap, 'utf8')).toBe(big);
  });
});
