/**
 * Comparing a golden with a new snapshot, element by element. Lines are
 * compared as they print at the golden's detail level (a marker compact
 * leaves out cannot differ), patterns matched where the golden has them.
 *
 * Pairing, in order (the hooks of pair.ts):
 * 1. the lines that agree anchor the comparison (anchor.ts: the longest
 *    common run, or past its budget the lines unique on both sides);
 * 2. between anchors, a golden line and a new line with the same key and role
 *    are the same element, changed in place (`~value`, `~flags`, ...);
 * 3. then the same key with another role (`~role`);
 * 4. then the same role, the closest names first (`measureSimilarity`, at
 *    least as alike as the steps' `score` tier asks), else in order: the element was renamed
 *    (`~name`). A control inserted beside a renamed one does not take its
 *    place by coming first.
 * What is left was removed (`-`) or added (`+`). A rename never shows as a
 * `-`/`+` pair.
 */
import { pairLines, type PairStep } from './pair.js';
import type { LineDetail } from '../notation/line.js';
import { formatLine } from '../notation/line.js';
import { parseLine } from '../notation/parse.js';
import type { SnapshotNode } from '../model/snapshot.js';
import { matchesText, type LinePatterns } from '../notation/patterns.js';
import { firstCodePoints, measureSimilarity } from '../steps/similarity.js';
import { normalizeName, SCORE_THRESHOLD } from '../steps/tiers.js';

/** What can change in place, in the order a line prints it. */
export const FACETS = ['role', 'name', 'count', 'key', 'value', 'placeholder', 'flags', 'row', 'in', 'icon', 'via', 'desc'] as const;
export type Facet = (typeof FACETS)[number];

/** An expected line: its text as written, the node it reads as, and the patterns some of its fields hold. */
export interface ExpectedLine {
  text: string;
  node: SnapshotNode;
  patterns: LinePatterns;
}

/** `at` is the new node's position in the page (for updates, which write page order). */
export type Change<E extends ExpectedLine = ExpectedLine> =
  | { kind: 'same'; expected: E; actual: SnapshotNode; at: number }
  | { kind: 'changed'; facets: Facet[]; expected: E; actual: SnapshotNode; at: number }
  | { kind: 'added'; actual: SnapshotNode; at: number }
  | { kind: 'removed'; expected: E };

/** What a facet comparison reads of a golden line. */
type FacetSource = Pick<ExpectedLine, 'node' | 'patterns'>;

/** Whether a facet differs between a golden line (its node and patterns) and a new (printed) node. */
type FacetTest = (e: SnapshotNode, p: LinePatterns, a: SnapshotNode, detail: LineDetail) => boolean;

const FACET_TESTS: Record<Facet, FacetTest> = {
  role: (e, _p, a) => e.role !== a.role,
  name: (e, p, a) => !matchesText(e.name, p.name, a.name),
  count: (e, _p, a) => e.count !== a.count || e.index !== a.index,
  key: (e, _p, a) => e.testId !== a.testId || e.id !== a.id,
  value: (e, p, a) => !matchesText(e.value, p.value, a.value),
  placeholder: (e, _p, a) => e.placeholder !== a.placeholder,
  flags: (e, _p, a) => e.level !== a.level || !sameFlags(e.flags, a.flags),
  row: (e, p, a, detail) => isPlaced(e, a, detail) && !matchesText(e.row, p.row, a.row),
  in: (e, _p, a, detail) => isContained(e, a, detail) && (e.in?.kind !== a.in?.kind || e.in?.name !== a.in?.name),
  icon: (e, _p, a) => e.icon !== a.icon,
  via: (e, _p, a) => e.via !== a.via,
  desc: (e, p, a) => !matchesText(e.description, p.description, a.description),
};

/**
 * The facets in which a golden line and a new (printed) node differ, of
 * `facets` (default: all), in the order given. In `compact`, `row:` prints
 * only on ambiguous lines and `in:` only on those without a row: when the
 * count crosses 1 (or a row appears) they appear or vanish with it, which
 * the count (or the row) already says.
 */
export function differingFacets<F extends Facet = Facet>(expected: FacetSource, actual: SnapshotNode, detail: LineDetail, facets?: readonly F[]): F[];
export function differingFacets(expected: FacetSource, actual: SnapshotNode, detail: LineDetail, facets: readonly Facet[] = FACETS): Facet[] {
  return facets.filter((facet) => FACET_TESTS[facet](expected.node, expected.patterns, actual, detail));
}

function isPlaced(e: SnapshotNode, a: SnapshotNode, detail: LineDetail): boolean {
  return detail === 'full' || (e.count > 1 && a.count > 1);
}

function isContained(e: SnapshotNode, a: SnapshotNode, detail: LineDetail): boolean {
  return detail === 'full' || (isPlaced(e, a, detail) && e.row === undefined && a.row === undefined);
}

function sameFlags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((flag, i) => flag === b[i]);
}

/**
 * Every golden line and every new node, paired (pair.ts) in golden order.
 * A new node is read back from its printed line (its printed view) only
 * where a comparison needs its facets: a line whose text equals a golden
 * line without patterns is that line, and reading every line of a page that
 * still matches its golden back would cost more than capturing it.
 */
export function compareLines<E extends ExpectedLine>(expected: E[], actual: SnapshotNode[], detail: LineDetail): Change<E>[] {
  const print = (node: SnapshotNode) => formatLine(node, { detail, refs: false });
  const texts = actual.map(print);
  const views: SnapshotNode[] = [];
  const view = (j: number): SnapshotNode => (views[j] ??= parseLine(texts[j]).value ?? actual[j]);
  // A line with a pattern agrees with many texts: it anchors only through `same`.
  const tokens = new Map<ExpectedLine, string | undefined>(expected.map((e) => [e, hasPatterns(e) ? undefined : print(e.node)]));
  const pairings = pairLines(
    expected,
    texts.map((_, j) => j),
    {
      anchor: {
        // Without patterns, no facet differs exactly when the two lines print alike: the text decides.
        same: (e, j) => {
          const token = tokens.get(e);
          return token !== undefined ? token === texts[j] : differingFacets(e, view(j), detail).length === 0;
        },
        leftToken: (e) => tokens.get(e),
        rightToken: (j) => texts[j],
      },
      steps: ELEMENT_STEPS.map((step) => ({
        leftKey: step.leftKey,
        rightKey: (j: number) => step.rightKey(view(j)),
        scan: (e: ExpectedLine) => onView(step.scan?.(e), view),
        closeness: step.closeness && ((e: ExpectedLine, j: number) => step.closeness!(e, view(j))),
      })),
    },
  );
  return pairings.map((p): Change<E> => {
    if (p.kind === 'added') return { kind: 'added', actual: view(p.right), at: p.right };
    const e = expected[p.left];
    if (p.kind === 'removed') return { kind: 'removed', expected: e };
    // An anchor found by its text has no view read: it prints as the golden line's node does.
    if (p.kind === 'same') return { kind: 'same', expected: e, actual: views[p.right] ?? e.node, at: p.right };
    // A paired line is changed even where no facet differs: it was not an anchor.
    const a = view(p.right);
    return { kind: 'changed', facets: differingFacets(e, a, detail), expected: e, actual: a, at: p.right };
  });
}

function onView(test: ((a: SnapshotNode) => boolean) | undefined, view: (j: number) => SnapshotNode): ((j: number) => boolean) | undefined {
  return test && ((j) => test(view(j)));
}

function hasPatterns(line: ExpectedLine): boolean {
  return Object.values(line.patterns).some((pattern) => pattern !== undefined);
}

/** A line's key as one string: its kind, then the name or the id (last, so no separator inside it can mislead). */
export const keyOf = (n: SnapshotNode) => `${n.keyKind}:${n.keyKind === 'text' ? n.name : n.key}`;

function sameKey(e: ExpectedLine, a: SnapshotNode): boolean {
  return e.node.keyKind === a.keyKind && (e.node.keyKind === 'text' ? matchesText(e.node.name, e.patterns.name, a.name) : e.node.key === a.key);
}

/** A step matching `bucketOf` on both sides; one that matches names scans for a golden line whose name is a pattern. */
function stepOf(
  bucketOf: (node: SnapshotNode) => string,
  same: (e: ExpectedLine, a: SnapshotNode) => boolean,
  byName: boolean,
): PairStep<ExpectedLine, SnapshotNode> {
  return {
    leftKey: (e) => bucketOf(e.node),
    rightKey: bucketOf,
    scan: (e) => (byName && e.node.keyKind === 'text' && e.patterns.name !== undefined ? (a) => same(e, a) : undefined),
  };
}

/**
 * Code points of each name a rename compares: enough to tell "Save2" from
 * "Secret", and a bound on the cost of a hostile page's long names.
 */
const CLOSENESS_TEXT = 24;

/**
 * How alike a golden line's name is to a new line's: the steps' similarity,
 * on the names' first code points, when it reaches what the `score` tier
 * accepts; 0 below, so that names nothing alike keep their order.
 */
function nameCloseness(e: ExpectedLine, a: SnapshotNode): number {
  const similarity = measureSimilarity(firstCodePoints(normalizeName(e.node.name), CLOSENESS_TEXT), firstCodePoints(normalizeName(a.name), CLOSENESS_TEXT));
  return similarity >= SCORE_THRESHOLD ? similarity : 0;
}

/** Module comment, steps 2–4: same key and role, then same key, then same role (closest names first). */
const ELEMENT_STEPS: PairStep<ExpectedLine, SnapshotNode>[] = [
  stepOf(
    (n) => `${keyOf(n)}\n${n.role}`,
    (e, a) => sameKey(e, a) && e.node.role === a.role,
    true,
  ),
  stepOf(keyOf, sameKey, true),
  {
    ...stepOf(
      (n) => n.role,
      (e, a) => e.node.role === a.role,
      false,
    ),
    closeness: nameCloseness,
  },
];
