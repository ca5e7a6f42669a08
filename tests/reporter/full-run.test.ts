import { describe, expect, test } from 'vitest';
import type { FullConfig, Suite } from '@playwright/test/reporter';
import { testFilterInArgv, whyNotFullRun, type MergedReport } from '../../src/reporter/full-run.js';

const argv = (...args: string[]) => ['/usr/bin/node', '/x/node_modules/@playwright/test/cli.js', 'test', ...args];

describe('reporter/full-run', () => {
  test('#testFilterInArgv: file filters and filtering options choose tests; other options do not', () => {
    expect(testFilterInArgv(argv())).toBeUndefined();
    expect(testFilterInArgv(argv('--workers', '2', '-u', '--reporter=list', '--retries', '1', '--update-snapshots', 'all'))).toBeUndefined();
    expect(testFilterInArgv(argv('-u', 'changed', '-c', 'pw.config.ts', '--', 'extra'))).toBeUndefined();
    expect(testFilterInArgv(argv('checkout.spec.ts'))).toBe('the file filter "checkout.spec.ts"');
    expect(testFilterInArgv(argv('-u', 'checkout.spec.ts'))).toBe('the file filter "checkout.spec.ts"');
    expect(testFilterInArgv(argv('-g', 'checkout'))).toBe('-g');
    expect(testFilterInArgv(argv('--grep=checkout'))).toBe('--grep');
    expect(testFilterInArgv(argv('--shard', '1/2'))).toBe('--shard');
    expect(testFilterInArgv(argv('--last-failed'))).toBe('--last-failed');
    expect(testFilterInArgv(argv('--only-changed'))).toBe('--only-changed');
    expect(testFilterInArgv(['node', 'cli.js', 'test-server'])).toBe('not run by "playwright test"');
  });

  test('#whyNotFullRun: a shard, a project filter, a grep, a failed run or a skipped test make a run partial', () => {
    const all = /.*/;
    const project = { grep: all, grepInvert: null };
    const config = (extra: Partial<FullConfig> = {}) =>
      ({ shard: null, projects: [project], filteredProjects: [project], argv: argv(), ...extra }) as unknown as FullConfig;
    const suite = (...outcomes: string[]) => ({ allTests: () => outcomes.map((o) => ({ outcome: () => o })) }) as unknown as Suite;
    expect(whyNotFullRun(config(), suite('expected', 'flaky'), 'passed')).toBeUndefined();
    expect(whyNotFullRun(config({ shard: { current: 1, total: 2 } }), suite(), 'passed')).toBe('--shard=1/2');
    expect(whyNotFullRun(config({ filteredProjects: [] }), suite(), 'passed')).toBe('--project chose some projects');
    expect(whyNotFullRun(config({ projects: [{ grep: /@smoke/, grepInvert: null }] } as Partial<FullConfig>), suite(), 'passed')).toBe(
      'the config greps some tests',
    );
    expect(whyNotFullRun(config({ argv: argv('-g', 'x') } as Partial<FullConfig>), suite(), 'passed')).toBe('-g');
    expect(whyNotFullRun(config(), suite('unexpected'), 'failed')).toBe('the run failed');
    expect(whyNotFullRun(config(), suite('expected', 'skipped'), 'passed')).toBe('1 skipped');
  });

  test('#whyNotFullRun under merge-reports: every shard of one run once, each passed, is a full run', () => {
    // A merged config: no shard, no argv, no filtered projects, one project per report, grepInvert a list.
    const project = { grep: /.*/, grepInvert: [] };
    const merged = { shard: null, projects: [project, project], filteredProjects: [], argv: [] } as unknown as FullConfig;
    const suite = (...outcomes: string[]) => ({ allTests: () => outcomes.map((o) => ({ outcome: () => o })) }) as unknown as Suite;
    const shard = (current: number, total: number, status: MergedReport['status'] = 'passed'): MergedReport => ({ shard: { current, total }, status });
    expect(whyNotFullRun(merged, suite('expected'), 'passed', [shard(2, 2), shard(1, 2)])).toBeUndefined();
    expect(whyNotFullRun(merged, suite('expected'), 'passed', [{ shard: null, status: 'passed' }])).toBeUndefined();
    expect(whyNotFullRun(merged, suite(), 'passed', [shard(1, 3)])).toBe('merged shard 1 of 3, missing 2, 3');
    expect(whyNotFullRun(merged, suite(), 'passed', [shard(1, 2), shard(1, 2)])).toBe('shard 1 of 2 merged twice');
    expect(whyNotFullRun(merged, suite(), 'passed', [shard(1, 2), shard(2, 3)])).toBe('merged shards of runs in 2 different numbers of shards');
    expect(whyNotFullRun(merged, suite(), 'passed', [{ shard: null }, { shard: null }])).toBe('2 merged reports that are not the shards of one run');
    expect(whyNotFullRun(merged, suite(), 'failed', [shard(1, 2), shard(2, 2, 'failed')])).toBe('shard 2 of 2 failed');
    expect(whyNotFullRun(merged, suite('skipped'), 'passed', [shard(1, 2), shard(2, 2)])).toBe('1 skipped');
    const grepped = { ...merged, projects: [{ grep: /.*/, grepInvert: [/@slow/] }] } as unknown as FullConfig;
    expect(whyNotFullRun(grepped, suite(), 'passed', [shard(1, 1)])).toBe('the config greps some tests');
  });
});
