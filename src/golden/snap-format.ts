/**
 * Vitest and Jest keep every snapshot of a test file in one
 * `__snapshots__/*.snap` file, each as a template string:
 *
 *     exports[`orders page 1`] = `
 *     # a11y-snapshot detail:compact
 *     snapshot v2
 *     …
 *     `;
 *
 * Both escape backticks, `${` and backslashes with a backslash, which adds
 * no line: a line of the golden is line `at + n` of the file, where `at` is
 * the line of `exports[`. Only the header line differs (`// Vitest Snapshot
 * v1, …`, `// Jest Snapshot v1, …`).
 */

import { readStoredTemplate } from './stored-template.js';

/** One snapshot of a Vitest or Jest `.snap` file. */
export interface SnapEntry {
  /** The snapshot's name, unescaped (`orders page 1`). */
  key: string;
  /** The stored string, unescaped. */
  value: string;
  /** 1-based line of the file on which the entry's value starts. */
  line: number;
}

/** How every `.snap` file Vitest or Jest writes starts. */
const SNAP_HEADERS = ['// Vitest Snapshot', '// Jest Snapshot'];

/** True when the text starts with one of {@link SNAP_HEADERS}. */
function isHeaded(text: string): boolean {
  return SNAP_HEADERS.some((header) => text.startsWith(header));
}

/** True when the text is a Vitest or Jest snapshot file rather than one golden. */
export function isSnapFile(text: string): boolean {
  return isHeaded(text) || /^exports\[`/m.test(text);
}

const ENTRY = /^exports\[`/gm;

/**
 * The entries of a Vitest or Jest snapshot file, in file order. Text between
 * entries (the header comment) is skipped; an entry that does not end is an
 * error naming its line.
 */
export function splitSnapFile(text: string): { entries: SnapEntry[]; error?: { line: number; message: string } } {
  const entries: SnapEntry[] = [];
  const lines = lineCounter(text);
  ENTRY.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = ENTRY.exec(text))) {
    const line = lines(match.index);
    const key = readTemplate(text, match.index + match[0].length);
    if (!key) return { entries, error: { line, message: 'an entry name without its closing backtick' } };
    const assign = /^\] = `/.exec(text.slice(key.end, key.end + 5));
    if (!assign) return { entries, error: { line, message: 'expected "] = `" after the entry name' } };
    const value = readTemplate(text, key.end + assign[0].length);
    if (!value) return { entries, error: { line, message: `the entry ${JSON.stringify(key.text)} does not end` } };
    entries.push({ key: key.text, value: value.text, line });
    ENTRY.lastIndex = value.end;
  }
  return { entries };
}

/** Where a file stops reading as the runner writes it: a 1-based line and why. */
export interface SnapFault {
  line: number;
  message: string;
}

/**
 * The entries of a Vitest or Jest `.snap` file, read with the runner's own
 * strictness. Both runners evaluate the file as JavaScript, so a statement
 * between entries, or a `${…}` inside one, changes what the runner holds
 * while a reader of entries sees nothing. Accepted: `//` comment lines, blank
 * lines, and entries exactly as the runners write them
 * (`` exports[`key`] = `value`; ``, see {@link readStoredTemplate}); the
 * first thing that is anything else is the fault, with the entries before it.
 */
export function readSnapFileStrictly(text: string): { entries: SnapEntry[]; error?: SnapFault } {
  const entries: SnapEntry[] = [];
  const lines = lineCounter(text);
  const fault = (at: number, message: string) => ({ entries, error: { line: lines(at), message } });
  let i = 0;
  while (i < text.length) {
    if (text[i] === '\n') i++;
    else if (text.startsWith('\r\n', i)) i += 2;
    else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      const comment = text.slice(i, end < 0 ? text.length : end).replace(/\r$/, '');
      // JavaScript ends a comment at any of these too: what follows would be code.
      const breaker = /[\r\u2028\u2029]/.exec(comment);
      if (breaker) return fault(i + breaker.index, 'a line separator inside a comment (what follows it is code)');
      i = end < 0 ? text.length : end;
    } else if (text.startsWith(ENTRY_START, i)) {
      const key = readStoredTemplate(text, i + ENTRY_START.length);
      if ('fault' in key) return fault(key.fault.at, `in an entry name: ${key.fault.message}`);
      if (!text.startsWith(ASSIGN, key.end)) return fault(key.end, `expected "${ASSIGN}" after the entry name`);
      const value = readStoredTemplate(text, key.end + ASSIGN.length);
      if ('fault' in value) return fault(value.fault.at, `in the entry ${JSON.stringify(key.text)}: ${value.fault.message}`);
      if (text[value.end] !== ';') return fault(value.end, `expected ";" after the entry ${JSON.stringify(key.text)}`);
      entries.push({ key: key.text, value: value.text, line: lines(i) });
      i = value.end + 1;
    } else {
      return fault(i, 'not a snapshot entry (exports[`…`] = `…`;)');
    }
  }
  return { entries };
}

const ENTRY_START = 'exports[`';
const ASSIGN = '] = `';

/**
 * The text of a template string from `start` (after its opening backtick)
 * to its closing one, unescaped. It jumps from one backtick or backslash to
 * the next and copies the text between in one piece: linear in the file.
 */
function readTemplate(text: string, start: number): { text: string; end: number } | undefined {
  const parts: string[] = [];
  const special = /[`\\]/g;
  special.lastIndex = start;
  let from = start;
  for (let match = special.exec(text); match; match = special.exec(text)) {
    const i = match.index;
    if (text[i] === '`') {
      parts.push(text.slice(from, i));
      return { text: parts.join(''), end: i + 1 };
    }
    const next = text[i + 1];
    if (next === '`' || next === '\\' || (next === '$' && text[i + 2] === '{')) {
      parts.push(text.slice(from, i), next);
      from = i + 2;
    }
    special.lastIndex = i + 2;
  }
  return undefined;
}

/**
 * The 1-based line of an index. Asked in increasing order, the text is
 * scanned once; an index before the last one asked starts the scan over.
 */
export function lineCounter(text: string): (index: number) => number {
  let [at, line] = [0, 1];
  return (index) => {
    if (index < at) [at, line] = [0, 1];
    for (; at < index; at++) if (text.charCodeAt(at) === 10) line++;
    return line;
  };
}

/** The golden text of a stored or inline Vitest or Jest snapshot: without the leading newline, ending in one. */
export function goldenOfEntry(value: string): string {
  // trimEnd, not /\s*$/: the regex retries at every space of a long inner run (quadratic).
  return value.replace(/^\r?\n/, '').trimEnd() + '\n';
}

/**
 * The 1-based line of a key's `exports[…] = \`` in a Vitest or Jest `.snap`
 * file (its stored value starts on the next line); undefined when absent.
 */
export function entryLineOf(text: string, key: string): number | undefined {
  return splitSnapFile(text).entries.find((entry) => entry.key === key)?.line;
}

/**
 * What is wrong with the text of a Vitest or Jest `.snap` file: empty, or
 * cut short (inside its header or an entry); undefined when whole. Both
 * runners read a file that does not evaluate as holding no snapshots, and
 * would write every one anew.
 */
export function damageOf(text: string): string | undefined {
  if (text.trim() === '') return 'empty';
  const { error } = splitSnapFile(text);
  if (!isHeaded(text) || error || !text.trimEnd().endsWith('`;')) return `cut short${error ? ` (line ${error.line}: ${error.message})` : ''}`;
  return undefined;
}
