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
  /^tests\/consumer\/(consumer|jest|agent)\.test\.ts$/,
  /^tests\/agent\/(task|faults|hostile|origins)\.test\.ts$/,
  /^tests\/cross-runner\/cross-runner\.test\.ts$/,
  /^tests\/[^/]+\/projects\.test\.ts$/,
  /^tests\/playwright\/agent-project\.test\.ts$/,
  /^tests\/reliability\/goldens\.test\.ts$/,
  /^tests\/cli\/load\.test\.ts$/,
  /^tests\/cli\/(local-files|read-bounds|browser-identity)\.test\.ts$/,
  /^tests\/(cli|review)\/cli\.test\.ts$/,
  /^tests\/review\/(summary|markup-repo|hidden-changes|git-processes|row-twins|shallow-checkout)\.test\.ts$/,
  /^tests\/jest\/types\.test\.ts$/,
];

/**
 * Files whose tests only call functions, on pages and folders of their own,
 * or run the built command as a child: no module mocked (a spy on a module's
 * export is restored after its test), no global set, no matcher or
 * serializer added to `expect`, no environment variable changed, no fake
 * timers. A stream or an environment variable set aside for one awaited
 * call of the command and put back in a `finally` (`run` in
 * tests/cli/helpers.ts, `reviewHere` in tests/review/helpers.ts) counts as a
 * restored spy: a worker runs one file at a time. These files share a
 * worker's modules (jsdom and the sources are imported once per worker, not
 * once per file).
 *
 * Isolated: diff/compare-bound (mocks a module), vitest/matchers and
 * vitest/serializer (extend `expect`), reliability/memory (measures the heap
 * its file alone grew), cli/load (patches stderr across tests), and the
 * files that run fixture projects.
 */
const SHARED = [
  'tests/{engine,model,notation,steps,receipt,golden,conformance,assert,lint,page,bench,review,reporter}/**/*.test.ts',
  'tests/{architecture,readme}.test.ts',
  'tests/diff/{compare,pair,text}.test.ts',
  'tests/cli/{bin,cli,diff,local-files,read-bounds,stand-ins,golden-store,jsdom-watch,settle-wait}.test.ts',
  'tests/playwright/{golden-file,messages,options,update-mode}.test.ts',
  'tests/reliability/{golden-text,goldens,pages,strings}.test.ts',
  'tests/vitest/{adapter,golden-store}.test.ts',
];

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
