import { execFileSync } from 'node:child_process';
import { review as reviewCommand } from '../../src/cli/review.js';
import { runCommand } from '../support/command.js';
import { captured, type Run } from '../cli/helpers.js';

/** Golden texts written by hand, as the notation's rules say a golden reads. */
export function golden(lines: string[], steps: string[] = [], detail = 'compact'): string {
  const head = [`# a11y-snapshot detail:${detail}`, 'snapshot v2', 'page "Orders" url="/orders" settled'];
  return [...head, ...lines, ...(steps.length ? ['', ...steps] : [])].join('\n') + '\n';
}

/** A Vitest snapshot file holding goldens, escaped as Vitest writes them. */
export function snapFile(entries: Record<string, string>): string {
  const escape = (text: string) => text.replace(/`|\\|\$\{/g, '\\$&');
  const body = Object.entries(entries).map(([key, value]) => `exports[\`${escape(key)}\`] = \`${escape(value)}\`;\n`);
  return ['// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html', '', ...body].join('\n');
}

/** What a run of the command gave (the same shape in process and from the built command). */
export type { Run };

/** `a11y-snapshot review` from the built command in `cwd`; the machine's GITHUB_STEP_SUMMARY left out unless given. */
export function review(cwd: string, argv: string[], env: Record<string, string> = {}): Promise<Run> {
  const base = { ...process.env };
  delete base.GITHUB_STEP_SUMMARY;
  return runCommand(['review', ...argv], { cwd, env: { ...base, ...env } });
}

/**
 * `review` in this process, in `cwd`, its output captured: what the command
 * decides, without a process's start. The machine's GITHUB_STEP_SUMMARY is
 * set aside for the call (a CI job's own summary is no test's to write)
 * unless `env` gives one, and stdout, stderr and the variable are put back
 * after it. What only a process shows (the exit status, the environment
 * the process inherits) is `review` above.
 */
export async function reviewHere(cwd: string, argv: string[], env: { GITHUB_STEP_SUMMARY?: string } = {}): Promise<Run> {
  const summary = process.env.GITHUB_STEP_SUMMARY;
  if (env.GITHUB_STEP_SUMMARY === undefined) delete process.env.GITHUB_STEP_SUMMARY;
  else process.env.GITHUB_STEP_SUMMARY = env.GITHUB_STEP_SUMMARY;
  try {
    return await captured(() => reviewCommand(argv, cwd));
  } finally {
    if (summary === undefined) delete process.env.GITHUB_STEP_SUMMARY;
    else process.env.GITHUB_STEP_SUMMARY = summary;
  }
}

/** Git in `cwd`, as a test author with no signing. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, encoding: 'utf8' });
}
