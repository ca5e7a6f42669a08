/**
 * The command reads a page's text in the encoding Chromium reads it in: a
 * byte order mark, then the HTTP charset, then a `<meta>` in the first 1024
 * bytes, then, for a file or standard input (never a page from the network),
 * UTF-8 for bytes that are valid UTF-8, else windows-1252. Each
 * page of tests/charset-pages.ts from a file and over HTTP (this process, where
 * the decision is made), and from standard input (the built command, where the
 * process reads it). tests/browser/charset.spec.ts holds the same pages against
 * `--engine chromium`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openCharsetPages, SERVED_PAGES, UNLABELLED_PAGES, type CharsetPlaces } from '../charset-pages.js';
import { run } from './helpers.js';
import { spawnCommand } from './spawn.js';

let pages: CharsetPlaces;

beforeAll(async () => {
  pages = await openCharsetPages();
});

afterAll(() => pages.close());

/** The page's button line, without its ref; the whole output when there is none, so a failure shows it. */
function buttonLine(result: { code: number; stdout: string; stderr: string }): string {
  const line = result.stdout.split('\n').find((each) => /^e\d+ button /.test(each));
  return line?.replace(/^e\d+ /, '') ?? `code ${result.code}: ${result.stdout}${result.stderr}`;
}

describe('a page is read in the encoding the browser reads it in', () => {
  describe.each(UNLABELLED_PAGES)('$name', (page) => {
    test('from a file', async () => {
      expect(buttonLine(await run(pages.fileOf(page)))).toBe(page.line);
    });

    test('from standard input', { timeout: 30_000 }, async () => {
      expect(buttonLine(await spawnCommand(['-'], { stdin: { file: pages.fileOf(page) } }))).toBe(page.line);
    });
  });

  describe.each(SERVED_PAGES)('$name', (page) => {
    test('over HTTP', async () => {
      expect(buttonLine(await run(pages.urlOf(page)))).toBe(page.line);
    });
  });
});
