/**
 * `a11y-snapshot URL --run-scripts`, from the user's side: a page script
 * that climbs from a stand-in to its Function finds its own realm, not
 * Node's (no `process`, no file written), and its fetch never follows a
 * redirect to another origin. The built command runs against two servers
 * on 127.0.0.1; the page writes what it got into its own DOM, and the
 * snapshot prints it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from '../support/command.js';

let dir: string;
let site: Server;
let elsewhere: Server;
let base: string;
const elsewhereAsked: string[] = [];
const listen = async (server: Server) => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A page whose script writes `answer`'s outcome as a button's name. */
const page = (title: string, answer: string) => `<!doctype html><title>${title}</title><main></main><script>
  const say = (text) => document.querySelector('main').append(Object.assign(document.createElement('button'), { textContent: text }));
  (async () => ${answer})().then(say, (error) => say('refused ' + error.constructor.name));
</script>`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-realm-'));
  elsewhere = createServer((request, response) => {
    elsewhereAsked.push(request.url ?? '');
    response.end('stolen');
  });
  const elsewhereBase = await listen(elsewhere);
  const marker = JSON.stringify(join(dir, 'escaped'));
  const routes: Record<string, string> = {
    '/escape.html': page(
      'Escape',
      `{
        const process = fetch.constructor('return process')();
        process.getBuiltinModule('fs').writeFileSync(${marker}, 'escaped');
        return 'reached Node ' + process.pid;
      }`,
    ),
    '/redirect.html': page('Redirect', `'fetched ' + (await (await fetch('/away')).text())`),
  };
  site = createServer((request, response) => {
    if (request.url === '/away') return void response.writeHead(302, { location: `${elsewhereBase}/steal` }).end();
    const html = routes[request.url ?? ''];
    if (html === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  base = await listen(site);
});

afterAll(() => {
  site?.close();
  elsewhere?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('--run-scripts: the page stays in its own realm', { timeout: 60_000 }, () => {
  test("fetch.constructor('return process')() finds no process: nothing is written, the page says so", async () => {
    const result = await runCommand([`${base}/escape.html`, '--run-scripts']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('button "refused ReferenceError"');
    expect(result.stdout).not.toContain('reached Node');
    expect(existsSync(join(dir, 'escaped'))).toBe(false);
  });

  test('fetch refuses a redirect to another origin, which is never asked', async () => {
    const result = await runCommand([`${base}/redirect.html`, '--run-scripts']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('button "refused TypeError"');
    expect(elsewhereAsked).toEqual([]);
  });
});
