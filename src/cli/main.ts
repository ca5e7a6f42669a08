#!/usr/bin/env node
/**
 * `a11y-snapshot [FILE | URL | -]`: prints a page's snapshot in the v2
 * notation. Exit 0 on success, 2 on a usage error, 1 on anything else, with
 * a one-line message on stderr.
 */
import { parseArgs } from 'node:util';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DETAILS, format, isRef, joinLines, legend, type Detail } from '../notation/index.js';
import { findText } from '../steps/find.js';
import { ScopeError } from '../model/scope.js';
import { argumentError, UsageError } from './errors.js';
import { firstLine, UserError } from '../jsdom-page/bounds.js';
import { diff } from './diff.js';
import { captureSource, sourceOf, type LoadOptions } from './load.js';
import { loadOptionsOf, PAGE_OPTIONS, PAGE_USAGE } from './page-options.js';
import { review } from './review.js';
import { saveGolden } from './saved-snapshots.js';
import { packageVersion } from '../version.js';

const USAGE = `Usage: a11y-snapshot [FILE | URL | -] [options]
       a11y-snapshot diff A B [options]      (see diff --help)
       a11y-snapshot review [--base REF | --results DIR] [--fail-on KINDS]   (see review --help)
       a11y-snapshot mcp [options]           the MCP server for agents (see mcp --help)
       a11y-snapshot skill                   the agent's cheat sheet

Prints the accessibility snapshot of a page (default: a bundled example page).

Options:
${PAGE_USAGE}
  --detail LEVEL            compact (default), full, regions, v1, or read (compact with the page's text)
  --around eN               only the container of ref eN, in full
  --find WORDS              only the lines whose text holds these words, with their container and heading
  --scope CSS               only the lines inside the element this selector matches
  --json                    print the snapshot model as JSON
  --save FILE               write the snapshot to FILE as a golden (no refs, no origin) instead of printing it
  --version                 the package's version
  --help                    this text and the notation legend
`;

const EXAMPLE_PAGE = fileURLToPath(new URL('../../examples/orders.html', import.meta.url));

interface Command {
  target: string;
  load: LoadOptions;
  detail: Detail;
  around?: string;
  scope?: string;
  find?: string;
  json: boolean;
  save?: string;
  help: boolean;
  version: boolean;
}

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ...PAGE_OPTIONS,
        detail: { type: 'string' },
        around: { type: 'string' },
        scope: { type: 'string' },
        find: { type: 'string' },
        json: { type: 'boolean', default: false },
        save: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
        version: { type: 'boolean', short: 'v', default: false },
      },
    });
  } catch (error) {
    throw argumentError(error);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError(`expected at most one page, got ${positionals.length}: ${positionals.join(' ')}`);
  if (values.detail !== undefined && !DETAILS.includes(values.detail as Detail))
    throw new UsageError(`--detail must be one of ${DETAILS.join(', ')}, got ${JSON.stringify(values.detail)}`);
  if (values.around !== undefined && !isRef(values.around)) throw new UsageError(`--around takes a ref such as e12, got ${JSON.stringify(values.around)}`);
  if (values.json && (values.detail !== undefined || values.around !== undefined))
    throw new UsageError('--json prints the whole model: it takes no --detail or --around');
  if (values.save !== undefined && (values.json || values.around !== undefined)) throw new UsageError('--save writes a golden: it takes no --json or --around');
  if (values.find !== undefined && (values.json || values.save !== undefined || values.detail !== undefined || values.around !== undefined))
    throw new UsageError('--find prints the lines found: it takes no --json, --save, --detail or --around');
  return {
    target: positionals[0] ?? EXAMPLE_PAGE,
    load: loadOptionsOf(values),
    detail: (values.detail ?? 'compact') as Detail,
    around: values.around,
    scope: values.scope,
    find: values.find,
    json: values.json,
    save: values.save,
    help: values.help,
    version: values.version,
  };
}

async function run(argv: string[]): Promise<string> {
  const command = parseCommand(argv);
  if (command.help) return `${USAGE}\n${legend()}`;
  if (command.version) return `${packageVersion()}\n`;
  const text = command.find !== undefined ? 'whole' : command.detail === 'read';
  const model = await captureSource(sourceOf(command.target), { ...command.load, scope: command.scope, text });
  if (command.find !== undefined) return joinLines(findText(model, command.find));
  if (command.save !== undefined) return saveGolden(model, command.detail, command.save);
  if (command.json) return JSON.stringify(model, null, 2) + '\n';
  return format(model, { detail: command.detail, around: command.around });
}

/** Runs the command; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'review') return review(argv.slice(1));
  if (argv[0] === 'diff') return diff(argv.slice(1));
  try {
    process.stdout.write(await run(argv));
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError;
    const known = usage || error instanceof UserError || error instanceof ScopeError;
    const message = known ? (error as Error).message : firstLine(error);
    process.stderr.write(`a11y-snapshot: ${message}${usage ? ' (see --help)' : ''}\n`);
    return usage ? 2 : 1;
  }
}

/**
 * Whether this module is the process's entry, however a shell reached it: a
 * symlink in node_modules/.bin (npx, npm exec, a global install) names
 * another path than the module's own, so the real paths are compared.
 */
function isEntry(): boolean {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

// The exit code, not process.exit(): Node then finishes writing to a pipe (asynchronous) before it exits.
if (isEntry()) process.exitCode = await main(process.argv.slice(2));
