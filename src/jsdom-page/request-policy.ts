/**
 * Which of a jsdom page's requests may go out, as a browser decides: a
 * `file:` URL only for a `file:` page (an http page, a `data:` page or one
 * read from standard input, whose address is about:blank, never reads the
 * machine's files), and without scripts only style sheets.
 *
 * A `file:` URL that names anything but a regular file is refused too:
 * jsdom opens it on libuv's thread pool, where a FIFO blocks its thread
 * until a writer comes, past every timeout and past the process's exit.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** A request as the dispatcher sees it. */
export interface PageRequest {
  url: string;
  /** The element that asked (a `<link>`, a `<script>`, an `<iframe>`), or null (XMLHttpRequest). */
  element: Element | null;
  /** The asking document's origin, as XMLHttpRequest gives it ("null" for a file's). */
  origin?: string;
  /** The asking document's address, when it is known from jsdom's own objects. */
  documentUrl?: string;
}

/** The page the command loads. */
export interface LoadedPage {
  url: string;
  runScripts: boolean;
}

/** Elements whose requests a page without scripts makes: style sheets and their `@import`s. */
const STYLE_OWNERS = new Set(['link', 'style']);

/** Why `request` may not go out, or undefined to let it go. */
export function refusedRequestError(request: PageRequest, page: LoadedPage): Error | undefined {
  if (/^file:/i.test(request.url)) {
    if (!/^file:/i.test(requesterUrl(request, page))) return new Error('a file: URL is loaded only for a file: page');
    const notRegular = notRegularFile(request.url);
    if (notRegular) return new Error(notRegular);
  }
  if (page.runScripts || (request.element && STYLE_OWNERS.has(request.element.localName))) return undefined;
  return new Error('not loaded without --run-scripts');
}

/**
 * The address of the document that asked, read from jsdom's own objects (a
 * page script can redefine `ownerDocument` or `URL` on the ones it sees). A
 * document with an about: address (`srcdoc`, about:blank) and a request with
 * no element count as the page's own; a request that names an http(s)
 * origin is that origin's.
 */
function requesterUrl(request: PageRequest, page: LoadedPage): string {
  const url = request.documentUrl ?? (request.element ? documentUrlOf(request.element) : undefined);
  if (url !== undefined) return /^about:/i.test(url) ? page.url : url;
  return request.origin === undefined || request.origin === 'null' ? page.url : request.origin;
}

interface Impl {
  _ownerDocument?: { URL?: unknown };
}

let implForWrapper: ((wrapper: unknown) => Impl | null) | undefined;

function documentUrlOf(element: Element): string | undefined {
  implForWrapper ??= (
    createRequire(createRequire(import.meta.url).resolve('jsdom'))('./generated/idl/utils.js') as { implForWrapper(wrapper: unknown): Impl | null }
  ).implForWrapper;
  const url = implForWrapper(element)?._ownerDocument?.URL;
  return typeof url === 'string' ? url : undefined;
}

/** Why the file a `file:` URL names cannot be read as a subresource, or undefined when it can. */
function notRegularFile(url: string): string | undefined {
  try {
    return statSync(fileURLToPath(url)).isFile() ? undefined : 'not a regular file';
  } catch {
    return undefined; // jsdom's own read says what is wrong (no such file)
  }
}
