/**
 * The command prints the same text in both engines for a page in any script
 * or encoding (tests/charset-pages.ts): from a file and over HTTP, where
 * Chromium decodes the bytes itself and jsdom is given the encoding
 * src/jsdom-page/charset.ts decides; and from standard input, where both engines are
 * given the text charset.ts decodes. Files and URLs are loaded in this
 * process; standard input is the built command's.
 */
import { test, expect } from '@playwright/test';
import { captureSource, type EngineChoice, type Source } from '../../src/cli/load.js';
import { format } from '../../src/notation/index.js';
import { openCharsetPages, SERVED_PAGES, UNLABELLED_PAGES, type CharsetPage, type CharsetPlaces } from '../charset-pages.js';
import { runCommand } from '../support/command.js';

let pages: CharsetPlaces;

test.beforeAll(async () => {
  pages = await openCharsetPages();
});

test.afterAll(() => pages.close());

/** The command's lines for `source` in `engine`, loaded in this process. */
async function inProcess(source: Source, engine: EngineChoice): Promise<string[]> {
  return format(await captureSource(source, { engine, runScripts: false }))
    .replace(/\n$/, '')
    .split('\n');
}

/** The built command's lines for `file` piped to its standard input. */
async function fromStdin(file: string, engine: EngineChoice): Promise<string[]> {
  const result = await runCommand(['-', '--engine', engine], { stdin: { file } });
  expect(result.stderr).toBe('');
  return result.stdout.replace(/\n$/, '').split('\n');
}

/** Both engines print the same lines, and among them the page's button as Chromium names it. */
function expectSameInBoth(jsdom: string[], chromium: string[], page: CharsetPage): void {
  expect(jsdom).toEqual(chromium);
  expect(chromium.map((line) => line.replace(/^e\d+ /, ''))).toContain(page.line);
}

for (const page of UNLABELLED_PAGES) {
  test(`${page.name}: the same text in jsdom and Chromium, from a file and from standard input`, async () => {
    const file = pages.fileOf(page);
    expectSameInBoth(await inProcess({ kind: 'file', path: file }, 'jsdom'), await inProcess({ kind: 'file', path: file }, 'chromium'), page);
    expectSameInBoth(await fromStdin(file, 'jsdom'), await fromStdin(file, 'chromium'), page);
  });
}

for (const page of SERVED_PAGES) {
  test(`${page.name}: the same text in jsdom and Chromium over HTTP`, async () => {
    const url = pages.urlOf(page);
    expectSameInBoth(await inProcess({ kind: 'url', url }, 'jsdom'), await inProcess({ kind: 'url', url }, 'chromium'), page);
  });
}
