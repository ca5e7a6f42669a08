import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The tiers, told apart by a file's suffix (tests/README.md):
 * - quick, `*.test.ts`: in this process only (`npm test`); a child process throws;
 * - process, `*.process.test.ts`: the built command, git, npm, a FIFO;
 * - browser, `*.browser.test.ts`: a Chromium (the agent server, the command's Chromium engine),
 *   beside Playwright Test's `tests/browser/*.spec.ts`;
 * - runner, `*.runner.test.ts`: a user's project run by Vitest, Jest or Playwright Test, the packed tarball.
 */
const SLOW_TIERS = ['process', 'browser', 'runner'] as const;

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default is one worker less than the cores: one on a 2-core
    // machine, which then idles while a file waits on its child processes.
    maxWorkers: availableParallelism() + 1,
    // A file shares its core with others and their children: a test that
    // takes 2 s alone can take 5 s here. Timeouts catch hangs; speed is
    // measured by `npm run bench`, never by a test's deadline.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'quick',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW_TIERS.map((tier) => `tests/**/*.${tier}.test.ts`)],
          setupFiles: ['tests/support/quick-tier.ts'],
        },
      },
      ...SLOW_TIERS.map((tier) => ({
        extends: true as const,
        test: {
          name: tier,
          include: [`tests/**/*.${tier}.test.ts`],
          // dist/ built once per run, before the first file of a slow tier (never in a test file).
          globalSetup: ['tests/support/build-dist.ts'],
        },
      })),
    ],
  },
});
