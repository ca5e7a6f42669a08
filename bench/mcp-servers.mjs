// The two agent servers the bench drives with the same client (the SDK's
// `Client` over `StdioClientTransport`): the product's `mcp` command and
// `@playwright/mcp`, both on this machine's Chromium, both spawned in a
// temporary folder (the anchor writes its snapshot files there).
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { existsSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../dist/browser-page/browser.js';
import { ROOT } from './child.mjs';
import { bytesOf } from './stats.mjs';

/** Longest a single tool call may take before the bench gives up on it. */
const CALL_TIMEOUT_MS = 120_000;

/** The Chromium the product launches: Playwright's own build when installed, else the system's. */
function chromiumPath() {
  return chromiumLaunchOptions().executablePath ?? chromium.executablePath();
}

/** A package's bin, as its package.json names it. */
function binOf(manifest, name) {
  const { bin } = createRequire(manifest)(manifest);
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[name]);
}

/** Both servers' command lines (arguments after `node`): each package's own bin. */
export function serverCommands() {
  const anchorManifest = createRequire(join(ROOT, 'package.json')).resolve('@playwright/mcp/package.json');
  return {
    ours: [binOf(join(ROOT, 'package.json'), 'a11y-snapshot'), 'mcp', '--allow-file'],
    theirs: [
      binOf(anchorManifest, 'playwright-mcp'),
      '--headless',
      '--isolated',
      '--executable-path',
      chromiumPath(),
      '--no-sandbox',
      '--allow-unrestricted-file-access',
    ],
  };
}

/** A command line as printed in the report: paths relative to the repository. */
export function printCommand(args) {
  return ['node', ...args.map((arg) => (arg.startsWith(ROOT) ? relative(ROOT, arg) : arg))].join(' ');
}

/** The text an answer carries (every text part, joined), and its UTF-8 bytes summed part by part. */
export function answerText(result) {
  const texts = (result.content ?? []).filter((part) => part.type === 'text').map((part) => part.text);
  return { text: texts.join('\n'), bytes: texts.reduce((sum, text) => sum + bytesOf(text), 0) };
}

/** The first line of a fault that says something (the anchor opens with a `### Error` heading). */
function firstLine(text) {
  return text.split('\n').find((line) => line.trim() && !line.startsWith('#')) ?? '(no text)';
}

/**
 * One connected server. `call(name, args)` answers the text and counts the
 * call and its bytes in `tally` (reset with `startTally`); a tool error
 * (isError) throws its first line, naming the tool.
 */
export async function startServer(label, args, cwd) {
  if (!existsSync(args[0])) throw new Error(`${label} server not found at ${args[0]}`);
  const transport = new StdioClientTransport({ command: process.execPath, args, cwd, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  return connectClient(label, transport, () => stderr);
}

/** A client of a server already serving Streamable HTTP at `url`, as `startServer`'s. */
export async function connectHttp(label, url) {
  const transport = new StreamableHTTPClientTransport(new URL(url));
  const server = await connectClient(label, transport, () => '');
  const close = server.close;
  // Ends the session on the server (an HTTP DELETE) before closing: its place is free at once.
  server.close = async () => {
    await transport.terminateSession().catch(() => {});
    await close();
  };
  return server;
}

/** The bench's client on `transport`: calls counted, timed and their bytes summed in `tally`. */
async function connectClient(label, transport, stderrSoFar) {
  const client = new Client({ name: 'a11y-snapshot-bench', version: '1.0.0' });
  const lastStderr = () => stderrSoFar().split('\n').filter(Boolean).slice(-2).join(' | ');
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`${label} server did not start: ${error.message.split('\n')[0]}${lastStderr() ? ` (${lastStderr()})` : ''}`, { cause: error });
  }
  const server = {
    label,
    tally: { calls: 0, bytes: 0, log: [] },
    startTally() {
      server.tally = { calls: 0, bytes: 0, log: [] };
    },
    async tools() {
      return (await client.listTools()).tools.map((tool) => tool.name);
    },
    async call(name, args = {}) {
      let result;
      const start = performance.now();
      try {
        result = await client.callTool({ name, arguments: args }, undefined, { timeout: CALL_TIMEOUT_MS });
      } catch (error) {
        throw new Error(`${label} ${name}: ${error.message.split('\n')[0]}${lastStderr() ? ` (${lastStderr()})` : ''}`, { cause: error });
      }
      const { text, bytes } = answerText(result);
      server.tally.calls += 1;
      server.tally.bytes += bytes;
      server.tally.log.push({ name, args, bytes, ms: performance.now() - start });
      if (result.isError) throw new Error(`${label} ${name} ${JSON.stringify(args)} failed: ${firstLine(text)}`);
      return text;
    },
    close: () => client.close(),
  };
  return server;
}
