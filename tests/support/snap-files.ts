/**
 * `.snap` files and inline snapshots as Vitest and Jest write them, for the
 * tests that run a user's project: written to set a project up, read back
 * to see what the runner stored.
 */
import { readFileSync } from 'node:fs';

const HEADERS = {
  vitest: '// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html',
  jest: '// Jest Snapshot v1, https://jestjs.io/docs/snapshot-testing',
};

/** A `.snap` file as the runner writes it: its header, then each golden behind a newline, backslashes doubled. */
export function snapFile(entries: Record<string, string>, runner: keyof typeof HEADERS = 'vitest'): string {
  const escape = (s: string) => s.replace(/`|\\|\$\{/g, '\\$&');
  const body = Object.keys(entries)
    .sort()
    .map((key) => `exports[\`${escape(key)}\`] = \`\n${escape(entries[key])}\`;`);
  return `${HEADERS[runner]}\n\n${body.join('\n\n')}\n`;
}

/** A golden as Vitest and Jest store it in a `.snap` entry: behind a newline. */
export const stored = (golden: string): string => '\n' + golden;

/** A `.snap` file's entries, read the way Vitest and Jest read them. */
export function readSnap(file: string): Record<string, string> {
  const data: Record<string, string> = {};
  new Function('exports', readFileSync(file, 'utf8'))(data);
  return data;
}

/** The check file with an inline snapshot written in where `call()` stands, indented as a person (or Prettier) writes it. */
export function withInline(check: string, golden: string, call = 'toMatchInlineA11ySnapshot'): string {
  const lines = golden
    .trimEnd()
    .replace(/\\/g, '\\\\')
    .split('\n')
    .map((line) => '    ' + line);
  return check.replace(`${call}()`, `${call}(\`\n${lines.join('\n')}\n  \`)`);
}

/** The report of one failed snapshot in Vitest's output: from its "mismatched" line to the next separator. */
export function failureOf(output: string, key: string): string {
  const start = output.indexOf(`Snapshot \`${key}\` mismatched`);
  if (start < 0) return '';
  const end = output.indexOf('⎯', start);
  return output.slice(start, end < 0 ? undefined : end);
}
