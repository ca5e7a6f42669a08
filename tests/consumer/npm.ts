/**
 * npm as the consumer tests use it: commands run with the machine's own
 * environment (CI aside), this repository packed, and throwaway projects
 * that install the tarball.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';
import { writeFiles } from '../support/projects.mjs';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end; never rejects on a non-zero exit. */
export function run(command: string, args: string[], cwd: string, env: Record<string, string | undefined> = {}): Promise<Run> {
  const childEnv = { ...process.env, CI: undefined, GITHUB_STEP_SUMMARY: undefined, ...env };
  return new Promise((done) => {
    execFile(command, args, { cwd, env: childEnv, maxBuffer: 1 << 26, timeout: 300_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

/** This repository's installed version of a development dependency: the npm cache has it. */
export function cached(name: string): string {
  return `${name}@${JSON.parse(readFileSync(resolve(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version}`;
}

/** `npm pack` of this repository into `dir`: the tarball's name and the files it holds. */
export async function pack(dir: string): Promise<{ filename: string; files: { path: string }[] }> {
  const packed = await run('npm', ['pack', '--json', '--pack-destination', dir], ROOT);
  if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  return JSON.parse(packed.stdout)[0];
}

export interface Packed {
  /** The tarball's path. */
  tarball: string;
  filename: string;
  files: { path: string }[];
}

/** What a tarball holds: package.json, the files it lists (dist/ among them), and those npm always adds. */
function packedInputs(): string[] {
  const under = (path: string): string[] => (statSync(path).isDirectory() ? readdirSync(path).flatMap((entry) => under(join(path, entry))) : [path]);
  const listed = (JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).files as string[]).map((entry) => resolve(ROOT, entry));
  const always = readdirSync(ROOT)
    .filter((name) => /^(readme|license|licence)(\.|$)/i.test(name))
    .map((name) => resolve(ROOT, name));
  return [resolve(ROOT, 'package.json'), ...always, ...listed].filter(existsSync).flatMap(under).sort();
}

/** A tarball (or lock) of this checkout older than this is no run's any more. */
const STALE_PACK_MS = 60 * 60_000;

/** Waits for the lock folder `lock` (mkdir is atomic), breaking one whose holder is gone; returns a function that frees it. */
async function locked(lock: string): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {}
    try {
      if (holder > 0) process.kill(holder, 0);
    } catch {
      rmSync(lock, { recursive: true, force: true });
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

/**
 * `npm pack` of this repository, once for what it would pack: the tarball is
 * kept under the OS temp folder, named by a hash of every file it holds, and
 * each test file that installs the package takes the same one (one pack at a
 * time; a changed build is packed anew, and this checkout's tarballs older
 * than an hour go).
 */
export async function sharedPack(): Promise<Packed> {
  const hash = createHash('sha256');
  for (const file of packedInputs()) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  const prefix = `a11y-snapshot-pack-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}-`;
  const dir = join(tmpdir(), prefix + hash.digest('hex').slice(0, 16));
  const read = (): Packed => {
    const packed = JSON.parse(readFileSync(join(dir, 'pack.json'), 'utf8'));
    return { ...packed, tarball: join(dir, packed.filename) };
  };
  if (existsSync(join(dir, 'pack.json'))) return read();
  const free = await locked(`${dir}.lock`);
  try {
    if (existsSync(join(dir, 'pack.json'))) return read();
    const age = (name: string) => {
      try {
        return Date.now() - statSync(join(tmpdir(), name)).mtimeMs;
      } catch {
        return 0; // gone meanwhile
      }
    };
    const old = (name: string) => name.startsWith(prefix) && age(name) > STALE_PACK_MS;
    for (const name of readdirSync(tmpdir()).filter(old)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
    const out = mkdtempSync(`${dir}.tmp-`);
    const packed = await pack(out);
    writeFileSync(join(out, 'pack.json'), JSON.stringify(packed));
    renameSync(out, dir);
    return read();
  } finally {
    free();
  }
}

/** The project `files` written in `project`, with `tarball` and `deps` installed by npm (run with `env`); returns the folder. */
export async function installProject(
  project: string,
  files: Record<string, string>,
  tarball: string,
  deps: string[],
  env: Record<string, string> = {},
): Promise<string> {
  writeFiles(project, files);
  const install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball, ...deps], project, env);
  if (install.code !== 0) throw new Error(`npm install in ${project} failed: ${install.stderr}`);
  return project;
}

/** The bin `name` npm linked in `project` (what `npx <name>` runs there, without npm's start-up). */
export const bin = (project: string, name: string): string => join(project, 'node_modules/.bin', name);

/**
 * `tsc --noEmit -p <config>` of each config, in one Node process
 * (typecheck.cjs): each config by the TypeScript installed beside it. Rejects
 * when the process fails; a config's errors are its `code` and `output`.
 */
export async function typecheck(configs: string[]): Promise<Record<string, { code: number; output: string }>> {
  const checked = await run(process.execPath, [resolve(ROOT, 'tests/consumer/typecheck.cjs'), ...configs], ROOT);
  if (checked.code !== 0) throw new Error(`the type check failed: ${checked.stderr}`);
  return JSON.parse(checked.stdout);
}
