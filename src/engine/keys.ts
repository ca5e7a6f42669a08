/**
 * Stable ids: which ids may name an element (NOTATION.md, "Key, count and
 * index"); the key itself and its count are the model's (model/tokens.ts).
 */

// Ids a framework or a build made up: they change between runs, so they
// cannot name an element in a golden file or a test. Anything outside
// [A-Za-z0-9_-] (React's `:r1:` and `«r1»`), a run of five or more digits,
// a hex hash, or a prefix well-known generators use.
const GENERATED_ID = [
  /[^A-Za-z0-9_-]/,
  /\d{5,}/,
  /(?=[a-f]*\d)(?=\d*[a-f])[0-9a-f]{8,}/i,
  /^(?:ember\d|mui-\d|radix-|headlessui-|downshift-|react-select-|rc_select_|__)/,
];

// A part of an id between separators that people write reads as words in
// one of the usual cases (`email`, `Billing`, `billingAddress`, `URLInput`),
// perhaps with a number after it (`address2`), or is a number, an ordinal
// (`3rd`) or a size (`3x3`).
const WORDS = /^(?:[A-Z]+|[A-Z]?[a-z]+)(?:[A-Z][a-z]+)*[A-Z]?\d*$/;
const NUMBER = /^\d+(?:st|nd|rd|th|x\d+)?$/i;
const VOWEL = /[aeiouy]/i;
// Humps of three letters or more (`billing`, `Address`): each has a vowel in
// words, and no word has five consonants in a row.
const HUMP = /[A-Z]?[a-z]{2,}|[A-Z]{3,}(?![a-z])/g;
const CONSONANTS = /[b-df-hj-np-tv-xz]{5}/i;

/**
 * True when a part of an id looks drawn at random: letters after a digit
 * (`V1St`, `x7Kp`), a mix of cases no naming style makes (`VStGXR`), a hump
 * without a vowel (`ZaniBmkLhf`) or five consonants in a row (`kqzxvt`). nanoid, shortid and the like give such
 * parts on every load, with or without a readable prefix.
 */
function isRandomPart(part: string): boolean {
  if (NUMBER.test(part)) return false;
  if (/\d[A-Za-z]/.test(part) || !WORDS.test(part)) return true;
  return (part.match(HUMP) ?? []).some((hump) => !VOWEL.test(hump)) || CONSONANTS.test(part);
}

/** True when an `id` looks hand-written and so can name its element. */
export function isStableId(id: string): boolean {
  if (id.length === 0 || id.length > 64 || GENERATED_ID.some((re) => re.test(id))) return false;
  return !id.split(/[-_]+/).some((part) => part !== '' && isRandomPart(part));
}
