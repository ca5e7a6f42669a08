/** The options that say how a page is read: the same for the command and for `diff`. */
import { UsageError } from './errors.js';
import type { LoadOptions } from './load.js';

/** For `parseArgs`. */
export const PAGE_OPTIONS = {
  engine: { type: 'string', default: 'jsdom' },
  'test-id-attribute': { type: 'string', multiple: true },
  'run-scripts': { type: 'boolean', default: false },
  timeout: { type: 'string' },
  'max-bytes': { type: 'string' },
} as const;

/** The usage lines of {@link PAGE_OPTIONS}. */
export const PAGE_USAGE = `  --engine jsdom|chromium   where the page is read (default jsdom; chromium: Playwright's browser, else the system's)
  --test-id-attribute NAME  attribute that carries test ids (default data-testid; repeatable)
  --run-scripts             jsdom only: run the page's scripts (they run in Node: trusted pages only)
  --timeout MS              the whole command at most: reads, load, capture, diff's comparison (default 30000; waiting to settle: 5000 of it)
  --max-bytes N             largest body read: a page (file, URL, stdin), a golden, a style sheet (default 52428800, 50 MB)`;

interface PageValues {
  engine?: string;
  'test-id-attribute'?: string[];
  'run-scripts'?: boolean;
  timeout?: string;
  'max-bytes'?: string;
}

/** The load options of parsed {@link PAGE_OPTIONS}; a usage error for a pair that cannot be. */
export function loadOptionsOf(values: PageValues): LoadOptions {
  const { engine } = values;
  if (engine !== 'jsdom' && engine !== 'chromium') throw new UsageError(`--engine must be jsdom or chromium, got ${JSON.stringify(engine)}`);
  if (values['run-scripts'] && engine !== 'jsdom') throw new UsageError('--run-scripts is for --engine jsdom (Chromium always runs scripts)');
  return {
    engine,
    runScripts: values['run-scripts'] ?? false,
    testIdAttributes: values['test-id-attribute'],
    timeout: parseCount('--timeout', values.timeout, MAX_TIMEOUT),
    maxBytes: parseCount('--max-bytes', values['max-bytes']),
  };
}

/** Node's timers hold at most 2^31 - 1 ms (about 24.8 days). */
const MAX_TIMEOUT = 2 ** 31 - 1;

/** A positive whole number option up to `max`, or undefined when it is not given. */
function parseCount(option: string, value: string | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]{0,15}$/.test(value) || Number(value) > max)
    throw new UsageError(`${option} must be a whole number from 1 to ${max}, got ${JSON.stringify(value)}`);
  return Number(value);
}
