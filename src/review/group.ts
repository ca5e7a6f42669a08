/**
 * The same change, listed once. A button renamed in a layout that ten tests
 * hold is one change seen in ten goldens, and a new duplicate is one change
 * seen on two lines of each: a reviewer reads it once, with every place it
 * shows. Items group when they are of one kind, about one element (role and
 * key), and say the same: the same lines before and after, the same note. A
 * new duplicate's lines differ by their index (`[1]`, `[2]`), so the kind
 * `ambiguous` groups by element and note alone. A `try` step or a line of
 * a golden read as text groups by its lines and note. What is about a whole
 * golden (new, deleted, its header) or cannot be read stands alone.
 */
import type { ReviewItem } from './model.js';

/** One change and every item that shows it, in item order. */
export interface ReviewGroup {
  /** The first item: the group prints as it. */
  item: ReviewItem;
  /** Every item of the group, the first included. */
  items: ReviewItem[];
}

/** Most places a group prints before `and N more`. */
export const PLACES_SHOWN = 20;

/** Items grouped by change, in the order of each group's first item. */
export function groupItems(items: readonly ReviewItem[]): ReviewGroup[] {
  const groups = new Map<string, ReviewGroup>();
  items.forEach((item, i) => {
    const key = groupKey(item) ?? `#${i}`;
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { item, items: [item] });
  });
  return [...groups.values()];
}

/** Kinds about a line that is not an element's: a `try` step, a line of a golden read as text. */
const LINE_KINDS: ReadonlySet<ReviewItem['kind']> = new Set(['lost', 'steps', 'text']);

/**
 * What items of one change share; undefined for an item that stands alone:
 * one about a whole golden (new, deleted, its header) or one that cannot be read.
 */
function groupKey(item: ReviewItem): string | undefined {
  if (item.element === undefined && !LINE_KINDS.has(item.kind)) return undefined;
  const said = item.kind === 'ambiguous' ? [] : [item.text, item.was ?? ''];
  return JSON.stringify([item.kind, item.side, item.element ?? '', item.note ?? '', ...said]);
}

/** One place of a group: a golden (and its Vitest entry) with the lines the change is on there. */
export interface GroupPlace {
  file: string;
  entry?: string;
  lines: number[];
}

/** The goldens a group shows in, in order, each with its lines. */
export function placesOf(group: ReviewGroup): GroupPlace[] {
  const places = new Map<string, GroupPlace>();
  for (const { file, entry, line } of group.items) {
    const key = JSON.stringify([file, entry ?? null]);
    const place = places.get(key);
    if (place) place.lines.push(line);
    else places.set(key, { file, entry, lines: [line] });
  }
  return [...places.values()];
}
