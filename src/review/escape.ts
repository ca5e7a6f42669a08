/**
 * The only ways text enters the review's Markdown and HTML. A page string, a
 * golden line, a file or entry name is shown with {@link codeSpan} (Markdown)
 * or {@link htmlText} (HTML); words of our own with {@link markdownText}.
 * Each shows control and invisible characters as `\u` escapes, so no string
 * can add a line, hide text or reorder what a reviewer reads.
 */
import { revealInvisible } from '../model/text.js';

/**
 * Text as a Markdown code span that shows it as it is: the fence is one
 * backtick longer than the longest run inside, and a space pads the text
 * when it starts or ends with a backtick or a space (CommonMark strips one).
 * Inside code, GitHub makes no tag, link, image, mention or reference.
 */
export function codeSpan(text: string): string {
  const shown = revealInvisible(text);
  // A loop, not Math.max(...runs): a line of 150,000 backtick runs would overflow the stack.
  let longest = 0;
  for (const run of shown.matchAll(/`+/g)) longest = Math.max(longest, run[0].length);
  const fence = '`'.repeat(longest + 1);
  const pad = /^[` ]|[` ]$/.test(shown) ? ' ' : '';
  return fence + pad + shown + pad + fence;
}

/**
 * Words of our own as Markdown prose, mid-line: a backslash (CommonMark lets
 * it escape any ASCII punctuation) before every character that could start
 * emphasis, a link, an image, a tag, an entity, a table cell, math, a
 * mention or a reference, and before a `:` or `.` that is not followed by a
 * space (an emoji code, a bare URL). A backslash does not stop GitHub from
 * linking `@name` or `#12` once rendered, so page text is never prose: it
 * goes in a {@link codeSpan}.
 */
export function markdownText(text: string): string {
  return revealInvisible(text).replace(/[\\`*_[\]<>!|~#@&$]|[:.](?=\S)/g, '\\$&');
}

/** Text as HTML text or attribute value. */
export function htmlText(text: string): string {
  return revealInvisible(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
