/**
 * `review` reads a repository with a fixed number of git processes, however
 * many goldens changed: counted by a `git` first on PATH. (How long it takes
 * at 3,000 goldens is `npm run stress -- repository`.)
 */
import { expect, test } from 'vitest';
import { reviewMany } from '../reliability/lib/review-scale.mjs';
import { runCommand } from '../support/command.js';

test('as many git processes for 60 changed goldens and test files as for 3', { timeout: 60_000 }, async () => {
  const few = await reviewMany(runCommand, { goldens: 2, tests: 1 });
  const many = await reviewMany(runCommand, { goldens: 40, tests: 20 });
  expect([few.code, many.code, few.stderr, many.stderr]).toEqual([0, 0, '', '']);
  // Every golden and every inline snapshot is reviewed: the count stays still because the work does not grow with it.
  // Golden i and test file i make the same rename: one change, listed once with both places.
  expect([few.renamed, many.renamed]).toEqual([2, 40]);
  expect(many.gitRuns).toBe(few.gitRuns);
  expect(many.gitRuns).toBeLessThanOrEqual(8);
});
