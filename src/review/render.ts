/**
 * The review as Markdown, for a pull request or a job summary. Every golden
 * line, file and entry name is printed inside a code span whose fence is
 * longer than any run of backticks it holds, so page text cannot add a
 * heading, a link, a mention or HTML; control and invisible characters show
 * as `\u` escapes, so it cannot add a line either. Our own words (notes,
 * the title) go through `markdownText` (escape.ts).
 */
import { codeSpan, markdownText } from './escape.js';
import { REVIEW_KINDS, type ReviewItem, type ReviewKind } from './model.js';
import { sortItems } from './classify.js';
import { groupItems, placesOf, PLACES_SHOWN, type ReviewGroup } from './group.js';

/** Section titles, in the order of {@link REVIEW_KINDS}. */
export const KIND_TITLES: Readonly<Record<ReviewKind, string>> = {
  nameless: 'Controls without a name',
  lost: 'Steps that no longer reach one element',
  removed: 'Removed',
  added: 'Added',
  renamed: 'Renamed',
  ambiguous: 'New duplicate keys',
  value: 'Values and markers changed',
  flags: 'Flags changed',
  steps: 'Other step changes',
  text: 'Goldens compared as text',
  unreadable: 'Goldens that cannot be read',
};

export interface RenderReviewOptions {
  /** The title line; default `Accessibility review`. */
  title?: string;
  /** Changes printed per section before `… and N more`; default 100. */
  limit?: number;
  /** A paragraph of our own words after the title (what the review compares). */
  note?: string;
}

/** The Markdown of a review, ending in a newline. */
export function renderReview(items: readonly ReviewItem[], options: RenderReviewOptions = {}): string {
  const limit = options.limit ?? 100;
  const out = [`## ${markdownText(options.title ?? 'Accessibility review')}`, ''];
  if (options.note) out.push(markdownText(options.note), '');
  if (items.length === 0) return [...out, 'No accessibility changes.', ''].join('\n');
  const groups = groupItems(sortItems(items));
  const byKind = REVIEW_KINDS.map((kind) => ({ kind, groups: groups.filter((group) => group.item.kind === kind) })).filter((kind) => kind.groups.length);
  const files = new Set(items.map((item) => item.file)).size;
  const counts = byKind.map(({ kind, groups: ofKind }) => `${ofKind.length} ${kind}`).join(', ');
  out.push(`${groups.length} change${groups.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}: ${counts}.`, '');
  for (const { kind, groups: ofKind } of byKind) {
    out.push(`### ${KIND_TITLES[kind]} (${ofKind.length})`, '');
    for (const group of ofKind.slice(0, limit)) out.push(renderGroup(group));
    if (ofKind.length > limit) out.push(`- … and ${ofKind.length - limit} more`);
    out.push('');
  }
  return out.join('\n');
}

/** How many changes a review lists: the same change in many goldens counts once. */
export function countChanges(items: readonly ReviewItem[]): number {
  return groupItems(items).length;
}

/** How a change is written: the review's Markdown, or the HTML of its page (html.ts). */
export interface Markup {
  /** A golden line, a file or an entry name. */
  code(text: string): string;
  /** Words of our own. */
  text(text: string): string;
}

const MARKDOWN: Markup = { code: codeSpan, text: markdownText };

/**
 * A group of one item is written as the item; a larger one writes the change
 * once, then every golden it shows in with its lines:
 * `` `button "Save"` → `button "Store"` — in 3 goldens: `a.snap:5`, …``
 */
export function describeGroup(group: ReviewGroup, markup: Markup): string {
  if (group.items.length === 1) return describeItem(group.item, markup);
  const { code } = markup;
  const { item } = group;
  const text = item.was !== undefined ? `${code(item.was)} → ${code(item.text)}` : code(item.text);
  const places = placesOf(group);
  const shown = places
    .slice(0, PLACES_SHOWN)
    .map((place) => code(`${place.file}:${place.lines.join(',')}`) + (place.entry === undefined ? '' : ` in ${code(place.entry)}`));
  if (places.length > PLACES_SHOWN) shown.push(`and ${places.length - PLACES_SHOWN} more`);
  const where = `in ${places.length} golden${places.length === 1 ? '' : 's'}${item.side === 'old' && item.was === undefined ? ' (lines of the old text)' : ''}`;
  return `${text}${annotations(item, markup)} — ${where}: ${shown.join(', ')}`;
}

/** `` `file:line` `was` → `now` — note`` */
export function describeItem(item: ReviewItem, markup: Markup): string {
  const { code } = markup;
  const place = code(`${item.file}:${item.line}`);
  const side = item.side === 'old' && item.was === undefined ? ' (old)' : '';
  const text = item.text === '' ? '' : item.was !== undefined ? ` ${code(item.was)} → ${code(item.text)}` : ` ${code(item.text)}`;
  const entry = item.entry === undefined ? '' : ` in ${code(item.entry)}`;
  return `${place}${entry}${side}${text}${annotations(item, markup)}`;
}

/** The note and, for a golden that cannot be read, the reason. */
function annotations(item: ReviewItem, { code, text }: Markup): string {
  return `${item.note ? ` — ${text(item.note)}` : ''}${item.reason ? ` — ${code(item.reason)}` : ''}`;
}

/** A Markdown list item of {@link describeGroup}. */
export function renderGroup(group: ReviewGroup): string {
  return `- ${describeGroup(group, MARKDOWN)}`;
}

/** A Markdown list item of {@link describeItem}. */
export function renderItem(item: ReviewItem): string {
  return `- ${describeItem(item, MARKDOWN)}`;
}
