/**
 * The installed command as a shell reaches it: the file package.json's `bin`
 * names, called through a symlink (as `node_modules/.bin/a11y-snapshot` is),
 * its output read through a real pipe, which Node writes asynchronously.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';

const BIN = resolve(ROOT, JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).bin['a11y-snapshot']);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the linked command with its stdout and stderr on pipes, read to the end. */
function runLinked(link: string, argv: string[], cwd: string): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(link, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
  });
}

let dir: string;
let link: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-bin-'));
  mkdirSync(join(dir, 'node_modules/.bin'), { recursive: true });
  link = join(dir, 'node_modules/.bin/a11y-snapshot');
  symlinkSync(BIN, link);
  const buttons = Array.from({ length: 3000 }, (_, i) => `<button>Button ${i}</button>`).join('\n');
  writeFileSync(join(dir, 'many.html'), `<!doctype html><title>Many</title>${buttons}`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the command through a symlink and a pipe', () => {
  test('--help prints the usage', { timeout: 30_000 }, async () => {
    const result = await runLinked(link, ['--help'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('Usage: a11y-snapshot')).toBe(true);
  });

  test('an unknown option exits 2', { timeout: 30_000 }, async () => {
    const result = await runLinked(link, ['--nope'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--nope');
  });

  test('3,000 buttons: every line arrives', { timeout: 60_000 }, async () => {
    const result = await runLinked(link, ['many.html'], dir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(3002);
    expect(lines[3001]).toBe('e3000 button "Button 2999"');
  });

  test('--json of 3,000 buttons parses', { timeout: 60_000 }, async () => {
    const result = await runLinked(link, ['many.html', '--json'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout.length).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(result.stdout).nodes).toHaveLength(3000);
  });
});
