/**
 * The command and a hostile golden, in process: a `.snap` side of `diff` is
 * read through the golden store (a regular file, never through a link,
 * bounded), and `--save` never writes over a link.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { MAX_GOLDEN_BYTES } from '../../src/golden/store.js';
import { expectOneLineError, run } from './helpers.js';

const SECRET = 'SECRET_TOKEN=abc123\n';
const PAGE = '<title>Orders</title><main><h1>Orders</h1><button>Create order</button></main>';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): { dir: string; secret: string; page: string } {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-cli-store-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'secret.env'), SECRET);
  writeFileSync(join(dir, 'page.html'), PAGE);
  return { dir, secret: join(dir, 'secret.env'), page: join(dir, 'page.html') };
}

describe('cli: goldens through the golden store', () => {
  test('diff with a .snap side that is a link to a secret: one line naming it and saying it is a link, never the secret', async () => {
    const { dir, secret, page } = folder();
    const golden = join(dir, 'orders.snap');
    symlinkSync(secret, golden);
    for (const argv of [
      ['diff', golden, page],
      ['diff', page, golden],
    ]) {
      const stderr = expectOneLineError(await run(...argv), 1);
      expect(stderr).toContain(`${JSON.stringify(golden)}: a symbolic link, not a file: not read`);
      expect(stderr).not.toContain('abc123');
    }
  });

  test('diff with a .snap side that is a directory, a FIFO, or past the bound: one line, no hang, nothing changed', async () => {
    const { dir, page } = folder();
    const golden = join(dir, 'orders.snap');
    mkdirSync(golden);
    expect(expectOneLineError(await run('diff', golden, page), 1)).toContain('a directory, not a file: not read');
    rmSync(golden, { recursive: true });
    execFileSync('mkfifo', [golden]);
    expect(expectOneLineError(await run('diff', golden, page, '--timeout', '60000'), 1)).toContain('a FIFO, not a file: not read');
    rmSync(golden);
    const big = '# a11y-snapshot detail:compact\nsnapshot v2\n' + 'x'.repeat(MAX_GOLDEN_BYTES) + '\n';
    writeFileSync(golden, big);
    expect(expectOneLineError(await run('diff', golden, page), 1)).toContain('larger than 16 MiB, the bound on a golden file: not read');
    expect(readFileSync(golden, 'utf8')).toBe(big);
  });

  test('diff with a .snap side that is a golden file: compared as before', async () => {
    const { dir, page } = folder();
    const golden = join(dir, 'orders.snap');
    expect((await run(page, '--save', golden)).code).toBe(0);
    expect(await run('diff', golden, page)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('--save onto a link: refused with one line naming it; neither the link nor its target changes', async () => {
    const { dir, secret, page } = folder();
    const golden = join(dir, 'orders.snap');
    writeFileSync(join(dir, 'other.snap'), '# a11y-snapshot detail:compact\nsnapshot v2\npage "Old" url="" settled\n');
    for (const target of [secret, join(dir, 'other.snap')]) {
      rmSync(golden, { force: true });
      symlinkSync(target, golden);
      const before = readFileSync(target, 'utf8');
      const stderr = expectOneLineError(await run(page, '--save', golden), 1);
      expect(stderr).toContain(`${JSON.stringify(golden)} is a symbolic link, not a golden: not overwriting it`);
      expect(lstatSync(golden).isSymbolicLink()).toBe(true);
      expect(readFileSync(target, 'utf8')).toBe(before);
    }
  });
});
