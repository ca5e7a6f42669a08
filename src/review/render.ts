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
  /** Items printed per section before `… and N more`; default 100. */
  limit?: number;
}

/** The Markdown of a review, ending in a newline. */
export function renderReview(items: readonly ReviewItem[], options: RenderReviewOptions = {}): string {
  const limit = options.limit ?? 100;
  const out = [`## ${markdownText(options.title ?? 'Accessibility review')}`, ''];
  if (items.length === 0) return [...out, 'No accessibility changes.', ''].join('\n');
  const sorted = sortItems(items);
  const byKind = REVIEW_KINDS.map((kind) => ({ kind, items: sorted.filter((item) => item.kind === kind) })).filter((group) => group.items.length);
  const files = new Set(sorted.map((item) => item.file)).size;
  const counts = byKind.map(({ kind, items: group }) => `${group.length} ${kind}`).join(', ');
  out.push(`${sorted.length} change${sorted.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}: ${counts}.`, '');
  for (const { kind, items: group } of byKind) {
    out.push(`### ${KIND_TITLES[kind]} (${group.length})`, '');
    for (const item of group.slice(0, limit)) out.push(renderItem(item));
    if (group.length > limit) out.push(`- … and ${group.length - limit} more`);
    out.push('');
  }
  return out.join('\n');
}

/** `- `file:line` `was` → `now` note` */
export function renderItem(item: ReviewItem): string {
  const place = codeSpan(`${item.file}:${item.line}`);
  const side = item.side === 'old' && item.was === undefined ? ' (old)' : '';
  const text = item.text === '' ? '' : item.was !== undefined ? ` ${codeSpan(item.was)} → ${codeSpan(item.text)}` : ` ${codeSpan(item.text)}`;
  const entry = item.entry === undefined ? '' : ` in ${codeSpan(item.entry)}`;
  const note = item.note ? ` — ${markdownText(item.note)}` : '';
  const reason = item.reason ? ` — ${codeSpan(item.reason)}` : '';
  return `- ${place}${entry}${side}${text}${note}${reason}`;
}

