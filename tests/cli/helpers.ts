/** Running the command in-process, its output captured. */
import { expect } from 'vitest';
import { main } from '../../src/cli/main.js';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `main(argv)` with stdout and stderr captured; restores both after. */
export function run(...argv: string[]): Promise<Run> {
  return captured(() => main(argv));
}

/** What `command` writes to stdout and stderr, captured while it runs (both put back after), and the code it resolves to. */
export async function captured(command: () => Promise<number>): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const writeOut = process.stdout.write;
  const writeErr = process.stderr.write;
  const collect = (into: string[]) =>
    ((chunk: string | Uint8Array) => {
      into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return true;
    }) as typeof process.stdout.write;
  process.stdout.write = collect(out);
  process.stderr.write = collect(err);
  let code: number;
  try {
    code = await command();
  } finally {
    process.stdout.write = writeOut;
    process.stderr.write = writeErr;
  }
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** A failure: the exit code, nothing on stdout, exactly one line on stderr. */
export function expectOneLineError(result: Run, code: number): string {
  expect(result.code).toBe(code);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(/^a11y-snapshot(?: diff)?: [^\n]+\n$/);
  return result.stderr;
}

/** A small page: a heading, two buttons of one name in `main`, a form with a filled field. */
export const SMALL = `<!doctype html><html><head><title>Small "page"</title></head><body>
  <main><h1>Hello</h1><button data-test="go">Go</button><button>Go</button></main>
  <form aria-label="Sign in"><input aria-label="Email" placeholder="you@example.com" value="a@b.c"><button>Send</button></form>
</body></html>`;

/** The lines of what the command printed. */
export function lines(text: string): string[] {
  return text.replace(/\n$/, '').split('\n');
}
