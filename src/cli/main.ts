#!/usr/bin/env node
/**
 * `a11y-snapshot [FILE | URL | -]`: prints a page's snapshot in the v2
 * notation. Exit 0 on success, 2 on a usage error, 1 on anything else, with
 * a one-line message on stderr.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DETAILS, format, legend, type Detail } from '../notation/index.js';
import { ScopeError } from '../engine/capture.js';
import { firstLine, UsageError } from './errors.js';
import { captureSource, sourceOf, UserError, type EngineChoice } from './load.js';
import { review } from './review.js';

const USAGE = `Usage: a11y-snapshot [FILE | URL | -] [options]
       a11y-snapshot review [--base REF | --results DIR] [--fail-on KINDS]   (see review --help)

Prints the accessibility snapshot of a page (default: a bundled example page).

Options:
  --engine jsdom|chromium   where the page is read (default jsdom; chromium needs Playwright)
  --detail LEVEL            compact (default), full, regions or v1
  --around eN               only the container of ref eN, in full
  --scope CSS               only the lines inside the element this selector matches
  --test-id-attribute NAME  attribute that carries test ids (default data-testid; repeatable)
  --json                    print the snapshot model as JSON
  --run-scripts             jsdom only: run the page's scripts (they run in Node: trusted pages only)
  --timeout MS              the whole load and capture at most (default 30000; waiting to settle: 5000 of it)
  --max-bytes N             largest page body read from a file, a URL or stdin (default 52428800, 50 MB)
  --help                    this text and the notation legend
`;

const EXAMPLE_PAGE = fileURLToPath(new URL('../../examples/orders.html', import.meta.url));

interface Command {
  target: string;
  engine: EngineChoice;
  detail: Detail;
  around?: string;
  scope?: string;
  testIds?: string[];
  json: boolean;
  runScripts: boolean;
  timeout?: number;
  maxBytes?: number;
  help: boolean;
}

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        engine: { type: 'string', default: 'jsdom' },
        detail: { type: 'string', default: 'compact' },
        around: { type: 'string' },
        scope: { type: 'string' },
        'test-id-attribute': { type: 'string', multiple: true },
        json: { type: 'boolean', default: false },
        'run-scripts': { type: 'boolean', default: false },
        timeout: { type: 'string' },
        'max-bytes': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError(firstLine(error));
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError(`expected at most one page, got ${positionals.length}: ${positionals.join(' ')}`);
  if (values.engine !== 'jsdom' && values.engine !== 'chromium') throw new UsageError(`--engine must be jsdom or chromium, got ${JSON.stringify(values.engine)}`);
  if (!DETAILS.includes(values.detail as Detail)) throw new UsageError(`--detail must be one of ${DETAILS.join(', ')}, got ${JSON.stringify(values.detail)}`);
  if (values['run-scripts'] && values.engine !== 'jsdom') throw new UsageError('--run-scripts is for --engine jsdom (Chromium always runs scripts)');
  return {
    target: positionals[0] ?? EXAMPLE_PAGE,
    engine: values.engine,
    detail: values.detail as Detail,
    around: values.around,
    scope: values.scope,
    testIds: values['test-id-attribute'],
    json: values.json,
    runScripts: values['run-scripts'],
    timeout: parseCount('--timeout', values.timeout, MAX_TIMEOUT),
    maxBytes: parseCount('--max-bytes', values['max-bytes']),
    help: values.help,
  };
}

/** Node's timers hold at most 2^31 - 1 ms (about 24.8 days). */
const MAX_TIMEOUT = 2 ** 31 - 1;

/** A positive whole number option up to `max`, or undefined when it is not given. */
function parseCount(option: string, value: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]{0,15}$/.test(value) || Number(value) > max) throw new UsageError(`${option} must be a whole number from 1 to ${max}, got ${JSON.stringify(value)}`);
  return Number(value);
}

async function run(argv: string[]): Promise<string> {
  const command = parseCommand(argv);
  if (command.help) return `${USAGE}\n${legend()}`;
  const model = await captureSource(sourceOf(command.target), {
    engine: command.engine,
    runScripts: command.runScripts,
    scope: command.scope,
    testIdAttributes: command.testIds,
    timeout: command.timeout,
    maxBytes: command.maxBytes,
  });
  if (command.json) return JSON.stringify(model, null, 2) + '\n';
  return format(model, { detail: command.detail, around: command.around });
}

/** Runs the command; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'review') return review(argv.slice(1));
  try {
    process.stdout.write(await run(argv));
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError;
    const known = usage || error instanceof UserError || error instanceof ScopeError || (error as Error)?.name === 'ScopeError';
    const message = known ? (error as Error).message : firstLine(error);
    process.stderr.write(`a11y-snapshot: ${message}${usage ? ' (see --help)' : ''}\n`);
    return usage ? 2 : 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
