/**
 * A page reads the machine's files only when it is a file itself, as in a
 * browser: an http page, or a page from standard input (about:blank), gets
 * no `file:` style sheet, `@import`, script, frame or XMLHttpRequest. And a
 * file page's `file:` subresource that is not a regular file (a FIFO) is not
 * waited for. The command runs against a server on 127.0.0.1: in this
 * process, where what it decides is the point (the page's requests), and as
 * the built command where the process is (standard input, a read that
 * would block).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from './helpers.js';
import { runCommand } from '../support/command.js';

let dir: string;
let server: Server;
let base: string;
const fileUrl = (name: string) => pathToFileURL(join(dir, name)).href;

/** The pages the server answers, each reaching for a local file. */
function pages(): Record<string, string> {
  return {
    '/link.html': `<title>Link</title><link rel=stylesheet href="${fileUrl('secret.css')}"><button class=secret>Kept</button>`,
    '/import.html': `<title>Import</title><style>@import url("${fileUrl('secret.css')}");</style><button class=secret>Kept</button>`,
    '/script.html': `<title>Script</title><script src="${fileUrl('secret.js')}"></script><button>Here</button>`,
    '/frame.html': `<title>Frame</title><iframe title=Framed src="${fileUrl('frame.html')}"></iframe><button>Here</button>`,
    '/xhr.html': `<title>Xhr</title><script>
      const sync = new XMLHttpRequest();
      try { sync.open('GET', ${JSON.stringify(fileUrl('secret.css'))}, false); sync.send(); document.title = 'read ' + sync.responseText; }
      catch (error) { document.title = 'refused ' + error.name; }
      const later = new XMLHttpRequest();
      later.open('GET', ${JSON.stringify(fileUrl('secret.css'))});
      later.onload = () => document.body.append(Object.assign(document.createElement('button'), { textContent: 'read ' + later.responseText }));
      later.onerror = () => document.body.append(Object.assign(document.createElement('button'), { textContent: 'async refused' }));
      later.send();
    </script>`,
  };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-local-files-'));
  writeFileSync(join(dir, 'secret.css'), '.secret { display: none }');
  writeFileSync(join(dir, 'secret.js'), 'document.title = "local script ran";');
  writeFileSync(join(dir, 'frame.html'), '<!doctype html><button>Local frame</button>');
  writeFileSync(
    join(dir, 'local.html'),
    '<!doctype html><title>Local</title><link rel=stylesheet href="secret.css"><button class=secret>Hidden</button><button>Shown</button>',
  );
  execFileSync('mkfifo', [join(dir, 'sheet.fifo')]);
  writeFileSync(join(dir, 'fifo-sheet.html'), '<!doctype html><title>Fifo</title><link rel=stylesheet href="sheet.fifo"><button>Shown</button>');
  const answers = pages();
  server = createServer((request, response) => {
    const html = answers[request.url ?? ''];
    if (html === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>${html}`);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an http page gets no local file', { timeout: 60_000 }, () => {
  test('a file: style sheet is not applied (its button stays)', async () => {
    const result = await run(`${base}/link.html`);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('button "Kept"');
  });

  test('a file: @import is not applied', async () => {
    const result = await run(`${base}/import.html`);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('button "Kept"');
  });

  test('--run-scripts: a file: script does not run', async () => {
    const result = await run(`${base}/script.html`, '--run-scripts');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('page "Script"');
  });

  test('--run-scripts: a file: frame is not loaded', async () => {
    const result = await run(`${base}/frame.html`, '--run-scripts');
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('Local frame');
  });

  test('--run-scripts: XMLHttpRequest, synchronous or not, cannot read a file', async () => {
    const result = await run(`${base}/xhr.html`, '--run-scripts');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('page "refused NetworkError"');
    expect(result.stdout).toContain('button "async refused"');
    expect(result.stdout).not.toContain('secret');
  });
});

describe('a page from standard input is about:blank: no local file either', { timeout: 60_000 }, () => {
  test('a file: style sheet is not applied', async () => {
    const page = `<!doctype html><title>Piped</title><link rel=stylesheet href="${fileUrl('secret.css')}"><button class=secret>Kept</button>`;
    const result = await runCommand(['-'], { stdin: { text: page } });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('url="about:blank"');
    expect(result.stdout).toContain('button "Kept"');
  });
});

describe('a file page', { timeout: 60_000 }, () => {
  test('its own file: style sheet applies', async () => {
    const result = await run(join(dir, 'local.html'));
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('button "Shown"');
    expect(result.stdout).not.toContain('Hidden');
  });

  test('a style sheet that is a FIFO no one writes is not waited for: the snapshot, settled', async () => {
    const result = await runCommand([join(dir, 'fifo-sheet.html'), '--timeout', '20000'], { kill: 50_000 });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('page "Fifo" url=');
    expect(result.stdout).toMatch(/ settled\n/);
  });
});
