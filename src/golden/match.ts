/**
 * Holding a snapshot against its golden. The answer carries what both
 * runners need: pass or fail, the readable diff, the golden as written
 * (`expected`), and `resolved`: the new snapshot written with the golden's
 * patterns kept wherever they still match. An update writes `resolved`, so a
 * pattern a person wrote survives every update that does not break it.
 * The `try` steps a test names are answered from the same model and held
 * against the answers the golden records (steps.ts).
 */
import { formatHeader, formatLine, type LineDetail } from '../notation/line.js';
import { FLAG_ORDER, type Flag, type Snapshot, type SnapshotNode } from '../model/snapshot.js';
import { quote } from '../model/text.js';
import { compareLines, type Change } from '../diff/compare.js';
import { renderChanges, type RenderOptions } from '../diff/render.js';
import { diffText } from '../diff/text.js';
import { joinLines } from '../notation/format.js';
import type { Step } from '../steps/step.js';
import { firstLineOf, renderGolden, settledPageLine, type Golden, type GoldenLine } from './golden.js';
import { stripOrigin } from '../model/url.js';
import { matchesText, PATTERN_FIELDS, placeholderFor, type Pattern } from '../notation/patterns.js';
import { compareSteps, recordSteps, renderSteps } from './steps.js';

export interface MatchOptions extends RenderOptions {
  /** The `try` steps the test names; their answers are part of the golden. */
  steps?: readonly Step[];
}

export interface GoldenMatch {
  pass: boolean;
  /** The readable diff, one line per change (empty when `pass`). */
  diff: string[];
  /** The golden text as stored. */
  expected: string;
  /** The new snapshot as golden text, the golden's matching patterns kept. */
  resolved: string;
  /** Element by element (empty for `regions` and `v1`, compared as text). */
  changes: Change<GoldenLine>[];
}

/** Holds a snapshot model against a golden read with `readGolden`. */
export function matchGolden(model: Snapshot, golden: Golden, expected: string, options: MatchOptions = {}): GoldenMatch {
  const recorded = recordSteps(model, options.steps ?? []);
  const stepDiff = compareSteps(golden.steps, recorded);
  const stepText = joinLines(renderSteps(recorded));
  if (golden.detail !== 'compact' && golden.detail !== 'full') return matchAsText(model, golden, expected, stepDiff, stepText);
  const detail: LineDetail = golden.detail;
  const changes = compareLines(withoutUnseen(golden.lines, model.unobserved), model.nodes, detail);
  const headerDiff = compareHeader(model, golden);
  const linesPass = !headerDiff.length && changes.every((c) => c.kind === 'same');
  const diff = [...(linesPass ? [] : [...headerDiff, ...renderChanges(changes, detail, options)]), ...stepDiff];
  return { pass: diff.length === 0, diff, expected, resolved: renderUpdate(model, golden, changes) + stepText, changes };
}

function compareHeader(model: Snapshot, golden: Golden): string[] {
  const url = stripOrigin(model.header.url);
  const { title: titlePattern, url: urlPattern } = golden.headerPatterns;
  const out: string[] = [];
  if (!matchesText(golden.header.title, titlePattern, model.header.title)) {
    out.push(`~title ${quote(model.header.title)} (was ${titlePattern?.source ?? quote(golden.header.title)})`);
  }
  if (!matchesText(golden.header.url, urlPattern, url)) out.push(`~url ${quote(url)} (was ${urlPattern?.source ?? quote(golden.header.url)})`);
  return out;
}

/** The new golden text, in page order, each line keeping the patterns it still matches. */
function renderUpdate(model: Snapshot, golden: Golden, changes: Change<GoldenLine>[]): string {
  const detail = golden.detail as LineDetail;
  const lines: string[] = [];
  for (const change of changes) {
    if (change.kind === 'removed') continue;
    lines[change.at] =
      change.kind === 'added'
        ? formatLine(change.actual, { detail, refs: false })
        : keepNodePatterns(keepUnseen(change.actual, change.expected, model.unobserved), change.expected, detail);
  }
  const header = { ...model.header, url: stripOrigin(model.header.url), settled: true, network: undefined };
  const { kept, swaps } = keptPatterns(header, golden.headerPatterns, ['title', 'url'], (pattern, value) => pattern.matcher.test(value));
  const [first, page] = formatHeader({ ...header, ...kept });
  return [firstLineOf(golden.detail), first, swap(page, swaps), ...lines].join('\n') + '\n';
}

function keepNodePatterns(node: SnapshotNode, line: GoldenLine, detail: LineDetail): string {
  const { kept, swaps } = keptPatterns(node, line.patterns, PATTERN_FIELDS, (pattern, value) => matchesText(undefined, pattern, value));
  return swap(formatLine({ ...node, ...kept }, { detail, refs: false }), swaps);
}

/**
 * The fields whose stored pattern still matches, each set to a placeholder
 * the printer quotes like any string, and the swaps that put the patterns
 * back. A swap replaces the quoted placeholder, never a value: a title equal
 * to the url must not take the url's pattern.
 */
function keptPatterns<T, F extends keyof T & string>(
  values: T,
  patterns: Partial<Record<F, Pattern>>,
  fields: readonly F[],
  matches: (pattern: Pattern, value: T[F]) => boolean,
): { kept: Partial<Record<F, string>>; swaps: [string, string][] } {
  const kept: Partial<Record<F, string>> = {};
  const swaps: [string, string][] = [];
  for (const field of fields) {
    const pattern = patterns[field];
    if (!pattern || !matches(pattern, values[field])) continue;
    const placeholder = placeholderFor(swaps.length);
    kept[field] = placeholder;
    swaps.push([quote(placeholder), pattern.source]);
  }
  return { kept, swaps };
}

function swap(text: string, swaps: [string, string][]): string {
  return swaps.reduce((out, [from, to]) => out.replace(from, to), text);
}

/**
 * The golden's lines without the flags the reading engine cannot see (a
 * golden written in Chromium, held in jsdom: `offscreen`), each remembering
 * the flags it had: those are neither compared nor reported.
 */
function withoutUnseen(lines: GoldenLine[], unseen: readonly Flag[] | undefined): GoldenLine[] {
  if (!unseen?.length) return lines;
  return lines.map((line) => {
    const held = line.node.flags.filter((flag) => unseen.includes(flag));
    if (!held.length) return line;
    const node = { ...line.node, flags: line.node.flags.filter((flag) => !unseen.includes(flag)) } as SnapshotNode;
    return { ...line, node, unseenFlags: held };
  });
}

/** A line as an update writes it: the golden's flags this engine cannot see are kept, since it cannot say they went. */
function keepUnseen(node: SnapshotNode, expected: GoldenLine & { unseenFlags?: Flag[] }, unseen: readonly Flag[] | undefined): SnapshotNode {
  if (!unseen?.length || !expected.unseenFlags) return node;
  const flags = [...node.flags, ...expected.unseenFlags];
  return { ...node, flags: FLAG_ORDER.filter((flag) => flags.includes(flag)) };
}

/** `regions`, `v1` and `read` goldens are compared as text: a line diff of the text, then the steps'. */
function matchAsText(model: Snapshot, golden: Golden, expected: string, stepDiff: string[], stepText: string): GoldenMatch {
  // A golden written before its page settled says so; the comparison is of what the page shows.
  const stored = settledPageLine(firstLineOf(golden.detail) + '\n' + golden.body);
  const page = renderGolden(model, golden.detail);
  const resolved = page + stepText;
  if (page === stored) return { pass: stepDiff.length === 0, diff: stepDiff, expected, resolved, changes: [] };
  return { pass: false, diff: [...diffText(stored, page), ...stepDiff], expected, resolved, changes: [] };
}
