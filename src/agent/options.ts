/** The options of `a11y-snapshot mcp`, read from its arguments. */
import { parseArgs } from 'node:util';
import { closeSync, constants, fstatSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseOriginList, type OriginPolicy } from './origins.js';

export interface AgentOptions {
  /** Show the browser window. */
  headed: boolean;
  /** Milliseconds any one tool call may take, waiting included. */
  timeout: number;
  /** Where `navigate` (and the page's own navigations and requests) may go. */
  origins: OriginPolicy;
  /** Attributes that carry a test id. */
  testIdAttributes?: string[];
  /** Cookies and storage the session starts with (Playwright's storage state), read from `--storage-state`. */
  storageState?: StorageState;
  /** A Chromium profile kept across runs (`--user-data-dir`): cookies, storage, and the rest a profile holds. */
  userDataDir?: string;
}

/** Playwright's storage state: cookies, and each origin's local storage. */
export interface StorageState {
  cookies: unknown[];
  origins: unknown[];
}

export const AGENT_USAGE = `Usage: a11y-snapshot mcp [options]
       a11y-snapshot skill

mcp starts an MCP server over standard input and output: one Chromium page for
the session, read and driven in the v2 notation. skill prints the cheat sheet
its tools carry, for hosts that load skills from a file.

Options of mcp:
  --headed                    show the browser window (default: headless)
  --timeout MS                any one tool call at most, waiting included (default 30000)
  --allowed-origins LIST      navigate (and the page's requests) only to these origins: comma-separated
                              https://shop.example, shop.example, *.example.com, localhost:3000
  --blocked-origins LIST      never to these origins (checked before --allowed-origins)
  --allow-file                let navigate open file: URLs (refused by default)
  --test-id-attribute NAME    attribute that carries test ids (default data-testid; repeatable)
  --storage-state FILE        start logged in: cookies and local storage from a Playwright storage state file
                              (what context.storageState({ path }) writes)
  --user-data-dir DIR         keep a Chromium profile in DIR across runs (made if missing; one server at a time)
  --help                      this text
`;

export const DEFAULT_TIMEOUT_MS = 30_000;
/** Node's timers hold at most 2^31 - 1 ms. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** A usage error: the command's arguments, not the page, are wrong. */
export class AgentUsageError extends Error {}

/** The options, or an `AgentUsageError` naming the argument; undefined for --help. */
export function parseAgentOptions(argv: string[]): AgentOptions | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        headed: { type: 'boolean', default: false },
        timeout: { type: 'string' },
        'allowed-origins': { type: 'string' },
        'blocked-origins': { type: 'string' },
        'allow-file': { type: 'boolean', default: false },
        'test-id-attribute': { type: 'string', multiple: true },
        'storage-state': { type: 'string' },
        'user-data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new AgentUsageError(String((error as Error).message).split('\n')[0]);
  }
  const { values } = parsed;
  if (values.help) return undefined;
  try {
    return optionsOf(values);
  } catch (error) {
    throw error instanceof AgentUsageError ? error : new AgentUsageError((error as Error).message);
  }
}

function optionsOf(values: {
  headed: boolean;
  timeout?: string;
  'allowed-origins'?: string;
  'blocked-origins'?: string;
  'allow-file': boolean;
  'test-id-attribute'?: string[];
  'storage-state'?: string;
  'user-data-dir'?: string;
}): AgentOptions {
  if (values['user-data-dir'] !== undefined && values['storage-state'] !== undefined)
    throw new AgentUsageError('--user-data-dir and --storage-state: give one (the profile keeps its own cookies and storage)');
  return {
    headed: values.headed,
    timeout: parseTimeout(values.timeout),
    origins: {
      allowed: values['allowed-origins'] === undefined ? undefined : parseOriginList('--allowed-origins', values['allowed-origins']),
      blocked: values['blocked-origins'] === undefined ? [] : parseOriginList('--blocked-origins', values['blocked-origins']),
      allowFile: values['allow-file'],
    },
    testIdAttributes: values['test-id-attribute'],
    ...(values['storage-state'] === undefined ? {} : { storageState: readStorageState(values['storage-state']) }),
    ...(values['user-data-dir'] === undefined ? {} : { userDataDir: profileFolder(values['user-data-dir']) }),
  };
}

/** The profile folder, absolute: made when missing; anything else there than a folder is refused at start. */
function profileFolder(dir: string): string {
  const named = `--user-data-dir ${JSON.stringify(dir)}`;
  if (dir.trim() === '') throw new AgentUsageError(`${named}: give a folder`);
  const absolute = resolve(dir);
  try {
    mkdirSync(absolute, { recursive: true });
    if (!statSync(absolute).isDirectory()) throw new Error('not a folder');
  } catch (error) {
    throw new AgentUsageError(`${named}: cannot be used: ${(error as Error).message.split('\n')[0]}`);
  }
  return absolute;
}

/** A storage state file bigger than this is refused: it is read whole at start. */
const MAX_STORAGE_STATE_BYTES = 16 * 1024 * 1024;

/** The storage state in `file`, read at start so that a bad file is said at once, in one line naming it. */
function readStorageState(file: string): StorageState {
  const named = `--storage-state ${JSON.stringify(file)}`;
  let text: string;
  // Opened without blocking and judged by what was opened: a FIFO or a device named here never hangs the start.
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Error('not a regular file');
    if (stat.size > MAX_STORAGE_STATE_BYTES) throw new Error(`larger than ${MAX_STORAGE_STATE_BYTES} bytes`);
    text = readFileSync(fd, 'utf8');
  } catch (error) {
    throw new AgentUsageError(`${named}: cannot be read: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch {
    throw new AgentUsageError(`${named}: not JSON`);
  }
  const { cookies = [], origins = [] } = (state ?? {}) as Partial<StorageState>;
  if (typeof state !== 'object' || state === null || !Array.isArray(cookies) || !Array.isArray(origins))
    throw new AgentUsageError(`${named}: not a storage state (an object with cookies and origins lists)`);
  return { cookies, origins };
}

function parseTimeout(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT_MS;
  if (!/^[1-9][0-9]{0,15}$/.test(value) || Number(value) > MAX_TIMEOUT_MS) {
    throw new AgentUsageError(`--timeout must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}
