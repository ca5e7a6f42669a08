/**
 * The matcher golden patterns run on: whether a whole string matches a
 * JavaScript regular expression, in time linear in the pattern's size times
 * the text's length, whatever either holds. A backtracking engine (RegExp)
 * can take exponential time on a pattern as plain as `/(\w+\s?)+ order/`,
 * synchronously, past every timeout; this one cannot.
 *
 * The pattern is parsed into a tree of single characters, sequences,
 * alternatives, repeats and assertions, compiled to a small program, and run
 * as a set of program states stepped once per character of the text (the
 * construction of Thompson, 1968, as RE2 runs it): no state is ever tried
 * twice at one position, so there is nothing to backtrack. What a single
 * character matches (a literal under `i`, a class, `\d`, `\p{…}`, `.`) is
 * asked of RegExp itself with a one-character pattern, which cannot
 * backtrack: case folding, classes and Unicode properties mean exactly what
 * they mean in JavaScript.
 *
 * Backreferences and lookaround cannot run in linear time: they are refused
 * with a {@link PatternRefused}, as is a pattern whose counts (`{n,m}`)
 * expand past {@link MAX_PROGRAM} states.
 */

/** Whether a whole string matches. */
export interface PatternMatcher {
  test(text: string): boolean;
}

/** A pattern this matcher will not run; the message completes "pattern /…/ …". */
export class PatternRefused extends Error {
  override name = 'PatternRefused';
}

/** Most program states a pattern compiles to: bounds the work per character of text. */
export const MAX_PROGRAM = 2_000;

/** Deepest nesting of groups: the parser and the compiler recurse once per level. */
const MAX_DEPTH = 500;

const WHY = 'golden patterns are matched in linear time, without backreferences or lookaround';

/**
 * Compiles the body of a pattern (between its slashes) with its flags, for
 * whole-string matches. The body must already compile as a RegExp with those
 * flags (the caller reports RegExp's own syntax errors); throws
 * {@link PatternRefused} for what cannot run in linear time.
 */
export function compilePattern(body: string, flags: string): PatternMatcher {
  if (flags.includes('v')) throw new PatternRefused('uses the v flag, which golden patterns do not support: write it with u');
  const options = { unicode: flags.includes('u'), ignoreCase: flags.includes('i'), dotAll: flags.includes('s'), multiline: flags.includes('m') };
  const tree = new Parser(body, options).parse();
  const size = sizeOf(tree);
  if (size > MAX_PROGRAM) throw new PatternRefused(`is too large to match in bounded time: its counts expand to more than ${MAX_PROGRAM} states`);
  const builder = new ProgramBuilder();
  builder.emit(tree);
  return new Machine(builder.program(), options, new CharTest('\\w', options, false));
}

interface Options {
  unicode: boolean;
  ignoreCase: boolean;
  dotAll: boolean;
  multiline: boolean;
}

// --- The tree -------------------------------------------------------------

type Assertion = 'start' | 'end' | 'boundary' | 'notBoundary';

type Node =
  | { kind: 'char'; test: CharTest }
  | { kind: 'empty' }
  | { kind: 'sequence'; items: Node[] }
  | { kind: 'alternatives'; options: Node[] }
  | { kind: 'repeat'; item: Node; min: number; max: number }
  | { kind: 'assert'; which: Assertion };

/**
 * What one character matches: a code unit, or a code point under `u`. A
 * literal without `i` compares codes; anything else asks RegExp with the
 * atom's own source, anchored, and remembers the answer per character.
 */
class CharTest {
  private readonly asksRegExp: boolean;
  // Compiled on the first question: a pattern refused as too large never compiles its atoms.
  private regex: RegExp | undefined;
  private readonly ascii = new Uint8Array(128);
  private readonly others = new Map<number, boolean>();

  constructor(
    private readonly source: string,
    private readonly options: Options,
    private readonly literal: number | false,
  ) {
    this.asksRegExp = literal === false || options.ignoreCase;
  }

  test(code: number): boolean {
    if (!this.asksRegExp) return code === this.literal;
    if (code < 128) {
      const known = this.ascii[code];
      if (known) return known === 1;
      const answer = this.ask(String.fromCharCode(code));
      this.ascii[code] = answer ? 1 : 2;
      return answer;
    }
    const known = this.others.get(code);
    if (known !== undefined) return known;
    const answer = this.ask(String.fromCodePoint(code));
    // A text of many distinct characters must not grow the memo without bound.
    if (this.others.size < 4096) this.others.set(code, answer);
    return answer;
  }

  private ask(char: string): boolean {
    if (!this.regex) {
      // Only the flags that change what one character matches; `m` changes anchors only.
      const { ignoreCase, dotAll, unicode } = this.options;
      this.regex = new RegExp(`^(?:${this.source})$`, (ignoreCase ? 'i' : '') + (dotAll ? 's' : '') + (unicode ? 'u' : ''));
    }
    return this.regex.test(char);
  }
}

// --- The parser -----------------------------------------------------------

const OCTAL = /[0-7]/;
const HEX = /[0-9A-Fa-f]/;
const QUANTIFIER = /\{(\d+)(?:(,)(\d*))?\}/y;
const CONTROL_LETTER = /[A-Za-z]/;

/**
 * A recursive-descent reader of the RegExp grammar with Annex B's readings
 * outside `u` (a lone `{`, `]` or `}` is a literal, `\1` with no such group
 * is an octal escape, `\c` without a letter is a backslash). It trusts that
 * RegExp compiled the body: its job is the structure, not the errors.
 */
class Parser {
  private pos = 0;
  private depth = 0;
  private readonly groups: number;
  private readonly named: boolean;

  constructor(
    private readonly body: string,
    private readonly options: Options,
  ) {
    ({ groups: this.groups, named: this.named } = countGroups(body));
  }

  parse(): Node {
    const node = this.alternatives();
    if (this.pos < this.body.length) throw new Error(`pattern parser stopped at ${this.pos} of ${JSON.stringify(this.body)}`);
    return node;
  }

  private alternatives(): Node {
    const options = [this.sequence()];
    while (this.body[this.pos] === '|') {
      this.pos++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0] : { kind: 'alternatives', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.pos < this.body.length && this.body[this.pos] !== '|' && this.body[this.pos] !== ')') {
      const atom = this.term();
      items.push(this.quantified(atom));
    }
    if (items.length === 0) return { kind: 'empty' };
    return items.length === 1 ? items[0] : { kind: 'sequence', items };
  }

  /** Applies the quantifier after `atom`, if there is one. */
  private quantified(atom: Node): Node {
    const c = this.body[this.pos];
    let min: number;
    let max: number;
    if (c === '*' || c === '+' || c === '?') {
      this.pos++;
      [min, max] = c === '*' ? [0, Infinity] : c === '+' ? [1, Infinity] : [0, 1];
    } else if (c === '{' && this.braceQuantifier()) {
      QUANTIFIER.lastIndex = this.pos;
      const found = QUANTIFIER.exec(this.body)!;
      this.pos = QUANTIFIER.lastIndex;
      min = Number(found[1]);
      max = found[2] === undefined ? min : found[3] === '' ? Infinity : Number(found[3]);
    } else {
      return atom;
    }
    // Lazy and greedy accept the same whole strings.
    if (this.body[this.pos] === '?') this.pos++;
    // Repeating what matches only the empty string matches only it, however many times (`(?:){1e9}`).
    if (sizeOf(atom) === 0) return { kind: 'empty' };
    return { kind: 'repeat', item: atom, min, max };
  }

  private braceQuantifier(): boolean {
    QUANTIFIER.lastIndex = this.pos;
    return QUANTIFIER.test(this.body);
  }

  private term(): Node {
    const c = this.body[this.pos];
    switch (c) {
      case '^':
        this.pos++;
        return { kind: 'assert', which: 'start' };
      case '$':
        this.pos++;
        return { kind: 'assert', which: 'end' };
      case '(':
        return this.group();
      case '[':
        return this.charClass();
      case '\\':
        return this.escape();
      case '.':
        this.pos++;
        return this.char('.', false);
      default:
        return this.literal();
    }
  }

  private group(): Node {
    const start = this.pos;
    this.pos++;
    if (this.body.startsWith('?', this.pos)) {
      const rest = this.body.slice(this.pos, this.pos + 3);
      if (rest.startsWith('?=') || rest.startsWith('?!')) refuse('a lookahead', this.body.slice(start, start + 3));
      if (rest.startsWith('?<=') || rest.startsWith('?<!')) refuse('a lookbehind', this.body.slice(start, start + 4));
      if (rest.startsWith('?:')) this.pos += 2;
      else if (rest.startsWith('?<')) this.pos = this.body.indexOf('>', this.pos) + 1;
      else throw new PatternRefused(`uses a kind of group golden patterns do not support, "${this.body.slice(start, start + 4)}"`);
    }
    if (++this.depth > MAX_DEPTH) throw new PatternRefused(`nests groups more than ${MAX_DEPTH} deep`);
    const inner = this.alternatives();
    this.depth--;
    this.pos++; // the `)`
    return inner;
  }

  private charClass(): Node {
    const start = this.pos;
    let i = this.pos + 1;
    if (this.body[i] === '^') i++;
    for (; i < this.body.length && this.body[i] !== ']'; i++) if (this.body[i] === '\\') i++;
    this.pos = i + 1;
    return this.char(this.body.slice(start, this.pos), false);
  }

  private escape(): Node {
    const start = this.pos;
    const c = this.body[this.pos + 1];
    const unicode = this.options.unicode;
    if (c === 'b' || c === 'B') {
      this.pos += 2;
      return { kind: 'assert', which: c === 'b' ? 'boundary' : 'notBoundary' };
    }
    if (c >= '1' && c <= '9') {
      const digits = /[0-9]+/y;
      digits.lastIndex = start + 1;
      const number = Number(digits.exec(this.body)![0]);
      if (unicode || number <= this.groups) refuse('a backreference', this.body.slice(start, digits.lastIndex));
      // Annex B: no such group, so an octal escape, or `\8` and `\9` as the digits themselves.
      this.pos = c === '8' || c === '9' ? start + 2 : this.endOfOctal(start + 1);
      return this.char(this.body.slice(start, this.pos), false);
    }
    if (c === '0') {
      this.pos = unicode ? start + 2 : this.endOfOctal(start + 1);
      return this.char(this.body.slice(start, this.pos), false);
    }
    if (c === 'k' && (unicode || this.named)) {
      refuse('a backreference', this.body.slice(start, this.body.indexOf('>', start) + 1));
    }
    if (c === 'c') {
      if (CONTROL_LETTER.test(this.body[start + 2] ?? '')) {
        this.pos = start + 3;
        return this.char(this.body.slice(start, this.pos), false);
      }
      // Annex B: a backslash, and the `c` reads on as a literal.
      this.pos = start + 1;
      return this.char('\\\\', false);
    }
    if (c === 'x') {
      this.pos = this.hexRun(start + 2, 2) ? start + 4 : start + 2;
      return this.char(this.body.slice(start, this.pos), false);
    }
    if (c === 'u') return this.unicodeEscape(start);
    if ((c === 'p' || c === 'P') && unicode) {
      this.pos = this.body.indexOf('}', start) + 1;
      return this.char(this.body.slice(start, this.pos), false);
    }
    // \d \w \s and their negations, control escapes, identity escapes: one
    // unit (the body compiled, so under `u` it is never half of a pair).
    this.pos = start + 2;
    return this.char(this.body.slice(start, this.pos), false);
  }

  private unicodeEscape(start: number): Node {
    const unicode = this.options.unicode;
    if (unicode && this.body[start + 2] === '{') {
      this.pos = this.body.indexOf('}', start) + 1;
      return this.char(this.body.slice(start, this.pos), false);
    }
    if (!this.hexRun(start + 2, 4)) {
      this.pos = start + 2; // Annex B: `\u` is a `u`
      return this.char(this.body.slice(start, this.pos), false);
    }
    this.pos = start + 6;
    // Under `u` an escaped surrogate pair is one code point.
    const code = parseInt(this.body.slice(start + 2, start + 6), 16);
    if (unicode && code >= 0xd800 && code <= 0xdbff && this.body.startsWith('\\u', this.pos) && this.hexRun(this.pos + 2, 4)) {
      const next = parseInt(this.body.slice(this.pos + 2, this.pos + 6), 16);
      if (next >= 0xdc00 && next <= 0xdfff) this.pos += 6;
    }
    return this.char(this.body.slice(start, this.pos), false);
  }

  private hexRun(from: number, count: number): boolean {
    for (let i = from; i < from + count; i++) if (!HEX.test(this.body[i] ?? '')) return false;
    return true;
  }

  /** Annex B's legacy octal escape from the digit at `from`: up to three digits, the first 0–3 for three, at most 0o377. */
  private endOfOctal(from: number): number {
    const most = this.body[from] <= '3' ? 3 : 2;
    let end = from + 1;
    while (end < from + most && OCTAL.test(this.body[end] ?? '')) end++;
    return end;
  }

  private literal(): Node {
    const code = this.options.unicode ? this.body.codePointAt(this.pos)! : this.body.charCodeAt(this.pos);
    const length = code > 0xffff ? 2 : 1;
    const source = this.body.slice(this.pos, this.pos + length);
    this.pos += length;
    // A literal that is also syntax (`]`, `{`, `}` outside `u`) is escaped for the one-character RegExp.
    return this.char(/[\]{}]/.test(source) ? `\\${source}` : source, code);
  }

  private char(source: string, literal: number | false): Node {
    return { kind: 'char', test: new CharTest(source, this.options, literal) };
  }
}

function refuse(construct: string, written: string): never {
  throw new PatternRefused(`uses ${construct} "${written}": ${WHY}`);
}

/** The capturing groups of a body (they decide whether `\N` outside `u` is a backreference), and whether any is named. */
function countGroups(body: string): { groups: number; named: boolean } {
  let groups = 0;
  let named = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') i++;
    else if (c === '[') {
      for (i++; i < body.length && body[i] !== ']'; i++) if (body[i] === '\\') i++;
    } else if (c === '(') {
      if (body[i + 1] !== '?') groups++;
      else if (body[i + 2] === '<' && body[i + 3] !== '=' && body[i + 3] !== '!') {
        groups++;
        named = true;
      }
    }
  }
  return { groups, named };
}

// --- The program ----------------------------------------------------------

const sizes = new WeakMap<Node, number>();

/**
 * Program states a node compiles to, counted before compiling so that
 * `{n,m}` cannot allocate without bound; remembered, as the parser asks it
 * of every repeated group, however deeply nested.
 */
function sizeOf(node: Node): number {
  let size = sizes.get(node);
  if (size === undefined) sizes.set(node, (size = countStates(node)));
  return size;
}

function countStates(node: Node): number {
  switch (node.kind) {
    case 'char':
    case 'assert':
      return 1;
    case 'empty':
      return 0;
    case 'sequence':
      return node.items.reduce((sum, item) => sum + sizeOf(item), 0);
    case 'alternatives':
      return node.options.reduce((sum, option) => sum + sizeOf(option) + 2, 0);
    case 'repeat': {
      const item = sizeOf(node.item);
      const optional = node.max === Infinity ? item + 2 : (node.max - node.min) * (item + 1);
      return node.min * item + optional;
    }
  }
}

// What a state does: consume one character, go two ways, go one way, test a
// position, or accept. Kept in flat arrays: the machine reads them per
// character of the text.
const CHAR = 0;
const SPLIT = 1;
const JUMP = 2;
const ASSERT = 3;
const MATCH = 4;
const ASSERTIONS: Assertion[] = ['start', 'end', 'boundary', 'notBoundary'];

/** A compiled pattern: per state its kind, its targets (or its assertion) and its character test. */
interface Program {
  kind: Uint8Array;
  to: Int32Array;
  or: Int32Array;
  tests: (CharTest | undefined)[];
}

class ProgramBuilder {
  private readonly kind: number[] = [];
  private readonly to: number[] = [];
  private readonly or: number[] = [];
  private readonly tests: (CharTest | undefined)[] = [];

  program(): Program {
    this.push(MATCH);
    return { kind: Uint8Array.from(this.kind), to: Int32Array.from(this.to), or: Int32Array.from(this.or), tests: this.tests };
  }

  emit(node: Node): void {
    switch (node.kind) {
      case 'char':
        this.push(CHAR, 0, 0, node.test);
        return;
      case 'assert':
        this.push(ASSERT, ASSERTIONS.indexOf(node.which));
        return;
      case 'empty':
        return;
      case 'sequence':
        for (const item of node.items) this.emit(item);
        return;
      case 'alternatives':
        return this.emitAlternatives(node.options);
      case 'repeat':
        return this.emitRepeat(node.item, node.min, node.max);
    }
  }

  private push(kind: number, to = -1, or = -1, test?: CharTest): number {
    this.kind.push(kind);
    this.to.push(to);
    this.or.push(or);
    this.tests.push(test);
    return this.kind.length - 1;
  }

  /** A split whose first way is the next state; its other way is set by {@link land}. */
  private split(): number {
    return this.push(SPLIT, this.kind.length + 1);
  }

  /** Points the open way of a split or jump at the next state. */
  private land(state: number): void {
    if (this.kind[state] === SPLIT) this.or[state] = this.kind.length;
    else this.to[state] = this.kind.length;
  }

  private emitAlternatives(options: Node[]): void {
    const jumps: number[] = [];
    options.forEach((option, index) => {
      if (index === options.length - 1) return this.emit(option);
      const split = this.split();
      this.emit(option);
      jumps.push(this.push(JUMP));
      this.land(split);
    });
    for (const jump of jumps) this.land(jump);
  }

  private emitRepeat(item: Node, min: number, max: number): void {
    for (let i = 0; i < min; i++) this.emit(item);
    if (max === Infinity) {
      const split = this.split();
      this.emit(item);
      this.push(JUMP, split);
      this.land(split);
      return;
    }
    // Each optional copy may be skipped, and skipping one skips the rest.
    const splits: number[] = [];
    for (let i = min; i < max; i++) {
      splits.push(this.split());
      this.emit(item);
    }
    for (const split of splits) this.land(split);
  }
}

// --- The machine ----------------------------------------------------------

const LINE_TERMINATORS = new Set([0x0a, 0x0d, 0x2028, 0x2029]);

/**
 * Runs a program over a text: the states alive before each character, each
 * added once per position (followed through splits, jumps and assertions),
 * stepped through the character. Whole-string: it starts at the first
 * character and accepts only at the end.
 */
class Machine implements PatternMatcher {
  private readonly seen: Int32Array;
  private generation = 0;
  private current: Int32Array;
  private next: Int32Array;
  private readonly starts: Int32Array;
  private readonly stack: Int32Array;

  constructor(
    private readonly program: Program,
    private readonly options: Options,
    private readonly word: CharTest,
  ) {
    const size = program.kind.length;
    this.seen = new Int32Array(size);
    this.current = new Int32Array(size);
    this.next = new Int32Array(size);
    this.starts = new Int32Array(size);
    // A state is pushed once per state leading to it, and each leads to at most two.
    this.stack = new Int32Array(3 * size + 1);
  }

  test(text: string): boolean {
    const { kind, tests } = this.program;
    let previous = -1;
    let position = 0;
    let code = this.codeAt(text, 0);
    this.starts[0] = 0;
    let count = this.follow(1, previous, code, text.length === 0, this.current);
    while (position < text.length) {
      const width = code > 0xffff ? 2 : 1;
      let stepped = 0;
      for (let i = 0; i < count; i++) {
        const state = this.current[i];
        if (kind[state] === CHAR && tests[state]!.test(code)) this.starts[stepped++] = state + 1;
      }
      if (stepped === 0) return false;
      position += width;
      previous = code;
      code = this.codeAt(text, position);
      count = this.follow(stepped, previous, code, position >= text.length, this.next);
      [this.current, this.next] = [this.next, this.current];
    }
    for (let i = 0; i < count; i++) if (kind[this.current[i]] === MATCH) return true;
    return false;
  }

  private codeAt(text: string, index: number): number {
    if (index >= text.length) return -1;
    return this.options.unicode ? text.codePointAt(index)! : text.charCodeAt(index);
  }

  /**
   * Writes into `into` the states that consume a character or accept,
   * reached from the first `length` of `starts` without consuming one,
   * between the characters `previous` and `code` (-1 at either end of the
   * text); returns how many.
   */
  private follow(length: number, previous: number, code: number, atEnd: boolean, into: Int32Array): number {
    const { kind, to, or } = this.program;
    const { seen, stack } = this;
    const generation = ++this.generation;
    let count = 0;
    let top = 0;
    // Pushed in reverse, so that states are visited in the order they were reached.
    for (let i = length - 1; i >= 0; i--) stack[top++] = this.starts[i];
    while (top > 0) {
      const state = stack[--top];
      if (seen[state] === generation) continue;
      seen[state] = generation;
      switch (kind[state]) {
        case CHAR:
        case MATCH:
          into[count++] = state;
          break;
        case JUMP:
          stack[top++] = to[state];
          break;
        case SPLIT:
          stack[top++] = or[state];
          stack[top++] = to[state];
          break;
        case ASSERT:
          if (this.holds(ASSERTIONS[to[state]], previous, code, atEnd)) stack[top++] = state + 1;
          break;
      }
    }
    return count;
  }

  private holds(which: Assertion, previous: number, code: number, atEnd: boolean): boolean {
    const multiline = this.options.multiline;
    switch (which) {
      case 'start':
        return previous === -1 || (multiline && LINE_TERMINATORS.has(previous));
      case 'end':
        return atEnd || (multiline && LINE_TERMINATORS.has(code));
      case 'boundary':
      case 'notBoundary': {
        const boundary = this.isWord(previous) !== this.isWord(code);
        return which === 'boundary' ? boundary : !boundary;
      }
    }
  }

  private isWord(code: number): boolean {
    return code !== -1 && this.word.test(code);
  }
}
