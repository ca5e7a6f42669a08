/**
 * The command reads a page's text in the encoding Chromium reads it in: a
 * byte order mark, then the HTTP charset, then a `<meta>` in the first 1024
 * bytes, then, for a file or standard input (never a page from the network),
 * UTF-8 for bytes that are valid UTF-8, else windows-1252. Each
 * page of tests/charset-pages.ts from a file and over HTTP, in this process,
 * where the decision is made; charset.process.test.ts reads them from
 * standard input (the built command, where the process reads it), and
 * tests/browser/charset.spec.ts against `--engine chromium`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buttonLine, openCharsetPages, SERVED_PAGES, UNLABELLED_PAGES, type CharsetPlaces } from '../charset-pages.js';
import { run } from './helpers.js';

let pages: CharsetPlaces;

beforeAll(async () => {
  pages = await openCharsetPages();
});

afterAll(() => pages.close());

describe('a page is read in the encoding the browser reads it in', () => {
  describe.each(UNLABELLED_PAGES)('$name', (page) => {
    test('from a file', async () => {
      expect(buttonLine(await run(pages.fileOf(page)))).toBe(page.line);
    });
  });

  describe.each(SERVED_PAGES)('$name', (page) => {
    test('over HTTP', async () => {
      expect(buttonLine(await run(pages.urlOf(page)))).toBe(page.line);
    });
  });
});
