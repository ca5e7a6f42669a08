/**
 * The pages of tests/charset-pages.ts from standard input, read by the built
 * command (where the process reads it) in the encoding Chromium reads them in:
 * charset.test.ts holds the rule and the same pages from a file and over HTTP.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buttonLine, openCharsetPages, UNLABELLED_PAGES, type CharsetPlaces } from '../charset-pages.js';
import { runCommand } from '../support/command.js';

let pages: CharsetPlaces;

beforeAll(async () => {
  pages = await openCharsetPages();
});

afterAll(() => pages.close());

describe.each(UNLABELLED_PAGES)('$name', (page) => {
  test('from standard input', async () => {
    expect(buttonLine(await runCommand(['-'], { stdin: { file: pages.fileOf(page) } }))).toBe(page.line);
  });
});
