/**
 * The command (`--engine chromium`) waits for a page as Playwright's
 * `page.goto` does: for the load event, within `--timeout`, however long past
 * the 5 s it allows for settling after it. The command's own load and capture
 * (`captureSource`) run in this process, held against `page.goto` and a
 * capture of the same page in the test's browser; the page's style sheet and
 * script come from a local server after a delay longer than that 5 s.
 */
import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captureSource } from '../../src/cli/load.js';
import { SETTLE } from '../../src/settle/settle-wait.js';
import { capturePage } from '../../src/browser-page/capture-page.js';
import { format } from '../../src/notation/index.js';

/** Past the settle budget: a command that counted the load event as part of settling gave up before this. */
const LATE_MS = SETTLE.budget + 1500;

const PAGES: Record<string, string> = {
  '/late.html': `<!doctype html><title>Late</title><link rel=stylesheet href="/late.css">
    <button class=closed>Hidden by the late sheet</button><button>Shown</button><script src="/late.js"></script>`,
  '/never.html': '<!doctype html><title>Never</title><link rel=stylesheet href="/hang.css"><button>Before</button>',
};

let server: Server;
let base: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/late.css') setTimeout(() => response.writeHead(200, { 'content-type': 'text/css' }).end('.closed { display: none }'), LATE_MS);
    else if (path === '/late.js')
      setTimeout(
        () =>
          response
            .writeHead(200, { 'content-type': 'text/javascript' })
            .end('document.body.append(Object.assign(document.createElement("button"), { textContent: "Scripted" }))'),
        LATE_MS,
      );
    else if (path === '/hang.css')
      return; // never answers
    else if (PAGES[path]) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGES[path]);
    else response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

function lines(text: string): string[] {
  return text.replace(/\n$/, '').split('\n');
}

/** The command's output for `url` in Chromium, and what it wrote on stderr meanwhile. */
async function command(url: string, timeout?: number): Promise<{ lines: string[]; stderr: string[] }> {
  const stderr: string[] = [];
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string) => stderr.push(String(chunk)) > 0) as typeof process.stderr.write;
  try {
    const model = await captureSource({ kind: 'url', url }, { engine: 'chromium', runScripts: false, timeout });
    return { lines: lines(format(model)), stderr };
  } finally {
    process.stderr.write = write;
  }
}

test('the command waits for the load event as page.goto does, then prints the same lines; a load event that never comes is said in one line', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [late, never, reference] = await Promise.all([
    command(`${base}/late.html`),
    command(`${base}/never.html`, 8000),
    page.goto(`${base}/late.html`).then(() => capturePage(page)),
  ]);
  const expected = lines(format(reference));
  expect(late.lines[1]).toBe(`page "Late" url="${base}/late.html" settled`);
  expect(late.lines.slice(2)).toEqual(expected.slice(2));
  expect(expected.slice(2)).toEqual(['e1 button "Shown"', 'e2 button "Scripted"']);
  expect(late.stderr).toEqual([]);
  // Never loaded: the page as it stood, loading, and one line on stderr that says why.
  expect(never.lines.slice(1)).toEqual([`page "Never" url="${base}/never.html" loading(Network 1)`, 'e1 button "Before"']);
  expect(never.stderr).toEqual([`a11y-snapshot: "${base}/never.html" did not finish loading before --timeout (no load event): printed as it stood\n`]);
});
