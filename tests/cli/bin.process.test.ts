/**
 * The installed command as a shell reaches it: the file package.json's `bin`
 * names, called through a symlink (as `node_modules/.bin/a11y-snapshot` is),
 * its output read through a real pipe, which Node writes asynchronously.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';
import { runCommand } from '../support/command.js';

const BIN = resolve(ROOT, JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).bin['a11y-snapshot']);

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
    const result = await runCommand(['--help'], { cwd: dir, executable: link });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.startsWith('Usage: a11y-snapshot')).toBe(true);
  });

  test('an unknown option exits 2', { timeout: 30_000 }, async () => {
    const result = await runCommand(['--nope'], { cwd: dir, executable: link });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--nope');
  });

  test('3,000 buttons: every line arrives', { timeout: 60_000 }, async () => {
    const result = await runCommand(['many.html'], { cwd: dir, executable: link });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(3002);
    expect(lines[3001]).toBe('e3000 button "Button 2999"');
  });

  test('--json of 3,000 buttons parses', { timeout: 60_000 }, async () => {
    const result = await runCommand(['many.html', '--json'], { cwd: dir, executable: link });
    expect(result.code).toBe(0);
    expect(result.stdout.length).toBeGreaterThan(256 * 1024);
    expect(JSON.parse(result.stdout).nodes).toHaveLength(3000);
  });
});
