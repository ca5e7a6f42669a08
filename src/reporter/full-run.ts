/**
 * Whether a run ran every test: only then can a golden no test read be
 * called obsolete. A reporter sees the tests that were chosen, never the
 * ones a filter left out, so it reads the filters from the config and the
 * command line (Playwright passes them on no other way).
 */
import type { FullConfig, FullResult, Suite } from '@playwright/test/reporter';

/** One report `merge-reports` read: its run's shard (none for a run not sharded) and how that run ended. */
export interface MergedReport {
  shard?: { current: number; total: number } | null;
  status?: FullResult['status'];
}

/**
 * Why this run cannot tell obsolete goldens from ones a test that did not
 * run would read; undefined for a full run. `merged` holds the reports of a
 * `merge-reports` run (see {@link whyNotFullMerge}).
 */
export function whyNotFullRun(config: FullConfig, suite: Suite, status: FullResult['status'], merged?: readonly MergedReport[]): string | undefined {
  if (merged?.length) return whyNotFullMerge(config, suite, status, merged);
  if (config.shard) return `--shard=${config.shard.current}/${config.shard.total}`;
  const filtered = config.filteredProjects ?? config.projects;
  if (filtered.length < config.projects.length) return '--project chose some projects';
  if (config.projects.some((p) => !matchesEverything(p.grep) || p.grepInvert)) return 'the config greps some tests';
  // `config.argv` is new in Playwright 1.65; before it, the reporter runs in the process the command started.
  const filter = testFilterInArgv(config.argv?.length ? config.argv : process.argv);
  return filter ?? whyNotWhole(suite, status);
}

/**
 * A merge holds a full run when its reports are every shard of one run,
 * each once (or one run not sharded), each passed, with no test skipped and
 * no grep in the config. A merged config keeps no shard's command line:
 * its filters (file arguments, `-g`, `--project`) are not seen here, which
 * is why a merge lists obsolete goldens but never deletes them (reporter.ts).
 */
export function whyNotFullMerge(config: FullConfig, suite: Suite, status: FullResult['status'], merged: readonly MergedReport[]): string | undefined {
  const shards = merged.map((report) => report.shard ?? undefined);
  if (shards.some((shard) => !shard)) {
    if (merged.length > 1) return `${merged.length} merged reports that are not the shards of one run`;
  } else {
    const total = shards[0]!.total;
    if (shards.some((shard) => shard!.total !== total))
      return `merged shards of runs in ${new Set(shards.map((shard) => shard!.total)).size} different numbers of shards`;
    const seen = shards.map((shard) => shard!.current).sort((a, b) => a - b);
    const repeated = seen.filter((current, i) => seen[i - 1] === current);
    if (repeated.length) return `shard ${repeated[0]} of ${total} merged twice`;
    const missing = Array.from({ length: total }, (_, i) => i + 1).filter((current) => !seen.includes(current));
    if (missing.length) return `merged ${seen.length === 1 ? 'shard' : 'shards'} ${seen.join(', ')} of ${total}, missing ${missing.join(', ')}`;
  }
  if (config.projects.some((p) => !matchesEverything(p.grep) || hasPatterns(p.grepInvert))) return 'the config greps some tests';
  const failed = merged.find((report) => report.status && report.status !== 'passed');
  if (failed) return failed.shard ? `shard ${failed.shard.current} of ${failed.shard.total} ${failed.status}` : `the run ${failed.status}`;
  return whyNotWhole(suite, status);
}

/** What a run that chose every test still lacks: a pass, and no test skipped. */
function whyNotWhole(suite: Suite, status: FullResult['status']): string | undefined {
  if (status !== 'passed') return `the run ${status}`;
  const skipped = suite.allTests().filter((test) => test.outcome() === 'skipped').length;
  return skipped ? `${skipped} skipped` : undefined;
}

/** A merged config's grepInvert is a list (empty for none); a run's is null or a pattern. */
function hasPatterns(grep: RegExp | RegExp[] | null): boolean {
  return Array.isArray(grep) ? grep.length > 0 : grep !== null && grep !== undefined;
}

function matchesEverything(grep: RegExp | RegExp[]): boolean {
  return (Array.isArray(grep) ? grep : [grep]).every((re) => re.source === '.*' || re.source === '(?:)');
}

// `playwright test` options that take a value, and those that may (with the values they take).
const VALUE_OPTIONS = new Set([
  '-c',
  '--config',
  '--global-timeout',
  '--last-failed-file',
  '--max-failures',
  '--output',
  '--repeat-each',
  '--reporter',
  '--retries',
  '--run-agents',
  '--timeout',
  '--trace',
  '--tsconfig',
  '--ui-host',
  '--ui-port',
  '--update-source-method',
  '-j',
  '--workers',
  '--browser',
]);
const OPTIONAL_VALUES: Record<string, RegExp> = {
  '-u': /^(all|changed|missing|none|default)$/,
  '--update-snapshots': /^(all|changed|missing|none|default)$/,
  '--debug': /^(inspector|cli)$/,
  '--shuffle': /^\d+$/,
};
const FILTER_OPTIONS = new Set([
  '-g',
  '--grep',
  '-G',
  '--grep-invert',
  '--shard',
  '--only-changed',
  '--last-failed',
  '--test-list',
  '--test-list-invert',
  '--project',
]);

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
