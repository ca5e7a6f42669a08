/**
 * Reads one v2 element line back into a node. The grammar is strict: markers
 * in the seed's order, each at most once, separated by one space, nothing
 * after the last; a line that reads back prints again to the same bytes.
 */
import { FLAG_ORDER, VIA_SIGNALS, type ContainerRef, type Flag, type ParsedNode, type ViaSignal } from '../model/snapshot.js';
import { Cursor } from './reader.js';
import { computeKey, REF } from '../model/tokens.js';

const WORD_AT = /[a-z][a-z0-9-]*/y;
const INDEX_AT = /\[([1-9][0-9]*)\]/y;
const INTEGER_AT = /[1-9][0-9]*/y;
const FIRST_WORD_THEN_WORD = /^([a-z][a-z0-9-]*) [a-z]/;

/** The markers after the name, in the order they must appear. */
const SLOTS = ['x', '$|#', '=', '?', 'level=', ...FLAG_ORDER, 'row:', 'in:', 'icon:', 'via:', 'desc:'] as const;
type Slot = (typeof SLOTS)[number];
const ORDER_HINT = 'x<count> $|# = ? level= ' + FLAG_ORDER.join(' ') + ' row: in: icon: via: desc:';

/** The node being read, with the columns of its count and index for late checks. */
interface Draft {
  node: ParsedNode;
  indexColumn?: number;
  countColumn?: number;
  flagColumns: Map<Flag, number>;
}

/** Reads a whole element line; throws `SyntaxFault` at the first fault. */
export function readNodeLine(text: string): ParsedNode {
  const reader = new Cursor(text);
  const draft = readHead(reader);
  let last = -1;
  while (!reader.atEnd()) {
    reader.expect(' ', `a space before the next marker`);
    if (reader.atEnd()) reader.fail('unexpected space at the end of the line', reader.pos);
    if (reader.startsWith(' ')) reader.fail('two spaces: markers are separated by exactly one space');
    const column = reader.pos + 1;
    const marker = identifyMarker(reader);
    last = checkOrder(reader, marker.slot, last, column);
    reader.pos += marker.prefix.length;
    marker.read(reader, draft, column);
  }
  checkCount(reader, draft);
  checkExclusiveFlags(reader, draft);
  return finish(draft.node);
}

/** `[<ref> ]<role>[[<index>]] "<name>"` */
function readHead(reader: Cursor): Draft {
  const node: ParsedNode = { role: '', name: '', key: '', keyKind: 'text', count: 1, index: 1, flags: [] };
  const draft: Draft = { node, flagColumns: new Map() };
  // A ref is a word shaped e<N> with another word after it; `e1 "x"` is a role.
  const head = FIRST_WORD_THEN_WORD.exec(reader.text);
  if (head && REF.test(head[1])) {
    draft.node.ref = head[1];
    reader.pos = head[1].length + 1;
  }
  const role = reader.match(WORD_AT)?.[0];
  if (role === undefined) {
    reader.fail(`expected a role (a lowercase word, after an optional ref e<N>), got ${reader.describeNext()}`);
  }
  draft.node.role = role;
  if (reader.startsWith('[')) {
    draft.indexColumn = reader.pos + 1;
    const index = reader.match(INDEX_AT);
    if (index === undefined) reader.fail(`expected an index like [2] after role "${role}", got ${reader.describeNext()}`);
    draft.node.index = Number(index[1]);
  }
  if (!reader.eat(' ')) reader.fail(`expected a space and a JSON string after role "${role}", got ${reader.describeNext()}`);
  draft.node.name = reader.readString(`after role "${role}"`);
  return draft;
}

/** How one marker reads, once its prefix has been consumed. */
interface Marker {
  slot: Slot;
  prefix: string;
  read(reader: Cursor, draft: Draft, column: number): void;
}

/** Markers told apart by their first characters, in grammar order. */
const PREFIXED: Marker[] = [
  {
    slot: 'x',
    prefix: 'x',
    read(reader, draft, column) {
      draft.countColumn = column;
      draft.node.count = readInteger(reader, 'after x');
    },
  },
  {
    slot: '$|#',
    prefix: '$',
    read: (r, d) => {
      d.node.testId = r.readString('after $ (the test id)');
    },
  },
  {
    slot: '$|#',
    prefix: '#',
    read: (r, d) => {
      d.node.id = r.readString('after # (the id)');
    },
  },
  {
    slot: '=',
    prefix: '=',
    read: (r, d) => {
      d.node.value = r.readString('after = (the value)');
    },
  },
  {
    slot: '?',
    prefix: '?',
    read: (r, d) => {
      d.node.placeholder = r.readString('after ? (the placeholder)');
    },
  },
  {
    slot: 'level=',
    prefix: 'level=',
    read: (r, d) => {
      d.node.level = readInteger(r, 'after level=');
    },
  },
  {
    slot: 'row:',
    prefix: 'row:',
    read: (r, d) => {
      d.node.row = r.readString('after row:');
    },
  },
  {
    slot: 'in:',
    prefix: 'in:',
    read: (r, d) => {
      d.node.in = readContainer(r);
    },
  },
  {
    slot: 'icon:',
    prefix: 'icon:',
    read: (r, d) => {
      d.node.icon = readWord(r, 'an icon name (a lowercase word) after icon:');
    },
  },
  {
    slot: 'via:',
    prefix: 'via:',
    read: (r, d) => {
      d.node.via = readVia(r);
    },
  },
  {
    slot: 'desc:',
    prefix: 'desc:',
    read: (r, d) => {
      d.node.description = r.readString('after desc: (the description)');
    },
  },
];

/** Flags are whole words: `on` must not match the start of `only`. */
const FLAGS = new Map<string, Marker>(
  FLAG_ORDER.map((flag) => [
    flag,
    {
      slot: flag,
      prefix: flag,
      read(_reader, draft, column) {
        draft.node.flags.push(flag);
        draft.flagColumns.set(flag, column);
      },
    },
  ]),
);

function identifyMarker(reader: Cursor): Marker {
  const word = /^[^ ]*/.exec(reader.text.slice(reader.pos))?.[0] ?? '';
  const flag = FLAGS.get(word);
  if (flag) return flag;
  // `x` alone is no marker: a count is x and digits.
  const marker = PREFIXED.find((m) => reader.startsWith(m.prefix) && (m.prefix !== 'x' || /^x[0-9]/.test(word)));
  if (marker) return marker;
  return reader.fail(
    `unknown marker ${reader.describeNext()}: expected x<count>, $"<testId>", #"<id>", ="<value>", ` +
      `?"<placeholder>", level=<N>, a flag (${FLAG_ORDER.join(' ')}), row:"…", in:<kind>"…", icon:<name>, via:<signal> or desc:"…"`,
  );
}

/** Returns the rank of `slot`, failing unless it comes after the previous one. */
function checkOrder(reader: Cursor, slot: Slot, last: number, column: number): number {
  const rank = SLOTS.indexOf(slot);
  if (rank > last) return rank;
  const marker = reader.describeNext();
  if (rank < last) reader.fail(`marker ${marker} is out of order: markers go ${ORDER_HINT}`, column);
  if (slot === '$|#') reader.fail(`marker ${marker}: a line has one key, a test id $"…" or an id #"…", not both`, column);
  return reader.fail(`marker ${marker} appears twice`, column);
}

function readInteger(reader: Cursor, context: string): number {
  const start = reader.pos;
  const digits = reader.match(INTEGER_AT)?.[0];
  if (digits === undefined || !Number.isSafeInteger(Number(digits))) {
    reader.pos = start;
    reader.fail(`expected a whole number from 1 ${context}, got ${reader.describeNext()}`);
  }
  return Number(digits);
}

function readWord(reader: Cursor, what: string): string {
  const word = reader.match(WORD_AT)?.[0];
  if (word === undefined) reader.fail(`expected ${what}, got ${reader.describeNext()}`);
  return word;
}

function readContainer(reader: Cursor): ContainerRef {
  const kind = readWord(reader, 'a container kind (a lowercase word) after in:');
  const name = reader.readString(`after in:${kind}`);
  return { kind, name };
}

function readVia(reader: Cursor): ViaSignal {
  const start = reader.pos;
  const signal = readWord(reader, `a signal after via: (${VIA_SIGNALS.join(', ')})`);
  if ((VIA_SIGNALS as readonly string[]).includes(signal)) return signal as ViaSignal;
  return reader.fail(`unknown signal via:${signal}: expected one of ${VIA_SIGNALS.join(', ')}`, start + 1);
}

/** `x<count>` and `[<index>]` come together, and only when the count is above 1. */
function checkCount(reader: Cursor, draft: Draft): void {
  const { node, indexColumn, countColumn } = draft;
  if (countColumn !== undefined && node.count < 2) {
    reader.fail(`x${node.count} never prints: a line says x<count> only when its key matches 2 or more elements`, countColumn);
  }
  if (countColumn !== undefined && indexColumn === undefined) {
    reader.fail(`x${node.count} needs an index after the role, like ${node.role}[1]`, countColumn);
  }
  if (indexColumn !== undefined && countColumn === undefined) {
    reader.fail(`index [${node.index}] prints only with a count x<N> after the name`, indexColumn);
  }
  if (node.index > node.count) {
    reader.fail(`index [${node.index}] is above the count x${node.count}`, indexColumn);
  }
}

/** Flags that contradict each other: a line carries at most one of each group. */
const EXCLUSIVE_FLAGS: readonly (readonly Flag[])[] = [
  ['on', 'off', 'mixed'],
  ['expanded', 'collapsed'],
];

function checkExclusiveFlags(reader: Cursor, draft: Draft): void {
  for (const group of EXCLUSIVE_FLAGS) {
    const present = group.filter((flag) => draft.flagColumns.has(flag));
    if (present.length < 2) continue;
    const column = draft.flagColumns.get(present[1]);
    reader.fail(`flags ${present.join(' and ')} contradict each other: a line carries at most one of ${group.join(', ')}`, column);
  }
}

/** Sets the key the line's markers imply: test id, else id, else name. */
function finish(node: ParsedNode): ParsedNode {
  return { ...node, ...computeKey(node) };
}
