/**
 * Whether a run ran every test: only then can a golden no test read be
 * called obsolete. A reporter sees the tests that were chosen, never the
 * ones a filter left out, so it reads the filters from the config and the
 * command line (Playwright passes them on no other way).
 */
import type { FullConfig, FullResult, Suite } from '@playwright/test/reporter';

/** Why this run cannot tell obsolete goldens from ones a test that did not run would read; undefined for a full run. */
export function whyNotFullRun(config: FullConfig, suite: Suite, status: FullResult['status']): string | undefined {
  if (config.shard) return `--shard=${config.shard.current}/${config.shard.total}`;
  const filtered = config.filteredProjects ?? config.projects;
  if (filtered.length < config.projects.length) return '--project chose some projects';
  if (config.projects.some((p) => !matchesEverything(p.grep) || p.grepInvert)) return 'the config greps some tests';
  // `config.argv` is new in Playwright 1.65; before it, the reporter runs in the process the command started.
  const filter = testFilterInArgv(config.argv?.length ? config.argv : process.argv);
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
