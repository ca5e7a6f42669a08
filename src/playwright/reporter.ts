/**
 * `a11y-snapshot/reporter`: lists the golden files no test read, and deletes
 * them when asked. Playwright itself never finds obsolete snapshots
 * (microsoft/playwright#23644): a renamed test or a deleted spec leaves its
 * goldens behind for ever.
 *
 *     // playwright.config.ts
 *     reporter: [['list'], ['a11y-snapshot/reporter']],
 *     // delete too: ['a11y-snapshot/reporter', { deleteObsolete: true }], or A11Y_DELETE_OBSOLETE=1
 *
 * The matcher records every golden it reads as a test annotation
 * (`a11y-snapshot`). A golden is obsolete when it is one of ours (its first
 * line is `# a11y-snapshot detail:…`, so another tool's `.snap` files are
 * never touched), lies where goldens live (a `*-snapshots` directory under a
 * project's `snapshotDir`, as Playwright's default path template makes, or a
 * directory holding a golden some test read), and no test read it.
 *
 * That is only true after a run of every test: nothing is listed, nor
 * deleted, after a run filtered by file arguments, `--grep`, `--project`,
 * `--shard`, `--only-changed`, `--last-failed` or a test list, nor after a
 * run with failed or skipped tests. A `test.only` left in a spec is invisible
 * to a reporter: use `forbidOnly` in CI.
 */
import { closeSync, openSync, readdirSync, readSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { displayPath, GOLDEN_ANNOTATION, GOLDEN_EXTENSION, GOLDEN_SIGNATURE } from './golden-file.js';

/** Options of the reporter (second item of its `reporter` entry). */
export interface A11ySnapshotReporterOptions {
  /** Delete the obsolete goldens after a full run. Default: false, or true when A11Y_DELETE_OBSOLETE=1. */
  deleteObsolete?: boolean;
}

/** Lists (and on request deletes) golden files no test read; see the module comment. */
export default class A11ySnapshotReporter implements Reporter {
  private readonly deleteObsolete: boolean;
  private config?: FullConfig;
  private suite?: Suite;
  private readonly read = new Set<string>();

  constructor(options: A11ySnapshotReporterOptions = {}) {
    this.deleteObsolete = options.deleteObsolete ?? process.env.A11Y_DELETE_OBSOLETE === '1';
  }

  printsToStdio(): boolean {
    return false;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.config = config;
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const annotations = [...test.annotations, ...((result as { annotations?: TestCase['annotations'] }).annotations ?? [])];
    for (const { type, description } of annotations) {
      if (type === GOLDEN_ANNOTATION && description) this.read.add(resolve(this.config!.rootDir, description));
    }
  }

  onEnd(result: FullResult): void {
    const config = this.config!;
    const reason = whyNotFullRun(config, this.suite!, result.status);
    if (reason) {
      if (this.deleteObsolete) console.log(`a11y-snapshot: no obsolete goldens deleted: that needs a run of every test (${reason}).`);
      return;
    }
    const skip = new Set(config.projects.map((p) => p.outputDir));
    const obsolete = findObsoleteGoldens(this.read, [...new Set(config.projects.map((p) => p.snapshotDir))], skip);
    if (!obsolete.length) return;
    const list = obsolete.map((path) => `  ${displayPath(path)}`);
    if (this.deleteObsolete) {
      for (const path of obsolete) rmSync(path, { force: true });
      console.log([`a11y-snapshot: deleted ${plural(obsolete.length)} no test read:`, ...list].join('\n'));
    } else {
      console.log([`a11y-snapshot: ${plural(obsolete.length)} no test read:`, ...list, 'Delete them with A11Y_DELETE_OBSOLETE=1 (or the reporter option { deleteObsolete: true }).'].join('\n'));
    }
  }
}

function plural(n: number): string {
  return n === 1 ? '1 golden file' : `${n} golden files`;
}

/** Why this run cannot tell obsolete goldens from ones a test that did not run would read; undefined for a full run. */
export function whyNotFullRun(config: FullConfig, suite: Suite, status: FullResult['status']): string | undefined {
  if (config.shard) return `--shard=${config.shard.current}/${config.shard.total}`;
  const filtered = config.filteredProjects ?? config.projects;
  if (filtered.length < config.projects.length) return '--project chose some projects';
  if (config.projects.some((p) => !matchesEverything(p.grep) || p.grepInvert)) return 'the config greps some tests';
  const filter = testFilterInArgv((config as { argv?: string[] }).argv?.length ? (config as { argv: string[] }).argv : process.argv);
  if (filter) return filter;
  if (status !== 'passed') return `the run ${status}`;
  const skipped = suite.allTests().filter((test) => test.outcome() === 'skipped').length;
  if (skipped) return `${skipped} skipped`;
  return undefined;
}

function matchesEverything(grep: RegExp | RegExp[]): boolean {
  return (Array.isArray(grep) ? grep : [grep]).every((re) => re.source === '.*' || re.source === '(?:)');
}

// `playwright test` options that take a value, and those that may (with the values they take).
const VALUE_OPTIONS = new Set(['-c', '--config', '--global-timeout', '--last-failed-file', '--max-failures', '--output', '--repeat-each', '--reporter', '--retries', '--run-agents', '--timeout', '--trace', '--tsconfig', '--ui-host', '--ui-port', '--update-source-method', '-j', '--workers', '--browser']);
const OPTIONAL_VALUES: Record<string, RegExp> = {
  '-u': /^(all|changed|missing|none|default)$/,
  '--update-snapshots': /^(all|changed|missing|none|default)$/,
  '--debug': /^(inspector|cli)$/,
  '--shuffle': /^\d+$/,
};
const FILTER_OPTIONS = new Set(['-g', '--grep', '-G', '--grep-invert', '--shard', '--only-changed', '--last-failed', '--test-list', '--test-list-invert', '--project']);

/** The first argument of `playwright test` that chooses tests (a file filter or a filtering option). */
export function testFilterInArgv(argv: readonly string[]): string | undefined {
  const start = argv.indexOf('test');
  if (start < 0) return 'not run by "playwright test"';
  for (let i = start + 1; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') return undefined;
    const flag = arg.split('=', 1)[0];
    if (FILTER_OPTIONS.has(flag)) return flag;
    if (arg.includes('=')) continue;
    if (VALUE_OPTIONS.has(flag) || OPTIONAL_VALUES[flag]?.test(argv[i + 1] ?? '')) i++;
    else if (!arg.startsWith('-')) return `the file filter "${arg}"`;
  }
  return undefined;
}

/** Our golden files in the places goldens live that are not in `read`, sorted. */
export function findObsoleteGoldens(read: ReadonlySet<string>, snapshotDirs: readonly string[], skip: ReadonlySet<string> = new Set()): string[] {
  const dirs = new Set([...read].map((path) => dirname(path)));
  for (const root of snapshotDirs) for (const dir of snapshotDirectories(root, skip)) dirs.add(dir);
  const out: string[] = [];
  for (const dir of dirs) {
    for (const entry of entries(dir)) {
      const path = join(dir, entry.name);
      if (entry.isFile() && entry.name.endsWith(GOLDEN_EXTENSION) && !read.has(path) && isOurGolden(path)) out.push(path);
    }
  }
  return out.sort();
}

/** Directories named `*-snapshots` under `root` (Playwright's default layout). */
function snapshotDirectories(root: string, skip: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (skip.has(dir)) return;
    if (basename(dir).endsWith('-snapshots')) out.push(dir);
    for (const entry of entries(dir)) {
      if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(join(dir, entry.name));
    }
  };
  walk(root);
  return out;
}

function entries(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** True when the file starts with the golden signature (reads only its first bytes). */
function isOurGolden(path: string): boolean {
  const buffer = Buffer.alloc(GOLDEN_SIGNATURE.length);
  const fd = openSync(path, 'r');
  try {
    return readSync(fd, buffer, 0, buffer.length, 0) === buffer.length && buffer.toString('utf8') === GOLDEN_SIGNATURE;
  } finally {
    closeSync(fd);
  }
}
