/**
 * The review as a GitHub job summary. GitHub refuses a step's summary
 * past 1 MiB (and shows none of it), while a review has no bound: a golden
 * line can be megabytes long. So the summary keeps the review's first lines,
 * most serious first, while they fit, and ends with one line saying how
 * much was left out and where the full review is. A line is never cut in
 * the middle: half a code span would turn page text into Markdown.
 */
import { appendFileSync, statSync } from 'node:fs';
import { codeSpan } from './escape.js';

/** What GitHub accepts in one step's job summary, in bytes. */
export const SUMMARY_LIMIT = 1024 * 1024;

/** Where the full review is: a file, or the output of a command (the job's log). */
export type FullReview = { file: string } | { command: string };

/**
 * The text to append to a job summary that has `budget` bytes left: the
 * review and a blank line, or, when that does not fit, its first whole lines
 * and a note. Never longer than `budget` bytes of UTF-8; empty when not even
 * the note fits.
 */
export function fitSummary(markdown: string, where: FullReview, budget: number = SUMMARY_LIMIT): string {
  const whole = markdown + '\n';
  if (Buffer.byteLength(whole) <= budget) return whole;
  const lines = markdown.endsWith('\n') ? markdown.slice(0, -1).split('\n') : markdown.split('\n');
  const total = Buffer.byteLength(markdown);
  // The note left out is never longer than the one for everything: reserve that.
  const room = budget - Buffer.byteLength(noteLine(lines.length, total, where));
  if (room < 0) return '';
  let kept = 0;
  let used = 0;
  for (const line of lines) {
    const size = Buffer.byteLength(line) + 1;
    if (used + size > room) break;
    used += size;
    kept++;
  }
  return lines.slice(0, kept).join('\n') + (kept ? '\n' : '') + noteLine(lines.length - kept, total - used, where);
}

/**
 * A paragraph of its own (the blank line ends a list before it), the place
 * in a code span: `Cut to fit …, left out: the last 3 lines of the review
 * (5.2 MiB). The full review is in `review.md`.`
 */
function noteLine(lines: number, bytes: number, where: FullReview): string {
  const count = `${lines.toLocaleString('en-US')} line${lines === 1 ? '' : 's'}`;
  const place = 'file' in where ? `in ${codeSpan(where.file)}` : `in the job log, the output of ${codeSpan(where.command)}`;
  return `\nCut to fit the 1 MiB GitHub keeps of a job summary, left out: the last ${count} of the review (${size(bytes)}). The full review is ${place}.\n\n`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/**
 * Appends the review to the job summary file at `path`, cut to what the step
 * has left of GitHub's limit (the file may hold earlier output of the step).
 */
export function appendSummary(path: string, markdown: string, where: FullReview): void {
  let written = 0;
  try {
    written = statSync(path).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const text = fitSummary(markdown, where, SUMMARY_LIMIT - written);
  if (text) appendFileSync(path, text);
}
