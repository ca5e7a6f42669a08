/**
 * The one way a test runs the built command: the package's bin
 * (`dist/bin/a11y-snapshot.js`, built once per run by the slow tiers' global
 * setup), in a child process, as a user runs it, killed if it hangs. A test
 * that only checks what the command decides calls it in process instead
 * (`run` in tests/cli/helpers.ts, `reviewHere` in tests/review/helpers.ts).
 */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../fixtures.js';

/** The package's bin, as `package.json` names it. */
export const COMMAND = resolve(ROOT, 'dist/bin/a11y-snapshot.js');

export interface CommandRun {
  /** -1 when the child was killed at `kill` ms: it hung. */
  code: number;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  /** 'none' (closed, the default), a string written then closed, a file piped in, or 'held' (a pipe left open: a writer that never finishes). */
  stdin?: 'none' | 'held' | { text: string } | { file: string };
  /** A hang bound, far above the usual time: the child is killed then and `code` is -1. */
  kill?: number;
  cwd?: string;
  /** The child's environment (the default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** An executable to start instead of `node COMMAND`: a link to the bin, as npm makes one in `node_modules/.bin`. */
  executable?: string;
}

/** Runs `a11y-snapshot argv` and resolves when it ends, with what it printed. */
export function runCommand(
  argv: string[],
  { stdin = 'none', kill = 60_000, cwd = ROOT, env = process.env, executable }: CommandOptions = {},
): Promise<CommandRun> {
  const [file, args] = executable ? [executable, argv] : [process.execPath, [COMMAND, ...argv]];
  return new Promise((done, fail) => {
    const child = spawn(file, args, { cwd, env, stdio: [stdin === 'none' ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    child.stdin?.on('error', () => {});
    if (typeof stdin === 'object' && 'text' in stdin) child.stdin!.end(stdin.text);
    if (typeof stdin === 'object' && 'file' in stdin)
      createReadStream(stdin.file)
        .on('error', () => {})
        .pipe(child.stdin!);
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), kill);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      child.stdin?.destroy();
      done({ code: code ?? -1, stdout, stderr });
    });
  });
}
