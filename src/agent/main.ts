/**
 * `a11y-snapshot mcp`: the agent server over standard input and output;
 * `a11y-snapshot skill`: its cheat sheet. Standard output carries only the
 * protocol; messages go to standard error.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { cheatSheet } from './cheat-sheet.js';
import { AGENT_USAGE, AgentUsageError, parseAgentOptions, type AgentOptions } from './options.js';
import { serveHttp } from './http.js';
import { createAgentServer } from './server.js';
import { packageVersion } from '../version.js';

export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'skill') {
    if (argv.length > 1) return usageError(`skill takes no arguments, got ${argv.slice(1).join(' ')}`);
    process.stdout.write(cheatSheet());
    return 0;
  }
  let options;
  try {
    options = parseAgentOptions(argv.slice(1));
  } catch (error) {
    if (error instanceof AgentUsageError) return usageError(error.message);
    throw error;
  }
  if (!options) {
    process.stdout.write(AGENT_USAGE);
    return 0;
  }
  if (options.port !== undefined) return serveUntilStopped(options);
  const agent = createAgentServer(options, packageVersion());
  const transport = new StdioServerTransport();
  const ended = new Promise<void>((done) => {
    // The host closes our standard input when it is done with us.
    process.stdin.once('end', done);
    process.stdin.once('close', done);
    transport.onclose = () => done();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => done());
  });
  await agent.server.connect(transport);
  await ended;
  await agent.close();
  await agent.server.close().catch(() => {});
  return 0;
}

/** Serves Streamable HTTP until the process is told to stop; where it listens is said on standard error. */
async function serveUntilStopped(options: AgentOptions): Promise<number> {
  const http = await serveHttp(options, packageVersion());
  const guarded = process.env.A11Y_MCP_TOKEN
    ? ''
    : !['127.0.0.1', 'localhost', '::1'].includes(options.host)
      ? ' (no A11Y_MCP_TOKEN: anyone who reaches it may drive the browser)'
      : '';
  process.stderr.write(`a11y-snapshot mcp: serving MCP at ${http.url}${guarded}\n`);
  await new Promise<void>((stop) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop());
  });
  await http.close();
  return 0;
}

function usageError(message: string): number {
  process.stderr.write(`a11y-snapshot mcp: ${message} (see mcp --help)\n`);
  return 2;
}
