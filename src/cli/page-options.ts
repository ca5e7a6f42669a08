/** The options that say how a page is read: the same for the command and for `diff`. */
import { UsageError } from './errors.js';
import type { LoadOptions } from './load.js';

/** For `parseArgs`. */
export const PAGE_OPTIONS = {
  engine: { type: 'string', default: 'jsdom' },
  'test-id-attribute': { type: 'string', multiple: true },
  'run-scripts': { type: 'boolean', default: false },
} as const;

/** The usage lines of {@link PAGE_OPTIONS}. */
export const PAGE_USAGE = `  --engine jsdom|chromium   where the page is read (default jsdom; chromium needs Playwright)
  --test-id-attribute NAME  attribute that carries test ids (default data-testid; repeatable)
  --run-scripts             jsdom only: run the page's scripts (they run in Node: trusted pages only)`;

interface PageValues {
  engine?: string;
  'test-id-attribute'?: string[];
  'run-scripts'?: boolean;
}

/** The load options of parsed {@link PAGE_OPTIONS}; a usage error for a pair that cannot be. */
export function loadOptionsOf(values: PageValues): LoadOptions {
  const { engine } = values;
  if (engine !== 'jsdom' && engine !== 'chromium') throw new UsageError(`--engine must be jsdom or chromium, got ${JSON.stringify(engine)}`);
  if (values['run-scripts'] && engine !== 'jsdom') throw new UsageError('--run-scripts is for --engine jsdom (Chromium always runs scripts)');
  return { engine, runScripts: values['run-scripts'] ?? false, testIdAttributes: values['test-id-attribute'] };
}
