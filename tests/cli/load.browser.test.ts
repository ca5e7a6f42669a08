/**
 * How the command loads a page: its style sheets, its scripts' errors and the
 * stand-ins they call, the wait for the page to settle, and the bounds
 * (`--timeout`, `--max-bytes`). The built command is spawned against a local
 * server on 127.0.0.1, so that a hang is a child's, never this process's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { runCommand, type CommandRun } from '../support/command.js';
import { lines } from './helpers.js';

const HAS_CHROMIUM = existsSync('/usr/bin/chromium') || process.env.A11Y_CHROMIUM !== undefined;

/** Runs `main(argv)` in this process, its stderr captured (for usage errors, which load nothing). */
async function runInProcess(...argv: string[]): Promise<{ code: number; stderr: string }> {
  const written: string[] = [];
  const write = process.stderr.write;
  process.stderr.write = ((chunk: string) => written.push(String(chunk)) > 0) as typeof process.stderr.write;
  try {
    return { code: await main(argv), stderr: written.join('') };
  } finally {
    process.stderr.write = write;
  }
}

/** A failure: exit 1, nothing on stdout, exactly one line on stderr. */
function expectOneLineError(result: CommandRun): string {
  expect(result.code).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(/^a11y-snapshot: [^\n]+\n$/);
  return result.stderr;
}

let dir: string;
let server: Server;
let base: string;
const requested: string[] = [];

/** The pages and resources the server answers; `?ms=N` delays an answer by N ms. */
const ROUTES: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/styled.html': (_, response) =>
    html(
      response,
      `<!doctype html><title>Styled</title><link rel=stylesheet href="/site.css">
    <style>@import url("/imported.css");</style><script src="/app.js"></script>
    <button class=closed>Linked</button><button class=gone>Imported</button><button>Shown</button>`,
    ),
  '/site.css': (_, response) => css(response, '.closed { display: none }'),
  '/imported.css': (_, response) => css(response, '.gone { display: none }'),
  '/app.js': (_, response) => js(response, 'document.body.append(Object.assign(document.createElement("button"), { textContent: "Scripted" }))'),
  '/data.json': (request, response) => setTimeout(() => json(response, { label: 'From the server' }), delayOf(request)),
  '/fetching.html': (request, response) =>
    html(
      response,
      `<!doctype html><title>Fetching</title><main></main><script>
    fetch('/data.json?ms=${delayOf(request)}').then((r) => r.json()).then((data) => {
      if (!Array.isArray([data])) throw new Error('realm');
      document.querySelector('main').append(Object.assign(document.createElement('button'), { textContent: data.label }));
    });</script>`,
    ),
  '/stand-ins.html': (_, response) =>
    html(
      response,
      `<!doctype html><title>Stand-ins</title><main></main><script>
    const add = (text) => document.querySelector('main').append(Object.assign(document.createElement('button'), { textContent: text }));
    add(matchMedia('(min-width: 1024px) and (orientation: landscape)').matches ? 'Desktop' : 'Mobile');
    add(matchMedia('print').matches ? 'Print' : 'Screen');
    new IntersectionObserver((entries) => entries.forEach((e) => e.isIntersecting && add('Seen'))).observe(document.querySelector('main'));
    new ResizeObserver((entries) => add('Sized ' + entries.length)).observe(document.querySelector('main'));
    fetch('https://elsewhere.example/api').catch((error) => add('Refused ' + error.constructor.name));</script>`,
    ),
  '/hang': () => {}, // never answers
  '/hanging-script.html': (_, response) => html(response, '<!doctype html><title>Hanging</title><button>Before</button><script src="/hang"></script>'),
  '/hanging-image.html': (_, response) =>
    html(response, '<!doctype html><title>Hanging</title><button>Before</button><img alt="Logo" src="/hang"><script>fetch("/hang")</script>'),
  '/endless': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const write = () => (response.destroyed ? undefined : response.write(chunk) ? setImmediate(write) : response.once('drain', write));
    write();
  },
  '/endless-style.html': (_, response) =>
    html(response, '<!doctype html><title>Endless</title><link rel=stylesheet href="/endless"><button>Still here</button>'),
  '/big.html': (_, response) => html(response, `<!doctype html><title>Big</title><button>Big</button><!--${'x'.repeat(4000)}-->`),
};

function delayOf(request: IncomingMessage): number {
  return Number(new URL(request.url ?? '/', 'http://x').searchParams.get('ms') ?? 0);
}
function html(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}
function css(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'content-type': 'text/css' }).end(body);
}
function js(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
}
function json(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function writePage(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-load-'));
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requested.push(path);
    (ROUTES[path] ?? ((_, r: ServerResponse) => r.writeHead(404).end()))(request, response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

describe('cli/load', { timeout: 60_000 }, () => {
  describe('style sheets, without scripts', () => {
    test('an http page: its linked sheet and its @import apply, its script is neither run nor fetched', async () => {
      requested.length = 0;
      const result = await runCommand([`${base}/styled.html`]);
      expect(result.stderr).toBe('');
      const out = lines(result.stdout).slice(2);
      expect(out).toEqual(['e1 button "Shown"']);
      expect(requested).toEqual(expect.arrayContaining(['/styled.html', '/site.css', '/imported.css']));
      expect(requested).not.toContain('/app.js');
    });

    test('a file page: a linked file sheet applies', async () => {
      writePage('site.css', '.closed { visibility: hidden }');
      const page = writePage(
        'styled.html',
        '<!doctype html><title>Styled</title><link rel=stylesheet href="site.css"><button class=closed>Linked</button><button>Shown</button>',
      );
      const result = await runCommand([page]);
      expect(result.stderr).toBe('');
      expect(lines(result.stdout).slice(2)).toEqual(['e1 button "Shown"']);
    });

    test('a sheet that never ends is cut at --max-bytes: one line says so, the page is printed', async () => {
      const result = await runCommand([`${base}/endless-style.html`, '--max-bytes', '1048576']);
      expect(result.code).toBe(0);
      expect(lines(result.stdout).slice(2)).toEqual(['e1 button "Still here"']);
      expect(result.stderr).toBe(`a11y-snapshot: not loaded: "${base}/endless" is larger than 1 MB (--max-bytes)\n`);
    });
  });

  describe("--run-scripts: the page's own errors", () => {
    test('an unhandled rejection and a thrown error: one line each, and the snapshot', async () => {
      const page = writePage(
        'errors.html',
        `<!doctype html><title>Errors</title><button>Kept</button><script>
        document.addEventListener('DOMContentLoaded', async () => { await fetch('/api/orders'); });
        Promise.reject(new RangeError('nobody catches me'));
        throw new TypeError('page bug\\nsecond line');</script>`,
      );
      const result = await runCommand([page, '--run-scripts']);
      expect(result.code).toBe(0);
      expect(lines(result.stdout).slice(1)).toEqual([expect.stringMatching(/ settled$/), 'e1 button "Kept"']);
      expect(lines(result.stderr).sort()).toEqual([
        'a11y-snapshot: page error (uncaught): TypeError "page bug\\nsecond line"',
        'a11y-snapshot: page error (unhandled rejection): RangeError "nobody catches me"',
        expect.stringMatching(
          /^a11y-snapshot: page error \(unhandled rejection\): TypeError "Failed to fetch file:\/\/\/api\/orders: only the page's own http\(s\) origin is fetched"$/,
        ),
      ]);
    });

    test("fetch (same origin, in the page's realm), matchMedia, IntersectionObserver, ResizeObserver", async () => {
      const fetching = await runCommand([`${base}/fetching.html`, '--run-scripts']);
      expect(fetching.stderr).toBe('');
      expect(lines(fetching.stdout).slice(1)).toEqual([expect.stringMatching(/ settled$/), 'e1 button "From the server"']);
      const standIns = await runCommand([`${base}/stand-ins.html`, '--run-scripts']);
      expect(standIns.stderr).toBe('');
      expect(lines(standIns.stdout).slice(2).sort()).toEqual([
        'e1 button "Desktop"',
        'e2 button "Screen"',
        expect.stringMatching(/^e\d button "Refused TypeError"$/),
        expect.stringMatching(/^e\d button "Seen"$/),
        expect.stringMatching(/^e\d button "Sized 1"$/),
      ]);
    });
  });

  describe('the header is the truth: waiting for the page to settle', () => {
    test('jsdom --run-scripts waits for a fetch, and says loading when it gave up', async () => {
      const waited = await runCommand([`${base}/fetching.html?ms=700`, '--run-scripts']);
      expect(lines(waited.stdout).slice(1)).toEqual([expect.stringMatching(/ settled$/), 'e1 button "From the server"']);
      const gaveUp = await runCommand([`${base}/fetching.html?ms=9000`, '--run-scripts', '--timeout', '10000']);
      expect(gaveUp.code).toBe(0);
      expect(lines(gaveUp.stdout)).toEqual(['snapshot v2', `page "Fetching" url="${base}/fetching.html?ms=9000" loading(Network 1)`]);
    });

    test('jsdom --run-scripts: a root hidden until 200 ms after load is waited for', async () => {
      const page = writePage(
        'reveal.html',
        `<!doctype html><title>Reveal</title><body style="visibility: hidden"><button>Revealed</button>
        <script>addEventListener('load', () => setTimeout(() => document.body.removeAttribute('style'), 200));</script></body>`,
      );
      const result = await runCommand([page, '--run-scripts']);
      expect(lines(result.stdout).slice(1)).toEqual([expect.stringMatching(/ settled$/), 'e1 button "Revealed"']);
    });

    test('jsdom --run-scripts: a load event that never comes: what is there, loading, and one line', async () => {
      const result = await runCommand([`${base}/hanging-script.html`, '--run-scripts', '--timeout', '16000']);
      expect(result.code).toBe(0);
      expect(lines(result.stdout).slice(1)).toEqual([expect.stringMatching(/ loading\(Network 1\)$/), 'e1 button "Before"']);
      expect(result.stderr).toBe(`a11y-snapshot: "${base}/hanging-script.html" did not finish loading before --timeout (no load event): printed as it stood\n`);
    });

    test.skipIf(!HAS_CHROMIUM)('Chromium waits for a fetch, reveals, and says loading when the load never comes', { timeout: 60_000 }, async () => {
      const waited = await runCommand(['--engine', 'chromium', `${base}/fetching.html?ms=700`]);
      expect(waited.stderr).toBe('');
      expect(lines(waited.stdout).slice(1)).toEqual([expect.stringMatching(/ settled$/), 'e1 button "From the server"']);
      // The load never comes (an image), a fetch never ends: waited for until --timeout nears, then what is there, and one line.
      const hanging = await runCommand(['--engine', 'chromium', `${base}/hanging-image.html`, '--timeout', '8000']);
      expect(hanging.code).toBe(0);
      expect(lines(hanging.stdout).slice(1)).toEqual([
        `page "Hanging" url="${base}/hanging-image.html" loading(Network 2)`,
        'e1 button "Before"',
        'e2 img "Logo"',
      ]);
      expect(hanging.stderr).toBe(`a11y-snapshot: "${base}/hanging-image.html" did not finish loading before --timeout (no load event): printed as it stood\n`);
      const reveal = writePage(
        'reveal-chromium.html',
        `<!doctype html><title>Reveal</title><body style="visibility: hidden"><button>Revealed</button>
        <script>addEventListener('load', () => setTimeout(() => document.body.removeAttribute('style'), 200));</script></body>`,
      );
      const revealed = await runCommand(['--engine', 'chromium', reveal]);
      expect(lines(revealed.stdout).slice(1)).toEqual([expect.stringMatching(/ settled$/), 'e1 button "Revealed"']);
    });
  });

  describe('--timeout and --max-bytes bound the whole command', () => {
    test('a server that never answers: one line, exit 1', async () => {
      const message = expectOneLineError(await runCommand([`${base}/hang`, '--timeout', '800']));
      expect(message).toBe(`a11y-snapshot: cannot load "${base}/hang": timed out after 800 ms (--timeout)\n`);
    });

    test('a body that never ends, and standard input from /dev/zero: one line at the limit, exit 1', async () => {
      const endless = expectOneLineError(await runCommand([`${base}/endless`]));
      expect(endless).toBe(`a11y-snapshot: cannot load "${base}/endless": the body is larger than 50 MB (--max-bytes)\n`);
      const zero = expectOneLineError(await runCommand(['-'], { stdin: { file: '/dev/zero' } }));
      expect(zero).toBe('a11y-snapshot: standard input is larger than 50 MB (--max-bytes)\n');
      const device = expectOneLineError(await runCommand(['/dev/zero', '--max-bytes', '1000']));
      expect(device).toBe('a11y-snapshot: "/dev/zero" is larger than 1000 bytes (--max-bytes)\n');
    });

    test('--max-bytes lowers and raises the limit', async () => {
      expectOneLineError(await runCommand([`${base}/big.html`, '--max-bytes', '4000']));
      const raised = await runCommand([`${base}/big.html`, '--max-bytes', '5000']);
      expect(lines(raised.stdout).slice(2)).toEqual(['e1 button "Big"']);
    });

    test('bad values are usage errors', async () => {
      for (const [option, value] of [
        ['--timeout', '0'],
        ['--timeout', '1e3'],
        ['--max-bytes', '-5'],
        ['--timeout', '9999999999'],
      ]) {
        const result = await runInProcess(`${option}=${value}`);
        expect(result.code).toBe(2);
        expect(result.stderr).toMatch(new RegExp(`^a11y-snapshot: ${option} must be a whole number from 1 to \\d+, got "${value}" \\(see --help\\)\\n$`));
      }
    });

    test('jsdom --run-scripts: a page script that loops forever: one line, exit 1', async () => {
      const page = writePage('loop-jsdom.html', '<!doctype html><title>Loop</title><button>Never</button><script>for (;;) {}</script>');
      const message = expectOneLineError(await runCommand([page, '--run-scripts', '--timeout', '1500']));
      expect(message).toMatch(/^a11y-snapshot: cannot capture "file:\/\/[^"]*\/loop-jsdom.html": timed out after 1.5 s \(--timeout\)\n$/);
    });

    test.skipIf(!HAS_CHROMIUM)(
      'Chromium: a main thread that loops forever: one line, exit 1; the last capture if there was one',
      { timeout: 60_000 },
      async () => {
        const page = writePage('loop.html', '<!doctype html><title>Loop</title><button>Never</button><script>for (;;) {}</script>');
        // A counter, not a toggle: two looks never see the same page, however the machine's load spaces them.
        const later = writePage(
          'loop-later.html',
          '<!doctype html><title>Later</title><button>Seen 0</button><script>\n' +
            'const b = document.querySelector("button"); let n = 0; setInterval(() => { b.textContent = "Seen " + ++n; }, 100);\n' +
            'setTimeout(() => { for (;;) {} }, 2000);</script>',
        );
        const [looping, loopingLater] = await Promise.all([page, later].map((path) => runCommand(['--engine', 'chromium', path, '--timeout', '12000'])));
        expect(expectOneLineError(looping)).toMatch(/^a11y-snapshot: cannot capture "file:\/\/[^"]*\/loop.html": timed out after 12 s \(--timeout\)\n$/);
        expect(loopingLater.code).toBe(0);
        // It kept changing until it looped: not settled, nothing in flight.
        expect(lines(loopingLater.stdout).slice(1)).toEqual([expect.stringMatching(/ loading\(Network 0\)$/), expect.stringMatching(/^e1 button "Seen \d+"$/)]);
      },
    );
  });
});
