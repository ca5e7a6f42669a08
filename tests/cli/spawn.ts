/** Running the built command as a user does, in a child process that is killed if it hangs. */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../fixtures.js';

export const CLI = resolve(ROOT, 'dist/cli/main.js');

export interface SpawnedRun {
  /** -1 when the child was killed at `kill` ms: it hung. */
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Spawns `dist/cli/main.js argv`. `stdin`: 'none' (closed), a string written
 * then closed, a file piped in, or 'held' (a pipe left open: a writer that
 * never finishes).
 */
export function spawnCommand(argv: string[], { stdin = 'none', kill = 60_000, cwd = ROOT }: { stdin?: 'none' | 'held' | { text: string } | { file: string }; kill?: number; cwd?: string } = {}): Promise<SpawnedRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [CLI, ...argv], { cwd, stdio: [stdin === 'none' ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    if (typeof stdin === 'object' && 'text' in stdin) child.stdin!.end(stdin.text);
    if (typeof stdin === 'object' && 'file' in stdin) createReadStream(stdin.file).on('error', () => {}).pipe(child.stdin!).on('error', () => {});
    child.stdin?.on('error', () => {});
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
