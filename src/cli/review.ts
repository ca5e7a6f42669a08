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
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { NotAFileError, readRegularFile } from '../golden/files.js';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { REVIEW_KINDS, renderReview, reviewPairs, type GoldenPair, type ReviewKind } from '../review/index.js';
import { argumentError, firstLine, UsageError } from './errors.js';

export const REVIEW_USAGE = `Usage: a11y-snapshot review [--base REF | --results DIR] [--fail-on KINDS]

Prints, as Markdown, what changed in the accessibility goldens, most serious first:
every *.snap file that differs between a git ref and the work tree (untracked files
included) and the inline snapshots of every test file that differs, or the
*-expected.snap / *-actual.snap pairs under a directory.
With GITHUB_STEP_SUMMARY set, the Markdown is appended to that file too.

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
  if (positionals.length) throw new UsageError(`review takes no arguments, got ${JSON.stringify(positionals[0])}`);
  if (values.base !== undefined && values.results !== undefined) throw new UsageError('--base and --results cannot be used together');
  if (values.base === '') throw new UsageError('--base needs a git ref');
  if (values.results === '') throw new UsageError('--results needs a directory');
  const failOn: ReviewKind[] = [];
  for (const word of (values['fail-on'] ?? []).flatMap((list) => list.split(','))) {
    const kind = word.trim();
    if (kind === '') continue;
    if (!REVIEW_KINDS.includes(kind as ReviewKind)) throw new UsageError(`--fail-on: unknown kind ${JSON.stringify(kind)} (kinds: ${REVIEW_KINDS.join(', ')})`);
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
    if (summary) appendFileSync(summary, markdown + '\n');
    return items.some((item) => command.failOn.includes(item.kind)) ? 1 : 0;
  } catch (error) {
    const usage = error instanceof UsageError;
    const known = usage || error instanceof ReviewError;
    process.stderr.write(`a11y-snapshot review: ${known ? (error as Error).message : firstLine(error)}${usage ? ' (see --help)' : ''}\n`);
    return usage ? 2 : 1;
  }
}

// --- git ---

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] });
}

function tryGit(cwd: string, args: string[]): string | undefined {
  try {
    return git(cwd, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ReviewError('git is not installed or not on PATH (use --results DIR to compare a directory)');
    return undefined;
  }
}

/** The pairs of every `*.snap` file that differs between `base` (or the merge base) and the work tree. */
export function gitPairs(cwd: string, base: string | undefined): GoldenPair[] {
  const root = tryGit(cwd, ['rev-parse', '--show-toplevel'])?.trim();
  if (!root) throw new ReviewError('not inside a git work tree (use --results DIR to compare a directory)');
  const ref = base ?? mergeBase(root);
  const commit = tryGit(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])?.trim();
  if (!commit) throw new ReviewError(`unknown git ref ${JSON.stringify(ref)}`);
  const changed = git(root, ['-c', 'core.quotepath=off', 'diff', '--name-only', '-z', '--no-renames', commit, '--', ...PATHSPECS]);
  const untracked = git(root, ['ls-files', '-z', '--others', '--exclude-standard', '--', ...PATHSPECS]);
  const paths = [...new Set([...changed.split('\0'), ...untracked.split('\0')].filter(Boolean))].sort();
  const pairs = paths.map((path) => {
    const pair: GoldenPair = { file: path, old: undefined, new: undefined };
    readSide(pair, 'new', () => readRegularFile(join(root, path))?.toString('utf8'));
    // A link in git is a blob holding the target's path: the mode tells it from a file.
    const mode = tryGit(root, ['ls-tree', '-z', commit, '--', path])?.split(' ')[0];
    if (mode === '120000') refuse(pair, 'old', `a symbolic link in ${ref}, not a file: not read`);
    else if (mode) pair.old = tryGit(root, ['cat-file', 'blob', `${commit}:${path}`]);
    return pair;
  });
  // A test file is a pair only while a side read holds an inline snapshot (a link is not read, so not a pair).
  return pairs.filter((pair) => /\.snap$/i.test(pair.file) || [pair.old, pair.new].some((text) => text?.includes(INLINE_MATCHER)));
}

/** `*.snap` files, and the test files that may hold inline snapshots. */
const PATHSPECS = ['*.snap', ...['ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs'].map((ext) => `*.${ext}`)];
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
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ReviewError(`--results: no directory ${JSON.stringify(shown)}`);
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
