/**
 * The MCP server: the tools of tools.ts over one page, on the official SDK.
 * The SDK's low-level `Server` is used (not `McpServer`) so that the
 * arguments are checked here and a schema error is one line naming the
 * field (`fill: value: expected string, received number`), not a JSON dump.
 *
 * Calls run one at a time, in order: they share one page. Each is bounded
 * by --timeout, waiting in line included; a browser still starting is
 * waited for first, its launch bounded by --timeout of its own. A call that
 * runs out answers an error, its page is closed (nothing it was doing may
 * act after that answer), the next call in line starts, and one still
 * waiting to start never does. Every fault is a tool result with isError,
 * never a dead server.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { factsOf, type ErrorFacts } from './error-kinds.js';
import { z } from 'zod';
import { AgentBrowser } from './browser.js';
import type { BrowserSource } from './browser-source.js';
import { receiptLegend } from './cheat-sheet.js';
import type { AgentOptions } from './options.js';
import { TOOLS, type AgentState, type Tool, type ToolAnswer } from './tools/index.js';
import { legend } from '../notation/legend.js';
import { revealInvisible } from '../model/text.js';

export const SERVER_NAME = 'a11y-snapshot';

export interface AgentServer {
  server: Server;
  /** Closes the browser. */
  close(): Promise<void>;
}

/** The server of one MCP session; `source` is the browser it opens its context in, when sessions share one (--port). */
export function createAgentServer(options: AgentOptions, version: string, source?: BrowserSource): AgentServer {
  const state: AgentState = { browser: new AgentBrowser(options, source), options, baselines: new Map() };
  const server = new Server({ name: SERVER_NAME, version }, { capabilities: { tools: {} }, instructions: instructions() });
  const listed = TOOLS.map((tool) => ({
    name: tool.name,
    description: tool.name === 'snapshot' ? `${tool.description}\n\n${legend().trimEnd()}\n\n${receiptLegend()}` : tool.description,
    inputSchema: z.toJSONSchema(tool.input, { io: 'input' }) as { type: 'object' },
  }));
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listed }));
  /** Settles when the latest call in line has ended or run out of time: the next one may start. */
  let free: Promise<void> = Promise.resolve();
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    if (!tool)
      return failure(`unknown tool ${JSON.stringify(request.params.name)} (tools: ${TOOLS.map((t) => t.name).join(', ')})`, {
        kind: 'unknown_tool',
        delivered: false,
        retryable: false,
      });
    const parsed = tool.input.safeParse(request.params.arguments ?? {});
    if (!parsed.success)
      return failure(`${tool.name}: ${describeIssue(parsed.error.issues[0])}`, { kind: 'invalid_arguments', delivered: false, retryable: false });
    // A browser still starting (with the server, or after a crash) is waited for outside the bound: its launch has a bound of its own.
    await state.browser.ready();
    const ahead = free;
    let done!: () => void;
    free = new Promise<void>((resolve) => (done = resolve));
    let expired = false;
    const turn = ahead.then(() => call(state, tool, parsed.data, () => !expired));
    turn.then(done, done);
    return bounded(state, tool, turn, () => {
      expired = true;
      done();
    });
  });
  state.browser.warmUp();
  return { server, close: () => state.browser.close() };
}

/**
 * One call on the page, after the page is opened or replaced. A page lost
 * under a call that repeats safely (a read, a navigation) is replaced and the
 * call made once more, so a crash the browser had not told of yet costs no call.
 * A call that ran out (`live` turns false) does nothing more: not the tool,
 * not its repeat; the page it was opening is left to the next call, with the note.
 */
async function call(state: AgentState, tool: Tool, args: unknown, live: () => boolean, again = false): Promise<CallToolResult> {
  if (!live()) return failure(`${tool.name}: not started`, NOT_STARTED);
  const session = await state.browser.open();
  if (!live()) return failure(`${tool.name}: not started`, NOT_STARTED);
  const note = state.browser.takeNote();
  if (note) state.baselines.clear();
  // While a page dialog waits, the page's script waits too: any call but the answer would wait on it.
  const waiting = tool.name === 'dialog' ? undefined : session.dialogWaiting();
  if (waiting)
    return failure(`${tool.name}: the page's ${waiting} waits for an answer: dialog { accept: true } or { accept: false } first`, {
      kind: 'dialog_open',
      delivered: false,
      retryable: false,
    });
  let answer: ToolAnswer;
  try {
    answer = await tool.run(session, args as never, state);
  } catch (error) {
    const lost = state.browser.noticeLoss(session, error);
    if (lost && tool.repeatable && !again) return call(state, tool, args, live, true);
    const said = lost ? `${oneLine(error)} (${lost}: the next call opens a new page)` : oneLine(error);
    const notes = state.browser.takeNotes().map((line) => `; ${line}`);
    return failure(`${named(tool, note ? `${said} (note: ${note})` : said)}${notes.join('')}`, factsOf(error, tool.acts === true, lost !== undefined));
  }
  const notes = [...(note ? [`note: ${note}`] : []), ...state.browser.takeNotes()];
  const text = [...notes, answer.text].join('\n');
  const content: CallToolResult['content'] = [{ type: 'text', text }];
  if ('png' in answer) content.push({ type: 'image', data: answer.png.toString('base64'), mimeType: 'image/png' });
  return { content };
}

/** The call's answer, or an error once --timeout has passed: its page is closed and the line moves on (`expire`). */
async function bounded(state: AgentState, tool: Tool, turn: Promise<CallToolResult>, expire: () => void): Promise<CallToolResult> {
  const timeout = state.options.timeout;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CallToolResult>((done) => {
    timer = setTimeout(() => {
      expire();
      state.browser.abandon(`the page did not answer ${tool.name} within ${timeout} ms`);
      done(
        failure(`${tool.name}: timed out after ${timeout} ms (--timeout): the page was closed; the next call opens a new page`, {
          kind: 'timeout',
          delivered: tool.acts === true,
          retryable: true,
        }),
      );
    }, timeout);
  });
  try {
    return await Promise.race([turn.catch((error) => failure(named(tool, oneLine(error)), factsOf(error, tool.acts === true, false))), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** An error answer: its one line, and what it is as structured content (error-kinds.ts). */
function failure(text: string, facts: ErrorFacts): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: { error: { ...facts } }, isError: true };
}

/** A call that ran out before it started: nothing reached the page, and the same call may be made again. */
const NOT_STARTED: ErrorFacts = { kind: 'timeout', delivered: false, retryable: true };

/** An error line that starts with the tool's name, as every error answer does: a failure before the tool ran (the browser unreachable) too. */
function named(tool: Tool, line: string): string {
  return line.startsWith(`${tool.name}:`) || line.startsWith(`${tool.name} `) ? line : `${tool.name}: ${line}`;
}

/** An error's message on one line: what a page put in it cannot add a line of its own. */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Controls, NEL, line separators and bidi marks a page string brought in show as \u escapes: a host that splits lines as Python does reads one line too.
  return revealInvisible(message.split(/\r\n?|\n/)[0].trim()) || 'failed';
}

/** A schema issue as `field: what is wrong`. */
function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'invalid arguments';
  if (issue.code === 'unrecognized_keys') return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
  const field = issue.path.length ? issue.path.join('.') : 'arguments';
  if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) return `${field}: required`;
  const message = issue.message.replace(/^Invalid input: /, '');
  return `${field}: ${message}`;
}

function instructions(): string {
  return (
    'Drives one web page by its accessibility lines (the v2 notation: the snapshot tool carries the legend). ' +
    'navigate first and read the regions overview it answers; act with try (a step by name) or tap/fill/select/press (by ref); ' +
    'each act answers with what it changed, so a second snapshot is rarely needed. Never guess a ref.'
  );
}
