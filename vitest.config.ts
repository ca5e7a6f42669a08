import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that mostly wait on child processes (a runner in a fixture
 * project, npm, the built command and its timeouts). They start first, so
 * that the short files fill the cores while they wait; most of them first.
 */
const WAITING = [
  /^tests\/consumer\/(consumer|jest)\.test\.ts$/,
  /^tests\/cross-runner\/cross-runner\.test\.ts$/,
  /^tests\/[^/]+\/projects\.test\.ts$/,
  /^tests\/playwright\/agent-project\.test\.ts$/,
  /^tests\/reliability\/goldens\.test\.ts$/,
  /^tests\/cli\/load\.test\.ts$/,
  /^tests\/cli\/(local-files|read-bounds)\.test\.ts$/,
  /^tests\/(cli|review)\/cli\.test\.ts$/,
  /^tests\/review\/(summary|markup-repo|hidden-changes|git-processes)\.test\.ts$/,
  /^tests\/jest\/types\.test\.ts$/,
];

/**
 * Folders whose tests only call functions on the pages they build: no module
 * mocked (a spy on a module's export is restored after its test),
 * no global, no matcher added to `expect`, no patched stream. Their files
 * share a worker's modules (jsdom and the sources are imported once per
 * worker, not once per file). compare-bound mocks a module: it runs alone.
 */
const SHARED = ['tests/{engine,model,notation,steps,receipt,golden,conformance}/**/*.test.ts', 'tests/diff/compare.test.ts'];

/** Vitest's order (by the last run's durations, else by size): the waiting files first, the shared ones last and together. */
class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const path = relative(file.project.config.root, file.moduleId).replace(/\\/g, '/');
      const index = WAITING.findIndex((pattern) => pattern.test(path));
      if (index >= 0) return index;
      return file.project.config.isolate ? WAITING.length : WAITING.length + 1;
    };
    return sorted.map((file, order) => ({ file, order, rank: rank(file) })).sort((a, b) => a.rank - b.rank || a.order - b.order).map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default is one worker less than the cores: one on a 2-core
    // machine, which then idles while a file waits on its child processes.
    // One more than the cores keeps them busy.
    maxWorkers: availableParallelism() + 1,
    // A file shares its core with others and their children: a test that
    // takes 2 s alone can take 5 s here. Timeouts catch hangs; speed is
    // measured by `npm run bench`, never by a test's deadline.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { sequencer: WaitingFirst },
    // dist/ built once, before every file (the built command, the packed package): never skipped for want of it.
    globalSetup: ['tests/support/build-dist.ts'],
    projects: [
      { extends: true, test: { name: 'shared', include: SHARED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['tests/**/*.test.ts'], exclude: [...configDefaults.exclude, ...SHARED] } },
    ],
  },
});
