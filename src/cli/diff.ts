/**
 * `a11y-snapshot diff A B`: what changed from A to B, element by element,
 * as a failed golden comparison prints it. Each side is a page (a file, a
 * URL, `-`), a golden (`--save`), or v2 text the command printed. A is held
 * as a golden and B as a snapshot, so the comparison is the runners' own
 * (`matchGolden`), on a thread that `--timeout` ends (compare-thread.ts).
 * Exit 0 when they agree, 1 when they differ (or on an error), 2 on a usage
 * error, with a one-line message on stderr.
 */
import { parseArgs } from 'node:util';
import { Budget, DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT, firstLine, UserError } from '../jsdom-page/bounds.js';
import { compareInThread } from './compare-thread.js';
import type { Compared, Side } from './diff-sides.js';
import { argumentError, UsageError } from './errors.js';
import { captureSource, readPageFile, sourceOf, type LoadOptions } from './load.js';
import { loadOptionsOf, PAGE_OPTIONS, PAGE_USAGE } from './page-options.js';
import { isGoldenName, isSnapshotFile, readGoldenSide } from './saved-snapshots.js';
import { goldenDetailOf } from '../golden/golden.js';

export const DIFF_USAGE = `Usage: a11y-snapshot diff A B [options]

Prints what changed from A to B, element by element, as a failed golden
comparison does (~facet: changed in place, + added, - removed), and nothing
when they agree. A and B are each a page (FILE, URL or -), a golden written
by --save, or the v2 text the command printed.

Options:
  --detail compact|full|read  the level compared (default compact; a golden A compares at its own level;
                            read compares the page's text too, line by line)
  --scope CSS               read only the element this selector matches in a page side (a Locator's golden)
${PAGE_USAGE}
  --help                    this text

Exit status: 0 when A and B agree, 1 when they differ or on an error, 2 on a usage error.
`;

interface DiffCommand {
  a: string;
  b: string;
  detail: Compared;
  load: LoadOptions;
  help: boolean;
}

/** Said when a golden differs from a page jsdom read without its scripts: the golden may come from a browser. */
const ENGINE_NOTE =
  'a11y-snapshot diff: the page was read with jsdom, without its scripts; a golden written in a browser (Playwright, Vitest browser mode) wants --engine chromium, or --run-scripts';

function parseDiff(argv: string[]): DiffCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ...PAGE_OPTIONS,
        detail: { type: 'string', default: 'compact' },
        scope: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw argumentError(error);
  }
  const { values, positionals } = parsed;
  const load = { ...loadOptionsOf(values), scope: values.scope };
  if (values.help) return { a: '', b: '', detail: 'compact', load, help: true };
  if (positionals.length !== 2) throw new UsageError(`diff takes two snapshots or pages, got ${positionals.length}`);
  if (positionals[0] === '-' && positionals[1] === '-') throw new UsageError('only one side can be read from standard input');
  if (values.detail !== 'compact' && values.detail !== 'full' && values.detail !== 'read')
    throw new UsageError(`--detail must be compact, full or read (diff compares snapshots), got ${JSON.stringify(values.detail)}`);
  return { a: positionals[0], b: positionals[1], detail: values.detail, load, help: false };
}

/** Runs `diff`; resolves to the exit code. */
export async function diff(argv: string[]): Promise<number> {
  try {
    const command = parseDiff(argv);
    if (command.help) {
      process.stdout.write(DIFF_USAGE);
      return 0;
    }
    // One budget for the whole command: both sides' reads and captures, then the comparison.
    const budget = new Budget(command.load.timeout ?? DEFAULT_TIMEOUT);
    const [a, b] = await readSides(command, budget);
    const result = await compareInThread({ a, b, detail: command.detail, color: process.stdout.isTTY === true }, budget);
    if (result.pass) return 0;
    process.stdout.write(result.diff.join('\n') + '\n');
    const goldenAgainstPage = [a, b].some((side) => side.kind === 'file') && [a, b].some((side) => side.kind === 'page');
    if (goldenAgainstPage && command.load.engine === 'jsdom' && !command.load.runScripts) process.stderr.write(`${ENGINE_NOTE}\n`);
    return 1;
  } catch (error) {
    const usage = error instanceof UsageError;
    process.stderr.write(
      `a11y-snapshot diff: ${usage || error instanceof UserError ? (error as Error).message : firstLine(error)}${usage ? ' (see --help)' : ''}\n`,
    );
    return usage ? 2 : 1;
  }
}

/**
 * Both sides. A page side reads the page's text when the level compared is
 * `read`: asked for, or recorded by a golden A. So a file A is read first
 * (a golden costs no capture), a page A beside B.
 */
async function readSides(command: DiffCommand, budget: Budget): Promise<[Side, Side]> {
  const asked = { ...command.load, text: command.detail === 'read' };
  if (sourceOf(command.a).kind !== 'file') return Promise.all([readSide(command.a, asked, budget), readSide(command.b, asked, budget)]);
  const a = await readSide(command.a, asked, budget);
  const recorded = a.kind === 'file' && goldenDetailOf(new TextDecoder().decode(a.bytes.subarray(0, 64))) === 'read';
  return [a, await readSide(command.b, { ...asked, text: asked.text || recorded }, budget)];
}

/**
 * A side as read, within the size limit and the budget: a file is read once
 * (a FIFO can be read only once), kept as bytes when it is a snapshot file,
 * and captured as a page otherwise; a URL or standard input is a page.
 */
async function readSide(arg: string, load: LoadOptions, budget: Budget): Promise<Side> {
  const source = sourceOf(arg);
  if (source.kind !== 'file') return { kind: 'page', model: await captureSource(source, load, budget) };
  if (isGoldenName(source.path)) return { kind: 'file', path: arg, bytes: readGoldenSide(source.path, arg) };
  const bytes = await readPageFile(source.path, load.maxBytes ?? DEFAULT_MAX_BYTES, budget);
  if (isSnapshotFile(bytes)) return { kind: 'file', path: arg, bytes };
  return { kind: 'page', model: await captureSource({ ...source, bytes }, load, budget) };
}
