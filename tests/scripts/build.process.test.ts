/**
 * `npm start` in a checkout of its own (a copy of the sources, this
 * repository's node_modules linked): two at once both print the page, the
 * build holds the declarations the exports name, a second call with nothing
 * changed does not rebuild, a changed source does. Two builds in all (each
 * with its declarations): the first, and the one a changed source asks for.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm start --silent`, with `args` for the command after `--`. */
function npmStart(cwd: string, args: string[] = []): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['start', '--silent', ...(args.length ? ['--', ...args] : [])], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

function expectExamplePage(run: Run): void {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^snapshot v2\npage "Orders · Acme Shop" /);
  expect(run.stdout).toContain('e5 button "Search"');
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-build-'));
  for (const entry of ['package.json', 'tsconfig.json', 'scripts', 'src', 'examples']) cpSync(resolve(ROOT, entry), join(dir, entry), { recursive: true });
  symlinkSync(resolve(ROOT, 'node_modules'), join(dir, 'node_modules'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start', () => {
  test('two at once in a checkout without dist/: both print the page', { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([npmStart(dir), npmStart(dir)]);
    expectExamplePage(a);
    expectExamplePage(b);
  });

  test('the build it made holds the type declarations every export names: a tarball packed from it is whole', () => {
    const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports: Record<string, string | { types?: string }> };
    const types = Object.values(exports).flatMap((target) => (typeof target === 'object' && target.types ? [target.types] : []));
    expect(types.length).toBeGreaterThan(4);
    expect(types.filter((file) => !existsSync(join(dir, file)))).toEqual([]);
  });

  test('nothing changed: dist/ is not rebuilt', { timeout: 60_000 }, async () => {
    const built = statSync(join(dir, 'dist/cli/main.js')).mtimeMs;
    // The usage is enough here: the build step runs before any command, and the page needs a browser.
    const help = await npmStart(dir, ['--help']);
    expect(help.stderr).toBe('');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: a11y-snapshot /);
    expect(statSync(join(dir, 'dist/cli/main.js')).mtimeMs).toBe(built);
  });

  test('a changed source is rebuilt, while another call runs', { timeout: 120_000 }, async () => {
    const usage = join(dir, 'src/cli/main.ts');
    writeFileSync(usage, readFileSync(usage, 'utf8').replace('Prints the accessibility snapshot of a page', 'Prints the snapshot of a page'));
    const [a, b] = await Promise.all([npmStart(dir), npmStart(dir)]);
    expectExamplePage(a);
    expectExamplePage(b);
    expect(readFileSync(join(dir, 'dist/cli/main.js'), 'utf8')).toContain('Prints the snapshot of a page');
  });
});
