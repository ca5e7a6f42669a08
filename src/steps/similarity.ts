/**
 * How alike two texts are, for the `score` tier and for ranking the nearest
 * lines when nothing matches: 1 minus the edit distance over the longer
 * length, counted in code points so an emoji is one character.
 */

import { MAX_TEXT } from '../model/text.js';

/**
 * Most code points of a text that ranking compares: as many as a line
 * carries of page text (`MAX_TEXT`, see `foldText`). A step longer than any
 * name is compared by the part a name could hold, and a table costs at most
 * 200 × 200 cells whatever the step's length (a 2,000-character step took
 * 6 s against 2,000 lines compared whole).
 */

/** The first `count` code points of a text (the text itself when it is no longer). */
export function firstCodePoints(text: string, count = MAX_TEXT): string {
  // Fewer code units than `count` means fewer code points: most texts stop here.
  if (text.length <= count) return text;
  let end = 0;
  for (let seen = 0; seen < count && end < text.length; seen++) {
    const code = text.charCodeAt(end);
    const next = text.charCodeAt(end + 1); // NaN past the end
    end += code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return text.slice(0, end);
}

/**
 * The optimal string alignment distance: insertions, deletions,
 * substitutions and swaps of two neighbours each cost 1. Swaps count once
 * because "Cancle" for "Cancel" is one slip of the fingers, not two.
 */
export function measureEditDistance(a: string, b: string): number {
  return measureCodePoints(Array.from(a), Array.from(b));
}

function measureCodePoints(s: string[], t: string[]): number {
  if (s.length === 0 || t.length === 0) return s.length + t.length;
  // Three rows of the table: two back (for swaps), one back, and this one.
  let before = new Int32Array(t.length + 1);
  let previous = Int32Array.from({ length: t.length + 1 }, (_, j) => j);
  let current = new Int32Array(t.length + 1);
  for (let i = 1; i <= s.length; i++) {
    current[0] = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, before[j - 2] + 1);
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[t.length];
}

/**
 * Whether two texts are at least `threshold` alike (`measureSimilarity`),
 * without the whole table: a distance within the bound stays within that
 * many cells of the diagonal, and once two rows in a row are past the bound
 * every later one is. A name far from the step costs a few rows, not
 * its length times the step's.
 */
export function isSimilarAtLeast(a: string, b: string, threshold: number): boolean {
  const s = Array.from(a);
  const t = Array.from(b);
  const longest = Math.max(s.length, t.length);
  if (longest === 0) return 1 >= threshold;
  // The most edits that still reach the threshold, by the very expression
  // measureSimilarity compares, so that rounding decides alike.
  let limit = Math.floor((1 - threshold) * longest);
  while (limit < longest && 1 - (limit + 1) / longest >= threshold) limit++;
  while (limit >= 0 && 1 - limit / longest < threshold) limit--;
  return limit >= 0 && measureWithin(s, t, limit) <= limit;
}

/** The distance when it is at most `limit`; otherwise some number above `limit`. */
function measureWithin(s: string[], t: string[], limit: number): number {
  const over = limit + 1;
  if (Math.abs(s.length - t.length) > limit) return over;
  if (s.length === 0 || t.length === 0) return s.length + t.length;
  let before = new Int32Array(t.length + 1).fill(over);
  let previous = Int32Array.from({ length: t.length + 1 }, (_, j) => (j <= limit ? j : over));
  let current = new Int32Array(t.length + 1).fill(over);
  let previousLeast = 0;
  for (let i = 1; i <= s.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(t.length, i + limit);
    // The cell left of the band reads as past the bound (the array may hold
    // a row from three rows up); right of it, nothing was written yet.
    current[0] = i <= limit ? i : over;
    current[from - 1] = from === 1 ? current[0] : over;
    let least = current[from - 1];
    for (let j = from; j <= to; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, before[j - 2] + 1);
      current[j] = best;
      if (best < least) least = best;
    }
    if (least > limit && previousLeast > limit) return over;
    previousLeast = least;
    [before, previous, current] = [previous, current, before];
  }
  return previous[t.length];
}

/**
 * Similarity in [0, 1]: `1 - distance / max(length)`; two empty texts are 1.
 * "cancle" / "cancel" is 0.83, "create ordr" / "create order" 0.92,
 * "edit" / "exit" 0.75, "save" / "send" 0.25.
 */
export function measureSimilarity(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const longest = Math.max(s.length, t.length);
  if (longest === 0) return 1;
  return 1 - measureCodePoints(s, t) / longest;
}
