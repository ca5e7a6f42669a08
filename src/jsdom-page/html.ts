/** Telling a page from a file that is not one, before a parser makes an empty page of it. */
import { declaredEncoding, decodeAs } from './charset.js';

/** How many bytes of the start of a file are looked at. */
const SAMPLE = 8192;

/**
 * Whether `bytes` are binary data rather than a page: HTML never holds a NUL
 * (the HTML standard makes it a parse error, and no encoding a page may
 * declare puts one in ordinary text), and bytes that do not decode become
 * U+FFFD: more than one character in eight of those, or of C0 controls, is
 * not text. Bytes are decoded as UTF-8 first (most pages, and no sniffing to
 * load), then, if they fail, in the encoding the page declares: a page in
 * Shift_JIS is text once it says so. Undeclared, it is read as windows-1252
 * (charset.ts), whose few accented letters stay far below one in eight.
 */
export function isBinary(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) return false; // a UTF-16 byte order mark
  const start = bytes.subarray(0, SAMPLE);
  if (start.includes(0)) return true;
  if (!undecodable(Buffer.from(start.buffer, start.byteOffset, start.length).toString('utf8'))) return false;
  const declared = declaredEncoding(start);
  return declared === null || undecodable(decodeAs(start, declared));
}

/** Whether more than one character in eight of `text` is U+FFFD or a C0 control. */
function undecodable(text: string): boolean {
  return (text.match(/[\uFFFD\x01-\x08\x0E-\x1A]/g)?.length ?? 0) > text.length / 8;
}
