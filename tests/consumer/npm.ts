/**
 * npm as the consumer tests use it: commands run with the machine's own
 * environment (CI aside), this repository packed, and throwaway projects
 * that install the tarball.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
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

/** The project `files` written in `project`, with `tarball` and `deps` installed by npm; returns the folder. */
export async function installProject(project: string, files: Record<string, string>, tarball: string, deps: string[]): Promise<string> {
  writeFiles(project, files);
  const install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball, ...deps], project);
  if (install.code !== 0) throw new Error(`npm install in ${project} failed: ${install.stderr}`);
  return project;
}
