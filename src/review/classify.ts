/**
 * From golden texts before and after to review items. Element lines are
 * paired as a failed comparison pairs them (`compareLines`), literally: a
 * pattern is compared as the text it is written as, since both sides are
 * reviewed text. `try` steps are paired by step. Goldens read as text
 * (receipts, `regions`, `v1`) give a line diff. Nothing here throws on a
 * golden: one that cannot be read is an item of its own.
 */
import { compareLines, keyOf, type Change } from '../diff/compare.js';
import { diffTextLines, splitTextLines } from '../diff/text.js';
import { GoldenError, readGolden, type Golden, type GoldenLine } from '../golden/golden.js';
import { isReceiptGolden } from '../golden/receipt.js';
import { describeStep, pairSteps } from '../golden/steps.js';
import type { LineDetail } from '../notation/line.js';
import type { SnapshotNode } from '../model/snapshot.js';
import { isAmbiguousControl, isNameless, sharedControlNames } from '../lint/lint.js';
import { REVIEW_KINDS, type GoldenPair, type ReviewItem, type ReviewKind } from './model.js';
import { inlineSnapshotsOf } from '../golden/inline.js';
import { goldenOfEntry, isSnapFile, readSnapFileStrictly, type SnapEntry } from '../golden/snap-format.js';

/** Every item of every pair, most serious kind first; within a kind, in pair and line order. */
export function reviewPairs(pairs: readonly GoldenPair[]): ReviewItem[] {
  return sortItems(pairs.flatMap(reviewPair));
}

/** Items sorted by kind (stable within a kind). */
export function sortItems(items: readonly ReviewItem[]): ReviewItem[] {
  const rank = (kind: ReviewKind) => REVIEW_KINDS.indexOf(kind);
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item.kind) - rank(b.item.kind) || a.i - b.i)
    .map(({ item }) => item);
}

/**
 * The items of one file: a Vitest or Jest `.snap` file is split into its
 * entries and a test file into its inline snapshots, each paired by name;
 * any other `.snap` file is one golden.
 */
export function reviewPair(pair: GoldenPair): ReviewItem[] {
  if (pair.refused?.length) return pair.refused.map(({ side, reason }) => ({ kind: 'unreadable', file: fileOf(pair, side), line: 1, side, text: '', reason }));
  if (!/\.snap$/i.test(pair.file)) return reviewEntries(pair, inlineSnapshotsOf);
  const snapFile = [pair.old, pair.new].some((text) => text !== undefined && isSnapFile(text));
  return snapFile ? reviewEntries(pair, readSnapFileStrictly) : reviewGolden(pair, { old: 0, new: 0 });
}

/** Where a golden's line 1 sits in its file, less one, per side. */
interface Offsets {
  old: number;
  new: number;
}

/**
 * The items of a file that holds goldens as named entries (a Vitest or Jest
 * `.snap` file, the inline snapshots of a test file), paired by name.
 */
function reviewEntries(pair: GoldenPair, split: (text: string) => { entries: SnapEntry[]; error?: { line: number; message: string } }): ReviewItem[] {
  const items: ReviewItem[] = [];
  const read = (text: string | undefined, side: 'old' | 'new') => {
    const map = new Map<string, { golden: string; offset: number }>();
    if (text === undefined) return map;
    const { entries, error } = split(text);
    if (error) items.push({ kind: 'unreadable', file: fileOf(pair, side), line: error.line, side, text: '', reason: `snapshot file: ${error.message}` });
    for (const entry of entries) {
      const golden = goldenOfEntry(entry.value);
      const offset = entry.line - 1 + (/^\r?\n/.test(entry.value) ? 1 : 0);
      map.set(entry.key, { golden, offset });
    }
    return map;
  };
  const before = read(pair.old, 'old');
  const after = read(pair.new, 'new');
  const isOurs = (text: string | undefined) => text !== undefined && text.startsWith('# a11y-snapshot');
  const keys = [...after.keys(), ...[...before.keys()].filter((key) => !after.has(key))];
  for (const key of keys) {
    const old = before.get(key);
    const now = after.get(key);
    if (!isOurs(old?.golden) && !isOurs(now?.golden)) continue;
    if (old?.golden === now?.golden) continue;
    const entry = { ...pair, old: old?.golden, new: now?.golden };
    items.push(...reviewGolden(entry, { old: old?.offset ?? 0, new: now?.offset ?? 0 }, key));
  }
  return items;
}

function fileOf(pair: GoldenPair, side: 'old' | 'new'): string {
  return side === 'old' ? (pair.oldFile ?? pair.file) : pair.file;
}

type Read = { golden: Golden } | { text: string } | { error: ReviewItem } | undefined;

/** One golden text, before and after; `entry` names a Vitest snapshot. */
function reviewGolden(pair: GoldenPair, offsets: Offsets, entry?: string): ReviewItem[] {
  if (pair.old === pair.new) return [];
  const at = (side: 'old' | 'new', line: number) => ({ file: fileOf(pair, side), line: offsets[side] + line, side });
  const named = entry === undefined ? {} : { entry };
  const read = (text: string | undefined, side: 'old' | 'new'): Read => {
    if (text === undefined) return undefined;
    if (isReceiptGolden(text)) return { text };
    try {
      const golden = readGolden(text, '');
      return golden.detail === 'compact' || golden.detail === 'full' ? { golden } : { text };
    } catch (error) {
      if (!(error instanceof GoldenError)) throw error;
      const { line } = error;
      const reason = error.reason.replace(/\s*\n\s*/g, ' ');
      const lineText = text.split('\n')[line - 1] ?? '';
      return { error: { kind: 'unreadable', ...at(side, line), ...named, text: lineText, reason } };
    }
  };
  const old = read(pair.old, 'old');
  const now = read(pair.new, 'new');
  const items: ReviewItem[] = [];
  if (old && 'error' in old) items.push(old.error);
  if (now && 'error' in now) return [...items, now.error];
  const oldGolden = old && 'golden' in old ? old.golden : undefined;
  if (now === undefined) {
    if (oldGolden || (old && 'text' in old)) {
      items.push({ kind: 'removed', ...at('old', 1), ...named, text: pair.old!.split('\n')[0], note: 'golden deleted' });
    }
    return items;
  }
  if ('text' in now && old === undefined) {
    // A new golden read as text (receipt, `regions`, `v1`): one item, as for a new golden of element lines.
    const lines = splitTextLines(pair.new!).length;
    return [
      ...items,
      {
        kind: 'added',
        ...at('new', 1),
        ...named,
        text: pair.new!.split('\n')[0],
        note: `new golden: ${lines} line${lines === 1 ? '' : 's'}, compared as text`,
      },
    ];
  }
  if ('text' in now || (old && 'text' in old)) {
    const lines = textItems(old && 'text' in old ? old.text : oldGolden ? pair.old! : '', pair.new!, at);
    return [...items, ...lines.map((item) => ({ ...item, ...named }))];
  }
  const golden = now.golden;
  if (!oldGolden) {
    // A new golden: its nameless controls one by one, the rest as one item.
    const added = elementItems([], golden, 'compact', at)
      .filter((item) => item.kind === 'nameless')
      .map((item) => ({ ...item, ...named }));
    const lines = golden.lines.length;
    items.push({
      kind: 'added',
      ...at('new', 1),
      ...named,
      text: pair.new!.split('\n')[0],
      note: `new golden: ${lines} element line${lines === 1 ? '' : 's'}, ${golden.steps.length} step${golden.steps.length === 1 ? '' : 's'}`,
    });
    return [...items, ...added];
  }
  const detail: LineDetail = oldGolden.detail === 'full' && golden.detail === 'full' ? 'full' : 'compact';
  if (oldGolden.detail !== golden.detail) {
    items.push({
      kind: 'value',
      ...at('new', 1),
      text: pair.new!.split('\n')[0],
      was: pair.old!.split('\n')[0],
      ...named,
      note: `detail level changed, lines compared at ${detail}`,
    });
  }
  const found = [...headerItems(oldGolden, golden, pair, at), ...elementItems(oldGolden.lines, golden, detail, at), ...stepItems(oldGolden, golden, at)];
  return [...items, ...found.map((item) => ({ ...item, ...named }))];
}

type At = (side: 'old' | 'new', line: number) => { file: string; line: number; side: 'old' | 'new' };

function headerItems(old: Golden, now: Golden, pair: GoldenPair, at: At): ReviewItem[] {
  const [was, text] = [pair.old!.split('\n')[2] ?? '', pair.new!.split('\n')[2] ?? ''];
  if (was === text) return [];
  return [{ kind: old.header.title !== now.header.title ? 'renamed' : 'value', ...at('new', 3), text, was }];
}

/** Items for the element lines: each change `compareLines` finds, classified. */
function elementItems(old: readonly GoldenLine[], now: Golden, detail: LineDetail, at: At): ReviewItem[] {
  // Literal comparison: a pattern on either side is compared as the text it is written as.
  const expected = old.map((line) => ({ ...line, patterns: {} }));
  const changes = compareLines(
    expected,
    now.lines.map((line) => line.node),
    detail,
  );
  // What "ambiguous" means is lint's rule, so that the review and lint agree.
  const shared = { old: sharedControlNames(old.map((line) => line.node)), now: sharedControlNames(now.lines.map((line) => line.node)) };
  return changes.flatMap((change) => classify(change, now.lines, at, shared));
}

type Shared = { old: ReturnType<typeof sharedControlNames>; now: ReturnType<typeof sharedControlNames> };

/** The note of a control that shares its name: how many, and that nothing tells them apart (the line shows the name: a note never quotes the page). */
function noteAmbiguous(node: SnapshotNode, shared: Map<string, number>): string {
  return `${shared.get(node.name)} controls share this name and no row anchor tells them apart`;
}

/** An element as role and key: what stays the same across goldens, whatever its count and place. */
function elementOf(node: SnapshotNode): string {
  return `${node.role} ${keyOf(node)}`;
}

function classify(change: Change<GoldenLine>, lines: readonly GoldenLine[], at: At, shared: Shared): ReviewItem[] {
  switch (change.kind) {
    case 'same':
      return [];
    case 'removed':
      return [{ kind: 'removed', ...at('old', change.expected.line), text: change.expected.text, element: elementOf(change.expected.node) }];
    case 'added': {
      const line = lines[change.at];
      const base = { ...at('new', line.line), text: line.text, element: elementOf(line.node) };
      if (isNameless(line.node)) return [{ kind: 'nameless', ...base, note: 'new control without a name' }];
      if (isAmbiguousControl(line.node, shared.now)) return [{ kind: 'ambiguous', ...base, note: noteAmbiguous(line.node, shared.now) }];
      return [{ kind: 'added', ...base }];
    }
    case 'changed': {
      const line = lines[change.at];
      const old = change.expected.node;
      const node = line.node;
      const base = { ...at('new', line.line), text: line.text, was: change.expected.text, element: elementOf(node) };
      const facets = new Set(change.facets);
      // A name that is the key takes its count with it: the rename says it.
      if (facets.has('name') && node.keyKind === 'text') facets.delete('count');
      const items: ReviewItem[] = [];
      if (facets.has('name') && isNameless(node) && old.name !== '') {
        items.push({ kind: 'nameless', ...base, note: 'lost its name' });
      } else if (facets.has('name') || facets.has('role')) {
        items.push({ kind: 'renamed', ...base });
      }
      if (isAmbiguousControl(node, shared.now) && !isAmbiguousControl(old, shared.old)) {
        items.push({ kind: 'ambiguous', ...base, note: noteAmbiguous(node, shared.now) });
        facets.delete('count');
      }
      const others = ['count', 'key', 'value', 'placeholder', 'row', 'in', 'icon', 'via', 'desc'].filter((facet) => facets.has(facet as never));
      if (others.length) items.push({ kind: 'value', ...base, note: others.join(', ') });
      if (facets.has('flags')) items.push({ kind: 'flags', ...base });
      return items;
    }
  }
}

const DONE = /^done /;
const NOT_DONE = /^(none|ambiguous) /;

/** Items for the `try` steps, paired as the matcher pairs them (`pairSteps`). */
function stepItems(old: Golden, now: Golden, at: At): ReviewItem[] {
  const lineOf = (golden: Golden, i: number) => golden.stepsLine! + 2 * i;
  return pairSteps(old.steps, now.steps).flatMap((change): ReviewItem[] => {
    switch (change.kind) {
      case 'same':
        return [];
      case 'added':
        return [{ kind: 'steps', ...at('new', lineOf(now, change.actual)), text: describeStep(now.steps[change.actual]), note: 'new step' }];
      case 'removed':
        return [{ kind: 'steps', ...at('old', lineOf(old, change.expected)), text: describeStep(old.steps[change.expected]), note: 'step no longer named' }];
      case 'changed': {
        const [was, recorded] = [old.steps[change.expected], now.steps[change.actual]];
        const lost = DONE.test(was.outcome) && NOT_DONE.test(recorded.outcome);
        return [{ kind: lost ? 'lost' : 'steps', ...at('new', lineOf(now, change.actual) + 1), text: describeStep(recorded), was: describeStep(was) }];
      }
    }
  });
}

/** A line diff, for goldens compared as text (`diffTextLines`, as the matcher's diff pairs them). */
function textItems(oldText: string, newText: string, at: At): ReviewItem[] {
  const [old, now] = [splitTextLines(oldText), splitTextLines(newText)];
  return diffTextLines(old, now).flatMap((p): ReviewItem[] => {
    if (p.kind === 'removed') return [{ kind: 'text', ...at('old', p.left + 1), text: old[p.left], note: 'line removed' }];
    if (p.kind === 'added') return [{ kind: 'text', ...at('new', p.right + 1), text: now[p.right], note: 'line added' }];
    return [];
  });
}
