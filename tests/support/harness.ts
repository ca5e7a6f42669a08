/**
 * What the tests that run a user's project as a child process share on top
 * of tests/support/projects.mjs (which copies, runs, and bounds how many
 * children run at once): copies kept track of and removed together, a
 * runner's output without colours, and Vitest run with the door's source.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';
import { copyProject as copy, removeProject, runProject, type RUNNERS } from './projects.mjs';

/** The Vitest door's source, which the projects' Vitest configs load when A11Y_SNAPSHOT_DOOR names it. */
export const DOOR = resolve(ROOT, 'src/vitest/index.ts');

export interface Run {
  code: number;
  output: string;
}

/** Copies of projects, removed by {@link removeCopies}. */
const copies: string[] = [];

/** A fresh copy of the project at `source` (node_modules linked to this repository's), with `files` written over it. */
export function copyProject(source: string, files: Record<string, string> = {}, prefix = 'a11y-project-'): string {
  const dir = copy(source, { prefix, files });
  copies.push(dir);
  return dir;
}

/** Removes every copy {@link copyProject} made. */
export function removeCopies(): void {
  for (const dir of copies.splice(0)) removeProject(dir);
}

/** A file of a copy, as text. */
export const read = (dir: string, name: string): string => readFileSync(join(dir, name), 'utf8');

/**
 * `runner` in `dir`, as runProject runs it (a bare environment, then `env`),
 * its output without colours: Vitest's browser-mode reporter colours its
 * diffs whatever NO_COLOR says.
 */
export async function runPlain(
  dir: string,
  runner: keyof typeof RUNNERS,
  args: string[] = [],
  options: { env?: Record<string, string>; timeout?: number } = {},
): Promise<Run> {
  const { code, output } = await runProject(dir, runner, args, options);
  return { code, output: output.replace(/\x1b\[[0-9;]*m/g, '') };
}

/** `vitest run` in `dir`, the door's source named by A11Y_SNAPSHOT_DOOR; killed after `timeout` ms (120 s unless given). */
export function runVitest(dir: string, args: string[] = [], { env = {}, timeout }: { env?: Record<string, string>; timeout?: number } = {}): Promise<Run> {
  return runPlain(dir, 'vitest', args, { env: { A11Y_SNAPSHOT_DOOR: DOOR, ...env }, timeout });
}
