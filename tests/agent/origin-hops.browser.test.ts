/**
 * Under an origin list nothing reaches an origin outside it, by any road: a
 * redirect from an allowed origin (on navigate, a page's fetch and image),
 * speculation rules' prefetch, a shared worker's fetch, a WebSocket from a
 * dedicated worker, WebRTC's STUN over UDP. The refused servers' own logs
 * are the witnesses.
 */
import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { startAgent, startApp, type Agent, type App, type Route } from './harness.js';

let app: App;
let refused: App;
let sockets: WebSocketServer;
let socketsOpened = 0;
let udp: Socket;
let datagrams = 0;
let agent: Agent;

const redirectTo =
  (path: string): Route =>
  (_, response) =>
    response.writeHead(302, { location: `http://127.0.0.1:${refused.port}${path}` }).end();

const page = (title: string, body: string) => `<!doctype html><html lang="en"><title>${title}</title><main><h1>${title}</h1>${body}</main></html>`;

beforeAll(async () => {
  refused = await startApp({ '/internal': page('Internal admin', '<p>secret</p>') });
  sockets = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  sockets.on('connection', () => socketsOpened++);
  udp = createSocket('udp4');
  udp.on('message', () => datagrams++);
  await new Promise<void>((done) => udp.bind(0, '127.0.0.1', done));
  const wsPort = (sockets.address() as AddressInfo).port;
  const udpPort = udp.address().port;
  app = await startApp({
    '/hop': redirectTo('/internal'),
    '/hop-fetch': redirectTo('/fetched'),
    '/hop-img': redirectTo('/image'),
    '/subresources': page(
      'Subresources',
      `<img alt="Logo" src="/hop-img"><script>fetch('/hop-fetch').catch(() => {})</script>
       <script type="speculationrules">{"prefetch": [{"source": "list", "urls": ["http://127.0.0.1:${refused.port}/prefetched"]}],
         "prerender": [{"source": "list", "urls": ["http://127.0.0.1:${refused.port}/prerendered"]}]}</script>`,
    ),
    '/workers': page(
      'Workers',
      `<script>
        new SharedWorker('/shared.js');
        new Worker('/dedicated.js');
      </script>`,
    ),
    '/shared.js': ((_, response) =>
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(`fetch('http://127.0.0.1:${refused.port}/from-shared').catch(() => {});`)) as Route,
    '/dedicated.js': ((_, response) =>
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(`new WebSocket('ws://127.0.0.1:${wsPort}/');`)) as Route,
    '/webrtc': page(
      'Call',
      `<script>
        const peer = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${udpPort}' }] });
        peer.createDataChannel('x');
        peer.onicegatheringstatechange = () => { if (peer.iceGatheringState === 'complete') document.title = 'gathered'; };
        peer.createOffer().then((offer) => peer.setLocalDescription(offer));
      </script>`,
    ),
  });
  agent = await startAgent(['--allowed-origins', `127.0.0.1:${app.port}`, '--timeout', '15000']);
});

afterAll(async () => {
  await agent?.close();
  await app?.close();
  await refused?.close();
  sockets?.close();
  udp?.close();
});

/** Opens a page of the allowed app and lets it run a moment past its load. */
async function visit(path: string, settleMs = 1500): Promise<string> {
  const answer = await agent.call('navigate', { url: `${app.origin}${path}` });
  await new Promise((done) => setTimeout(done, settleMs));
  return answer.text;
}

describe('agent --allowed-origins: every hop of every request is judged', () => {
  it('navigate to an allowed URL that redirects to a refused origin never opens it', async () => {
    const answer = await visit('/hop', 0);
    const snapshot = await agent.call('snapshot', {});
    expect(snapshot.text).not.toContain('Internal admin');
    expect(answer).not.toContain('Internal admin');
    expect(refused.served).toEqual([]);
  });

  it("a page's fetch and image through a redirect, and speculation rules, reach no refused origin", async () => {
    await visit('/subresources');
    expect(refused.served).toEqual([]);
  });

  it("a shared worker's fetch and a dedicated worker's WebSocket reach no refused origin", async () => {
    await visit('/workers');
    expect(refused.served).toEqual([]);
    expect(socketsOpened).toBe(0);
  });

  it('WebRTC sends no STUN datagram to any host and port', async () => {
    await visit('/webrtc', 3000);
    expect(datagrams).toBe(0);
  });
});

describe('agent --blocked-origins: a redirect to a blocked origin, named by another loopback alias, is judged too', () => {
  it('navigate through a redirect to 127.0.0.1 never opens it when localhost on that port is blocked', async () => {
    const blocking = await startAgent(['--blocked-origins', `localhost:${refused.port}`, '--timeout', '15000']);
    try {
      await blocking.call('navigate', { url: `${app.origin}/hop` });
      const snapshot = await blocking.call('snapshot', {});
      expect(snapshot.text).not.toContain('Internal admin');
      expect(refused.served).toEqual([]);
    } finally {
      await blocking.close();
    }
  });
});
