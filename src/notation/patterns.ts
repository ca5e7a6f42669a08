/**
 * Patterns in golden lines: where content is dynamic, a golden may hold a
 * regular expression in place of a JSON string, e.g. `link /Order \d+/` or
 * `textbox "Due" =/\d{4}-\d\d-\d\d/`. Patterns stand where the page's
 * strings stand: the title, the url, a name, a value, a row anchor, a
 * description.
 *
 * A line with patterns is read by swapping each pattern for a placeholder
 * string, reading the line with the notation's own strict parser, and
 * swapping back: the grammar lives in one place.
 */
import { compilePattern, PatternRefused, type PatternMatcher } from './pattern-engine.js';
import { Cursor } from './reader.js';

/** The fields of an element line that may hold a pattern. */
export const PATTERN_FIELDS = ['name', 'value', 'row', 'description'] as const;

/** A line's patterns by field; the line's node holds each pattern's source there. */
export type LinePatterns = Partial<Record<(typeof PATTERN_FIELDS)[number], Pattern>>;

/** A pattern as written (`/Order \d+/i`) and compiled for whole-string matches in linear time. */
export interface Pattern {
  source: string;
  matcher: PatternMatcher;
}

/** The placeholder a pattern becomes while the line is read: a string no page can print. */
export function placeholderFor(index: number): string {
  return `\u0000pattern${index}`;
}

export function patternIndexOf(text: string): number | undefined {
  const match = /^\u0000pattern(\d+)$/.exec(text);
  return match ? Number(match[1]) : undefined;
}

// Where a pattern may start: where a JSON string may start in the grammar.
const STRING_START = /(?:^|[\] ])$|(?:=|row:|url=|desc:)$/;

/**
 * Replaces each `/…/flags` literal that stands where a string may with a
 * JSON placeholder. Returns the rewritten line and the patterns, or throws
 * a `SyntaxFault` (reader.ts) at the column of a pattern that does not compile.
 */
export function extractPatterns(line: string): { text: string; patterns: Pattern[] } {
  const patterns: Pattern[] = [];
  const cursor = new Cursor(line);
  let out = '';
  while (!cursor.atEnd()) {
    const start = cursor.pos;
    const end = cursor.peek() === '"' ? endOfString(line, start) : cursor.peek() === '/' && STRING_START.test(out) ? endOfPattern(line, start) : -1;
    if (end > 0 && line[start] === '/') {
      patterns.push(compile(cursor, end));
      out += JSON.stringify(placeholderFor(patterns.length - 1));
      continue;
    }
    cursor.pos = end > 0 ? end : start + 1;
    out += line.slice(start, cursor.pos);
  }
  return { text: out, patterns };
}

function endOfString(line: string, start: number): number {
  for (let i = start + 1; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '"') return i + 1;
  }
  return line.length;
}

/** The index after a `/…/flags` literal starting at `start`, or -1. */
function endOfPattern(line: string, start: number): number {
  let inClass = false;
  for (let i = start + 1; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') i++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) {
      let end = i + 1;
      while (end < line.length && /[dgimsuvy]/.test(line[end])) end++;
      return i === start + 1 ? -1 : end;
    }
  }
  return -1;
}

/**
 * Compiles the pattern from the cursor to `end`, moving past it; fails at its
 * first column when it does not compile, or uses what cannot be matched in
 * linear time (pattern-engine.ts).
 */
function compile(cursor: Cursor, end: number): Pattern {
  const column = cursor.pos + 1;
  const source = cursor.text.slice(cursor.pos, end);
  const last = source.lastIndexOf('/');
  cursor.pos = end;
  const body = source.slice(1, last);
  // A golden pattern matches the whole string once: `g` and `y` say nothing, nor does `d`.
  const flags = source.slice(last + 1).replace(/[dgy]/g, '');
  try {
    // RegExp reads the syntax and words its errors; it never runs the pattern.
    new RegExp(body, flags);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return cursor.fail(`invalid pattern ${source}: ${error.message}`, column);
  }
  try {
    return { source, matcher: compilePattern(body, flags) };
  } catch (error) {
    if (!(error instanceof PatternRefused)) throw error;
    return cursor.fail(`pattern ${source} ${error.message}`, column);
  }
}

/** True when `text` is the expected text, or matches it where it is a pattern. */
export function matchesText(expected: string | undefined, pattern: Pattern | undefined, actual: string | undefined): boolean {
  if (pattern) return actual !== undefined && pattern.matcher.test(actual);
  return expected === actual;
}
