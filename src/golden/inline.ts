/**
 * Inline snapshots: goldens a runner writes into the test file itself, as a
 * template literal given to `toMatchInlineA11ySnapshot`. The review reads
 * them from a changed test file as it reads the entries of a `.snap` file;
 * the Jest door reads one back as Jest stored it.
 */
import { lineCounter, type SnapEntry } from './snapfile.js';

const CALL = /\btoMatchInlineA11ySnapshot\s*\(/g;

/**
 * An inline snapshot as written in the test, at indent 0: the indentation of
 * its first non-blank line is taken off every line when the first and last lines are
 * blank and every other line carries it (jest-snapshot's rule for
 * `toMatchInlineSnapshot`, so that a golden Jest wrote indented reads back
 * as it was stored).
 */
export function stripInlineIndentation(snapshot: string): string {
  const lines = snapshot.split('\n');
  // The indentation of the first line that holds anything.
  const indentation = /^([^\S\n]*)\S/m.exec(snapshot)?.[1];
  if (!indentation || lines.length <= 2 || lines[0].trim() !== '' || lines[lines.length - 1].trim() !== '') return snapshot;
  const inner = lines.slice(1, -1);
  if (inner.some((line) => line !== '' && !line.startsWith(indentation))) return snapshot;
  return ['', ...inner.map((line) => line.slice(line === '' ? 0 : indentation.length)), ''].join('\n');
}

/**
 * Every inline snapshot of a test file, in the order they are written,
 * named `toMatchInlineA11ySnapshot #N`: the template literal that is an
 * argument of the call, unescaped and at indent 0. A call without one, or
 * whose literal holds a `${…}` (not a stored text), is skipped.
 */
export function inlineSnapshotsOf(source: string): SnapEntry[] {
  const entries: SnapEntry[] = [];
  const lineAt = lineCounter(source);
  let n = 0;
  for (const call of source.matchAll(CALL)) {
    n++;
    const start = templateStartOf(source, call.index + call[0].length);
    const end = start === undefined ? undefined : templateEndOf(source, start + 1);
    if (start === undefined || end === undefined) continue;
    const value = stripInlineIndentation(source.slice(start + 1, end).replace(/\\([`\\$])/g, '$1'));
    entries.push({ key: `toMatchInlineA11ySnapshot #${n}`, value, line: lineAt(start) });
  }
  return entries;
}

/** The index of the backtick that opens the call's literal argument, read from after its `(`; undefined at the call's `)`. */
function templateStartOf(source: string, from: number): number | undefined {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '`') return depth === 0 ? i : undefined;
    if (c === "'" || c === '"') i = skipString(source, i);
    else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') if (depth-- === 0) return undefined;
  }
  return undefined;
}

/** The index of the closing quote of the string that opens at `at`. */
function skipString(source: string, at: number): number {
  for (let i = at + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === source[at] || source[i] === '\n') return i;
  }
  return source.length;
}

/** The index of the backtick that closes a literal; undefined when it holds `${` or never closes. */
function templateEndOf(source: string, from: number): number | undefined {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '`') return i;
    else if (source[i] === '$' && source[i + 1] === '{') return undefined;
  }
  return undefined;
}
