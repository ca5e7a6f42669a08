/**
 * Where the agent's page may go: the server started with --allowed-origins
 * naming the local app's origin (and without --allow-file) refuses any other
 * origin on navigate, never loads one the page itself goes to, and opens
 * no file:, javascript: or data: URL. The app's request log is the witness
 * that a refused page was never asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { RECEIPT_LINE } from './grammar.js';
import { refOf, startAgent, startApp, type Agent, type App } from './harness.js';

const HOME = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Partners</title></head>
<body>
<main>
  <h1>Partners</h1>
  <a href="http://localhost:PORT/secret">Partner shop</a>
  <button type="button" onclick="location.href = 'http://localhost:PORT/by-script'">Visit partner</button>
  <a href="/second">Second page</a>
</main>
</body>
</html>`;

const PAGES = {
  '/': HOME,
  '/second': '<!doctype html><title>Second</title><main><h1>Second page</h1></main>',
  '/secret': '<!doctype html><title>Secret</title><main><h1>Secret partner page</h1></main>',
  '/by-script': '<!doctype html><title>Secret</title><main><h1>Secret partner page</h1></main>',
};

let app: App;
let agent: Agent;
/** The same app under another host name: another origin. */
let elsewhere: string;

beforeAll(async () => {
  app = await startApp(PAGES);
  elsewhere = `http://localhost:${app.port}`;
  agent = await startAgent(['--allowed-origins', `127.0.0.1:${app.port}`, '--timeout', '15000']);
});

afterAll(async () => {
  await agent?.close();
  await app?.close();
});

/** Requests the app answered for the other host name. */
const servedElsewhere = () => app.served.filter((request) => request.host === `localhost:${app.port}`);

describe('--allowed-origins', () => {
  it('navigate to the allowed origin works, and a same-origin link is followed', async () => {
    const arrived = await agent.call('navigate', { url: `${app.origin}/` });
    expect(arrived.isError, arrived.text).toBe(false);
    expect(arrived.text.split('\n')[1]).toBe(`page "Partners" url="${app.origin}/" settled`);
    const page = await agent.call('snapshot', {});
    const went = await agent.call('tap', { ref: refOf(page.text, 'link "Second page"') });
    expect(went.isError, went.text).toBe(false);
    expect(went.text.split('\n')).toContain(`went "${app.origin}/second"`);
  });

  it('navigate to another origin is an error result naming it, and nothing is asked of it', async () => {
    const answer = await agent.call('navigate', { url: `${elsewhere}/secret` });
    expect(answer.isError).toBe(true);
    expect(answer.text).toBe(`navigate: refused: ${elsewhere} is not in --allowed-origins`);
    const otherPort = await agent.call('navigate', { url: 'http://127.0.0.1:1/' });
    expect(otherPort.isError).toBe(true);
    expect(otherPort.text).toBe('navigate: refused: http://127.0.0.1:1 is not in --allowed-origins');
    expect(servedElsewhere()).toEqual([]);
  });

  it('a link the page follows to a refused origin is not loaded', async () => {
    await agent.call('navigate', { url: `${app.origin}/` });
    const page = await agent.call('snapshot', {});
    const link = refOf(page.text, 'link "Partner shop"');
    const tapped = await agent.call('tap', { ref: link });
    expect(tapped.isError, tapped.text).toBe(false);
    // The server says where the page was sent, before the receipt; the receipt is the page's own lines.
    const [note, ...receipt] = tapped.text.split('\n');
    expect(note).toMatch(new RegExp(`^note: the page was sent to "${elsewhere}/secret", which the server refused: `));
    expect(receipt[0]).toBe(`done tapOn ${link} link "Partner shop"`);
    for (const line of receipt) expect(line).toMatch(RECEIPT_LINE);
    expect(tapped.text).toContain('net: 1 request — GET /secret failed');
    expect(servedElsewhere()).toEqual([]);
    const after = await agent.call('snapshot', {});
    expect(after.text).not.toContain('Secret partner page');
    expect(after.text).not.toContain(`url="${elsewhere}`);
  });

  it('a script that sends the page to a refused origin does not load it either', async () => {
    await agent.call('navigate', { url: `${app.origin}/` });
    const page = await agent.call('snapshot', {});
    const tapped = await agent.call('tap', { ref: refOf(page.text, 'button "Visit partner"') });
    expect(tapped.isError, tapped.text).toBe(false);
    expect(tapped.text).toContain('net: 1 request — GET /by-script failed');
    expect(servedElsewhere()).toEqual([]);
    const after = await agent.call('snapshot', {});
    expect(after.text).not.toContain('Secret partner page');
  });

  it('a WebSocket the page opens to a refused origin never connects', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((listening) => server.once('listening', listening));
    const connections: string[] = [];
    server.on('connection', (_socket, request) => connections.push(String(request.headers.host)));
    try {
      const port = (server.address() as AddressInfo).port;
      (PAGES as Record<string, string>)['/socket'] = `<!doctype html><title>Socket</title><main><button type="button" onclick="
        const socket = new WebSocket('ws://127.0.0.1:${port}/'); socket.onclose = () => (this.textContent = 'Closed');
      ">Connect</button></main>`;
      await agent.call('navigate', { url: `${app.origin}/socket` });
      const page = await agent.call('snapshot', {});
      await agent.call('tap', { ref: refOf(page.text, 'button "Connect"') });
      // Closed without reaching the server (a connected socket stays open).
      const waited = await agent.call('wait', { text: 'Closed', timeout: 5000 });
      expect(waited.isError, waited.text).toBe(false);
      expect(connections).toEqual([]);
    } finally {
      for (const client of server.clients) client.terminate();
      await new Promise((closed) => server.close(closed));
    }
  });
});

describe('schemes', () => {
  beforeAll(async () => {
    await agent.call('navigate', { url: `${app.origin}/` });
  });

  it.each([
    ['file:///etc/hostname', 'navigate: refused: file: URLs need --allow-file'],
    ['javascript:document.title="x"', 'navigate: refused: javascript: URLs are not opened (http, https, and file: with --allow-file)'],
    ['data:text/html,<h1>Hi</h1>', 'navigate: refused: data: URLs are not opened (http, https, and file: with --allow-file)'],
    ['chrome://version', 'navigate: refused: chrome: URLs are not opened (http, https, and file: with --allow-file)'],
  ])('navigate %s is refused with one line', async (url, message) => {
    const answer = await agent.call('navigate', { url });
    expect(answer.isError).toBe(true);
    expect(answer.text).toBe(message);
  });

  it('the page is still the one it was', async () => {
    const page = await agent.call('snapshot', {});
    expect(page.isError).toBe(false);
    expect(page.text.split('\n')[1]).toBe(`page "Partners" url="${app.origin}/" settled`);
  });
});
