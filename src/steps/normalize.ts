/**
 * The folding behind the `norm` tier: two texts match at `norm` when
 * {@link normalizeText} gives the same string for both. It forgives what a
 * reader does not see or does not type, and nothing a reader would call a
 * different word.
 */

// Apostrophes (and what typography and keyboards put in their place) join a
// word: "Don’t", "Don't" and "Dont" are one spelling. Removed before NFKD,
// which would turn U+00B4 into a space and a combining accent.
// ' ‘ ’ ‛ ` ´ ʼ ′ ＇
const APOSTROPHES = /['\u2018\u2019\u201b`\u00b4\u02bc\u2032\uff07]/g;

// Diacritics: the combining marks NFKD splits off ("é" → "e" + U+0301).
const MARKS = /\p{M}/gu;

// Letters NFKD leaves whole but readers treat as plain Latin ones.
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ς: 'σ',
};
const LETTER = /[ßæœøłđðþıħŧŋς]/g;

// Invisible format characters (soft hyphen, zero-width space and joiners,
// bidi marks, BOM): they split a word for the machine only.
const FORMAT = /\p{Cf}/gu;

// Every other punctuation (quotes, dashes, brackets, dots, commas, ...),
// every space (NBSP and the other Unicode spaces), controls and the minus
// sign separate words: a run of them is one space.
const SEPARATORS = /[\p{P}\p{Z}\p{Cc}\s\u2212]+/gu;

/**
 * Folds a text for the `norm` tier, in this order:
 * 1. apostrophes `' ‘ ’ ‛ \` ´ ʼ ′ ＇` are removed ("Don’t" → "Dont");
 * 2. Unicode NFKD: compatibility forms fold (ligature "ﬁ" → "fi", fullwidth
 *    "Ａ" → "A", "…" → "...", NBSP → space) and accents split off;
 * 3. lower case (locale-independent `toLowerCase`);
 * 4. combining marks are removed ("Café" → "cafe", "İ" → "i");
 * 5. `ß æ œ ø ł đ ð þ ı ħ ŧ ŋ` become `ss ae oe o l d d th i h t n`, final
 *    sigma `ς` becomes `σ`;
 * 6. format characters (`\p{Cf}`: soft hyphen, zero-width characters, bidi
 *    marks) are removed;
 * 7. every run of punctuation (`\p{P}`: quotes “ ” « », dashes - – —,
 *    brackets, `. , : ; ! ? # & * @ /`), whitespace and spaces of any kind
 *    (`\p{Z}`, NBSP), controls and the minus sign `−` becomes one space, and
 *    the ends are trimmed.
 * Symbols (`\p{S}`: `+ $ € © =` and emoji) and digits stay: "C++" and "C#"
 * do not fold together, nor do "+" and "−".
 * So "  Save – “Draft” " and "save draft" fold alike, and "Wi-Fi" and "Wi Fi".
 */
export function normalizeText(text: string): string {
  return text
    .replace(APOSTROPHES, '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(LETTER, (letter) => LETTERS[letter] ?? letter)
    .replace(FORMAT, '')
    .replace(SEPARATORS, ' ')
    .trim();
}
