/**
 * The bare words of a line: refs, roles, container kinds, icon names and via
 * signals. They print without quotes, so each must match a strict pattern; a
 * page can then never smuggle a space, a quote or a marker into one.
 */
import type { EngineName, KeyKind, SnapshotNode } from './snapshot.js';

/** Roles, container kinds, icon names, via signals and engine names. */
export const WORD = /^[a-z][a-z0-9-]*$/;

/** A ref: `e<N>`, N from 1, no leading zeros. */
export const REF = /^e[1-9][0-9]*$/;

/** What a role that is not a {@link WORD} prints as. */
export const FALLBACK_ROLE = 'generic';

/** True when `text` may print bare as a role, kind, icon or via signal. */
export function isWord(text: unknown): text is string {
  return typeof text === 'string' && WORD.test(text);
}

/** True when `text` is a well-formed ref (`e12`). */
export function isRef(text: unknown): text is string {
  return typeof text === 'string' && REF.test(text);
}

/** The role as it prints: itself when it is a {@link WORD}, else `generic`. */
export function printableRole(role: string): string {
  return isWord(role) ? role : FALLBACK_ROLE;
}

/**
 * The key of a line (NOTATION.md, "Key, count and index"): the test id if it
 * has one, else its stable id, else its name.
 */
export function computeKey(node: Pick<SnapshotNode, 'testId' | 'id' | 'name'>): { key: string; keyKind: KeyKind } {
  if (node.testId !== undefined) return { key: node.testId, keyKind: 'testId' };
  if (node.id !== undefined) return { key: node.id, keyKind: 'id' };
  return { key: node.name, keyKind: 'text' };
}

/** What {@link countKeys} reads and sets on a line. */
export type KeyedLine = Pick<SnapshotNode, 'key' | 'keyKind' | 'count' | 'index'>;

/**
 * Sets `count` and `index` on every line: how many lines share its key, and
 * its 1-based place among them, in the order given (document order, over the
 * whole page: NOTATION.md, "Key, count and index").
 */
export function countKeys(lines: KeyedLine[]): void {
  // One map per key kind: keys are then plain page strings, which need no
  // concatenating (and hashing afresh) per line.
  // Indexed loops and `forEach`: a page's first snapshot runs this before
  // the optimising compiler has, and `for...of` then allocates per step.
  const byKind = new Map<KeyKind, Map<string, KeyedLine[]>>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    let seen = byKind.get(line.keyKind);
    if (!seen) byKind.set(line.keyKind, (seen = new Map()));
    const group = seen.get(line.key);
    if (group) group.push(line);
    else seen.set(line.key, [line]);
  }
  byKind.forEach((seen) => seen.forEach(numberGroup));
}

/** Each line of a group: the group's size, and its own 1-based place in it. */
function numberGroup(group: KeyedLine[]): void {
  for (let i = 0; i < group.length; i++) {
    group[i].count = group.length;
    group[i].index = i + 1;
  }
}

/** True for a heading level or count that can print: a positive safe integer. */
export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;
}

// A record, so that adding an engine to the model's union fails to compile here.
const ENGINES: Record<EngineName, true> = { jsdom: true, chromium: true, dom: true };

/** Every engine name the header may carry, as `engine:<name>`. */
export const ENGINE_NAMES = Object.keys(ENGINES) as EngineName[];

/** True when `text` names an engine of the model. */
export function isEngineName(text: string): text is EngineName {
  return Object.hasOwn(ENGINES, text);
}
