/**
 * Pages in several scripts and encodings, each with the line the command
 * prints for its button, as Chromium reads the page: held in jsdom by
 * tests/cli/charset.test.ts and against Chromium by
 * tests/browser/charset.spec.ts. A page "from" a file or standard input
 * carries no HTTP charset; a page served over HTTP carries its own
 * Content-Type.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A page as bytes, and the button line Chromium prints for it. */
export interface CharsetPage {
  name: string;
  bytes: Buffer;
  line: string;
}

/** A page served over HTTP with `contentType`. */
export interface ServedPage extends CharsetPage {
  contentType: string;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** "注文を削除" and "これは日本語の注文ページです。" in Shift_JIS. */
const SJIS_DELETE_ORDER = Buffer.from('928d95b682f08ded8f9c', 'hex');
const SJIS_SENTENCE = Buffer.from('82b182ea82cd93fa967b8cea82cc928d95b68379815b835782c582b78142', 'hex');

/** Bytes 0x93 and 0x94 are curly quotes and 0xE9 is é in windows-1252; none of them is UTF-8. */
const WINDOWS_1252_BUTTON = bytes('<button>Delete ', [0x93], 'Apollo', [0x94], ' caf', [0xe9], '?</button>');

/** Pages read from a file or from standard input: no charset but what the bytes say. */
export const UNLABELLED_PAGES: CharsetPage[] = [
  { name: 'Japanese', bytes: utf8('<title>注文</title><button>注文を削除</button>'), line: 'button "注文を削除"' },
  { name: 'Arabic', bytes: utf8('<html dir=rtl><button>حذف الطلب</button></html>'), line: 'button "حذف الطلب"' },
  { name: 'emoji', bytes: utf8('<button>🚀 Launch 👩🏽‍💻</button>'), line: 'button "🚀 Launch 👩🏽‍💻"' },
  { name: 'curly quotes', bytes: utf8('<button>Delete “Apollo”?</button>'), line: 'button "Delete “Apollo”?"' },
  { name: 'windows-1252 without <meta charset>', bytes: WINDOWS_1252_BUTTON, line: 'button "Delete “Apollo” café?"' },
  {
    name: 'windows-1252 with <meta charset>',
    bytes: Buffer.concat([utf8('<meta charset=windows-1252>'), WINDOWS_1252_BUTTON]),
    line: 'button "Delete “Apollo” café?"',
  },
  {
    name: 'windows-1252 with <meta http-equiv=Content-Type>',
    bytes: Buffer.concat([utf8('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">'), WINDOWS_1252_BUTTON]),
    line: 'button "Delete “Apollo” café?"',
  },
  // The byte order mark decides, over a <meta> that says otherwise.
  {
    name: 'UTF-8 BOM',
    bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('<meta charset=windows-1252><button>café “🚀”</button>')]),
    line: 'button "café “🚀”"',
  },
  {
    name: 'UTF-16LE BOM',
    bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<button>حذف 🚀 “注文”</button>', 'utf16le')]),
    line: 'button "حذف 🚀 “注文”"',
  },
  {
    name: 'UTF-16BE BOM',
    bytes: Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('<button>注文 é</button>', 'utf16le').swap16()]),
    line: 'button "注文 é"',
  },
  // A <meta> that contradicts the bytes wins, as in the browser: UTF-8 read as windows-1252.
  {
    name: '<meta charset> contradicting UTF-8 bytes',
    bytes: utf8('<meta charset=windows-1252><button>Delete “Apollo”</button>'),
    line: 'button "Delete â€œApolloâ€\\u009d"',
  },
  // Text in a legacy multi-byte encoding, declared: dense enough that read as UTF-8 it looks like binary data.
  {
    name: 'Shift_JIS with <meta charset>',
    bytes: Buffer.concat([utf8('<meta charset=shift_jis><button>'), SJIS_DELETE_ORDER, utf8('</button><p>'), ...Array(20).fill(SJIS_SENTENCE), utf8('</p>')]),
    line: 'button "注文を削除"',
  },
];

/** Pages served over HTTP: the Content-Type's charset decides, over a <meta> and over the bytes. */
export const SERVED_PAGES: ServedPage[] = [
  {
    name: 'Shift_JIS by Content-Type',
    contentType: 'text/html; charset=shift_jis',
    bytes: Buffer.concat([utf8('<meta charset=windows-1252><button>'), SJIS_DELETE_ORDER, utf8('</button>')]),
    line: 'button "注文を削除"',
  },
  // Chromium looks for UTF-8 only in a file: undeclared bytes from the network are windows-1252, whatever they hold.
  {
    name: 'UTF-8 without a charset',
    contentType: 'text/html',
    bytes: utf8('<button>Delete “Apollo” 注文 🚀</button>'),
    line: 'button "Delete â€œApolloâ€\\u009d æ³¨æ–‡ ðŸš€"',
  },
];

/** A file name for `page`. */
function fileNameOf(page: CharsetPage): string {
  return `${page.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.html`;
}

/** Where {@link openCharsetPages} put the pages: a file per unlabelled page, a URL per served one. */
export interface CharsetPlaces {
  fileOf(page: CharsetPage): string;
  urlOf(page: ServedPage): string;
  close(): Promise<void>;
}

/** Writes the unlabelled pages to a new folder and serves the served ones, each with its Content-Type, on a local port. */
export async function openCharsetPages(): Promise<CharsetPlaces> {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-charset-'));
  for (const page of UNLABELLED_PAGES) writeFileSync(join(dir, fileNameOf(page)), page.bytes);
  const server = createServer((request, response) => {
    const page = SERVED_PAGES.find((each) => request.url === `/${fileNameOf(each)}`);
    if (page) response.writeHead(200, { 'content-type': page.contentType }).end(page.bytes);
    else response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fileOf: (page) => join(dir, fileNameOf(page)),
    urlOf: (page) => `${base}/${fileNameOf(page)}`,
    async close() {
      rmSync(dir, { recursive: true, force: true });
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/** The page's button line, without its ref; the whole output when there is none, so a failure shows it. */
export function buttonLine(result: { code: number; stdout: string; stderr: string }): string {
  const line = result.stdout.split('\n').find((each) => /^e\d+ button /.test(each));
  return line?.replace(/^e\d+ /, '') ?? `code ${result.code}: ${result.stdout}${result.stderr}`;
}
