/**
 * Inline snapshots: goldens a runner writes into the test file itself, as a
 * template literal given to `toMatchInlineA11ySnapshot`. The review reads
 * them from a changed test file as it reads the entries of a `.snap` file;
 * the Jest door reads one back as Jest stored it.
 */
import { lineCounter, type SnapEntry } from './snap-format.js';
import { readStoredTemplate, type TemplateFault } from './stored-template.js';

const NAME = /\btoMatchInlineA11ySnapshot\b/g;

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
 * Every inline snapshot of a test file, in the order the calls are written,
 * named `toMatchInlineA11ySnapshot #N`: the template literal that is the
 * call's snapshot, cooked as JavaScript cooks it and at indent 0.
 *
 * Read with the runner's strictness: the runner takes whatever the call is
 * given, so a snapshot the review cannot read is an error, never skipped. A
 * call's arguments must be none, an options object `{…}`, a template
 * literal (see {@link readStoredTemplate}), or an options object and a
 * template literal; anything else (a variable, a call, a concatenation, a
 * template with `${…}`, a string in quotes) is the error, with the entries
 * before it. Every `toMatchInlineA11ySnapshot(` counts, in a comment too.
 */
export function inlineSnapshotsOf(source: string): { entries: SnapEntry[]; error?: { line: number; message: string } } {
  const entries: SnapEntry[] = [];
  const lineAt = lineCounter(source);
  let n = 0;
  for (const name of source.matchAll(NAME)) {
    // Comments may stand between the name and its `(`, as in any call.
    const open = skipTrivia(source, name.index + name[0].length);
    if (source[open] !== '(') continue;
    n++;
    const args = readArguments(source, open + 1);
    if ('fault' in args) return { entries, error: { line: lineAt(args.fault.at), message: `toMatchInlineA11ySnapshot #${n}: ${args.fault.message}` } };
    if (args.snapshot)
      entries.push({ key: `toMatchInlineA11ySnapshot #${n}`, value: stripInlineIndentation(args.snapshot.text), line: lineAt(args.snapshot.at) });
  }
  return { entries };
}

type Argument = { kind: 'template'; at: number; text: string; end: number } | { kind: 'options'; end: number };

/** The snapshot among a call's arguments, read from after its `(`; a fault when the arguments are not ones the review can read. */
function readArguments(source: string, from: number): { snapshot?: { text: string; at: number } } | { fault: TemplateFault } {
  const args: Argument[] = [];
  let i = skipTrivia(source, from);
  while (source[i] !== ')') {
    if (i >= source.length) return { fault: { at: from, message: 'a call that does not end' } };
    const arg = readArgument(source, i);
    if ('fault' in arg) return arg;
    args.push(arg);
    i = skipTrivia(source, arg.end);
    if (source[i] === ',') i = skipTrivia(source, i + 1);
    else if (source[i] !== ')')
      return { fault: { at: i, message: 'an argument that is an expression, not a literal (the runner compares its value, which the review cannot read)' } };
  }
  // The runner takes a first argument that is a string as the snapshot, else the second.
  const [first, second] = args;
  if (args.length > 2 || (first?.kind === 'template' && second) || second?.kind === 'options') {
    return { fault: { at: from, message: 'arguments other than (options, snapshot)' } };
  }
  const snapshot = [first, second].find((arg) => arg?.kind === 'template');
  return snapshot?.kind === 'template' ? { snapshot: { text: snapshot.text, at: snapshot.at } } : {};
}

function readArgument(source: string, at: number): Argument | { fault: TemplateFault } {
  if (source[at] === '`') {
    const literal = readStoredTemplate(source, at + 1);
    return 'fault' in literal ? literal : { kind: 'template', at, text: literal.text, end: literal.end };
  }
  if (source[at] === '{') {
    const end = skipBalanced(source, at);
    return 'fault' in end ? end : { kind: 'options', end: end.end };
  }
  const what =
    source[at] === "'" || source[at] === '"'
      ? 'a string in quotes (write the snapshot as a template literal)'
      : 'an argument that is not a literal (a variable, a call or an expression: the runner compares its value, which the review cannot read)';
  return { fault: { at, message: what } };
}

/**
 * After whitespace and comments. An unclosed block comment runs to the end.
 * Where a comment ends is looked up through {@link nextOf}, so that many
 * names before one long comment do not each scan it.
 */
function skipTrivia(source: string, from: number): number {
  let i = from;
  for (;;) {
    while (i < source.length && /\s/.test(source[i])) i++;
    if (source.startsWith('//', i)) {
      const end = nextOf(source, LINE_END, i);
      i = end < 0 ? source.length : end;
    } else if (source.startsWith('/*', i)) {
      const end = nextOf(source, COMMENT_END, i + 2);
      i = end < 0 ? source.length : end + 2;
    } else return i;
  }
}

const LINE_END = /[\n\r\u2028\u2029]/g;
const COMMENT_END = /\*\//g;

/** The last answer of {@link nextOf} per pattern: valid for any later start up to the index found. */
const lastFound = new Map<RegExp, { source: string; from: number; at: number }>();

/** The index of the next match of a global pattern at or after `from`; -1 when none. */
function nextOf(source: string, pattern: RegExp, from: number): number {
  const last = lastFound.get(pattern);
  // Nothing matched between the last start and what it found, so a later start finds the same.
  if (last && last.source === source && last.from <= from && (last.at < 0 || from <= last.at)) return last.at;
  pattern.lastIndex = from;
  const at = pattern.exec(source)?.index ?? -1;
  lastFound.set(pattern, { source, from, at });
  return at;
}

const CLOSERS: Record<string, string> = { '{': '}', '(': ')', '[': ']' };

/**
 * The index after the bracket that closes the one at `at`, over strings,
 * template literals (their `${…}` included), comments and nested brackets.
 * A `/` that starts no comment is refused: a regular expression cannot be
 * told from a division without parsing, and options hold neither.
 */
function skipBalanced(source: string, at: number): { end: number } | { fault: TemplateFault } {
  // What closes each open bracket; SUBSTITUTION for the `}` that ends a template's `${…}` and goes back into its text.
  const open: string[] = [];
  for (let i = at; i < source.length; i++) {
    const c = source[i];
    if (c in CLOSERS) open.push(CLOSERS[c]);
    else if (c === '}' || c === ')' || c === ']') {
      const closer = open.pop();
      if (closer === SUBSTITUTION && c === '}') i = skipTemplate(source, i + 1, open);
      else if (closer !== c) return { fault: { at: i, message: `an unmatched ${JSON.stringify(c)}` } };
      else if (open.length === 0) return { end: i + 1 };
    } else if (c === "'" || c === '"') i = skipString(source, i);
    else if (c === '`') i = skipTemplate(source, i + 1, open);
    else if (c === '/') {
      const next = skipTrivia(source, i);
      if (next === i) return { fault: { at: i, message: 'a "/" in the options (a regular expression or a division)' } };
      i = next - 1;
    }
  }
  return { fault: { at, message: 'options that do not end' } };
}

const SUBSTITUTION = '${';

/** Skips template text from `from`: the index of its closing backtick, or of the `{` of a `${` (then marked open). */
function skipTemplate(source: string, from: number, open: string[]): number {
  for (let i = from; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '`') return i;
    else if (source[i] === '$' && source[i + 1] === '{') {
      open.push(SUBSTITUTION);
      return i + 1;
    }
  }
  return source.length;
}

/** The index of the closing quote of the string that opens at `at`. */
function skipString(source: string, at: number): number {
  for (let i = at + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === source[at] || source[i] === '\n') return i;
  }
  return source.length;
}
