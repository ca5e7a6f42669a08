// The command on a page whose style sheet and script arrive late, against
// Playwright's `page.goto` (which waits for the load event) + `ariaSnapshot()`
// on the same page: do they list the same elements (role and name, in order)?
// Run alone: `node bench/command-load.mjs` (after a build) prints one row per delay.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../dist/browser-page/browser.js';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

/** 3 s (a slow host), and past the command's 5 s settle budget. */
export const LATE_DELAYS = [3000, 6500];

const PAGE = `<!doctype html><title>Late</title><link rel=stylesheet href="/late.css">
<button class=closed>Hidden by the late sheet</button><button>Shown</button><script src="/late.js"></script>`;

function serve(delay) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/late.css') setTimeout(() => response.writeHead(200, { 'content-type': 'text/css' }).end('.closed { display: none }'), delay);
    else if (path === '/late.js')
      setTimeout(
        () =>
          response
            .writeHead(200, { 'content-type': 'text/javascript' })
            .end('document.body.append(Object.assign(document.createElement("button"), { textContent: "Scripted" }))'),
        delay,
      );
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

function runCommand(url) {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, url, '--engine', 'chromium'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.on('error', fail);
    child.on('close', () => done({ stdout, ms: performance.now() - started }));
  });
}

/** `role "name"` of each line of the command's output (refs and header left out). */
function commandPairs(stdout) {
  return stdout
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => /^(?:e\d+ )?(\w+) ("(?:[^"\\]|\\.)*")/.exec(line)?.slice(1).join(' ') ?? line);
}

/** `role "name"` of each line of Playwright's aria snapshot. */
function ariaPairs(yaml) {
  return yaml
    .split('\n')
    .map((line) => /^\s*- (\w+) ("(?:[^"\\]|\\.)*")/.exec(line)?.slice(1).join(' '))
    .filter(Boolean);
}

/** For each delay: whether the command lists what `page.goto` + `ariaSnapshot()` lists, and how long each took. */
export async function measureCommandLoad(delays = LATE_DELAYS) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows = [];
  try {
    for (const delay of delays) {
      const server = await serve(delay);
      const url = `http://127.0.0.1:${server.address().port}/`;
      try {
        const page = await browser.newPage();
        const started = performance.now();
        const [command, { aria, gotoMs }] = await Promise.all([
          runCommand(url),
          page.goto(url).then(async () => ({ aria: await page.locator('body').ariaSnapshot(), gotoMs: performance.now() - started })),
        ]);
        await page.close();
        const ours = commandPairs(command.stdout);
        const theirs = ariaPairs(aria);
        const header = command.stdout.split('\n')[1] ?? '';
        rows.push({
          delay,
          same: JSON.stringify(ours) === JSON.stringify(theirs),
          ours,
          theirs,
          settled: / settled$/.test(header),
          commandMs: command.ms,
          gotoMs,
        });
      } finally {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await measureCommandLoad()) {
    console.log(
      `the command on a page whose styles load in ${row.delay / 1000} s | page.goto + ariaSnapshot() | same lines: ${row.same ? 'yes' : 'no'} (${row.ours.join(', ')} vs ${row.theirs.join(', ')}); header ${row.settled ? 'settled' : 'not settled'}; command ${(row.commandMs / 1000).toFixed(1)} s, goto ${(row.gotoMs / 1000).toFixed(1)} s`,
    );
  }
}
