/**
 * A user's Vitest project in browser mode or on happy-dom, as a child
 * process: a fresh copy in a temporary folder run by this repository's
 * Vitest through the shared harness (tests/support/projects.mjs, which
 * bounds how many children run at once), its output without colours.
 */
import { resolve } from 'node:path';
import { ROOT } from '../fixtures.js';
import { copyProject as copy, removeProject, runNode as runChild, runProject } from '../support/projects.mjs';

export const DOOR = resolve(ROOT, 'src/vitest/index.ts');

export interface Run {
  code: number;
  output: string;
}

/** Copies of projects, removed by {@link removeCopies}. */
const copies: string[] = [];

/** A fresh copy of the project at `source`, with `files` written over it. */
export function copyProject(source: string, files: Record<string, string> = {}): string {
  const dir = copy(source, { prefix: 'a11y-vitest-', files });
  copies.push(dir);
  return dir;
}

export function removeCopies(): void {
  for (const dir of copies.splice(0)) removeProject(dir);
}

// Vitest's browser-mode reporter colours its diffs whatever NO_COLOR says.
const withoutColour = ({ code, output }: Run): Run => ({ code, output: output.replace(/\x1b\[[0-9;]*m/g, '') });

/** Node in `dir` with a bare environment (no CI variable from the machine running these tests unless given). */
export async function runNode(dir: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return withoutColour(await runChild(dir, args, { env }));
}

/** `vitest run` in `dir`, the door's source named by A11Y_SNAPSHOT_DOOR. */
export async function runVitest(dir: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  return withoutColour(await runProject(dir, 'vitest', args, { env: { A11Y_SNAPSHOT_DOOR: DOOR, ...env } }));
}
