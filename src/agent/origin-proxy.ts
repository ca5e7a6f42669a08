/**
 * The proxy every request of the agent's browser goes through when an origin
 * list is given: the browser is started with it as its only way out
 * (loopback included), so each hop of a redirect, every frame's, worker's,
 * shared worker's and service worker's request, speculation rules'
 * prefetches and every WebSocket is judged here, one connection at a time,
 * against `--allowed-origins` and `--blocked-origins`.
 *
 * A plain http request is judged by its URL and forwarded; a tunnel
 * (`CONNECT host:port`: https, wss, and ws through a proxy) by its host and
 * port, as either scheme: it passes when one of the two origins is allowed
 * and neither is blocked. The proxy resolves each name itself and connects
 * to the address it judged, so a name that resolves to this machine meets a
 * blocked loopback entry too. A refused request is answered 403 with one
 * line saying why (a name that does not resolve, 502); nothing of it leaves
 * the machine.
 */
import { lookup } from 'node:dns/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { quote } from '../model/text.js';
import { blocksLoopback, isLoopbackAddress, whyUrlRefused, type OriginPolicy } from './origins.js';

/** A connection that neither side uses for this long is closed (a bound, not a budget: long polls stay open). */
const IDLE_MS = 120_000;

/** Headers for this hop only, which a proxy does not pass on. */
const HOP_HEADERS = new Set(['proxy-connection', 'proxy-authorization', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'connection']);

export interface OriginProxy {
  /** `http://127.0.0.1:PORT`, for Chromium's `--proxy-server`. */
  url: string;
  close(): Promise<void>;
}

/** Starts the proxy on a loopback port of its own. */
export async function startOriginProxy(policy: OriginPolicy): Promise<OriginProxy> {
  const server = createServer((request, response) => void forward(policy, request, response));
  server.on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) => void tunnel(policy, request, client as Socket, head));
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) => void upgrade(policy, request, client as Socket, head));
  server.on('clientError', (_, socket) => socket.destroy());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Why the proxy does not pass a request on: refused by the lists (403), or a name that does not resolve (502). */
interface NotPassed {
  status: 403 | 502;
  why: string;
}

const refused = (why: string): NotPassed => ({ status: 403, why: `a11y-snapshot refused this request: ${why}` });

/** The answer of a tunnel or an upgrade that is not passed on. */
const statusLine = ({ status, why }: NotPassed) =>
  `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Bad Gateway'}\r\ncontent-type: text/plain; charset=utf-8\r\n\r\n${why}`;

/** The address to connect to for `host`, or why not: a name judged by the address it resolves to as well. */
async function resolveJudged(policy: OriginPolicy, host: string, port: string): Promise<{ address: string } | NotPassed> {
  const bare = host.replace(/^\[|\]$/g, '');
  let address: string;
  try {
    ({ address } = await lookup(bare));
  } catch {
    return { status: 502, why: `a11y-snapshot: ${quote(host)} does not resolve` };
  }
  if (isLoopbackAddress(address) && blocksLoopback(policy, port)) return refused(`${quote(host)} is this machine (${address}), and --blocked-origins names it`);
  return { address };
}

/** A plain http request: judged by its URL, then sent on to the address the proxy resolved. */
async function forward(policy: OriginPolicy, request: IncomingMessage, response: ServerResponse): Promise<void> {
  let url: URL;
  try {
    url = new URL(request.url ?? '');
  } catch {
    response.writeHead(400, { 'content-type': 'text/plain' }).end('a11y-snapshot: not a proxy request');
    return;
  }
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const why = url.protocol === 'http:' ? whyUrlRefused(policy, url.href) : `${url.protocol} is not proxied`;
  const target = why ? refused(why) : await resolveJudged(policy, url.hostname, port);
  if ('why' in target) {
    response.writeHead(target.status, { 'content-type': 'text/plain; charset=utf-8' }).end(target.why);
    return;
  }
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_HEADERS.has(name)));
  const upstream = httpRequest({ host: target.address, port, method: request.method, path: `${url.pathname}${url.search}`, headers, setHost: false });
  upstream.setTimeout(IDLE_MS, () => upstream.destroy());
  upstream.on('response', (answer) => {
    const passed = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)));
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, passed);
    answer.pipe(response);
  });
  upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
  request.pipe(upstream);
}

/** Why a tunnel to `host:port` is refused: it carries https or wss, or ws through a proxy, so both schemes' origins are judged. */
function whyTunnelRefused(policy: OriginPolicy, host: string, port: string): string | undefined {
  const urls = [`https://${host}:${port}/`, `http://${host}:${port}/`];
  const blocked = urls.map((url) => whyUrlRefused({ ...policy, allowed: undefined }, url)).find(Boolean);
  if (blocked) return blocked;
  const refusals = urls.map((url) => whyUrlRefused(policy, url));
  return refusals.every(Boolean) ? refusals[0] : undefined;
}

/** `CONNECT host:port`: judged, then the bytes both ways, unread. */
async function tunnel(policy: OriginPolicy, request: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
  const at = tunnelEnd(request.url ?? '');
  const why = at ? whyTunnelRefused(policy, at.host, at.port) : 'not host:port';
  // The host judged is the host resolved and connected to: one parse of what the browser asked.
  const target = why ? refused(why) : await resolveJudged(policy, at!.host, at!.port);
  if ('why' in target) {
    client.end(statusLine(target));
    return;
  }
  pipeTo(client, target.address, Number(at!.port), head, () => client.write('HTTP/1.1 200 Connection Established\r\n\r\n'));
}

/** The host and port of `CONNECT host:port`, as the URL parser reads them; undefined for anything else (userinfo, a path). */
function tunnelEnd(authority: string): { host: string; port: string } | undefined {
  const match = /^(\[[^\]]+\]|[^:/@?#\s]+):(\d{1,5})$/.exec(authority);
  if (!match) return undefined;
  try {
    const { hostname } = new URL(`http://${match[1]}/`);
    return { host: hostname, port: match[2] };
  } catch {
    return undefined;
  }
}

/** A WebSocket asked of the proxy as an upgrade (not through a tunnel): judged by its URL, then passed on as it came. */
async function upgrade(policy: OriginPolicy, request: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
  let url: URL | undefined;
  try {
    url = new URL(request.url ?? '');
  } catch {}
  const port = url ? url.port || '80' : '';
  const why = !url ? 'not a proxy request' : whyUrlRefused(policy, url.href.replace(/^ws/, 'http'));
  const target = why ? refused(why) : await resolveJudged(policy, url!.hostname, port);
  if ('why' in target) {
    client.end(statusLine(target));
    return;
  }
  const lines = [`${request.method} ${url!.pathname}${url!.search} HTTP/1.1`];
  for (let i = 0; i < request.rawHeaders.length; i += 2)
    if (!/^proxy-/i.test(request.rawHeaders[i])) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
  pipeTo(client, target.address, Number(port), Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), head]));
}

/** Connects to `address:port` and joins the two sockets; either closing closes both. */
function pipeTo(client: Socket, address: string, port: number, head: Buffer, opened?: () => void): void {
  const upstream = connect({ host: address, port }, () => {
    opened?.();
    if (head.length) upstream.write(head);
    upstream.pipe(client).pipe(upstream);
  });
  for (const socket of [client, upstream]) {
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    socket.on('error', () => (client.destroy(), upstream.destroy()));
    socket.on('close', () => (client.destroy(), upstream.destroy()));
  }
}
