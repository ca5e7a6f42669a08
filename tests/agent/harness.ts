/**
 * The agent server as a host runs it: the built bin spawned over standard
 * input and output, spoken to by the SDK's own `Client`; and a small web app
 * on 127.0.0.1 for it to drive, served by node:http from the test, which
 * keeps a log of the requests it answered.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll } from 'vitest';
import { COMMAND } from '../support/command.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** One request the app answered: `Host` header, method and path. */
export interface Served {
  host: string;
  method: string;
  url: string;
}

/** A route's answer: a page (HTML), or a handler of its own. */
export type Route = string | ((request: IncomingMessage, response: ServerResponse) => void);

export interface App {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  port: number;
  /** Every request answered so far, in order. */
  served: Served[];
  close(): Promise<void>;
}

/** Serves `routes` (by path, query included) on 127.0.0.1; any other path is a 404. `PORT` in a page is the app's port. */
export async function startApp(routes: Record<string, Route>): Promise<App> {
  const served: Served[] = [];
  let port = 0;
  const server: Server = createServer((request, response) => {
    served.push({ host: request.headers.host ?? '', method: request.method ?? '', url: request.url ?? '' });
    const route = routes[request.url ?? ''];
    if (typeof route === 'function') return route(request, response);
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(route.replaceAll('PORT', String(port)));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    served,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A tool's answer as the host gets it. */
export interface Answer {
  isError: boolean;
  /** The text contents, joined by `\n`. */
  text: string;
  result: CallToolResult;
}

export interface Agent {
  client: Client;
  /** The server process. */
  pid: number;
  call(name: string, args?: Record<string, unknown>): Promise<Answer>;
  /** What the server wrote to standard error so far. */
  stderr(): string;
  close(): Promise<void>;
}

/** Spawns `a11y-snapshot mcp ...options` and connects the SDK's client to it. */
export async function startAgent(options: string[] = []): Promise<Agent> {
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const transport = new StdioClientTransport({ command: process.execPath, args: [COMMAND, 'mcp', ...options], cwd: ROOT, env, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'a11y-snapshot-tests', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    pid: transport.pid!,
    async call(name, args = {}) {
      // A bound of our own above any --timeout: a server that stops answering fails the test, not the run.
      const result = (await client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 })) as CallToolResult;
      const text = result.content
        .filter((part) => part.type === 'text')
        .map((part) => part.text)
        .join('\n');
      return { isError: result.isError === true, text, result };
    },
    stderr: () => stderr,
    close: () => client.close(),
  };
}

/** The process ids under `pid`, children before grandchildren (`pgrep -P`, asked level by level). */
export function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    children = []; // pgrep exits 1 when there are none
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** The command line of a process, from ps; '' once it is gone. */
export function processArgs(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // ps exits 1 for a pid it does not know
  }
}

/** Whether a process runs (a zombie waiting for its parent does not). */
export function isRunning(pid: number): boolean {
  try {
    const state = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    return state !== '' && !state.startsWith('Z');
  } catch {
    return false;
  }
}

/** The ref at the start of the one line that holds `fragment`; fails when none or several do. */
export function refOf(text: string, fragment: string): string {
  const lines = text.split('\n').filter((line) => line.includes(fragment));
  if (lines.length !== 1) throw new Error(`${lines.length} lines hold ${JSON.stringify(fragment)} in:\n${text}`);
  const ref = /^(e\d+) /.exec(lines[0])?.[1];
  if (!ref) throw new Error(`no ref starts ${JSON.stringify(lines[0])}`);
  return ref;
}

/**
 * For a test file: serves `routes` and starts the server with `options`
 * before its tests, and stops both after them. The returned object holds
 * them once started.
 */
export function useAgentOn(routes: Record<string, Route>, options: string[] = ['--timeout', '15000']): { app: App; agent: Agent } {
  const started = {} as { app: App; agent: Agent };
  beforeAll(async () => {
    started.app = await startApp(routes);
    started.agent = await startAgent(options);
  });
  afterAll(async () => {
    await started.agent?.close();
    await started.app?.close();
  });
  return started;
}
