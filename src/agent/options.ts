/** The options of `a11y-snapshot mcp`, read from its arguments. */
import { parseArgs } from 'node:util';
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
}): AgentOptions {
  return {
    headed: values.headed,
    timeout: parseTimeout(values.timeout),
    origins: {
      allowed: values['allowed-origins'] === undefined ? undefined : parseOriginList('--allowed-origins', values['allowed-origins']),
      blocked: values['blocked-origins'] === undefined ? [] : parseOriginList('--blocked-origins', values['blocked-origins']),
      allowFile: values['allow-file'],
    },
    testIdAttributes: values['test-id-attribute'],
  };
}

function parseTimeout(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT_MS;
  if (!/^[1-9][0-9]{0,15}$/.test(value) || Number(value) > MAX_TIMEOUT_MS) {
    throw new AgentUsageError(`--timeout must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}
