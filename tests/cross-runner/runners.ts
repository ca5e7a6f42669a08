/**
 * The runners the cross-runner test holds to one golden: each a user project
 * under projects/ run as a child process, and where it leaves its goldens.
 * Adding a runner is one entry here (and its project folder).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { RUNNERS } from '../support/projects.mjs';
import { readSnap } from '../support/snap-files.js';

export interface Runner {
  /** As the test names it. */
  name: string;
  /** The project folder under tests/cross-runner/projects. */
  project: string;
  /** The runner (a key of RUNNERS in tests/support/projects.mjs) run in a copy of the project, and its arguments. */
  runner: keyof typeof RUNNERS;
  args: string[];
  /**
   * The runner goes on past a failed snapshot in a test, as Jest does for
   * its snapshot matchers: a regression then fails the `full` assertion too.
   */
  reportsEverySnapshot?: boolean;
  /**
   * A run that writes a missing golden fails, as Playwright's default update
   * mode has it (the golden is written, the test fails); Vitest and Jest
   * pass on a golden they wrote.
   */
  failsWhenWriting?: boolean;
  /** The goldens a run wrote in `dir`: each component's at `compact` by its name, at `full` by its name and " full". */
  written(dir: string): Record<string, string>;
  /**
   * A Vitest environment: its config file in the project. The environments
   * share one run, each a project of it in a copy of its own (the config as
   * that copy's vitest.config.ts, tests/support/workspace.ts), named by
   * `scenario`; `args` is how the project runs alone.
   */
  vitest?: { config: string; scenario: string };
}

/** The `.snap` entries of the components check (`<name> 1` compact, `<name> 2` full), each golden behind the newline Vitest and Jest store it with. */
function snapGoldens(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return Object.fromEntries(Object.entries(readSnap(file)).map(([key, text]) => [key.replace(/ 1$/, '').replace(/ 2$/, ' full'), text.replace(/^\n/, '')]));
}

/** Playwright's golden files, two per component (`<name>.snap`, `<name>-full.snap`). */
function playwrightGoldens(dir: string): Record<string, string> {
  const folder = join(dir, 'tests/components.spec.ts-snapshots');
  if (!existsSync(folder)) return {};
  return Object.fromEntries(readdirSync(folder).map((file) => [basename(file, '.snap').replace(/-full$/, ' full'), readFileSync(join(folder, file), 'utf8')]));
}

const vitest = (name: string, config: string): Runner => ({
  name,
  project: 'vitest',
  runner: 'vitest',
  args: ['--config', config],
  written: (dir) => snapGoldens(join(dir, '__snapshots__/components.check.ts.snap')),
  vitest: { config, scenario: config.replace(/^vitest\.(.+)\.config\.ts$/, '$1') },
});

export const runners: Runner[] = [
  vitest('Vitest + jsdom', 'vitest.jsdom.config.ts'),
  vitest('Vitest + happy-dom', 'vitest.happy-dom.config.ts'),
  vitest('Vitest browser mode', 'vitest.browser.config.ts'),
  {
    name: 'Jest + jsdom',
    project: 'jest',
    runner: 'jest',
    args: ['--ci=false'],
    reportsEverySnapshot: true,
    written: (dir) => snapGoldens(join(dir, '__snapshots__/components.check.js.snap')),
  },
  { name: 'Playwright Test', project: 'playwright', runner: 'playwright', args: [], failsWhenWriting: true, written: playwrightGoldens },
];
