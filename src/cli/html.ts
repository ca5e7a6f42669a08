/** Telling a page from a file that is not one, before a parser makes an empty page of it. */

/** How much of the start of a text is looked at. */
const SAMPLE = 8192;

/**
 * Whether `text` is binary data rather than a page: HTML never holds a NUL
 * (the HTML standard makes it a parse error, and no encoding a page may
 * declare puts one in ordinary text), and bytes that are not UTF-8 decode to
 * U+FFFD: more than one character in eight of those, or of C0 controls, is
 * not text.
 */
export function isBinary(text: string): boolean {
  const sample = text.slice(0, SAMPLE);
  const undecodable = sample.match(/[\uFFFD\x01-\x08\x0E-\x1A]/g)?.length ?? 0;
  return sample.includes('\0') || undecodable > sample.length / 8;
}
