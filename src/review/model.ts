/**
 * What a review reports: one item per change a reviewer should look at,
 * each naming the golden file and the line, grouped by kind, most serious
 * first.
 */

/**
 * The kinds, most serious first:
 * - `nameless`: a control that had a name and now has "", or a new control without one;
 * - `lost`: a `try` step whose answer went from `done` to `none` or `ambiguous`;
 * - `removed`, `added`: lines the page lost or gained;
 * - `renamed`: the same element under another name (or role);
 * - `ambiguous`: a key that now prints `x<count>` where it was unique, on a line without `row:`;
 * - `value`: any other marker that changed in place (value, count, key, row, in, icon, via, …);
 * - `flags`: flags or heading level;
 * - `steps`: any other change of the recorded `try` steps;
 * - `text`: lines of goldens compared as text (receipts, `regions`, `v1`);
 * - `unreadable`: a golden that cannot be read.
 */
export const REVIEW_KINDS = ['nameless', 'lost', 'removed', 'added', 'renamed', 'ambiguous', 'value', 'flags', 'steps', 'text', 'unreadable'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** One change. `text` and `was` are golden lines as the files hold them. */
export interface ReviewItem {
  kind: ReviewKind;
  /** The golden file the line is in (the old file for `side: 'old'`). */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** Which text `line` counts in: the new one, or the old one (removals). */
  side: 'new' | 'old';
  /** The line's text (for `side: 'old'`, the old line). */
  text: string;
  /** What the line was, when the item is a change in place. */
  was?: string;
  /**
   * A remark in our own words, printed after the line as prose: it never
   * quotes page or test text, which is shown in code only (`escape.ts`).
   */
  note?: string;
  /** The Vitest snapshot the line is in (`orders page 1`), for `.snap` files that hold many. */
  entry?: string;
  /** Why a golden cannot be read (it may quote the golden). */
  reason?: string;
  /**
   * The element an element line's item is about, as role and key
   * (`button text:"Save"`): the same change of one element in many goldens,
   * or on many lines of one, is listed once (group.ts).
   */
  element?: string;
}

/**
 * One golden file, or one entry of a Vitest `.snap` file, before and after.
 * `undefined` text: the file did not exist on that side.
 */
export interface GoldenPair {
  /** The name the new side's items carry (and the old side's, unless `oldFile`). */
  file: string;
  /** The name of the old side, when it differs (`orders-expected.snap`). */
  oldFile?: string;
  old: string | undefined;
  new: string | undefined;
  /**
   * Sides that were not read, with why (a symbolic link is never followed):
   * the pair is then reported as `unreadable`, not compared.
   */
  refused?: { side: 'old' | 'new'; reason: string }[];
}
