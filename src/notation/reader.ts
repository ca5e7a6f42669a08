/**
 * The one cursor every parser of the package reads with (the notation's
 * lines, `try` steps, golden patterns), and the one fault they throw: a
 * {@link SyntaxFault} is caught where the input's faults are reported (a
 * parser's edge; for golden patterns, which `extractPatterns` throws it
 * from, the golden reader), and nothing else is caught there, so a bug
 * surfaces as itself. Every failure
 * names the column (1-based, in UTF-16 code units as editors count) and
 * quotes the input found there, so a message says what was expected and
 * what was not.
 */
import { quote, revealInvisible } from '../model/text.js';

/** Longest stretch of bad input a message quotes. */
const MAX_QUOTED = 40;

/** A syntax fault at a column of one input; the parser adds the line number when there is one. */
export class SyntaxFault extends Error {
  override name = 'SyntaxFault';
  constructor(
    message: string,
    /** 1-based column of the bad input. */
    readonly column: number,
  ) {
    super(message);
  }
}

/** What a cursor calls its input's end, and the token it quotes as "got …". */
export interface CursorOptions {
  /** How the end of the input reads in a message: `the end of the line`. */
  end: string;
  /** The input a message quotes at the cursor (anchored at the cursor). */
  token: RegExp;
}

/** A notation line: tokens end at a space; leading spaces stay in the quote, so that `got ' now'` shows a stray space. */
const LINE: CursorOptions = { end: 'the end of the line', token: /^ *[^ ]*/ };

/** Reads one input left to right; `fail` throws a {@link SyntaxFault} at a column. */
export class Cursor {
  pos = 0;

  constructor(
    readonly text: string,
    private readonly options: CursorOptions = LINE,
  ) {}

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  /** The character at the cursor. */
  peek(): string | undefined {
    return this.text[this.pos];
  }

  startsWith(literal: string): boolean {
    return this.text.startsWith(literal, this.pos);
  }

  /** Consumes `literal` if the input continues with it. */
  eat(literal: string): boolean {
    if (!this.startsWith(literal)) return false;
    this.pos += literal.length;
    return true;
  }

  /** Consumes `literal` or fails with `expected <what>, got <input>`. */
  expect(literal: string, what: string): void {
    if (!this.eat(literal)) this.fail(`expected ${what}, got ${this.describeNext()}`);
  }

  /** Consumes whitespace. */
  skipSpace(): void {
    while (!this.atEnd() && /\s/.test(this.text[this.pos])) this.pos++;
  }

  /** Consumes a match of `pattern` (compiled with the `y` flag) if there is one. */
  match(pattern: RegExp): RegExpExecArray | undefined {
    pattern.lastIndex = this.pos;
    const found = pattern.exec(this.text);
    if (found === null) return undefined;
    this.pos += found[0].length;
    return found;
  }

  /**
   * Reads a JSON string literal, written the one way `quote` writes it, so
   * that reading and printing again gives back the same bytes.
   */
  readString(context: string): string {
    const start = this.pos;
    if (this.text[start] !== '"') this.fail(`expected a JSON string ${context}, got ${this.describeNext()}`);
    const end = findClosingQuote(this.text, start);
    if (end < 0) this.fail(`unterminated JSON string ${context}: no closing quote before ${this.options.end}`);
    const literal = this.text.slice(start, end + 1);
    let value: unknown;
    try {
      value = JSON.parse(literal);
    } catch {
      this.fail(`expected a JSON string ${context}, got ${clip(literal)}, which is not valid JSON`);
    }
    const canonical = quote(value as string);
    if (canonical !== literal) this.fail(describeNonCanonical(context, literal, canonical));
    this.pos = end + 1;
    return value as string;
  }

  /** What the input holds at the cursor, quoted for a message. */
  describeNext(): string {
    if (this.atEnd()) return this.options.end;
    return clip(this.options.token.exec(this.text.slice(this.pos))?.[0] ?? '');
  }

  /** The whole line, quoted for a message. */
  describeWhole(): string {
    return this.text === '' ? 'an empty line' : clip(this.text);
  }

  /** Fails at `column` (default: the cursor). */
  fail(message: string, column = this.pos + 1): never {
    throw new SyntaxFault(message, column);
  }
}

/** ` (and N more errors)` after the first fault's message, or nothing when it is the only one. */
export function describeMore(errors: readonly unknown[]): string {
  const more = errors.length - 1;
  return more > 0 ? ` (and ${more} more ${more === 1 ? 'error' : 'errors'})` : '';
}

/** Index of the quote that closes the string opened at `start`, or -1. */
function findClosingQuote(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return -1;
}

// Escapes are allowed only where `quote` writes them, so one string has one
// spelling; invisible characters must be escaped so that a reviewer sees them.
function describeNonCanonical(context: string, literal: string, canonical: string): string {
  const rewrite = `write the string ${context} as ${clip(canonical)}`;
  if (revealInvisible(literal) === canonical) return `${rewrite}: invisible characters are written as \\u escapes`;
  return `${rewrite}, not ${clip(literal)}`;
}

/** Input quoted for a message: as typed, cut short, invisible characters shown. */
export function clip(input: string): string {
  const short = input.length > MAX_QUOTED ? input.slice(0, MAX_QUOTED) + '…' : input;
  return `'${revealInvisible(short)}'`;
}
