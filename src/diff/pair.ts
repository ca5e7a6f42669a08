/**
 * Pairing two lists of lines: the one engine every comparison of the
 * package goes through (element lines, `try` steps, a receipt's lines,
 * goldens read as text). As jsdiff varies one engine through `tokenize` and
 * `equals`, a comparison here only fills in hooks:
 *
 * 1. `anchor`: lines that agree as they stand anchor the comparison
 *    (anchor.ts: the longest common run, or past its budget the lines
 *    unique on both sides). Without it, the lists form one block: order
 *    does not count.
 * 2. `steps`, in turn, between anchors: a line still alone on the left
 *    pairs with the first line still alone on the right whose key is the
 *    same (or, for a left line that stands for many texts, that it fits).
 *    A step that ranks its candidates (`closeness`) pairs the closest
 *    lines of a key first, so that a line inserted beside a changed one
 *    does not take its place merely by coming first.
 * 3. What is left was removed or added.
 *
 * The pairings come in left order; in each block between anchors, the left
 * lines (paired or removed) come first, then the right lines left alone.
 * Each caller formats them its own way: the diff renderer, the receipt, the
 * review.
 */
import { findAnchors } from './anchor.js';

/** Lines that agree as they stand (step 1). */
export interface AnchorHooks<L, R> {
  /** Whether the lines agree: an anchor. */
  same(left: L, right: R): boolean;
  /** A text equal on both sides when the lines agree; undefined for a line that cannot be told by its text (a pattern). */
  leftToken(left: L): string | undefined;
  rightToken(right: R): string;
}

/** One pairing step (step 2): what it matches on, as a text on each side. */
export interface PairStep<L, R> {
  leftKey(left: L): string;
  rightKey(right: R): string;
  /** For a left line its key cannot stand for (a name pattern): the test the right lines are scanned with instead. */
  scan?(left: L): ((right: R) => boolean) | undefined;
  /**
   * How alike two lines of the same key are, in [0, 1]: the lines of a key
   * pair closest first (ties in order), while the block between two anchors
   * has compared at most {@link RANKED_PAIRS} pairs; past that, in order.
   */
  closeness?(left: L, right: R): number;
}

/**
 * The most candidate pairs one block between anchors ranks (each costs a
 * text comparison): a block of k lines costs at most min(k², this), so a
 * comparison stays linear in the lines.
 */
export const RANKED_PAIRS = 64;

/** How two lists pair; with no hooks, nothing pairs. */
export interface PairOptions<L, R> {
  anchor?: AnchorHooks<L, R>;
  steps?: readonly PairStep<L, R>[];
}

/**
 * `same`: an anchor; `paired`: paired by a step (the same line, which the
 * caller tells changed or not: element lines paired so are changed, steps
 * may not be); `removed` and `added`: alone.
 */
export type Pairing = Paired | { kind: 'removed'; left: number } | { kind: 'added'; right: number };

/** Two lines paired: by an anchor (`same`) or by a step (`paired`). */
export interface Paired {
  kind: 'same' | 'paired';
  left: number;
  right: number;
}

/** Every left and every right line, paired or alone, in left order (module comment). */
export function pairLines<L, R>(left: readonly L[], right: readonly R[], options: PairOptions<L, R> = {}): Pairing[] {
  const { anchor, steps = [] } = options;
  const anchors = anchor
    ? findAnchors({
        left: left.length,
        right: right.length,
        same: (i, j) => anchor.same(left[i], right[j]),
        leftToken: (i) => anchor.leftToken(left[i]),
        rightToken: (j) => anchor.rightToken(right[j]),
      })
    : [];
  const out: Pairing[] = [];
  let [at, to] = [0, 0];
  for (const [i, j] of [...anchors, [left.length, right.length]]) {
    out.push(...pairBlock(left, right, range(at, i), range(to, j), steps));
    if (i < left.length) out.push({ kind: 'same', left: i, right: j });
    [at, to] = [i + 1, j + 1];
  }
  return out;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, k) => from + k);
}

/**
 * Pairs the lines between two anchors, step by step. Each step takes, for
 * each left line still alone, in order, the first right line not yet taken
 * that fits; right lines wait in queues by key, so a block where every
 * line changed costs linear time.
 */
function pairBlock<L, R>(left: readonly L[], right: readonly R[], lefts: number[], rights: number[], steps: readonly PairStep<L, R>[]): Pairing[] {
  const partner = new Map<number, number>();
  const taken = new Set<number>();
  for (const step of steps) {
    const queues = queueByKey(rights, taken, (j) => step.rightKey(right[j]));
    if (step.closeness) pairClosestFirst(left, right, lefts, queues, step, partner, taken);
    for (const i of lefts) {
      if (partner.has(i)) continue;
      const fits = step.scan?.(left[i]);
      const j = fits ? rights.find((k) => !taken.has(k) && fits(right[k])) : firstFree(queues.get(step.leftKey(left[i])), taken);
      if (j === undefined) continue;
      partner.set(i, j);
      taken.add(j);
    }
  }
  const out: Pairing[] = lefts.map((i): Pairing => {
    const j = partner.get(i);
    return j === undefined ? { kind: 'removed', left: i } : { kind: 'paired', left: i, right: j };
  });
  for (const j of rights) if (!taken.has(j)) out.push({ kind: 'added', right: j });
  return out;
}

/**
 * For each key whose candidates still fit the block's budget, pairs its
 * lines closest first: every left line still alone against every right
 * line of its key, the pairs sorted by closeness, ties in left then right
 * order. What it leaves (keys past the budget) the in-order pass pairs.
 */
function pairClosestFirst<L, R>(
  left: readonly L[],
  right: readonly R[],
  lefts: number[],
  queues: Map<string, Queue>,
  step: PairStep<L, R>,
  partner: Map<number, number>,
  taken: Set<number>,
): void {
  const byKey = new Map<string, number[]>();
  for (const i of lefts) {
    if (partner.has(i) || step.scan?.(left[i])) continue;
    const key = step.leftKey(left[i]);
    const list = byKey.get(key);
    if (list) list.push(i);
    else byKey.set(key, [i]);
  }
  let budget = RANKED_PAIRS;
  for (const [key, keyLefts] of byKey) {
    const keyRights = queues.get(key)?.list.filter((j) => !taken.has(j)) ?? [];
    const pairs = keyLefts.length * keyRights.length;
    // One line on each side has one pairing only: nothing to rank.
    if (pairs < 2 || pairs > budget) continue;
    budget -= pairs;
    const candidates = keyLefts.flatMap((i) => keyRights.map((j) => ({ i, j, score: step.closeness!(left[i], right[j]) })));
    candidates.sort((a, b) => b.score - a.score || a.i - b.i || a.j - b.j);
    for (const { i, j } of candidates) {
      if (partner.has(i) || taken.has(j)) continue;
      partner.set(i, j);
      taken.add(j);
    }
  }
}

interface Queue {
  list: number[];
  next: number;
}

/** The right lines not yet taken, in order, by key. */
function queueByKey(rights: number[], taken: Set<number>, keyOf: (j: number) => string): Map<string, Queue> {
  const queues = new Map<string, Queue>();
  for (const j of rights) {
    if (taken.has(j)) continue;
    const key = keyOf(j);
    const queue = queues.get(key) ?? { list: [], next: 0 };
    queue.list.push(j);
    queues.set(key, queue);
  }
  return queues;
}

/** The first line of a queue not yet taken (the queue skips past taken ones for good). */
function firstFree(queue: Queue | undefined, taken: Set<number>): number | undefined {
  if (!queue) return undefined;
  while (queue.next < queue.list.length && taken.has(queue.list[queue.next])) queue.next++;
  return queue.list[queue.next];
}
