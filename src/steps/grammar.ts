/**
 * The step grammar (NOTATION.md, "try steps"): one Maestro-style step per
 * string.
 *
 *   step     := ["-"] verb ":" (text | object)
 *   verb     := tapOn | inputText | assertVisible | assertNotVisible
 *   object   := "{" [member ("," member)* [","]] "}"
 *   member   := (name | text) ":" (text | number)
 *   text     := '…' | "…"   with escapes \' \" \\ \/ \b \f \n \r \t \uXXXX
 *
 * Whitespace may surround every token. Object keys come in any order:
 * exactly one of text, testId, id; then index and of (whole numbers from 1),
 * rightOf (text), and for inputText a value (text). `parseStep` collects
 * every fault with its column and never throws; `parseStepOrThrow` throws
 * the first as one line that shows where.
 */
import { clip, Cursor, describeMore, SyntaxFault, type CursorOptions } from '../notation/reader.js';
import { revealInvisible } from '../model/text.js';
import { measureSimilarity } from './similarity.js';
import { TARGET_KEYS, VERBS, type Selector, type Step, type Verb } from './step.js';

/** One fault in a step: 1-based column (in UTF-16 code units) and what was wrong. */
export interface StepError {
  column: number;
  message: string;
}

/** What {@link parseStep} returns: the step when it reads cleanly, and every fault. */
export interface StepParseResult {
  value?: Step;
  errors: StepError[];
}

/** The error {@link parseStepOrThrow} throws; `errors` holds every fault found. */
export class StepSyntaxError extends Error {
  constructor(
    readonly text: string,
    readonly errors: StepError[],
  ) {
    super(describeStepErrors(text, errors));
    this.name = 'StepSyntaxError';
  }
}

/** Reads one step. Never throws: faults come back in `errors`, and then `value` is absent. */
export function parseStep(text: string): StepParseResult {
  let raw: RawStep;
  try {
    raw = readStep(new Cursor(text, STEP));
  } catch (error) {
    if (!(error instanceof SyntaxFault)) throw error;
    return { errors: [{ column: error.column, message: error.message }] };
  }
  const errors: StepError[] = [];
  const value = buildStep(raw, errors);
  return errors.length > 0 ? { errors } : { value, errors };
}

/**
 * Reads one step.
 * @throws StepSyntaxError, e.g. `Bad step at column 8: expected a quoted text
 *   or { … } after "tapOn:", got 'Create' (tapOn: Create order)`.
 */
export function parseStepOrThrow(text: string): Step {
  const { value, errors } = parseStep(text);
  if (value === undefined) throw new StepSyntaxError(text, errors);
  return value;
}

/** Longest stretch of the step a message repeats after the fault. */
const MAX_SHOWN = 80;

/** The first fault as one line: where, what, and the step itself. */
export function describeStepErrors(text: string, errors: StepError[]): string {
  const [first] = errors;
  if (first === undefined) return 'no errors';
  const shown = revealInvisible(text.length > MAX_SHOWN ? text.slice(0, MAX_SHOWN - 1) + '…' : text);
  return `Bad step at column ${first.column}: ${first.message} (${shown})${describeMore(errors)}`;
}

// ---- Reading: tokens into a raw step; the first syntax fault stops it. ----

interface RawValue {
  kind: 'text' | 'number';
  /** The text's value, or the number as typed. */
  value: string;
  column: number;
}

interface RawMember {
  key: string;
  column: number;
  value: RawValue;
}

type RawArgument = (RawValue & { kind: 'text' }) | { kind: 'object'; column: number; members: RawMember[] };

interface RawStep {
  verb: Verb;
  argument: RawArgument;
}

const SPACE = /\s/;
const WORD = /[A-Za-z_][A-Za-z0-9_]*/y;
// A number as typed, wrong ones included ("-1", "2.5", "3rd"), so the type
// check can quote all of it.
const NUMBER = /-?[0-9][0-9A-Za-z_.]*/y;
const NEXT_TOKEN = /^(?:[^\s,{}:'"]+|[\s\S])/;

/** A step read by the package's one cursor: a token is a word or one character, and the input ends as a step. */
const STEP: CursorOptions = { end: 'the end of the step', token: NEXT_TOKEN };

function readStep(cursor: Cursor): RawStep {
  cursor.skipSpace();
  // Maestro flows list steps as `- tapOn: …`; a pasted line keeps its dash.
  if (cursor.peek() === '-' && SPACE.test(cursor.text[cursor.pos + 1] ?? '')) {
    cursor.pos++;
    cursor.skipSpace();
  }
  const verb = readVerb(cursor);
  cursor.skipSpace();
  if (!cursor.eat(':')) cursor.fail(`expected ":" after "${verb}", got ${cursor.describeNext()}`);
  cursor.skipSpace();
  const argument = readArgument(cursor, verb);
  cursor.skipSpace();
  if (!cursor.atEnd()) {
    const after = argument.kind === 'object' ? 'the closing }' : 'the quoted text';
    cursor.fail(`expected the end of the step after ${after}, got ${cursor.describeNext()}`);
  }
  return { verb, argument };
}

const VERB_LIST = 'tapOn, inputText, assertVisible or assertNotVisible';

function readVerb(cursor: Cursor): Verb {
  const column = cursor.pos + 1;
  const word = cursor.match(WORD)?.[0];
  if (word === undefined) {
    const got = cursor.text.trim() === '' ? 'an empty step' : cursor.describeNext();
    cursor.fail(`expected a step such as tapOn: 'Save', got ${got}`);
  }
  if ((VERBS as readonly string[]).includes(word)) return word as Verb;
  cursor.fail(`unknown step ${clip(word)}: expected ${VERB_LIST}${suggest(word, VERBS)}`, column);
}

function readArgument(cursor: Cursor, verb: Verb): RawArgument {
  const next = cursor.peek();
  if (next === "'" || next === '"') return { kind: 'text', ...readText(cursor) };
  if (next === '{') return readObject(cursor);
  cursor.fail(`expected a quoted text or { … } after "${verb}:", got ${cursor.describeNext()}`);
}

function readObject(cursor: Cursor): RawArgument {
  const column = cursor.pos + 1;
  cursor.pos++;
  const members: RawMember[] = [];
  cursor.skipSpace();
  const close = () => cursor.fail(`expected "}" to close the { at column ${column}, got the end of the step`);
  while (!cursor.eat('}')) {
    if (cursor.atEnd()) close();
    members.push(readMember(cursor));
    cursor.skipSpace();
    if (cursor.eat(',')) cursor.skipSpace();
    else if (cursor.atEnd()) close();
    else if (cursor.peek() !== '}') {
      cursor.fail(`expected "," or "}" after the value of ${members[members.length - 1].key}, got ${cursor.describeNext()}`);
    }
  }
  return { kind: 'object', column, members };
}

function readMember(cursor: Cursor): RawMember {
  const column = cursor.pos + 1;
  const next = cursor.peek();
  // Keys may be quoted, as in JSON: { "text": "Save" }.
  const key = next === "'" || next === '"' ? readText(cursor).value : cursor.match(WORD)?.[0];
  if (key === undefined) cursor.fail(`expected a key such as text: or a closing }, got ${cursor.describeNext()}`);
  cursor.skipSpace();
  if (!cursor.eat(':')) cursor.fail(`expected ":" after the key ${key}, got ${cursor.describeNext()}`);
  cursor.skipSpace();
  return { key, column, value: readValue(cursor, key) };
}

const NUMBER_KEYS: readonly string[] = ['index', 'of'];
const TEXT_KEYS: readonly string[] = ['text', 'testId', 'id', 'rightOf', 'value'];

function readValue(cursor: Cursor, key: string): RawValue {
  const column = cursor.pos + 1;
  const next = cursor.peek();
  if (next === "'" || next === '"') return { kind: 'text', ...readText(cursor) };
  const number = cursor.match(NUMBER)?.[0];
  if (number !== undefined) return { kind: 'number', value: number, column };
  const wanted = NUMBER_KEYS.includes(key) ? 'a whole number' : TEXT_KEYS.includes(key) ? 'a quoted text' : 'a quoted text or a number';
  cursor.fail(`expected ${wanted} after "${key}:", got ${cursor.describeNext()}`);
}

const ESCAPES: Readonly<Record<string, string>> = {
  "'": "'",
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const HEX4 = /[0-9A-Fa-f]{4}/y;

/** A quoted text, single or double quotes, with backslash escapes. */
function readText(cursor: Cursor): { value: string; column: number } {
  const column = cursor.pos + 1;
  const quote = cursor.text[cursor.pos++];
  let value = '';
  for (;;) {
    if (cursor.atEnd()) cursor.fail(`unterminated text: no closing ${quote} before the end of the step`, column);
    const char = cursor.text[cursor.pos];
    if (char === quote) {
      cursor.pos++;
      return { value, column };
    }
    if (char === '\\') {
      value += readEscape(cursor);
    } else {
      value += char;
      cursor.pos++;
    }
  }
}

function readEscape(cursor: Cursor): string {
  const column = cursor.pos + 1;
  cursor.pos++;
  const letter = cursor.text[cursor.pos];
  if (letter === undefined) cursor.fail('unterminated text: the step ends inside an escape', column);
  cursor.pos++;
  if (Object.hasOwn(ESCAPES, letter)) return ESCAPES[letter];
  if (letter === 'u') {
    const hex = cursor.match(HEX4)?.[0];
    if (hex !== undefined) return String.fromCharCode(parseInt(hex, 16));
  }
  cursor.fail(`unknown escape ${clip('\\' + letter)}: write \\\\ for a backslash; \\' \\" \\n \\t \\uXXXX are the others`, column);
}

// ---- Checking: a raw step into a Step; every fault is collected. ----

const KEYS_OF: Readonly<Record<Verb, readonly string[]>> = {
  tapOn: ['text', 'testId', 'id', 'index', 'of', 'rightOf'],
  inputText: ['text', 'testId', 'id', 'index', 'of', 'rightOf', 'value'],
  assertVisible: ['text', 'testId', 'id', 'index', 'of', 'rightOf'],
  assertNotVisible: ['text', 'testId', 'id', 'rightOf'],
};
const ALL_KEYS = KEYS_OF.inputText;

function buildStep(raw: RawStep, errors: StepError[]): Step {
  const { verb, argument } = raw;
  if (argument.kind === 'text') {
    if (verb === 'inputText') {
      errors.push({ column: argument.column, message: "inputText names a field and the text to type: write inputText: { text: '<field>', value: '…' }" });
    }
    return { verb, selector: { text: argument.value } };
  }
  const selector: Selector = {};
  let value: string | undefined;
  const seen = new Map<string, number>();
  for (const member of argument.members) {
    const fault = checkKey(verb, member, seen);
    if (fault !== undefined) {
      errors.push({ column: member.column, message: fault });
      continue;
    }
    seen.set(member.key, member.column);
    if (member.key === 'value') value = readTextValue(member, errors);
    else if (NUMBER_KEYS.includes(member.key)) selector[member.key as 'index' | 'of'] = readWholeNumber(member, errors);
    else selector[member.key as 'text' | 'testId' | 'id' | 'rightOf'] = readTextValue(member, errors);
  }
  checkSelector(verb, argument.column, selector, seen, errors);
  if (verb === 'inputText' && !seen.has('value')) {
    errors.push({ column: argument.column, message: "inputText needs value: the text to type, as in { text: '<field>', value: '…' }" });
  }
  return verb === 'inputText' ? { verb, selector, value: value ?? '' } : { verb, selector };
}

/** Why a key cannot stand here, if it cannot. */
function checkKey(verb: Verb, member: RawMember, seen: Map<string, number>): string | undefined {
  const { key } = member;
  const allowed = KEYS_OF[verb];
  if (!ALL_KEYS.includes(key)) return `unknown key ${clip(key)} for ${verb}: expected ${listWords(allowed)}${suggest(key, allowed)}`;
  if (key === 'value' && verb !== 'inputText') return `value is only for inputText: ${verb} types nothing`;
  if (!allowed.includes(key)) {
    // Only assertNotVisible refuses a known key: it names no line to count.
    return `${verb} takes no ${key}: it passes only when no line shows the text`;
  }
  if (seen.has(key)) return `${key} is given twice (first at column ${seen.get(key)})`;
  return undefined;
}

function readTextValue(member: RawMember, errors: StepError[]): string | undefined {
  if (member.value.kind === 'text') return member.value.value;
  errors.push({
    column: member.value.column,
    message: `${member.key} must be a quoted text, got ${member.value.value}: write ${member.key}: '${member.value.value}'`,
  });
  return undefined;
}

function readWholeNumber(member: RawMember, errors: StepError[]): number | undefined {
  const { key, value } = member;
  const number = value.kind === 'number' && /^[0-9]+$/.test(value.value) ? Number(value.value) : NaN;
  if (Number.isSafeInteger(number) && number >= 1) return number;
  const got = value.kind === 'text' ? `${clip(value.value)}, a quoted text` : number === 0 ? '0' : clip(value.value);
  errors.push({ column: value.column, message: `${key} must be a whole number from 1, got ${got}` });
  return undefined;
}

/** One target, and `of` only with an `index` it does not fall short of. */
function checkSelector(verb: Verb, column: number, selector: Selector, seen: Map<string, number>, errors: StepError[]): void {
  const targets = TARGET_KEYS.filter((key) => seen.has(key));
  if (targets.length === 0) errors.push({ column, message: `${verb} needs one of text, testId or id, as in ${verb}: { text: 'Save' }` });
  if (targets.length > 1) {
    errors.push({ column: seen.get(targets[1]) ?? column, message: `give one of text, testId or id, not both ${targets[0]} and ${targets[1]}` });
  }
  if (seen.has('of') && !seen.has('index')) {
    errors.push({ column: seen.get('of') ?? column, message: 'of needs an index: write { …, index: N, of: M }, of being the count the snapshot printed' });
  }
  const { index, of } = selector;
  if (index !== undefined && of !== undefined && index > of) {
    errors.push({ column: seen.get('index') ?? column, message: `index ${index} is past of: ${of}` });
  }
}

function listWords(words: readonly string[]): string {
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** ` (did you mean tapOn?)` when one of the words is close to what was typed. */
function suggest(typed: string, words: readonly string[]): string {
  let best: string | undefined;
  let bestScore = 0.5;
  for (const word of words) {
    const score = word.toLowerCase() === typed.toLowerCase() ? 1 : measureSimilarity(typed.toLowerCase(), word.toLowerCase());
    if (score >= bestScore) [best, bestScore] = [word, score];
  }
  return best === undefined ? '' : ` (did you mean ${best}?)`;
}
