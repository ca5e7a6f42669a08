/**
 * An MCP host's side of the consumer tests: the SDK's own client classes,
 * loaded from the throwaway project that installed them (as a host has
 * them), connected over standard input or Streamable HTTP, and the few
 * checks every answer gets.
 */
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { StdioClientTransport, StdioServerParameters } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The SDK's client classes as the host project installed them. */
export interface HostSdk {
  Client: typeof Client;
  StdioClientTransport: typeof StdioClientTransport;
  StreamableHTTPClientTransport: typeof StreamableHTTPClientTransport;
}

export function hostSdk(project: string): HostSdk {
  const load = createRequire(join(project, 'package.json'));
  return {
    Client: load('@modelcontextprotocol/sdk/client/index.js').Client,
    StdioClientTransport: load('@modelcontextprotocol/sdk/client/stdio.js').StdioClientTransport,
    StreamableHTTPClientTransport: load('@modelcontextprotocol/sdk/client/streamableHttp.js').StreamableHTTPClientTransport,
  };
}

export interface Session {
  client: Client;
  /** What the server wrote to standard error so far. */
  stderr(): string;
  /** The server's process id, when the client started it. */
  pid?: number;
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  close(): Promise<void>;
}

/** The server started by `command` in `cwd`, as a host starts it (the SDK's default environment), and a client connected to it. */
export async function connect(sdk: HostSdk, server: StdioServerParameters): Promise<Session> {
  const transport = new sdk.StdioClientTransport({ ...server, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new sdk.Client({ name: 'consumer-host', version: '1.0.0' });
  const session: Session = {
    client,
    stderr: () => stderr,
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: () => client.close(),
  };
  try {
    await client.connect(transport);
  } catch (error) {
    await client.close().catch(() => {});
    throw Object.assign(error as Error, { stderr });
  }
  session.pid = transport.pid ?? undefined;
  return session;
}

/** The text of a tool result. */
export function text(result: CallToolResult): string {
  return result.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
}

/** The answer of a call that must succeed; its text. */
export async function answer(session: Session, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await session.call(name, args);
  expect(result.isError, `${name} ${JSON.stringify(args)}: ${text(result)}\n${session.stderr()}`).toBeFalsy();
  return text(result);
}

/** The error line of a call that must fail. */
export async function fault(session: Session, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await session.call(name, args);
  expect(result.isError, `${name} ${JSON.stringify(args)}: ${text(result)}`).toBe(true);
  expect(result.content).toHaveLength(1);
  const line = text(result);
  expect(line).not.toContain('\n');
  return line;
}

/** The ref of the snapshot line that starts with `line` (after its ref). */
export function refOf(snapshot: string, line: string): string {
  const ref = snapshot
    .split('\n')
    .find((l) => l.replace(/^e\d+ /, '').startsWith(line))
    ?.split(' ')[0];
  if (!ref || !/^e\d+$/.test(ref)) throw new Error(`no line ${JSON.stringify(line)} in:\n${snapshot}`);
  return ref;
}

/** An SDK client over Streamable HTTP at `url`, with `headers` on every request. */
export async function over(sdk: HostSdk, url: string, headers: Record<string, string> = {}): Promise<Session> {
  const client = new sdk.Client({ name: 'http-host', version: '1.0.0' });
  await client.connect(new sdk.StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return {
    client,
    stderr: () => '',
    call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
    close: () => client.close(),
  };
}

/** The first group of `pattern` in what `child` writes to standard error (an address it prints once it serves). */
export function saidOnStderr(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((found, failed) => {
    let said = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = pattern.exec(said);
      if (match) found(match[1]);
    });
    child.once('exit', (code) => failed(new Error(`exited ${code} before saying it: ${said}`)));
  });
}
