/**
 * `a11y-snapshot review`: the goldens that changed, as Markdown a reviewer
 * reads most serious first. From git (every `*.snap` file that differs
 * between a ref and the work tree, untracked ones included, and the inline
 * snapshots of every test file that differs) or from a
 * directory of `*-expected.snap` / `*-actual.snap` pairs (a failed Playwright
 * run leaves them in `test-results/`, as `toMatchSnapshot` leaves its own).
 * Exit 0, 1 when an item of a `--fail-on` kind exists (or on an error), 2 on
 * a usage error, with a one-line message on stderr.
 */
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { NotAFileError, readRegularFile } from '../golden/node-files.js';
import { inlineSnapshotsOf } from '../golden/inline.js';
import { readSnapFileStrictly } from '../golden/snap-format.js';
import { changedPaths, keyOf, pathsHolding, quotePath, readBlobs, runGit, type GitPath } from './git-read.js';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { REVIEW_KINDS, appendSummary, renderReview, reviewPairs, type GoldenPair, type ReviewKind } from '../review/index.js';
import { argumentError, UsageError } from './errors.js';
import { firstLine } from '../jsdom-page/bounds.js';
import { quote, revealInvisible } from '../model/text.js';

export const REVIEW_USAGE = `Usage: a11y-snapshot review [--base REF | --results DIR] [--fail-on KINDS]

Prints, as Markdown, what changed in the accessibility goldens, most serious first:
every *.snap file that differs between a git ref and the work tree (untracked files
included) and the inline snapshots of every test file that differs, or the
*-expected.snap / *-actual.snap pairs under a directory.
With GITHUB_STEP_SUMMARY set, the Markdown is appended to that file too, cut
with a note past the 1 MiB GitHub keeps of a job summary.

Options:
  --base REF        compare with REF (default: the merge base of HEAD with origin/HEAD,
                    else with main, else with master)
  --results DIR     compare the *-expected.snap / *-actual.snap pairs under DIR instead
  --fail-on KINDS   exit 1 when an item of one of these kinds exists (comma-separated):
                    ${REVIEW_KINDS.join(', ')}
  --help            this text

Exit status: 0; 1 when a --fail-on kind is found, or on an error; 2 on a usage error.
`;

class ReviewError extends Error {}

interface ReviewCommand {
  base?: string;
  results?: string;
  failOn: ReviewKind[];
  help: boolean;
}

function parseReview(argv: string[]): ReviewCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        base: { type: 'string' },
        results: { type: 'string' },
        'fail-on': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw argumentError(error);
  }
  const { values, positionals } = parsed;
  if (positionals.length) throw new UsageError(`review takes no arguments, got ${quote(positionals[0])}`);
  if (values.base !== undefined && values.results !== undefined) throw new UsageError('--base and --results cannot be used together');
  if (values.base === '') throw new UsageError('--base needs a git ref');
  if (values.results === '') throw new UsageError('--results needs a directory');
  const failOn: ReviewKind[] = [];
  for (const word of (values['fail-on'] ?? []).flatMap((list) => list.split(','))) {
    const kind = word.trim();
    if (kind === '') continue;
    if (!REVIEW_KINDS.includes(kind as ReviewKind)) throw new UsageError(`--fail-on: unknown kind ${quote(kind)} (kinds: ${REVIEW_KINDS.join(', ')})`);
    failOn.push(kind as ReviewKind);
  }
  return { base: values.base, results: values.results, failOn, help: values.help };
}

/** Runs `review`; resolves to the exit code. */
export async function review(argv: string[], cwd: string = process.cwd()): Promise<number> {
  try {
    const command = parseReview(argv);
    if (command.help) {
      process.stdout.write(REVIEW_USAGE);
      return 0;
    }
    const pairs = command.results !== undefined ? resultPairs(join(cwd, command.results), command.results) : gitPairs(cwd, command.base);
    const items = reviewPairs(pairs);
    const markdown = renderReview(items);
    process.stdout.write(markdown);
    const summary = process.env.GITHUB_STEP_SUMMARY;
    if (summary) appendSummary(summary, markdown, { command: 'a11y-snapshot review' });
    return items.some((item) => command.failOn.includes(item.kind)) ? 1 : 0;
  } catch (error) {
    const usage = error instanceof UsageError;
    const known = usage || error instanceof ReviewError;
    // Names are quoted where a message is made; this catches the rest (a message
    // from git, the file system or a golden's parser), so a file or entry name
    // the repository chose can neither reorder the line nor break it.
    const message = revealInvisible(known ? (error as Error).message : firstLine(error));
    process.stderr.write(`a11y-snapshot review: ${message}${usage ? ' (see --help)' : ''}\n`);
    return usage ? 2 : 1;
  }
}

// --- git ---

function git(cwd: string, args: string[]): string {
  return gitOrMissing(() => runGit(cwd, args)).toString('utf8');
}

function tryGit(cwd: string, args: string[]): string | undefined {
  try {
    return git(cwd, args);
  } catch (error) {
    if (error instanceof ReviewError) throw error;
    return undefined;
  }
}

/** Runs a git reading; git missing is one line of its own. */
function gitOrMissing<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new ReviewError('git is not installed or not on PATH (use --results DIR to compare a directory)');
    throw error;
  }
}

/** The largest golden or test file the review reads; a larger one is an `unreadable` item. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;
const TOO_LARGE_START = 'larger than ';
const TOO_LARGE = `${TOO_LARGE_START}${MAX_FILE_BYTES / 1024 / 1024} MB: not read`;

/**
 * The pairs of every `*.snap` file that differs between `base` (or the merge
 * base) and the work tree, and of every changed test file that holds an
 * inline snapshot on either side. A constant number of git processes reads
 * them all (git-read.ts). A path that is not UTF-8, and a side that is not
 * as Vitest or Jest write it, fail the review (see {@link checkAsRunnerReads}).
 */
export function gitPairs(cwd: string, base: string | undefined): GoldenPair[] {
  const root = tryGit(cwd, ['rev-parse', '--show-toplevel'])?.trim();
  if (!root) throw new ReviewError('not inside a git work tree (use --results DIR to compare a directory)');
  const ref = base ?? mergeBase(root);
  const commit = tryGit(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])?.trim();
  if (!commit) throw new ReviewError(`unknown git ref ${quote(ref)}`);
  const paths = gitOrMissing(() => changedPaths(root, commit, PATHSPECS));
  const unnamed = paths.find((path) => path.path === undefined);
  if (unnamed) throw new ReviewError(`${quotePath(unnamed.bytes)} is not a UTF-8 path: the review can neither read nor name it (rename it)`);
  const isGolden = (path: GitPath) => /\.snap$/i.test(path.path!);
  // Only the test files whose old side holds an inline snapshot are read from git.
  const tests = paths.some((path) => !isGolden(path)) ? gitOrMissing(() => pathsHolding(root, commit, INLINE_MATCHER, TEST_PATHSPECS)) : new Set<string>();
  const oldBlobs = paths.filter((path) => path.old && path.old.mode !== LINK_MODE && (isGolden(path) || tests.has(keyOf(path.bytes))));
  const blobs = gitOrMissing(() =>
    readBlobs(
      root,
      oldBlobs.map((path) => path.old!.id),
      MAX_FILE_BYTES,
    ),
  );
  const pairs = paths.map((path) => {
    const pair: GoldenPair = { file: path.path!, old: undefined, new: undefined };
    const file = join(root, path.path!);
    if ((lstatSync(file, { throwIfNoEntry: false })?.size ?? 0) > MAX_FILE_BYTES) refuse(pair, 'new', TOO_LARGE);
    else readSide(pair, 'new', () => readRegularFile(file)?.toString('utf8'));
    // A link in git is a blob holding the target's path: the mode tells it from a file.
    if (path.old?.mode === LINK_MODE) refuse(pair, 'old', `a symbolic link in ${ref}, not a file: not read`);
    const blob = path.old && blobs.get(path.old.id);
    if (blob && 'reason' in blob) refuse(pair, 'old', `${blob.reason} (in ${ref})`);
    else if (blob) pair.old = blob.toString('utf8');
    return pair;
  });
  // A test file is a pair only while a side read holds an inline snapshot (a link is not read, so not a pair),
  // or may hold one: a side too large to read is reported.
  const reviewed = pairs.filter(
    (pair) =>
      /\.snap$/i.test(pair.file) ||
      [pair.old, pair.new].some((text) => text?.includes(INLINE_MATCHER)) ||
      pair.refused?.some((side) => side.reason.startsWith(TOO_LARGE_START)),
  );
  for (const pair of reviewed) checkAsRunnerReads(pair, ref);
  return reviewed;
}

const LINK_MODE = '120000';

/**
 * Vitest and Jest run a `.snap` file as JavaScript, and take whatever an
 * inline snapshot call is given: a side the review cannot read as the
 * runner does would hide a change, so it fails the review with one line
 * naming the file and the line. A `.snap` side that is not a golden (which
 * starts `# a11y-snapshot`) is read as the runner's file. The file name
 * is quoted as the notation quotes a string, and the parser's message (which
 * may name an entry) shows its invisible characters as escapes: a name with
 * a bidi control would otherwise read reversed in a terminal or a CI log.
 */
export function checkAsRunnerReads(pair: GoldenPair, ref: string): void {
  for (const side of ['new', 'old'] as const) {
    const text = pair[side];
    if (text === undefined) continue;
    const where = (line: number) => `${quote(pair.file)} line ${line}${side === 'old' ? ` (in ${revealInvisible(ref)})` : ''}`;
    if (!/\.snap$/i.test(pair.file)) {
      const { error } = inlineSnapshotsOf(text);
      if (error) throw new ReviewError(`${where(error.line)}: ${revealInvisible(error.message)}`);
    } else if (!text.startsWith(GOLDEN_START)) {
      const { error } = readSnapFileStrictly(text);
      if (error)
        throw new ReviewError(
          `${where(error.line)}: ${revealInvisible(error.message)}; Vitest and Jest run a .snap file as code, so the review reads nothing but entries`,
        );
    }
  }
}

const GOLDEN_START = '# a11y-snapshot';

/** `*.snap` files, and the test files that may hold inline snapshots. */
const TEST_PATHSPECS = [
  ...['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs'].map((ext) => `*.${ext}`),
  ...['ts', 'mts', 'cts'].map((ext) => `:(exclude)*.d.${ext}`),
];
const PATHSPECS = ['*.snap', ...TEST_PATHSPECS];
const INLINE_MATCHER = 'toMatchInlineA11ySnapshot';

/** Reads one side of a pair; a path that is a link or a directory is refused, not read. */
function readSide(pair: GoldenPair, side: 'old' | 'new', read: () => string | undefined): void {
  try {
    pair[side] = read();
  } catch (error) {
    if (!(error instanceof NotAFileError)) throw error;
    refuse(pair, side, `${error.what}, not a file: not read`);
  }
}

function refuse(pair: GoldenPair, side: 'old' | 'new', reason: string): void {
  (pair.refused ??= []).push({ side, reason });
}

/** The merge base of HEAD with the default branch: origin/HEAD, else main, else master. */
function mergeBase(root: string): string {
  for (const branch of ['origin/HEAD', 'main', 'master']) {
    if (!tryGit(root, ['rev-parse', '--verify', '--quiet', `${branch}^{commit}`])) continue;
    const found = tryGit(root, ['merge-base', 'HEAD', branch])?.trim();
    if (found) return found;
  }
  throw new ReviewError('no default branch to compare with (origin/HEAD, main, master): pass --base REF');
}

// --- results ---

const EXPECTED = '-expected.snap';
const ACTUAL = '-actual.snap';

/**
 * The `<name>-expected.snap` / `<name>-actual.snap` pairs under `dir`, by
 * path (an actual without its expected is a golden that was missing).
 */
export function resultPairs(dir: string, shown: string): GoldenPair[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ReviewError(`--results: no directory ${quote(shown)}`);
  const found = new Map<string, { expected?: string; actual?: string }>();
  for (const file of walk(dir)) {
    const name = relative(dir, file).split(sep).join('/');
    const side = name.endsWith(EXPECTED) ? 'expected' : name.endsWith(ACTUAL) ? 'actual' : undefined;
    if (!side) continue;
    const stem = name.slice(0, -(side === 'expected' ? EXPECTED : ACTUAL).length);
    found.set(stem, { ...found.get(stem), [side]: name });
  }
  const prefix = shown.replace(/[\\/]+$/, '') + '/';
  return [...found.keys()].sort().map((stem) => {
    const { expected, actual } = found.get(stem)!;
    const pair: GoldenPair = { file: prefix + (actual ?? stem + ACTUAL), oldFile: prefix + (expected ?? stem + EXPECTED), old: undefined, new: undefined };
    if (expected !== undefined) readSide(pair, 'old', () => readRegularFile(join(dir, expected))?.toString('utf8'));
    if (actual !== undefined) readSide(pair, 'new', () => readRegularFile(join(dir, actual))?.toString('utf8'));
    return pair;
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      // A linked directory is not entered; a linked file is listed, to be refused when read.
      if (entry.isDirectory()) return walk(path);
      return entry.isFile() || entry.isSymbolicLink() ? [path] : [];
    });
}
