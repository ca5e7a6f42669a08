/**
 * What crosses from a page is checked before anything prints it
 * (NOTATION.md: a page can never add a line, forge a ref, a count or a
 * flag). Every field is held against the notation's own grammar tables
 * (tokens.ts, model.ts): bare words, refs, flags and via signals only from
 * their grammars, page strings only as strings. Keys, counts and indexes are
 * not taken from the page at all: they are recomputed from the lines.
 */
import {
  CONTAINER_KINDS,
  FLAG_ORDER,
  VIA_SIGNALS,
  type CapturedNode,
  type CapturedSnapshot,
  type Container,
  type KeyKind,
  type PageHeader,
  TEXT_KINDS,
  type TextLine,
} from './snapshot.js';
import { computeKey, countKeys, isEngineName, isPositiveInteger, isRef, isWord } from './tokens.js';

/** A snapshot from a page that does not hold: one line naming the first field at fault. */
export class WireError extends Error {
  override name = 'WireError';
  constructor(path: string) {
    super(`The page sent a snapshot that breaks the notation at ${path}; nothing of it was printed`);
  }
}

/** A field's check; `containers` is how many the snapshot declares (what `container` may point at). */
type Check = (value: unknown, containers: number) => boolean;

const isString: Check = (v) => typeof v === 'string';
const isContainerIndex: Check = (v, containers) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) < containers;
const oneOf =
  (list: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && list.includes(v);
const isFlag = oneOf(FLAG_ORDER);
const KEY_KINDS: readonly KeyKind[] = ['testId', 'id', 'text'];
const isKeyKind = oneOf(KEY_KINDS);
const isFlags: Check = (v) => Array.isArray(v) && v.every((f) => isFlag(f, 0)) && new Set(v).size === v.length;
// The engine prints only the kinds of its list: a page cannot make up another.
const isContainerKind = oneOf(CONTAINER_KINDS);
const isContainerRef: Check = (v) => isPlain(v) && isContainerKind(v.kind, 0) && isString(v.name, 0) && Object.keys(v).length === 2;

/** Recomputed from the lines, whatever the page sent. */
const DERIVED = 'derived';

// Records: a field added to the model fails to compile here until it has a check.
const NODE: Record<keyof CapturedNode, Check | typeof DERIVED> = {
  ref: isRef,
  role: isWord,
  name: isString,
  key: DERIVED,
  keyKind: DERIVED,
  count: DERIVED,
  index: DERIVED,
  testId: isString,
  id: isString,
  value: isString,
  placeholder: isString,
  description: isString,
  flags: isFlags,
  level: isPositiveInteger,
  row: isString,
  in: isContainerRef,
  container: isContainerIndex,
  icon: isWord,
  via: oneOf(VIA_SIGNALS),
};
const NODE_REQUIRED: (keyof CapturedNode)[] = ['role', 'name', 'flags'];

// A text line's `after` may point one past the last line: it then prints at the end.
const TEXT: Record<keyof TextLine, Check> = {
  kind: oneOf(TEXT_KINDS),
  text: isString,
  more: isPositiveInteger,
  after: (v) => Number.isSafeInteger(v) && (v as number) >= 0,
  container: isContainerIndex,
};
const TEXT_REQUIRED: (keyof TextLine)[] = ['kind', 'text', 'after'];

// What the page reads of itself; whether it had settled is for the door that waited to say (capture-page.ts).
const HEADER: Record<keyof PageHeader, Check> = {
  title: isString,
  url: isString,
  engine: (v) => typeof v === 'string' && isEngineName(v),
};
const HEADER_REQUIRED: (keyof PageHeader)[] = ['title', 'url', 'engine'];

// `parent` may only point at a container before this one: the outline is outermost first.
const CONTAINER: Record<keyof Container, Check> = { kind: isContainerKind, name: isString, parent: isContainerIndex };
const CONTAINER_REQUIRED: (keyof Container)[] = ['kind', 'name'];

/**
 * The snapshot a page sent, checked, with keys, counts and indexes
 * recomputed (`page`, on the wire beside a scoped capture, holds the whole
 * page's keys the counts are taken over: wire.ts).
 * @throws WireError naming the first field that breaks the grammar.
 */
export function checkModel(raw: unknown): CapturedSnapshot {
  if (!isPlain(raw)) throw new WireError('the top');
  checkKeys(raw, ['header', 'nodes', 'containers', 'texts', 'unobserved', 'page'], 'the top');
  if (raw.unobserved !== undefined && !isFlags(raw.unobserved, 0)) throw new WireError('unobserved');
  const containers = raw.containers === undefined ? [] : checkList(raw.containers, 'containers');
  containers.forEach((c, i) => checkObject(c, CONTAINER, CONTAINER_REQUIRED, i, `containers[${i}]`));
  checkObject(raw.header, HEADER, HEADER_REQUIRED, 0, 'header');
  const nodes = checkList(raw.nodes, 'nodes') as CapturedNode[];
  const refs = new Set<string>();
  nodes.forEach((node, i) => {
    checkObject(node, NODE, NODE_REQUIRED, containers.length, `nodes[${i}]`);
    if (node.ref !== undefined && refs.size === refs.add(node.ref).size) throw new WireError(`nodes[${i}].ref (a second line with the same ref)`);
    Object.assign(node, computeKey(node));
    const container = node.container === undefined ? undefined : (containers[node.container] as Container);
    if (container) node.in = { kind: container.kind, name: container.name };
  });
  recount(nodes, raw.page === undefined ? undefined : checkPageKeys(raw.page, nodes));
  if (raw.texts !== undefined) checkTexts(checkList(raw.texts, 'texts'), nodes.length, containers.length);
  const { page: _, ...model } = raw;
  return { ...model, containers } as unknown as CapturedSnapshot;
}

/** Text lines: fields of their grammar, each placed among the lines in order. */
function checkTexts(texts: unknown[], lines: number, containers: number): void {
  let last = 0;
  texts.forEach((text, i) => {
    checkObject(text, TEXT, TEXT_REQUIRED, containers, `texts[${i}]`);
    const after = (text as TextLine).after;
    if (after > lines || after < last) throw new WireError(`texts[${i}].after (out of order)`);
    last = after;
  });
}

/**
 * Where a scoped capture's lines sit in the whole page: every line's key, in
 * document order, and the position of each line of the model among them.
 * Counts are over the whole page (NOTATION.md), so the receiver needs them
 * to recount a scoped capture.
 */
export interface PageKeys {
  keys: [KeyKind, string][];
  at: number[];
}

/** Sets `count` and `index` from where each line sits among the keys of the whole page, in document order. */
function recount(nodes: CapturedNode[], page: PageKeys | undefined): void {
  if (!page) return countKeys(nodes);
  const all = page.keys.map(([keyKind, key]) => ({ keyKind, key, count: 1, index: 1 }));
  countKeys(all);
  nodes.forEach((node, i) => {
    const { count, index } = all[page.at[i]];
    Object.assign(node, { count, index });
  });
}

/** The whole page's keys beside a scoped capture: each line's key must be the one at its position. */
function checkPageKeys(page: unknown, nodes: CapturedNode[]): PageKeys {
  if (!isPlain(page)) throw new WireError('page');
  checkKeys(page, ['keys', 'at'], 'page');
  const keys = checkList(page.keys, 'page.keys');
  const at = checkList(page.at, 'page.at');
  keys.forEach((k, i) => {
    if (!Array.isArray(k) || k.length !== 2 || !isKeyKind(k[0], 0) || typeof k[1] !== 'string') throw new WireError(`page.keys[${i}]`);
  });
  if (at.length !== nodes.length) throw new WireError('page.at (not one position per line)');
  at.forEach((p, i) => {
    const fits = Number.isSafeInteger(p) && (p as number) < keys.length && (i === 0 ? (p as number) >= 0 : (p as number) > (at[i - 1] as number));
    const key = fits ? (keys[p as number] as [string, string]) : undefined;
    if (!key || key[0] !== nodes[i].keyKind || key[1] !== nodes[i].key) throw new WireError(`page.at[${i}]`);
  });
  return { keys: keys as [KeyKind, string][], at: at as number[] };
}

function checkObject<T extends object>(
  value: unknown,
  fields: Record<keyof T, Check | typeof DERIVED>,
  required: (keyof T)[],
  containers: number,
  path: string,
): void {
  if (!isPlain(value)) throw new WireError(path);
  for (const name of required) if (!(name in value)) throw new WireError(`${path}.${String(name)} (missing)`);
  for (const [name, field] of Object.entries(value)) {
    const check = Object.hasOwn(fields, name) ? fields[name as keyof T] : undefined;
    if (!check) throw new WireError(`${path}.${name} (not a field of the notation)`);
    if (check !== DERIVED && !check(field, containers)) throw new WireError(`${path}.${name}`);
  }
}

function checkKeys(value: Record<string, unknown>, allowed: string[], path: string): void {
  const extra = Object.keys(value).find((k) => !allowed.includes(k));
  if (extra !== undefined) throw new WireError(`${path} (an unknown field)`);
}

function checkList(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new WireError(path);
  return value;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
