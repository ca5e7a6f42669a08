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

/**
 * Node in `dir` with a bare environment: no CI variable from the machine
 * running these tests unless given, and the Chromium it was told to use.
 */
export function runNode(dir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  const passed = Object.fromEntries(['A11Y_CHROMIUM', 'PLAYWRIGHT_BROWSERS_PATH'].filter((name) => process.env[name]).map((name) => [name, process.env[name]!]));
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir, NO_COLOR: '1', ...passed };
  return new Promise((done) => {
    execFile(process.execPath, args, { cwd: dir, env: { ...base, ...env }, timeout: 120_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      // Vitest's browser-mode reporter colours its diffs whatever NO_COLOR says.
      done({ code, output: `${stdout}\n${stderr}`.replace(/\x1b\[[0-9;]*m/g, '') });
    });
  });
}

/** `vitest run` in `dir`, the door's source named by A11Y_SNAPSHOT_DOOR. */
export function runVitest(dir: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  return runNode(dir, [VITEST, 'run', ...args], { A11Y_SNAPSHOT_DOOR: DOOR, ...env });
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
