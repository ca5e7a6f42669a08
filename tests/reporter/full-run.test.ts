import { describe, expect, test } from 'vitest';
import type { FullConfig, Suite } from '@playwright/test/reporter';
import { testFilterInArgv, whyNotFullRun } from '../../src/reporter/full-run.js';

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
    const config = (extra: Partial<FullConfig> = {}) => ({ shard: null, projects: [project], filteredProjects: [project], argv: argv(), ...extra }) as unknown as FullConfig;
    const suite = (...outcomes: string[]) => ({ allTests: () => outcomes.map((o) => ({ outcome: () => o })) }) as unknown as Suite;
    expect(whyNotFullRun(config(), suite('expected', 'flaky'), 'passed')).toBeUndefined();
    expect(whyNotFullRun(config({ shard: { current: 1, total: 2 } }), suite(), 'passed')).toBe('--shard=1/2');
    expect(whyNotFullRun(config({ filteredProjects: [] }), suite(), 'passed')).toBe('--project chose some projects');
    expect(whyNotFullRun(config({ projects: [{ grep: /@smoke/, grepInvert: null }] } as Partial<FullConfig>), suite(), 'passed')).toBe('the config greps some tests');
    expect(whyNotFullRun(config({ argv: argv('-g', 'x') } as Partial<FullConfig>), suite(), 'passed')).toBe('-g');
    expect(whyNotFullRun(config(), suite('unexpected'), 'failed')).toBe('the run failed');
    expect(whyNotFullRun(config(), suite('expected', 'skipped'), 'passed')).toBe('1 skipped');
  });
});
