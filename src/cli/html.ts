/** Telling a page from a file that is not one, before a parser makes an empty page of it. */

/** How many bytes of the start of a file are looked at. */
const SAMPLE = 8192;

/**
 * Whether `bytes` are binary data rather than a page: HTML never holds a NUL
 * (the HTML standard makes it a parse error, and no encoding a page may
 * declare puts one in ordinary text), and bytes that are not UTF-8 decode to
 * U+FFFD: more than one character in eight of those, or of C0 controls, is
 * not text.
 */
export function isBinary(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) return false; // a UTF-16 byte order mark
  const sample = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, SAMPLE)).toString('utf8');
  const undecodable = sample.match(/[\uFFFD\x01-\x08\x0E-\x1A]/g)?.length ?? 0;
  return sample.includes('\0') || undecodable > sample.length / 8;
}
