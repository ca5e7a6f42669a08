/**
 * The Jest door and a hostile `.snap` file, in process: Jest's own
 * SnapshotState (jest-snapshot) and the door's matcher, called as Jest calls
 * it. A `.snap` that is a symbolic link to a secret is never read into a
 * message, and never written through: `-u` replaces the link with a file.
 */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { addSerializer, SnapshotState } from 'jest-snapshot';
import { afterEach, describe, expect, test } from 'vitest';
import { toMatchA11ySnapshot } from '../../src/jest/matchers.js';
import { goldenTextSerializer } from '../../src/jest/golden-text.js';
import { MAX_GOLDEN_BYTES } from '../../src/golden/store.js';

addSerializer(goldenTextSerializer);

const SECRET = 'SECRET_TOKEN=abc123\n';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder: the secret outside `__snapshots__`, and where the test file's `.snap` goes. */
function project(): { secret: string; snap: string } {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-jest-store-'));
  dirs.push(dir);
  mkdirSync(join(dir, '__snapshots__'));
  const secret = join(dir, 'secret.env');
  writeFileSync(secret, SECRET);
  return { secret, snap: join(dir, '__snapshots__', 'orders.test.js.snap') };
}

function document(): Document {
  return new JSDOM('<title>Orders</title><main><h1>Orders</h1><button>Create order</button></main>', { url: 'http://localhost/orders' }).window.document;
}

/** Jest's snapshot state for `snap`, as jest-circus makes one per test file, and the matcher called with it. */
function assertOnce(snap: string, updateSnapshot: 'all' | 'new' | 'none') {
  const state = new SnapshotState(snap, { updateSnapshot, rootDir: join(snap, '..', '..'), snapshotFormat: {}, prettierPath: null } as never);
  const context = { snapshotState: state, currentTestName: 'orders', isNot: false, dontThrow: () => {}, testFailing: false };
  const result = toMatchA11ySnapshot.call(context as never, document());
  return { state, result, message: result.message() };
}

describe('jest door: the .snap file through the golden store', () => {
  test('a .snap that is a link to a secret: one line naming it and saying it is a link, never the secret; nothing written through it', () => {
    const { secret, snap } = project();
    symlinkSync(secret, snap);
    const { state, result, message } = assertOnce(snap, 'new');
    expect(result.pass).toBe(false);
    expect(message).toMatch(/^toMatchA11ySnapshot: .*__snapshots__\/orders\.test\.js\.snap: a symbolic link, not a file: not read/);
    expect(message).not.toContain('abc123');
    expect(message.split('\n')).toHaveLength(1);
    state.save();
    expect(readFileSync(secret, 'utf8')).toBe(SECRET);
    expect(lstatSync(snap).isSymbolicLink()).toBe(true);
  });

  test('--ci: Jest itself refuses the file before the door runs, and says nothing of what it holds', () => {
    const { secret, snap } = project();
    symlinkSync(secret, snap);
    expect(() => assertOnce(snap, 'none')).toThrow(/^(?![\s\S]*abc123)[\s\S]*Outdated snapshot/);
    expect(readFileSync(secret, 'utf8')).toBe(SECRET);
  });

  test('-u: the link is replaced by a regular file holding the golden; its target is left as it was', () => {
    const { secret, snap } = project();
    symlinkSync(secret, snap);
    const { state, result } = assertOnce(snap, 'all');
    expect(result.pass).toBe(true);
    state.save();
    expect(readFileSync(secret, 'utf8')).toBe(SECRET);
    expect(lstatSync(snap).isFile()).toBe(true);
    expect(readFileSync(snap, 'utf8')).toContain('button "Create order"');
  });

  test('a .snap larger than the bound: one line naming it and the bound; the file is kept whole', () => {
    const { snap } = project();
    const big = '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing\n\n' + '/'.repeat(MAX_GOLDEN_BYTES) + '\n';
    writeFileSync(snap, big);
    const { result, message } = assertOnce(snap, 'new');
    expect(result.pass).toBe(false);
    expect(message).toMatch(/orders\.test\.js\.snap.*larger than 16 MiB/);
    expect(message.split('\n')).toHaveLength(1);
    expect(readFileSync(snap, 'utf8')).toBe(big);
  });
});
