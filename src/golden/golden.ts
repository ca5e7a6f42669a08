/**
 * The golden text: what a `.snap` file holds for one snapshot. Reviewed in
 * pull requests, so it is plain v2 text:
 *
 *     # a11y-snapshot detail:compact
 *     snapshot v2
 *     page "Orders" url="/orders" settled
 *     button "Create order"
 *
 * - the first line records the detail level, so a check and an update use it;
 * - refs are left out (one new element would renumber every line after it);
 * - the url keeps its path, never the origin of the server a test started;
 * - no engine in the header: the same page gives the same golden in jsdom and
 *   in Chromium.
 *
 * Goldens may hold patterns where the page is dynamic (patterns.ts), and,
 * after a blank line, the `try` steps the test names with their answers
 * (steps.ts).
 */
import { DETAILS, type Detail, type Snapshot, type SnapshotHeader } from '../model/snapshot.js';
import { stripOrigin } from '../model/url.js';
import { format, formatHeader, formatLine, joinLines } from '../notation/index.js';
import { parse, parseLine, type ParseError } from '../notation/parse.js';
import type { Step } from '../steps/step.js';
import { extractPatterns, patternIndexOf, PATTERN_FIELDS, type Pattern } from '../notation/patterns.js';
import { SyntaxFault } from '../notation/reader.js';
import type { ExpectedLine } from '../diff/compare.js';
import { readStepSection, recordSteps, renderSteps, type RecordedStep } from './steps.js';

/** Detail levels a golden may record: `around` is a view, not a snapshot. */
export type GoldenDetail = Detail;

/** How every golden begins; its first line is this and the detail level. */
export const GOLDEN_SIGNATURE = '# a11y-snapshot detail:';
const FIRST_LINE = new RegExp(`^${GOLDEN_SIGNATURE}([a-z0-9]+)$`);

/** The first line of a golden at a detail level. */
export function firstLineOf(detail: GoldenDetail): string {
  return GOLDEN_SIGNATURE + detail;
}

/** The detail level a golden text's first line records; undefined when it records none. */
export function goldenDetailOf(text: string): GoldenDetail | undefined {
  const end = text.indexOf('\n');
  const detail = FIRST_LINE.exec(end < 0 ? text : text.slice(0, end))?.[1] as GoldenDetail | undefined;
  return detail && DETAILS.includes(detail) ? detail : undefined;
}

/** One element line of a golden, with the patterns it holds. */
export interface GoldenLine extends ExpectedLine {
  /** 1-based line in the golden text. */
  line: number;
}

export interface Golden {
  detail: GoldenDetail;
  header: SnapshotHeader;
  headerPatterns: Partial<Record<'title' | 'url', Pattern>>;
  /** For `compact` and `full`: the element lines. */
  lines: GoldenLine[];
  /** The snapshot's text after the first line, steps left out (for `regions` and `v1`, compared as text). */
  body: string;
  /** The recorded `try` steps and their answers. */
  steps: RecordedStep[];
  /** The 1-based line of the first `try` (each step takes two lines); absent without steps. */
  stepsLine?: number;
}

/** The golden text of a snapshot at a detail level, with the answers to `steps` when there are any. */
export function renderGolden(model: Snapshot, detail: GoldenDetail = 'compact', steps: readonly Step[] = []): string {
  return renderSnapshot(model, detail) + joinLines(renderSteps(recordSteps(model, steps)));
}

/** The golden text without steps. */
function renderSnapshot(model: Snapshot, detail: GoldenDetail): string {
  const header = { ...model.header, url: stripOrigin(model.header.url), settled: true, network: undefined };
  const first = firstLineOf(detail) + '\n';
  if (detail !== 'compact' && detail !== 'full') return first + format({ ...model, header }, { detail, refs: false });
  return first + joinLines([...formatHeader(header), ...model.nodes.map((node) => formatLine(node, { detail, refs: false }))]);
}

/** The page line's last word: `settled`, or `loading(Network N)` for a page written before it settled. */
const PAGE_STATE = / (?:settled|loading\(Network \d+\))$/;

/**
 * A golden text whose page line says the page had not settled when it was
 * written: `loading(Network N)` in place of `settled` (N requests in flight;
 * 0 when it kept changing). Comparisons ignore the word (`settledPageLine`).
 */
export function markUnsettled(text: string, network: number): string {
  return replacePageState(text, ` loading(Network ${network})`);
}

/** The golden text with its page line saying `settled`, as every capture renders it, for comparing as text. */
export function settledPageLine(text: string): string {
  return replacePageState(text, ' settled');
}

function replacePageState(text: string, state: string): string {
  const lines = text.split('\n', 4);
  if (lines[1] !== 'snapshot v2' || lines.length < 3) return text;
  const at = lines[0].length + lines[1].length + 2;
  const end = at + lines[2].length;
  return text.slice(0, at) + lines[2].replace(PAGE_STATE, state) + text.slice(end);
}

/** Reads a golden text; never throws. Errors carry 1-based lines. */
export function parseGolden(text: string): { value?: Golden; errors: ParseError[] } {
  const lines = text.split('\n');
  // An editor or a merge may leave blank lines at the end: they are not a steps section.
  while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const detail = goldenDetailOf(lines[0] ?? '');
  if (!detail) {
    return {
      errors: [{ line: 1, column: 1, message: `expected "${GOLDEN_SIGNATURE}<${DETAILS.join('|')}>", got ${JSON.stringify((lines[0] ?? '').slice(0, 60))}` }],
    };
  }
  const blank = lines.indexOf('');
  const end = blank < 0 ? lines.length : blank;
  const { steps, errors } = readStepSection(lines.slice(end + 1), end + 2);
  const stepsLine = steps.length ? end + 2 : undefined;
  const body = joinLines(lines.slice(1, end));
  if (detail !== 'compact' && detail !== 'full') {
    return errors.length ? { errors } : { value: { detail, header: emptyHeader(), headerPatterns: {}, lines: [], body, steps, stepsLine }, errors };
  }
  const read = readLines(lines.slice(0, end), detail, body, steps, stepsLine);
  return read.value && errors.length ? { errors } : { value: read.value, errors: [...read.errors, ...errors] };
}

function emptyHeader(): SnapshotHeader {
  return { title: '', url: '', settled: true, engine: 'dom' };
}

function readLines(
  lines: string[],
  detail: GoldenDetail,
  body: string,
  steps: RecordedStep[],
  stepsLine: number | undefined,
): { value?: Golden; errors: ParseError[] } {
  const errors: ParseError[] = [];
  if (lines[1] !== 'snapshot v2') errors.push({ line: 2, column: 1, message: `expected "snapshot v2", got ${JSON.stringify(lines[1] ?? '')}` });
  const { header, headerPatterns } = readHeader(lines[2] ?? '', errors);
  const out: GoldenLine[] = [];
  for (let i = 3; i < lines.length; i++) {
    const read = readGoldenLine(lines[i], i + 1);
    if ('error' in read) errors.push(read.error);
    else out.push(read);
  }
  return { value: errors.length ? undefined : { detail, header, headerPatterns, lines: out, body, steps, stepsLine }, errors };
}

function readHeader(text: string, errors: ParseError[]): Pick<Golden, 'header' | 'headerPatterns'> {
  const unread = (error: ParseError) => (errors.push(error), { header: emptyHeader(), headerPatterns: {} });
  const extracted = readPatterns(text, 3);
  if ('error' in extracted) return unread(extracted.error);
  const parsed = parseHeaderLine(extracted.text);
  if ('error' in parsed) return unread({ ...parsed.error, line: 3 });
  const { header } = parsed;
  const headerPatterns: Golden['headerPatterns'] = {};
  for (const field of ['title', 'url'] as const) {
    const index = patternIndexOf(header[field]);
    if (index === undefined) continue;
    headerPatterns[field] = extracted.patterns[index];
    header[field] = extracted.patterns[index].source;
  }
  return { header, headerPatterns };
}

type Extracted = ReturnType<typeof extractPatterns>;

/** The line with its patterns swapped for placeholders, or the fault of a pattern that does not compile. */
function readPatterns(text: string, line: number): Extracted | { error: ParseError } {
  try {
    return extractPatterns(text);
  } catch (error) {
    // Only a fault of the text makes the golden unreadable: a bug surfaces as itself.
    if (!(error instanceof SyntaxFault)) throw error;
    return { error: { line, column: error.column, message: error.message } };
  }
}

/** The page line, read by the notation's parser (it needs the first line too). */
function parseHeaderLine(text: string): { header: SnapshotHeader } | { error: ParseError } {
  const { value, errors } = parse(`snapshot v2\n${text}\n`);
  const fault = errors.find((e) => e.line === 2);
  return fault ? { error: fault } : { header: value.header };
}

function readGoldenLine(text: string, line: number): GoldenLine | { error: ParseError } {
  const extracted = readPatterns(text, line);
  if ('error' in extracted) return extracted;
  const { value, errors } = parseLine(extracted.text, line);
  if (!value) return { error: errors[0] ?? { line, column: 1, message: 'unreadable line' } };
  const patterns: GoldenLine['patterns'] = {};
  for (const field of PATTERN_FIELDS) {
    const index = value[field] === undefined ? undefined : patternIndexOf(value[field]!);
    if (index === undefined) continue;
    patterns[field] = extracted.patterns[index];
    value[field] = extracted.patterns[index].source;
  }
  if (extracted.patterns.length > Object.keys(patterns).length) {
    return { error: { line, column: 1, message: 'a pattern may stand only for a name, a value, a row anchor or a description' } };
  }
  return { node: value, patterns, line, text };
}

/** A golden that cannot be read: one line naming the file and the line. */
export class GoldenError extends Error {
  override name = 'GoldenError';
  /** The message is `<file>:<line>[:<column>]: <reason>`; its parts stay at hand for callers that name the place their own way. */
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}:${line}${column === undefined ? '' : `:${column}`}: ${reason}`);
  }
}

/** Reads a golden or throws a {@link GoldenError} naming `file` and the first bad line. */
export function readGolden(text: string, file: string): Golden {
  checkGoldenText(text, file);
  const { value, errors } = parseGolden(text);
  if (!value) {
    const e = errors[0];
    throw new GoldenError(file, e.line, e.column, e.message);
  }
  return value;
}

/**
 * A golden file's bytes as text. Goldens are UTF-8; a file an editor saved
 * in another encoding would otherwise read with its bytes replaced, and pass
 * for a golden whose names changed. Throws a {@link GoldenError} naming the
 * line of the first byte that is not UTF-8. A byte-order mark is kept, so
 * that the first line says what is wrong.
 */
export function decodeGolden(bytes: Uint8Array, file: string): string {
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    let line = 1;
    for (let i = 0; i < bad; i++) if (bytes[i] === 0x0a) line++;
    throw new GoldenError(file, line, undefined, `the golden is not UTF-8 text (byte 0x${bytes[bad].toString(16)}): save it as UTF-8, or update it`);
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/**
 * The offset of the first byte that does not belong to a well-formed UTF-8
 * sequence, or -1. A NUL byte counts as bad too: a golden prints control
 * characters as escapes, so one means UTF-16 or binary.
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const form = UTF8_FORMS.find((f) => bytes[i] >= f.lead[0] && bytes[i] <= f.lead[1]);
    if (!form) return i;
    // The second byte's range rules out overlong forms and surrogates; the others are plain continuations.
    for (let k = 1; k < form.length; k++) {
      const [min, max] = k === 1 ? form.second : CONTINUATION;
      const byte = bytes[i + k];
      if (byte === undefined || byte < min || byte > max) return i;
    }
    i += form.length;
  }
  return -1;
}

/** Well-formed UTF-8 (Unicode 15, table 3-7): lead byte range, length, second byte range. NUL is left out on purpose. */
const CONTINUATION: readonly [number, number] = [0x80, 0xbf];
const UTF8_FORMS: readonly { lead: [number, number]; length: number; second: readonly [number, number] }[] = [
  { lead: [0x01, 0x7f], length: 1, second: CONTINUATION },
  { lead: [0xc2, 0xdf], length: 2, second: CONTINUATION },
  { lead: [0xe0, 0xe0], length: 3, second: [0xa0, 0xbf] },
  { lead: [0xe1, 0xec], length: 3, second: CONTINUATION },
  { lead: [0xed, 0xed], length: 3, second: [0x80, 0x9f] },
  { lead: [0xee, 0xef], length: 3, second: CONTINUATION },
  { lead: [0xf0, 0xf0], length: 4, second: [0x90, 0xbf] },
  { lead: [0xf1, 0xf3], length: 4, second: CONTINUATION },
  { lead: [0xf4, 0xf4], length: 4, second: [0x80, 0x8f] },
];

/** Throws a {@link GoldenError} for what breaks any golden file: CRLF line endings, a merge conflict. */
export function checkGoldenText(text: string, file: string): void {
  if (text.includes('\r'))
    throw new GoldenError(
      file,
      lineOf(text, '\r'),
      undefined,
      'carriage return in a golden file (it must use \\n line endings; was it checked out with CRLF?)',
    );
  const conflict = /^(<{7}|={7}|>{7})( |$)/m.exec(text);
  if (conflict)
    throw new GoldenError(
      file,
      lineOf(text, conflict[0]),
      undefined,
      `merge conflict marker ${JSON.stringify(conflict[1])}: resolve the conflict, or update the golden`,
    );
}

function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}
