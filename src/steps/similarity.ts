/**
 * How alike two texts are, for the `score` tier and for ranking the nearest
 * lines when nothing matches: 1 minus the edit distance over the longer
 * length, counted in code points so an emoji is one character.
 */

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
