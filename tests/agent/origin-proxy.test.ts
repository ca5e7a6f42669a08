/**
 * The origin proxy on its own, as Chromium speaks to it: a plain http
 * request in absolute form, and a `CONNECT host:port` tunnel. What the list
 * allows passes and answers; what it refuses is a 403 saying why, and the
 * refused server is never asked; a name that does not resolve is a 502.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOriginProxy, type OriginProxy } from '../../src/agent/origin-proxy.js';
import { parseOriginList } from '../../src/agent/origins.js';

let allowed: Server;
let other: Server;
const asked = { allowed: 0, other: 0 };
let proxy: OriginProxy;

const listen = async (name: keyof typeof asked) => {
  const server = createServer((_, response) => (asked[name]++, response.end(`hello from ${name}`)));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
};
const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  allowed = await listen('allowed');
  other = await listen('other');
  proxy = await startOriginProxy({ allowed: parseOriginList('--allowed-origins', `127.0.0.1:${portOf(allowed)}`), blocked: [], allowFile: false });
});

afterAll(async () => {
  await proxy.close();
  allowed.close();
  other.close();
});

/** Sends `method target` to the proxy; answers the status and the body (for CONNECT, what the tunnel answered to a GET sent through it). */
function viaProxy(method: 'GET' | 'CONNECT', target: string): Promise<{ status: number; body: string }> {
  const { port, hostname } = new URL(proxy.url);
  return new Promise((done, fail) => {
    const asking = request({ host: hostname, port, method, path: target, headers: method === 'CONNECT' ? { host: target } : {} });
    asking.on('response', (answer) => {
      let body = '';
      answer.on('data', (chunk) => (body += chunk)).on('end', () => done({ status: answer.statusCode!, body }));
    });
    asking.on('connect', (answer, socket) => {
      if (answer.statusCode !== 200) return done({ status: answer.statusCode!, body: '' });
      let body = '';
      socket.on('data', (chunk) => (body += chunk)).on('end', () => done({ status: 200, body }));
      socket.write(`GET / HTTP/1.1\r\nhost: ${target}\r\nconnection: close\r\n\r\n`);
    });
    asking.on('error', fail);
    asking.end();
  });
}

describe('agent/origin-proxy', () => {
  it('passes a plain request to an allowed origin and answers with its response', async () => {
    expect(await viaProxy('GET', `http://127.0.0.1:${portOf(allowed)}/`)).toEqual({ status: 200, body: 'hello from allowed' });
  });

  it('refuses a plain request to another origin with a 403 saying why; the other server is never asked', async () => {
    const before = asked.other;
    const answer = await viaProxy('GET', `http://127.0.0.1:${portOf(other)}/secret`);
    expect(answer.status).toBe(403);
    expect(answer.body).toBe(`a11y-snapshot refused this request: http://127.0.0.1:${portOf(other)} is not in --allowed-origins`);
    expect(asked.other).toBe(before);
  });

  it('tunnels to an allowed host and port, and refuses a tunnel to another', async () => {
    const through = await viaProxy('CONNECT', `127.0.0.1:${portOf(allowed)}`);
    expect(through.status).toBe(200);
    expect(through.body).toMatch(/hello from allowed$/);
    const before = asked.other;
    expect((await viaProxy('CONNECT', `127.0.0.1:${portOf(other)}`)).status).toBe(403);
    expect(asked.other).toBe(before);
  });

  it('answers 502 for a name that does not resolve, as a gateway would', async () => {
    const proxyAll = await startOriginProxy({ blocked: parseOriginList('--blocked-origins', 'blocked.example'), allowFile: false });
    try {
      const { port } = new URL(proxyAll.url);
      const answer = await new Promise<number>((done, fail) =>
        request({ host: '127.0.0.1', port, path: 'http://no-such-host.invalid/' }, (response) => (response.resume(), done(response.statusCode!)))
          .on('error', fail)
          .end(),
      );
      expect(answer).toBe(502);
    } finally {
      await proxyAll.close();
    }
  });
});
