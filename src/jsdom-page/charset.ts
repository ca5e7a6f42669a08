/**
 * The encoding a page's bytes are read in, decided as Chromium decides it: a
 * byte order mark; then the charset of the HTTP Content-Type; then a `<meta
 * charset>` or `<meta http-equiv=Content-Type>` in the first 1024 bytes (the
 * HTML standard's prescan); then, for a local file, UTF-8 when the bytes are
 * valid UTF-8; else windows-1252 (Chromium's default for most locales).
 * Chromium looks for UTF-8 in undeclared bytes only in a file: a page over
 * HTTP or in a data: URL that declares nothing is windows-1252 there, however
 * its bytes read. Standard input is taken as the file it almost always is
 * (`- < page.html`). jsdom alone stops at windows-1252 everywhere, which turns
 * every non-ASCII character of an undeclared UTF-8 file (most pages saved to
 * disk, most test pages) into mojibake.
 *
 * The first three steps are jsdom's own sniffer and its MIME type parser,
 * loaded from jsdom's dependencies, so that the command and jsdom can never
 * read the same declaration two ways.
 */
import { isUtf8 } from 'node:buffer';
import { createRequire } from 'node:module';

/** The HTML standard's encoding sniffing, as html-encoding-sniffer exports it. */
type Sniffer = (bytes: Uint8Array, options: { xml?: boolean; transportLayerEncodingLabel?: string; defaultEncoding?: string }) => string;

/** What of whatwg-mimetype's MIMEType is used here. */
interface MimeType {
  parameters: Map<string, string>;
  isXML(): boolean;
  toString(): string;
}

interface JsdomParts {
  sniff: Sniffer;
  parseMimeType: (text: string) => MimeType | null;
  decode: (bytes: Uint8Array, encoding: string) => string;
}

let parts: JsdomParts | undefined;

/** The modules jsdom itself reads a page's encoding with, resolved from jsdom's own folder. */
function jsdomParts(): JsdomParts {
  if (parts) return parts;
  const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom'));
  const { MIMEType } = fromJsdom('whatwg-mimetype') as { MIMEType: { parse(text: string): MimeType | null } };
  const { legacyHookDecode } = fromJsdom('@exodus/bytes/encoding.js') as { legacyHookDecode: (bytes: Uint8Array, encoding: string) => string };
  parts = { sniff: fromJsdom('html-encoding-sniffer') as Sniffer, parseMimeType: (text) => MIMEType.parse(text), decode: legacyHookDecode };
  return parts;
}

/** What the sniffer answers when nothing declares an encoding: no encoding has this name. */
const UNDECLARED = 'undeclared';

/**
 * The encoding a BOM, the Content-Type's charset or a `<meta>` in the first
 * 1024 bytes declares (a canonical WHATWG name, such as `UTF-8`,
 * `windows-1252` or `Shift_JIS`), or null when none does.
 */
export function declaredEncoding(bytes: Uint8Array, contentType?: string | null): string | null {
  const { sniff, parseMimeType } = jsdomParts();
  const type = contentType ? parseMimeType(contentType) : null;
  const encoding = sniff(bytes, { xml: type?.isXML() ?? false, transportLayerEncodingLabel: type?.parameters.get('charset'), defaultEncoding: UNDECLARED });
  return encoding === UNDECLARED ? null : encoding;
}

/** Whether undeclared bytes at `url` may be read as UTF-8: a file's, or standard input's (about:blank), as Chromium reads a file. */
function isLocal(url: string): boolean {
  return /^(?:file|about):/i.test(url);
}

/** The encoding the page at `url` is read in: the declared one, else UTF-8 for a local file of valid UTF-8, else windows-1252. */
export function pageEncoding(bytes: Uint8Array, url: string, contentType?: string | null): string {
  return declaredEncoding(bytes, contentType) ?? (isLocal(url) && isUtf8(bytes) ? 'UTF-8' : 'windows-1252');
}

/** `bytes` read in `encoding` as jsdom reads them (a BOM, not part of the text, decides over `encoding`). */
export function decodeAs(bytes: Uint8Array, encoding: string): string {
  return jsdomParts().decode(bytes, encoding);
}

/** The text of the page at `url`, read in its encoding: Chromium's `setContent` takes text, not bytes. */
export function decodePage(bytes: Uint8Array, url: string): string {
  return decodeAs(bytes, pageEncoding(bytes, url));
}

/**
 * The Content-Type to give jsdom for the page at `url`: its own, or
 * `text/html`, with the page's encoding as its charset, since jsdom would
 * fall back to windows-1252 where a file's bytes are UTF-8. An XML type is left as it is (XML
 * falls back to UTF-8 in jsdom already), and so is one that does not parse
 * (jsdom says why it cannot load the page).
 */
export function contentTypeWithEncoding(bytes: Uint8Array, url: string, contentType?: string | null): string {
  const type = jsdomParts().parseMimeType(contentType ?? 'text/html');
  if (!type || type.isXML()) return contentType ?? 'text/html';
  type.parameters.set('charset', pageEncoding(bytes, url, contentType));
  return type.toString();
}
