/**
 * A user's Vitest project as a child process: a fresh copy in a temporary
 * folder (its node_modules linked to this repository's), run by this
 * repository's Vitest with a bare environment, and its `.snap` files read
 * back the way Vitest reads them.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';

const VITEST = resolve(ROOT, 'node_modules/vitest/vitest.mjs');
export const DOOR = resolve(ROOT, 'src/vitest/index.ts');

export interface Run {
  code: number;
  output: string;
}

/** Copies of projects, removed by {@link removeCopies}. */
const copies: string[] = [];

/** A fresh copy of the project at `source`, with `files` written over it. */
export function copyProject(source: string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-vitest-'));
  copies.push(dir);
  cpSync(source, dir, { recursive: true, filter: (src) => !/[\\/](\.vite|__snapshots__|node_modules)$/.test(src) });
  symlinkSync(resolve(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

export function removeCopies(): void {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Runs `vitest run` in `dir` with no CI variables from this machine unless given. */
export function runVitest(dir: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  const base: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, NO_COLOR: '1', A11Y_SNAPSHOT_DOOR: DOOR };
  if (process.env.A11Y_CHROMIUM) base.A11Y_CHROMIUM = process.env.A11Y_CHROMIUM;
  return new Promise((done) => {
    execFile(process.execPath, [VITEST, 'run', ...args], { cwd: dir, env: { ...base, ...env }, timeout: 90_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      // The page's reporter colours its diffs whatever NO_COLOR says.
      done({ code, output: `${stdout}\n${stderr}`.replace(/\x1b\[[0-9;]*m/g, '') });
    });
  });
}

/** A `.snap` file as Vitest writes it: each golden behind a newline, backslashes doubled. */
export function snapFile(entries: Record<string, string>): string {
  const escape = (s: string) => s.replace(/`|\\|\$\{/g, '\\$&');
  const body = Object.keys(entries)
    .sort()
    .map((key) => `exports[\`${escape(key)}\`] = \`\n${escape(entries[key])}\`;`);
  return `// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html\n\n${body.join('\n\n')}\n`;
}

/** A `.snap` file's entries, read the way Vitest reads them. */
export function readSnap(file: string): Record<string, string> {
  const data: Record<string, string> = {};
  new Function('exports', readFileSync(file, 'utf8'))(data);
  return data;
}

/** The report of one failed snapshot: from Vitest's "mismatched" line to the next separator. */
export function failureOf(output: string, key: string): string {
  const start = output.indexOf(`Snapshot \`${key}\` mismatched`);
  if (start < 0) return '';
  const end = output.indexOf('⎯', start);
  return output.slice(start, end < 0 ? undefined : end);
}

/** The check file with an inline snapshot written in where `call()` stands, as Vitest writes it. */
export function withInline(check: string, call: string, golden: string): string {
  const lines = golden.trimEnd().replace(/\\/g, '\\\\').split('\n').map((line) => '    ' + line);
  return check.replace(`${call}()`, `${call}(\`\n${lines.join('\n')}\n  \`)`);
}
