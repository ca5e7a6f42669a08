/**
 * `parse`: v2 text (a golden file, or any `compact`/`full`/`around` output)
 * back into the model. Lines may carry refs or not. The parser collects one
 * error per bad line, with line and column, and keeps reading; the thin
 * {@link parseSnapshot} throws the first one instead.
 *
 * Parsed models have no `containers` (a line only names its innermost
 * container), and the engine is `dom` unless the header names one.
 */
import type { EngineName, ParsedHeader, ParsedNode, ParsedSnapshot, TextKind, TextLine } from '../model/snapshot.js';
import { isTextLine } from './reading.js';
import { readNodeLine } from './parse-line.js';
import { Cursor, describeMore, SyntaxFault } from './reader.js';
import { ENGINE_NAMES, isEngineName } from '../model/tokens.js';

/** One fault in the text: 1-based line and column, and what was wrong. */
export interface ParseError {
  line: number;
  column: number;
  message: string;
}

/** What {@link parse} returns: the model as far as it could be read, and the faults. */
export interface ParseResult {
  value: ParsedSnapshot;
  errors: ParseError[];
}

/** The error {@link parseSnapshot} throws; `errors` holds every fault found. */
export class SnapshotParseError extends Error {
  constructor(readonly errors: ParseError[]) {
    super(describeErrors(errors));
    this.name = 'SnapshotParseError';
  }
}

const FIRST_LINE = 'snapshot v2';
const NETWORK_AT = /loading\(Network (0|[1-9][0-9]*)\)/y;
const ENGINE_AT = / engine:([a-z][a-z0-9-]*)/y;

/**
 * Reads v2 text into a snapshot model. Lines end in `\n`; blank lines at the
 * end are ignored, blank lines elsewhere are faults. Never throws.
 */
export function parse(text: string): ParseResult {
  const lines = splitLines(text);
  const errors: ParseError[] = [];
  const attempt = <T>(index: number, read: (line: string) => T): T | undefined => {
    try {
      return read(lines[index] ?? '');
    } catch (error) {
      if (!(error instanceof SyntaxFault)) throw error;
      errors.push({ line: index + 1, column: error.column, message: error.message });
      return undefined;
    }
  };
  attempt(0, readFirstLine);
  const header = attempt(1, readPageLine) ?? { title: '', url: '', settled: true, engine: 'dom' };
  const nodes: ParsedNode[] = [];
  const texts: TextLine[] = [];
  for (let i = 2; i < lines.length; i++) {
    if (isTextLine(lines[i])) {
      const text = attempt(i, readTextLine);
      if (text) texts.push({ ...text, after: nodes.length });
      continue;
    }
    const node = attempt(i, readElementLine);
    if (node) nodes.push(node);
  }
  return { value: texts.length ? { header, nodes, texts } : { header, nodes }, errors };
}

/**
 * Reads v2 text into a snapshot model.
 * @throws SnapshotParseError whose one-line message names the line and
 *   column of the first fault and quotes the bad input.
 */
export function parseSnapshot(text: string): ParsedSnapshot {
  const { value, errors } = parse(text);
  if (errors.length > 0) throw new SnapshotParseError(errors);
  return value;
}

/**
 * Reads one element line (with or without ref), as `diff` and `steps` need.
 * `line` numbers the errors.
 */
export function parseLine(text: string, line = 1): { value?: ParsedNode; errors: ParseError[] } {
  try {
    return { value: readElementLine(text), errors: [] };
  } catch (error) {
    if (!(error instanceof SyntaxFault)) throw error;
    return { errors: [{ line, column: error.column, message: error.message }] };
  }
}

/** `Line 4, column 12: <message>`, plus how many more faults there are. */
export function describeErrors(errors: ParseError[]): string {
  const [first] = errors;
  if (first === undefined) return 'no errors';
  return `Line ${first.line}, column ${first.column}: ${first.message}${describeMore(errors)}`;
}

const TEXT_LINE = /^([a-z]+) ("(?:[^"\\\n]|\\.)*")(?: more:([1-9][0-9]*))?$/;

/** A text line of the `read` level: its kind, its JSON string, and `more:N` when it was cut. */
function readTextLine(line: string): Omit<TextLine, 'after'> {
  const match = TEXT_LINE.exec(line);
  let text: unknown;
  try {
    text = match && JSON.parse(match[2]);
  } catch {
    text = undefined;
  }
  if (!match || typeof text !== 'string')
    throw new SyntaxFault(`expected a text line: <kind> "<text>" [more:N], got ${JSON.stringify(line.slice(0, 60))}`, line.indexOf(' ') + 2);
  return match[3] ? { kind: match[1] as TextKind, text, more: Number(match[3]) } : { kind: match[1] as TextKind, text };
}

function splitLines(text: string): string[] {
  const lines = text.split('\n');
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function readFirstLine(line: string): void {
  const reader = new Cursor(line);
  checkLineEnd(reader);
  if (line !== FIRST_LINE) reader.fail(`expected "${FIRST_LINE}" as the first line, got ${reader.describeWhole()}`, 1);
}

/** `page "<title>" url="<url>" settled|loading(Network N)[ engine:<name>]` */
function readPageLine(line: string): ParsedHeader {
  const reader = new Cursor(line);
  checkLineEnd(reader);
  reader.expect('page ', `'page "<title>" url="<url>" settled' as the second line`);
  const title = reader.readString('after page (the title)');
  reader.expect(' url=', 'a space and url="<url>" after the title');
  const url = reader.readString('after url=');
  reader.expect(' ', 'a space and settled or loading(Network N) after the url');
  const network = readNetwork(reader);
  const header: ParsedHeader = { title, url, settled: network === undefined, engine: 'dom' };
  if (network !== undefined) header.network = network;
  header.engine = readEngine(reader) ?? 'dom';
  if (!reader.atEnd()) reader.fail(`expected the end of the page line, got ${reader.describeNext()}`);
  return header;
}

/** `settled` (undefined), or the N of `loading(Network N)`. */
function readNetwork(reader: Cursor): number | undefined {
  const start = reader.pos;
  const loading = reader.match(NETWORK_AT);
  if (loading === undefined) {
    reader.expect('settled', 'settled or loading(Network N) after the url');
    return undefined;
  }
  const network = Number(loading[1]);
  if (Number.isSafeInteger(network)) return network;
  return reader.fail(`loading(Network ${loading[1]}) counts more requests than a page can have`, start + 1);
}

function readEngine(reader: Cursor): EngineName | undefined {
  const start = reader.pos;
  const engine = reader.match(ENGINE_AT)?.[1];
  if (engine === undefined || isEngineName(engine)) return engine;
  return reader.fail(`unknown engine:${engine}: expected one of ${ENGINE_NAMES.join(', ')}`, start + 2);
}

function readElementLine(line: string): ParsedNode {
  const reader = new Cursor(line);
  checkLineEnd(reader);
  if (line === '') reader.fail('unexpected blank line: every line after the header is one element');
  return readNodeLine(line);
}

// A file checked out with CRLF endings would fail on every line with a
// puzzling message; say what is wrong once per line instead.
function checkLineEnd(reader: Cursor): void {
  if (reader.text.endsWith('\r')) {
    reader.fail('the line ends with a carriage return (\\r): the notation uses \\n line endings', reader.text.length);
  }
}
