/**
 * Page text, made safe to print. The engine folds every string the page
 * controls with {@link foldText} before it enters the model; the notation
 * prints it with {@link quote}. A page therefore cannot add a line, forge a
 * ref, a count or a flag, nor hide text from a reviewer.
 */

/** Longest page string a line carries; longer ones end in `…`. */
export const MAX_TEXT = 200;

const ASCII_WHITESPACE = /[\t\n\f\r ]+/g;
// Most page text is folded already: ASCII whitespace other than single inner
// spaces is what folding changes, and a test allocates nothing.
const NEEDS_FOLDING = /[\t\n\f\r]| {2}|^ | $/;

/**
 * Folds runs of ASCII whitespace to one space and trims, as browsers do for
 * accessible names (accname 1.2 §4.3.2 step 2); U+00A0 and other spaces stay.
 * Text longer than {@link MAX_TEXT} is cut there and ends with `…`.
 */
export function foldText(text: string): string {
  if (!NEEDS_FOLDING.test(text)) return truncate(text);
  let folded = text.replace(ASCII_WHITESPACE, ' ');
  if (folded.charCodeAt(0) === 32) folded = folded.slice(1);
  if (folded.charCodeAt(folded.length - 1) === 32) folded = folded.slice(0, -1);
  return truncate(folded);
}

function truncate(text: string): string {
  if (text.length <= MAX_TEXT) return text;
  let end = MAX_TEXT;
  // Never split a surrogate pair: half of one would print as an escape.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end) + '…';
}

// Characters JSON leaves raw that a terminal, editor or pull-request view
// would hide, join or reorder: C1 controls, soft hyphen, bidi marks and
// overrides, zero-width characters, line and paragraph separators, the BOM.
const INVISIBLE = /[\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

function escapeInvisible(char: string): string {
  return '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0');
}

// Printable ASCII without a quote or a backslash: JSON leaves it as it is and
// none of it is invisible. Most page strings are such, and quoting them so skips
// the serialiser and the second scan (a line prints two or three strings).
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** A JSON string literal that shows every invisible character as an escape. */
export function quote(text: string): string {
  if (PLAIN.test(text)) return '"' + text + '"';
  return JSON.stringify(text).replace(INVISIBLE, escapeInvisible);
}

// Controls JSON would escape, and surrogate halves without their partner.
const CONTROL_OR_LONE = /[\u0000-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Raw text for an error message: left as typed (no JSON escaping of quotes
 * or backslashes, so a quoted input reads as it was written), except that
 * controls, invisible characters and lone surrogates show as `\u` escapes.
 */
export function revealInvisible(text: string): string {
  return text.replace(CONTROL_OR_LONE, escapeInvisible).replace(INVISIBLE, escapeInvisible);
}
