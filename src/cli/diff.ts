/**
 * `a11y-snapshot diff A B`: what changed from A to B, element by element,
 * as a failed golden comparison prints it. Each side is a page (a file, a
 * URL, `-`), a golden (`--save`), or v2 text the command printed. A is held
 * as a golden and B as a snapshot, so the comparison is the runners' own
 * (`matchGolden`). Exit 0 when they agree, 1 when they differ (or on an
 * error), 2 on a usage error, with a one-line message on stderr.
 */
import { parseArgs } from 'node:util';
import { readGolden, renderGolden, type Golden } from '../golden/golden.js';
import { matchGolden } from '../golden/match.js';
import type { CapturedSnapshot, Snapshot } from '../model/snapshot.js';
import { parseStepOrThrow } from '../steps/grammar.js';
import { argumentError, firstLine, UsageError } from './errors.js';
import { captureSource, sourceOf, UserError, type LoadOptions } from './load.js';
import { loadOptionsOf, PAGE_OPTIONS, PAGE_USAGE } from './page-options.js';
import { asGoldenModel, readSnapshotFile } from './snapshot-files.js';

export const DIFF_USAGE = `Usage: a11y-snapshot diff A B [options]

Prints what changed from A to B, element by element, as a failed golden
comparison does (~facet: changed in place, + added, - removed), and nothing
when they agree. A and B are each a page (FILE, URL or -), a golden written
by --save, or the v2 text the command printed.

Options:
  --detail compact|full     the level compared (default compact; a golden A compares at its own level)
${PAGE_USAGE}
  --help                    this text

Exit status: 0 when A and B agree, 1 when they differ or on an error, 2 on a usage error.
`;

type Compared = 'compact' | 'full';

interface DiffCommand {
  a: string;
  b: string;
  detail: Compared;
  load: LoadOptions;
  help: boolean;
}

function parseDiff(argv: string[]): DiffCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { ...PAGE_OPTIONS, detail: { type: 'string', default: 'compact' }, help: { type: 'boolean', short: 'h', default: false } } });
  } catch (error) {
    throw argumentError(error);
  }
  const { values, positionals } = parsed;
  const load = loadOptionsOf(values);
  if (values.help) return { a: '', b: '', detail: 'compact', load, help: true };
  if (positionals.length !== 2) throw new UsageError(`diff takes two snapshots or pages, got ${positionals.length}`);
  if (positionals[0] === '-' && positionals[1] === '-') throw new UsageError('only one side can be read from standard input');
  if (values.detail !== 'compact' && values.detail !== 'full') throw new UsageError(`--detail must be compact or full (diff compares elements), got ${JSON.stringify(values.detail)}`);
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
    const [a, b] = await Promise.all([readGoldenSide(command.a, command), readModelSide(command.b, command)]);
    const [golden, model] = withoutUnknownUrl(a.golden, b);
    const steps = golden.steps.map((recorded) => parseStepOrThrow(recorded.step));
    const match = matchGolden(model, golden, a.text, { steps, color: process.stdout.isTTY === true });
    if (match.pass) return 0;
    process.stdout.write(match.diff.join('\n') + '\n');
    return 1;
  } catch (error) {
    const usage = error instanceof UsageError;
    process.stderr.write(`a11y-snapshot diff: ${usage || error instanceof UserError ? (error as Error).message : firstLine(error)}${usage ? ' (see --help)' : ''}\n`);
    return usage ? 2 : 1;
  }
}

/** Side A as a golden: read as one, or written from the snapshot at the compared level. */
async function readGoldenSide(arg: string, command: DiffCommand): Promise<{ golden: Golden; text: string }> {
  const file = readSnapshotFile(arg);
  if (file?.kind === 'golden') {
    if (file.golden.detail !== 'compact' && file.golden.detail !== 'full') throw new UserError(`${JSON.stringify(arg)} is a ${file.golden.detail} golden: diff compares compact and full ones`);
    return file;
  }
  const model = file?.kind === 'printed' ? file.model : await capture(arg, command.load);
  const text = renderGolden(asGoldenModel(model), command.detail);
  return { golden: readGolden(text, arg), text };
}

/** Side B as a snapshot model: a golden's lines are its nodes. */
async function readModelSide(arg: string, command: DiffCommand): Promise<Snapshot> {
  const file = readSnapshotFile(arg);
  if (file?.kind === 'printed') return asGoldenModel(file.model);
  if (file?.kind === 'golden') {
    if (file.golden.detail !== 'compact' && file.golden.detail !== 'full') throw new UserError(`${JSON.stringify(arg)} is a ${file.golden.detail} golden: diff compares compact and full ones`);
    return { header: file.golden.header, nodes: file.golden.lines.map((line) => line.node), containers: [] };
  }
  return asGoldenModel(await capture(arg, command.load));
}

/** A side read from a file or standard input has no url ({@link asGoldenModel}): then the url is not compared. */
function withoutUnknownUrl(golden: Golden, model: Snapshot): [Golden, Snapshot] {
  if (golden.header.url !== '' && model.header.url !== '') return [golden, model];
  const { title } = golden.headerPatterns;
  return [{ ...golden, header: { ...golden.header, url: '' }, headerPatterns: { title } }, { ...model, header: { ...model.header, url: '' } }];
}

function capture(arg: string, load: LoadOptions): Promise<CapturedSnapshot> {
  return captureSource(sourceOf(arg), load);
}
