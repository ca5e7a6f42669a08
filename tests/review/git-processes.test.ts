/**
 * `review` reads a repository with a fixed number of git processes, however
 * many goldens changed: counted by a `git` first on PATH. (How long it takes
 * at 3,000 goldens is `npm run stress -- repository`.)
 */
import { beforeAll, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from '../fixtures.js';
import { reviewMany } from '../reliability/lib/review-scale.mjs';

/** The command under test: the built one, unless another build is named (to see the test fail on an older build). */
const CLI = process.env.A11Y_REVIEW_CLI ?? resolve(ROOT, 'dist/cli/main.js');

beforeAll(() => {
  if (!process.env.A11Y_REVIEW_CLI) execFileSync(process.execPath, ['scripts/build.mjs', '--quiet'], { cwd: ROOT });
});

test('as many git processes for 60 changed goldens and test files as for 3', { timeout: 60_000 }, () => {
  const few = reviewMany(CLI, { goldens: 2, tests: 1 });
  const many = reviewMany(CLI, { goldens: 40, tests: 20 });
  expect([few.code, many.code, few.stderr, many.stderr]).toEqual([0, 0, '', '']);
  // Every golden and every inline snapshot is reviewed: the count stays still because the work does not grow with it.
  // Golden i and test file i make the same rename: one change, listed once with both places.
  expect([few.renamed, many.renamed]).toEqual([2, 40]);
  expect(many.gitRuns).toBe(few.gitRuns);
  expect(many.gitRuns).toBeLessThanOrEqual(8);
});
