/**
 * Every read the command does is bounded by `--max-bytes` and ends with
 * `--timeout`, and so does `diff`'s comparison: a FIFO whose writer never
 * comes (as the page or as a `diff` side), standard input that never ends,
 * a golden above the size limit, a comparison that runs long. Each ends with
 * one line, and the process exits. The built command runs in a child
 * process, killed if it hangs (code -1); the size limit, which only decides,
 * is checked in this process.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './helpers.js';
import { runCommand, type CommandRun } from '../support/command.js';

let dir: string;
const at = (name: string) => join(dir, name);

/** Exit 1, nothing on stdout, one line on stderr: the line. */
function oneLine(result: CommandRun): string {
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(/^a11y-snapshot(?: diff)?: [^\n]+\n$/);
  return result.stderr;
}

/** A golden of `count` buttons, each named by `name(i)` (a quoted string or a /pattern/). */
function golden(count: number, name: (i: number) => string): string {
  const lines = Array.from({ length: count }, (_, i) => `button ${name(i)}`);
  return ['# a11y-snapshot detail:compact', 'snapshot v2', 'page "Orders" url="" settled', ...lines, ''].join('\n');
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-read-bounds-'));
  execFileSync('mkfifo', [at('never.fifo'), at('later.fifo')]);
  writeFileSync(at('page.html'), '<!doctype html><title>Orders</title><button>Pay</button>');
  // A golden side needs no loading, so the FIFO's line is the only one however slow the machine.
  writeFileSync(
    at('page.snap'),
    golden(1, () => '"Pay"'),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reads end with --timeout', { timeout: 90_000 }, () => {
  test('a FIFO no one writes, as the page: one line naming it, exit 1', async () => {
    const line = oneLine(await runCommand([at('never.fifo'), '--timeout', '1500']));
    expect(line).toBe(`a11y-snapshot: cannot read ${JSON.stringify(at('never.fifo'))}: timed out after 1.5 s (--timeout)\n`);
  });

  test('a FIFO no one writes, as a diff side: one line naming it, exit 1', async () => {
    const line = oneLine(await runCommand(['diff', at('page.snap'), at('never.fifo'), '--timeout', '1500']));
    expect(line).toBe(`a11y-snapshot diff: cannot read ${JSON.stringify(at('never.fifo'))}: timed out after 1.5 s (--timeout)\n`);
  });

  test('a FIFO whose writer comes is read as a page', async () => {
    const writer = spawn('sh', ['-c', `cat "${at('page.html')}" > "${at('later.fifo')}"`], { stdio: 'ignore' });
    try {
      const result = await runCommand([at('later.fifo')]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('button "Pay"');
    } finally {
      writer.kill();
    }
  });

  test('standard input that never ends: one line, and the process exits', async () => {
    const line = oneLine(await runCommand(['-', '--timeout', '1500'], { stdin: 'held' }));
    expect(line).toBe('a11y-snapshot: cannot read standard input: timed out after 1.5 s (--timeout)\n');
  });
});

describe('diff: the goldens are bounded too', { timeout: 90_000 }, () => {
  test('a golden larger than --max-bytes: one line naming it, exit 1', async () => {
    const big = golden(2000, (i) => `"Order ${i}"`);
    writeFileSync(at('big.golden'), big);
    const line = oneLine(await run('diff', at('big.golden'), at('page.html'), '--max-bytes', String(big.length - 1)));
    expect(line).toBe(`a11y-snapshot diff: ${JSON.stringify(at('big.golden'))} is larger than ${+((big.length - 1) / 1024).toFixed(1)} KB (--max-bytes)\n`);
  });

  test('the same golden under the limit is compared', async () => {
    const result = await run('diff', at('big.golden'), at('big.golden'), '--max-bytes', String(readFileSync(at('big.golden')).length));
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  // 16,000 pattern lines, none matching its line: pairing them costs tens of
  // seconds of CPU, far beyond the 2 s given, so the timeout must end it.
  test('the comparison counts within --timeout: one line, exit 1', async () => {
    writeFileSync(
      at('patterns.golden'),
      golden(16_000, (i) => `/Order ${i} \\w+/`),
    );
    writeFileSync(
      at('changed.golden'),
      golden(16_000, (i) => `"Order ${i} sent out"`),
    );
    const line = oneLine(await runCommand(['diff', at('patterns.golden'), at('changed.golden'), '--timeout', '2000']));
    expect(line).toBe('a11y-snapshot diff: cannot compare A and B: timed out after 2 s (--timeout)\n');
  });
});
