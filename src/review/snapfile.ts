/**
 * Vitest keeps every snapshot of a test file in one `__snapshots__/*.snap`
 * file, each as a template string:
 *
 *     exports[`orders page 1`] = `
 *     # a11y-snapshot detail:compact
 *     snapshot v2
 *     …
 *     `;
 *
 * Vitest escapes backticks, `${` and backslashes with a backslash, which adds
 * no line: a line of the golden is line `at + n` of the file, where `at` is
 * the line of `exports[`.
 */

/** One snapshot of a Vitest `.snap` file. */
export interface SnapEntry {
  /** The snapshot's name, unescaped (`orders page 1`). */
  key: string;
  /** The stored string, unescaped. */
  value: string;
  /** 1-based line of the file on which the entry's value starts. */
  line: number;
}

/** True when the text is a Vitest snapshot file rather than one golden. */
export function isVitestSnapFile(text: string): boolean {
  return text.startsWith('// Vitest Snapshot') || /^exports\[`/m.test(text);
}

const ENTRY = /^exports\[`/gm;

/**
 * The entries of a Vitest snapshot file, in file order. Text between
 * entries (the header comment) is skipped; an entry that does not end is an
 * error naming its line.
 */
export function splitSnapFile(text: string): { entries: SnapEntry[]; error?: { line: number; message: string } } {
  const entries: SnapEntry[] = [];
  ENTRY.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = ENTRY.exec(text))) {
    const line = lineAt(text, match.index);
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

/** The text of a template string from `start` (after its opening backtick) to its closing one, unescaped. */
function readTemplate(text: string, start: number): { text: string; end: number } | undefined {
  let out = '';
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '`') return { text: out, end: i + 1 };
    if (char === '\\' && i + 1 < text.length) {
      const next = text[i + 1];
      if (next === '`' || next === '\\' || (next === '$' && text[i + 2] === '{')) {
        out += next;
        i++;
        continue;
      }
    }
    out += char;
  }
  return undefined;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** The golden text of a stored or inline Vitest snapshot: without the leading newline, ending in one. */
export function goldenOfEntry(value: string): string {
  return value.replace(/^\r?\n/, '').replace(/\s*$/, '\n');
}
