/**
 * `a11y-snapshot mcp --port N`: MCP's Streamable HTTP (the SDK's
 * transport) at `/mcp`, for many agents at once. One Chromium serves them
 * all (browser-source.ts); each MCP session is a server of its own
 * (server.ts) with its own context: cookies, storage, refs and tabs stay
 * apart. At most `--max-sessions` at once; one idle for `--idle-timeout` is
 * closed. Bound to loopback unless `--host` says otherwise, with the SDK's
 * host and origin checks against DNS rebinding, and a bearer token when
 * `A11Y_MCP_TOKEN` is set.
 */
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { BrowserSource } from './browser-source.js';
import type { AgentOptions } from './options.js';
import { createAgentServer, type AgentServer } from './server.js';

/** The path MCP is served at. */
export const MCP_PATH = '/mcp';

interface Session {
  transport: StreamableHTTPServerTransport;
  agent: AgentServer;
  idle?: NodeJS.Timeout;
  /** Requests of the session still being answered: it is idle only once none is. */
  busy: number;
}

export interface HttpServer {
  /** Where clients connect: `http://127.0.0.1:PORT/mcp`. */
  url: string;
  close(): Promise<void>;
}

export async function serveHttp(options: AgentOptions, version: string, token = process.env.A11Y_MCP_TOKEN): Promise<HttpServer> {
  const source = new BrowserSource(options);
  source.warmUp();
  const sessions = new Map<string, Session>();
  /** Sessions being opened: counted against the cap before their id exists. */
  let opening = 0;
  const http = createServer((request, response) => {
    handle(request, response).catch((error) => reject(response, 500, -32603, `internal error: ${String((error as Error)?.message).split('\n')[0]}`));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (new URL(request.url ?? '/', 'http://host').pathname !== MCP_PATH) return reject(response, 404, -32000, `not found: MCP is at ${MCP_PATH}`);
    if (token && !bearerMatches(request.headers.authorization, token)) return reject(response, 401, -32001, 'unauthorized: a bearer token is required');
    const id = request.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const session = sessions.get(id);
      if (!session) return reject(response, 404, -32001, 'session not found: initialize a new one');
      // A call is activity until it is answered; the stream a client keeps open for notifications (GET) is not.
      if (request.method !== 'GET') hold(session, response);
      return session.transport.handleRequest(request, response);
    }
    if (request.method !== 'POST') return reject(response, 400, -32000, 'bad request: a request without a session id must initialize one');
    // Judged before anything is opened, as the SDK's transport judges every request of a session again.
    const hosts = allowedHosts(options.host, (http.address() as AddressInfo).port);
    const origin = request.headers.origin;
    if (hosts.length && (!hosts.includes(request.headers.host ?? '') || (origin !== undefined && !hosts.map((h) => `http://${h}`).includes(origin))))
      return reject(response, 403, -32000, `forbidden: the Host or Origin header names another site (${JSON.stringify(request.headers.host ?? '')})`);
    if (sessions.size + opening >= options.maxSessions)
      return reject(response, 503, -32000, `at most ${options.maxSessions} sessions at once (--max-sessions): close one, or wait for one to idle out`);
    opening++;
    const agent = createAgentServer(options, version, source);
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      // Listening on every address, the names it is reached by are not known here: the token guards it then.
      enableDnsRebindingProtection: hosts.length > 0,
      allowedHosts: hosts,
      allowedOrigins: hosts.map((host) => `http://${host}`),
      onsessioninitialized: (sessionId) => {
        const session: Session = { transport, agent, busy: 0 };
        sessions.set(sessionId, session);
        hold(session, response);
      },
    });
    transport.onclose = () => {
      const sessionId = transport.sessionId ?? '';
      clearTimeout(sessions.get(sessionId)?.idle);
      sessions.delete(sessionId);
      void agent.close();
    };
    try {
      await agent.server.connect(transport);
      await transport.handleRequest(request, response);
    } finally {
      opening--;
      // A request the transport refused (a host, an origin, no initialize) opened no session: nothing of it is kept.
      if (transport.sessionId === undefined || !sessions.has(transport.sessionId)) await agent.close();
    }
  }

  /** Stops the session's idle clock while `response` is being answered; once no request is, it runs again from naught. */
  function hold(session: Session, response: ServerResponse): void {
    clearTimeout(session.idle);
    session.busy++;
    response.once('close', () => {
      if (--session.busy > 0) return;
      session.idle = setTimeout(() => void session.transport.close(), options.idleMs);
      session.idle.unref();
    });
  }

  await new Promise<void>((listening, failed) => {
    http.once('error', failed);
    http.listen(options.port, options.host, () => listening());
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://${hostForUrl(options.host)}:${port}${MCP_PATH}`,
    async close() {
      await Promise.all([...sessions.values()].map((session) => session.transport.close().catch(() => {})));
      http.closeAllConnections();
      await new Promise((closed) => http.close(closed));
      await source.close();
    },
  };
}

/** The Host headers a client may send: the loopback names, or the address it was told to listen on; none to check on every address. */
function allowedHosts(host: string, port: number): string[] {
  if (EVERY_ADDRESS.has(host)) return [];
  const names = LOOPBACK.has(host) ? ['127.0.0.1', 'localhost', '[::1]'] : [hostForUrl(host)];
  return names.map((name) => `${name}:${port}`);
}

const EVERY_ADDRESS = new Set(['0.0.0.0', '::']);

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

function hostForUrl(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** Whether `Authorization` carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** A JSON-RPC error as the SDK's transport answers one, before any session exists. */
function reject(response: ServerResponse, status: number, code: number, message: string): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}
