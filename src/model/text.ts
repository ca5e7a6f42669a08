/**
 * Page text, made safe to print. The engine folds every string the page
 * controls with {@link foldText} before it enters the model; the notation
 * prints it with {@link quote}. A page therefore cannot add a line, forge a
 * ref, a count or a flag, nor hide text from a reviewer.
 */

/** Longest page string a line carries; longer ones end in `…`. */
export const MAX_TEXT = 200;

/** Longest text a reading line carries (a paragraph); the rest is counted (`more:N`), for `find` or `scope` to read. */
export const MAX_READ_TEXT = 1000;

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
  // Only the first 200 characters are kept: fold a growing start of a long
  // text until it gives more than that (one labelling element of 60 kB,
  // named by 400 controls, would otherwise be folded whole 800 times).
  for (let length = 1024; length < text.length; length *= 4) {
    const start = foldStart(text.slice(0, length));
    if (start.length > MAX_TEXT + 1) return truncate(start);
  }
  let folded = foldStart(text);
  if (folded.charCodeAt(folded.length - 1) === 32) folded = folded.slice(0, -1);
  return truncate(folded);
}

/**
 * A reading line's text: folded as {@link foldText} folds, cut at
 * `limit` characters ({@link MAX_READ_TEXT}; `find` reads whole texts), `…`
 * inside the quotes and `more` counting what was cut.
 */
export function foldReading(text: string, limit = MAX_READ_TEXT): { text: string; more?: number } {
  const folded = foldStart(text).replace(/ $/, '');
  if (folded.length <= limit) return { text: folded };
  let end = limit;
  const last = folded.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return { text: folded.slice(0, end) + '…', more: folded.length - end };
}

/** Whitespace runs as one space, none at the start: the folded text begins with this of any start of it. */
function foldStart(text: string): string {
  const folded = text.replace(ASCII_WHITESPACE, ' ');
  return folded.charCodeAt(0) === 32 ? folded.slice(1) : folded;
}

function truncate(text: string): string {
  if (text.length <= MAX_TEXT) return text;
  let end = MAX_TEXT;
  // Never split a surrogate pair: half of one would print as an escape.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end) + '…';
}

// Code points JSON leaves raw that a terminal, editor or pull-request view
// would show as nothing, or would break a line at, join or reorder by:
// Unicode's Default_Ignorable_Code_Point (soft hyphen, zero-width and bidi
// controls, Hangul fillers, variation selectors, tag characters; the
// property reserves its unassigned ranges, so it has stayed the same from
// Unicode 15, in Node 20.0, to 17); C1 controls; the line and paragraph
// separators; the interlinear annotation controls; the Egyptian hieroglyph
// format controls. C0 controls and lone surrogates are escaped as JSON does.
const INVISIBLE_CLASS = String.raw`[\p{Default_Ignorable_Code_Point}\u007f-\u009f\u2028\u2029\ufff9-\ufffb\u{13430}-\u{1343f}]`;

// An emoji sequence shows as one picture, so the joiner and selectors inside
// it hide nothing: a pictograph with a skin tone or a presentation selector,
// a keycap, or the three subdivision flags (the only tag sequences that
// draw: any other black flag with tags shows a plain flag and hides the
// tags' text), joined by U+200D. Extended_Pictographic covers code points
// not yet assigned, so the set does not move with the Unicode version.
const FLAG_TAGS = String.raw`\u{e0067}\u{e0062}(?:\u{e0065}\u{e006e}\u{e0067}|\u{e0073}\u{e0063}\u{e0074}|\u{e0077}\u{e006c}\u{e0073})\u{e007f}`;
const EMOJI_ELEMENT = String.raw`(?:\u{1f3f4}${FLAG_TAGS}|\p{Extended_Pictographic}[\u{1f3fb}-\u{1f3ff}\ufe0e\ufe0f]?|[#*0-9](?:\ufe0f\u20e3?|\ufe0e))`;
const EMOJI_SEQUENCE = String.raw`${EMOJI_ELEMENT}(?:\u200d${EMOJI_ELEMENT})*`;

// With the u flag a surrogate pair is one code point, so the class
// `[\ud800-\udfff]` finds only halves without their partner.
const JSON_SPECIAL = String.raw`["\\\u0000-\u001f\ud800-\udfff]`;
const CONTROL_OR_LONE = String.raw`[\u0000-\u001f\ud800-\udfff]`;
// One pass over the raw text, an emoji sequence matched first and kept
// whole: scanning JSON's output instead would take the last digit of an
// escape such as `\u0000` for a keycap's, and leave a U+FE0F after it raw.
const TO_QUOTE = new RegExp(`(${EMOJI_SEQUENCE})|${JSON_SPECIAL}|${INVISIBLE_CLASS}`, 'gu');
const TO_REVEAL = new RegExp(`(${EMOJI_SEQUENCE})|${CONTROL_OR_LONE}|${INVISIBLE_CLASS}`, 'gu');
// Most text with emoji holds nothing to escape: one test spares a call per emoji.
const NEEDS_QUOTING = new RegExp(`${JSON_SPECIAL}|${INVISIBLE_CLASS}`, 'u');
const NEEDS_REVEALING = new RegExp(`${CONTROL_OR_LONE}|${INVISIBLE_CLASS}`, 'u');

/** JSON's short escapes; every other character it escapes is written `\uXXXX`. */
const SHORT_ESCAPES: Readonly<Record<string, string>> = { '"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `\u` and four hex digits per UTF-16 unit, as JSON spells a character it escapes. */
function escapeUnits(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += '\\u' + text.charCodeAt(i).toString(16).padStart(4, '0');
  return out;
}

// Printable ASCII without a quote or a backslash: JSON leaves it as it is and
// none of it is invisible. Most page strings are such, and quoting them so
// skips the scan for emoji and invisible characters.
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * A JSON string literal, as `JSON.stringify` writes it, except that every
 * invisible code point outside an emoji sequence shows as a `\u` escape (a
 * code point past U+FFFF as the escapes of its two surrogates), so that
 * `JSON.parse` gives back the very same text.
 */
export function quote(text: string): string {
  if (PLAIN.test(text) || !NEEDS_QUOTING.test(text)) return '"' + text + '"';
  return '"' + text.replace(TO_QUOTE, (found: string, emoji: string | undefined) => emoji ?? SHORT_ESCAPES[found] ?? escapeUnits(found)) + '"';
}

/**
 * Raw text for an error message: left as typed (no JSON escaping of quotes
 * or backslashes, so a quoted input reads as it was written), except that
 * controls, invisible characters and lone surrogates show as `\u` escapes,
 * the same ones {@link quote} writes.
 */
export function revealInvisible(text: string): string {
  if (!NEEDS_REVEALING.test(text)) return text;
  return text.replace(TO_REVEAL, (found: string, emoji: string | undefined) => emoji ?? escapeUnits(found));
}
