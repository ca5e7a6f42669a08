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
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileNameOf, SERVED_PAGES, UNLABELLED_PAGES } from '../charset-pages.js';
import { run } from './helpers.js';
import { spawnCommand } from './spawn.js';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-charset-'));
  for (const page of UNLABELLED_PAGES) writeFileSync(join(dir, fileNameOf(page)), page.bytes);
  server = createServer((request, response) => {
    const page = SERVED_PAGES.find((each) => request.url === `/${fileNameOf(each)}`);
    if (page) response.writeHead(200, { 'content-type': page.contentType }).end(page.bytes);
    else response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** The page's button line, without its ref; the whole output when there is none, so a failure shows it. */
function buttonLine(result: { code: number; stdout: string; stderr: string }): string {
  const line = result.stdout.split('\n').find((each) => /^e\d+ button /.test(each));
  return line?.replace(/^e\d+ /, '') ?? `code ${result.code}: ${result.stdout}${result.stderr}`;
}

describe('a page is read in the encoding the browser reads it in', () => {
  describe.each(UNLABELLED_PAGES)('$name', (page) => {
    test('from a file', async () => {
      expect(buttonLine(await run(join(dir, fileNameOf(page))))).toBe(page.line);
    });

    test('from standard input', { timeout: 30_000 }, async () => {
      expect(buttonLine(await spawnCommand(['-'], { stdin: { file: join(dir, fileNameOf(page)) } }))).toBe(page.line);
    });
  });

  describe.each(SERVED_PAGES)('$name', (page) => {
    test('over HTTP', async () => {
      expect(buttonLine(await run(`${base}/${fileNameOf(page)}`))).toBe(page.line);
    });
  });
});
