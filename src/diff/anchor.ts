/**
 * The lines of two lists that agree, found in near-linear time: the anchors
 * a comparison pairs the rest between.
 *
 * The longest common run (jsdiff's `diffArrays`, Myers' O((N+M)·D)
 * algorithm) is exact but quadratic when every line changed: D is then
 * N+M. So it runs only within a budget of comparisons; past it, lines whose
 * printed text is unique on both sides anchor the lists (patience diff, as
 * git's `--patience` does), and the ranges between those anchors are
 * aligned the same way, each again within the budget. Whatever finds no
 * anchor is left to the pairing that follows (compare.ts).
 */
import { diffArrays } from 'diff';

/** Comparisons one range may spend on the exact common run before falling back to unique lines. */
export const EXACT_BUDGET = 50_000;

/** What anchoring needs of the two lists. */
export interface AnchorInput {
  /** Lengths of the left and right lists. */
  left: number;
  right: number;
  /** Whether left line `i` and right line `j` agree. */
  same(i: number, j: number): boolean;
  /** A text equal on both sides when the lines agree; undefined for a line that cannot be told by its text (a pattern). */
  leftToken(i: number): string | undefined;
  rightToken(j: number): string;
}

type Range = [lo1: number, hi1: number, lo2: number, hi2: number];

/** Pairs `[i, j]` of lines that agree, increasing on both sides. */
export function findAnchors(input: AnchorInput): [number, number][] {
  const anchors: [number, number][] = [];
  // A work list, not recursion: a hostile golden cannot nest ranges deep enough to overflow the stack.
  const ranges: Range[] = [[0, input.left, 0, input.right]];
  for (let range = ranges.pop(); range; range = ranges.pop()) {
    const [lo1, hi1, lo2, hi2] = trimEnds(input, range, anchors);
    if (lo1 === hi1 || lo2 === hi2) continue;
    if (alignExactly(input, [lo1, hi1, lo2, hi2], anchors)) continue;
    const unique = uniqueAnchors(input, [lo1, hi1, lo2, hi2]);
    if (unique.length === 0) continue;
    anchors.push(...unique);
    let [at1, at2] = [lo1, lo2];
    for (const [i, j] of [...unique, [hi1, hi2]]) {
      if (i > at1 && j > at2) ranges.push([at1, i, at2, j]);
      [at1, at2] = [i + 1, j + 1];
    }
  }
  return anchors.sort((a, b) => a[0] - b[0]);
}

/** Takes the agreeing lines at both ends as anchors; the range left between them. */
function trimEnds(input: AnchorInput, [lo1, hi1, lo2, hi2]: Range, anchors: [number, number][]): Range {
  while (lo1 < hi1 && lo2 < hi2 && input.same(lo1, lo2)) anchors.push([lo1++, lo2++]);
  while (lo1 < hi1 && lo2 < hi2 && input.same(hi1 - 1, hi2 - 1)) anchors.push([--hi1, --hi2]);
  return [lo1, hi1, lo2, hi2];
}

/** The longest common run within the budget; false when the range needs more edits than it allows. */
function alignExactly(input: AnchorInput, [lo1, hi1, lo2, hi2]: Range, anchors: [number, number][]): boolean {
  const left = Array.from({ length: hi1 - lo1 }, (_, k) => lo1 + k);
  const right = Array.from({ length: hi2 - lo2 }, (_, k) => lo2 + k);
  const maxEditLength = Math.floor(EXACT_BUDGET / (left.length + right.length));
  const parts = diffArrays(left, right, { comparator: (i, j) => input.same(i, j), maxEditLength });
  if (!parts) return false;
  let [i, j] = [lo1, lo2];
  for (const part of parts) {
    const n = part.count ?? part.value.length;
    if (part.removed) i += n;
    else if (part.added) j += n;
    else for (let k = 0; k < n; k++) anchors.push([i++, j++]);
  }
  return true;
}

/**
 * Lines whose token occurs once on each side of the range and that agree,
 * kept where they form the longest run increasing on both sides.
 */
function uniqueAnchors(input: AnchorInput, [lo1, hi1, lo2, hi2]: Range): [number, number][] {
  const counted = new Map<string, { left: number; right: number; i: number; j: number }>();
  for (let i = lo1; i < hi1; i++) {
    const token = input.leftToken(i);
    if (token === undefined) continue;
    const seen = counted.get(token) ?? { left: 0, right: 0, i, j: -1 };
    seen.left++;
    counted.set(token, seen);
  }
  for (let j = lo2; j < hi2; j++) {
    const seen = counted.get(input.rightToken(j));
    if (seen) {
      seen.right++;
      seen.j = j;
    }
  }
  const pairs: [number, number][] = [];
  for (const { left, right, i, j } of counted.values()) if (left === 1 && right === 1 && input.same(i, j)) pairs.push([i, j]);
  return longestIncreasing(pairs.sort((a, b) => a[0] - b[0]));
}

/** The longest subsequence of pairs increasing in their second place (patience sorting, O(n log n)). */
function longestIncreasing(pairs: [number, number][]): [number, number][] {
  const tails: number[] = [];
  const back: number[] = [];
  pairs.forEach(([, j], k) => {
    let [lo, hi] = [0, tails.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]][1] < j) lo = mid + 1;
      else hi = mid;
    }
    back[k] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = k;
  });
  const out: [number, number][] = [];
  for (let k = tails.length ? tails[tails.length - 1] : -1; k >= 0; k = back[k]) out.push(pairs[k]);
  return out.reverse();
}
