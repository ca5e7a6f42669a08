/** The options of `a11y-snapshot mcp`, read from its arguments. */
import { parseArgs } from 'node:util';
import { closeSync, constants, fstatSync, mkdirSync, openSync, readFileSync, realpathSync, statSync } from 'node:fs';
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
  /** A running Chromium to attach to over CDP (`--cdp-endpoint`): its WebSocket or HTTP address. */
  cdpEndpoint?: string;
  /** A Playwright browser server to connect to (`--connect`): its WebSocket address. */
  connect?: string;
  /** Headers sent with `cdpEndpoint` or `connect` (`--cdp-header "Authorization: Bearer …"`). */
  headers?: Record<string, string>;
  /** Serve MCP's Streamable HTTP on this port (0: any free one) instead of standard input: a session per client. */
  port?: number;
  /** The address --port listens on (default 127.0.0.1). */
  host: string;
  /** At most this many sessions at once over --port. */
  maxSessions: number;
  /** A session over --port that has made no request for this long is closed. */
  idleMs: number;
  /** A Chromium profile kept across runs (`--user-data-dir`): cookies, storage, and the rest a profile holds. */
  userDataDir?: string;
  /** The folder whose files `upload` may give the page (its real path); without it, `upload` is refused. */
  uploadDir?: string;
  /** The folder downloads are saved in (its real path); without it, every download is refused. */
  outputDir?: string;
  /** A download larger than this is cancelled and nothing of it kept. */
  maxDownloadBytes: number;
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
  --port N                    serve MCP's Streamable HTTP at http://HOST:N/mcp instead of standard input: one browser,
                              a context per session (0: any free port, said on standard error)
  --host HOST                 the address --port listens on (default 127.0.0.1; another is reachable from elsewhere)
  --max-sessions N            at most N sessions at once over --port (default 8)
  --idle-timeout MS           close a session over --port that made no request for MS (default 600000)
  --cdp-endpoint URL          attach to a Chromium running elsewhere over CDP (ws:// or http://), instead of launching one
  --connect WS                connect to a Playwright browser server (launchServer, playwright run-server; the same
                              Playwright version as this package's), instead of launching one
  --cdp-header HEADER         "NAME: VALUE", sent with --cdp-endpoint or --connect, such as a token (repeatable)
  --user-data-dir DIR         keep a Chromium profile in DIR across runs (made if missing; one server at a time)
  --upload-dir DIR            the folder upload may take files from, by paths relative to it (upload is refused without it)
  --output-dir DIR            save the page's downloads and saved states in this folder, made if missing
                              (without it downloads and state are refused)
  --max-download-bytes N      cancel a download larger than N bytes, keeping nothing of it (default 52428800, 50 MiB)
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
        'cdp-endpoint': { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        'max-sessions': { type: 'string' },
        'idle-timeout': { type: 'string' },
        connect: { type: 'string' },
        'cdp-header': { type: 'string', multiple: true },
        'upload-dir': { type: 'string' },
        'output-dir': { type: 'string' },
        'max-download-bytes': { type: 'string' },
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
  'cdp-endpoint'?: string;
  port?: string;
  host?: string;
  'max-sessions'?: string;
  'idle-timeout'?: string;
  connect?: string;
  'cdp-header'?: string[];
  'upload-dir'?: string;
  'output-dir'?: string;
  'max-download-bytes'?: string;
}): AgentOptions {
  if (values['user-data-dir'] !== undefined && values['storage-state'] !== undefined)
    throw new AgentUsageError('--user-data-dir and --storage-state: give one (the profile keeps its own cookies and storage)');
  checkRemote(values);
  if (values.port === undefined) {
    for (const option of ['host', 'max-sessions', 'idle-timeout'] as const)
      if (values[option] !== undefined) throw new AgentUsageError(`--${option} goes with --port`);
  } else if (values['user-data-dir'] !== undefined) {
    throw new AgentUsageError("--user-data-dir and --port: a profile is one Chromium's, and sessions over --port each need a context of their own");
  }
  if (values['max-download-bytes'] !== undefined && values['output-dir'] === undefined)
    throw new AgentUsageError('--max-download-bytes goes with --output-dir: without it no download is kept');
  return {
    headed: values.headed,
    timeout: values.timeout === undefined ? DEFAULT_TIMEOUT_MS : wholeNumber('--timeout', values.timeout, 1, MAX_TIMEOUT_MS, 'milliseconds'),
    origins: {
      allowed: values['allowed-origins'] === undefined ? undefined : parseOriginList('--allowed-origins', values['allowed-origins']),
      blocked: values['blocked-origins'] === undefined ? [] : parseOriginList('--blocked-origins', values['blocked-origins']),
      allowFile: values['allow-file'],
    },
    testIdAttributes: values['test-id-attribute'],
    ...(values['storage-state'] === undefined ? {} : { storageState: readStorageState(values['storage-state']) }),
    ...(values.port === undefined ? {} : { port: wholeNumber('--port', values.port, 0, 65_535) }),
    host: values.host ?? '127.0.0.1',
    maxSessions: values['max-sessions'] === undefined ? DEFAULT_MAX_SESSIONS : wholeNumber('--max-sessions', values['max-sessions'], 1, 1_000),
    idleMs: values['idle-timeout'] === undefined ? DEFAULT_IDLE_MS : wholeNumber('--idle-timeout', values['idle-timeout'], 1, MAX_TIMEOUT_MS),
    ...(values['cdp-endpoint'] === undefined ? {} : { cdpEndpoint: remoteAddress('--cdp-endpoint', values['cdp-endpoint'], /^(?:wss?|https?):$/) }),
    ...(values.connect === undefined ? {} : { connect: remoteAddress('--connect', values.connect, /^wss?:$/) }),
    ...(values['cdp-header'] === undefined ? {} : { headers: parseHeaders(values['cdp-header']) }),
    ...(values['user-data-dir'] === undefined ? {} : { userDataDir: folderOf('--user-data-dir', values['user-data-dir'], true) }),
    ...(values['upload-dir'] === undefined ? {} : { uploadDir: folderOf('--upload-dir', values['upload-dir'], false) }),
    ...(values['output-dir'] === undefined ? {} : { outputDir: folderOf('--output-dir', values['output-dir'], true) }),
    maxDownloadBytes:
      values['max-download-bytes'] === undefined
        ? DEFAULT_MAX_DOWNLOAD_BYTES
        : wholeNumber('--max-download-bytes', values['max-download-bytes'], 1, undefined, 'bytes'),
  };
}

/**
 * On a browser this server did not start, what it cannot hold there is
 * refused at start, in one line naming it: the origin lists (kept by a
 * proxy given to the Chromium it launches), a profile, and files passed
 * between the page and this machine (paths here mean nothing there).
 */
function checkRemote(values: Record<string, unknown>): void {
  const remote = values['cdp-endpoint'] !== undefined ? '--cdp-endpoint' : values.connect !== undefined ? '--connect' : undefined;
  if (values['cdp-header'] !== undefined && remote === undefined) throw new AgentUsageError('--cdp-header goes with --cdp-endpoint or --connect');
  if (remote === undefined) return;
  if (values['cdp-endpoint'] !== undefined && values.connect !== undefined) throw new AgentUsageError('--cdp-endpoint and --connect: give one');
  const why: Record<string, string> = {
    'allowed-origins': 'the origin lists are kept by a proxy this server gives the Chromium it launches',
    'blocked-origins': 'the origin lists are kept by a proxy this server gives the Chromium it launches',
    'user-data-dir': 'a profile is a folder of the Chromium this server launches',
    'upload-dir': 'files are given by their paths on this machine, which a browser elsewhere cannot read',
    'output-dir': 'downloads are written where the browser runs',
    headed: 'the window is where the browser runs',
  };
  for (const [option, reason] of Object.entries(why)) {
    const given = values[option];
    if (given !== undefined && given !== false) throw new AgentUsageError(`--${option} cannot be held with ${remote}: ${reason}`);
  }
}

/** Sessions at once over --port, unless --max-sessions says otherwise. */
export const DEFAULT_MAX_SESSIONS = 8;
/** A session over --port is closed after this long without a request, unless --idle-timeout says otherwise. */
export const DEFAULT_IDLE_MS = 600_000;

/**
 * A whole number from `min` to `max`, or a usage error naming the option
 * (and the unit, when the number has one: `--timeout must be a whole number
 * of milliseconds from 1 to …`). Without `max`, any number JavaScript holds
 * exactly.
 */
function wholeNumber(option: string, value: string, min: number, max?: number, unit?: string): number {
  const number = Number(value);
  if (!/^(?:0|[1-9][0-9]{0,15})$/.test(value) || number < min || number > (max ?? Number.MAX_SAFE_INTEGER))
    throw new AgentUsageError(
      `${option} must be a whole number${unit ? ` of ${unit}` : ''} from ${min}${max === undefined ? '' : ` to ${max}`}, got ${JSON.stringify(value)}`,
    );
  return number;
}

/** A remote browser's address: a URL whose scheme `schemes` accepts. */
function remoteAddress(option: string, value: string, schemes: RegExp): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AgentUsageError(`${option} ${JSON.stringify(value)}: not a URL`);
  }
  if (!schemes.test(url.protocol)) throw new AgentUsageError(`${option} ${JSON.stringify(value)}: ${url.protocol} is not a scheme it takes`);
  return value;
}

/** `NAME: VALUE` headers, each name a token. */
function parseHeaders(lines: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const match = /^([!#$%&'*+.^_`|~\w-]+):\s*(.*)$/.exec(line);
    if (!match || /[\r\n]/.test(match[2])) throw new AgentUsageError(`--cdp-header ${JSON.stringify(line)}: not "NAME: VALUE"`);
    headers[match[1]] = match[2];
  }
  return headers;
}

/** A download larger than this is cancelled, unless --max-download-bytes says otherwise. */
export const DEFAULT_MAX_DOWNLOAD_BYTES = 50 * 1024 * 1024;

/** The real path of the folder `dir` (made first when `make`), so that every path judged against it later is judged against what it is. */
function folderOf(option: string, dir: string, make: boolean): string {
  const named = `${option} ${JSON.stringify(dir)}`;
  try {
    if (make) mkdirSync(dir, { recursive: true });
    const real = realpathSync(dir);
    if (!statSync(real).isDirectory()) throw new AgentUsageError(`${named}: not a folder`);
    return real;
  } catch (error) {
    if (error instanceof AgentUsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new AgentUsageError(
      `${named}: ${code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'not a folder' : (error as Error).message.split('\n')[0]}`,
    );
  }
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
