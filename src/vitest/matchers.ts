/**
 * `toMatchA11ySnapshot` and `toMatchInlineA11ySnapshot`: thin matchers over
 * Vitest's domain snapshots (`Snapshots.toMatchDomainSnapshot`, Vitest
 * 4.1.4+). Vitest keys, stores, updates and reports the snapshots; the
 * adapter captures, renders and matches; this file only reads the options,
 * names a stored snapshot in errors, and puts the readable diff in the message.
 */
// A namespace import: on a Vitest without `Snapshots` the setup entry can still say so plainly.
import * as vitest from 'vitest';
import type { MatcherResult as ExpectationResult, MatcherState } from 'vitest';
import { DOM_OPTION_KEYS, readInlineArguments, readSnapshotOptions, type DomSnapshotOptions } from '../assert/options.js';
import { describeCall, unwrittenMessage } from '../assert/policy.js';
import { lintMessage } from '../lint/lint.js';
import { entryLineOf } from '../golden/snap-format.js';
import type { Step } from '../steps/step.js';
import { createA11yAdapter, type A11yAdapter, type A11yAdapterSettings } from './adapter.js';
import { describeDamagedSnapFile } from './damaged-snap.js';
import { readSnapFileText, showSnapFilePath } from './snap-on-disk.js';
import { toResolve } from './to-resolve.js';
import { QUIET_WINDOW_MS } from '../settle/settle-loop.js';

/** Options of `toMatchA11ySnapshot` and `toMatchInlineA11ySnapshot`. */
export type A11ySnapshotOptions = DomSnapshotOptions;

type SyncResult = Exclude<ExpectationResult, Promise<unknown>>;

/** The options once read: the steps parsed. */
type ReadOptions = Omit<A11ySnapshotOptions, 'steps'> & { steps: Step[] };

const MISSING = unwrittenMessage('CI, or --update=none', 'Vitest');

function toMatchA11ySnapshot(this: MatcherState, received: unknown, options?: A11ySnapshotOptions): ExpectationResult {
  const matcher = 'toMatchA11ySnapshot';
  const damaged = describeDamagedSnapFile(this, matcher);
  if (damaged) return { pass: false, message: () => damaged };
  const adapter = createA11yAdapter({
    ...settingsOf(this, matcher, readOptions(matcher, options), false),
    stackStart: toMatchA11ySnapshot,
    quietWindow: quietWindowOf(this),
  });
  return explain(vitest.Snapshots.toMatchDomainSnapshot.call(this, adapter, received), adapter, matcher);
}

function toMatchInlineA11ySnapshot(
  this: MatcherState,
  received: unknown,
  optionsOrSnapshot?: A11ySnapshotOptions | string,
  inlineSnapshot?: string,
): ExpectationResult {
  const matcher = 'toMatchInlineA11ySnapshot';
  const { options, snapshot } = readInlineArguments(matcher, optionsOrSnapshot, inlineSnapshot);
  const adapter = createA11yAdapter({
    ...settingsOf(this, matcher, readOptions(matcher, options), true),
    stackStart: toMatchInlineA11ySnapshot,
    quietWindow: quietWindowOf(this),
  });
  return explain(vitest.Snapshots.toMatchDomainInlineSnapshot.call(this, adapter, received, snapshot), adapter, matcher);
}

/** The matchers, for `expect.extend` (the setup entry registers them on the global `expect`). */
export const a11yMatchers = { toMatchA11ySnapshot, toMatchInlineA11ySnapshot, toResolve };

// `expect.poll(() => document).toMatchA11ySnapshot()` waits for a stable page that
// matches: Vitest polls the domain matcher itself when a matcher carries this mark.
for (const matcher of [toMatchA11ySnapshot, toMatchInlineA11ySnapshot]) Object.defineProperty(matcher, '__vitest_poll_takeover__', { value: true });

/** The quiet window under `expect.poll` (Vitest marks the assertion with the function it polls), as the Playwright door waits; none otherwise. */
function quietWindowOf(state: MatcherState): number | undefined {
  const assertion = (state as { assertion?: object }).assertion;
  return assertion && vitest.chai.util.flag(assertion, '_poll.fn') ? QUIET_WINDOW_MS : undefined;
}

function readOptions(matcher: string, options: unknown): ReadOptions {
  if (typeof options === 'string') {
    throw new TypeError(
      `${matcher}(options): takes { detail }, not a hint name (Vitest's domain snapshots have none); snapshots in one test are numbered "<test name> 1", "<test name> 2"`,
    );
  }
  return readSnapshotOptions(matcher, options, DOM_OPTION_KEYS) as ReadOptions;
}

function settingsOf(state: MatcherState, matcher: string, options: ReadOptions, inline: boolean): A11yAdapterSettings {
  const snapshotState = state.snapshotState as MatcherState['snapshotState'] | undefined;
  const testName = state.currentTestName ?? '';
  const where: Located = inline ? { name: `inline snapshot of "${testName}"` } : locateStored(snapshotState, testName);
  return {
    matcher,
    ...options,
    rewriteUnreadable: snapshotState?.snapshotUpdateState === 'all',
    locate: (line, column) => where.at?.(line, column) ?? `${where.name}, line ${line}${column ? `:${column}` : ''}`,
  };
}

interface Located {
  name: string;
  at?: (line: number, column: number | undefined) => string | undefined;
}

/** Names the snapshot this call will read, and finds a golden line in its `.snap` file. */
function locateStored(snapshotState: MatcherState['snapshotState'] | undefined, testName: string): Located {
  let key = testName;
  try {
    key = snapshotState?.probeExpectedSnapshot({ testName, testId: '', isInline: false }).key ?? testName;
  } catch {
    // An older or newer snapshot state: the test name alone still names it.
  }
  const file = snapshotState?.snapshotPath;
  const at = (line: number, column: number | undefined): string | undefined => {
    if (!file) return undefined;
    const entry = lineOfEntry(file, key);
    return entry === undefined ? undefined : `${showSnapFilePath(file)}:${entry + line}${column ? `:${column}` : ''}`;
  };
  return { name: `stored snapshot "${key}"`, at };
}

/** The 1-based line of a key's `exports[…] = \`` in a `.snap` file (its golden starts on the next one). */
function lineOfEntry(file: string, key: string): number | undefined {
  const text = readSnapFileText(file);
  return text === undefined ? undefined : entryLineOf(text, key);
}

/** Vitest says "Snapshot `x 1` mismatched" and draws its diff; this adds the element-by-element one. */
function explain(result: ExpectationResult, adapter: A11yAdapter, matcher: string): ExpectationResult {
  const add = (sync: SyncResult): SyncResult => {
    const lint = adapter.lint?.length ? lintMessage(describeCall('received', matcher), adapter.lint) : '';
    if (sync.pass) return lint ? { ...sync, pass: false, message: () => lint } : sync;
    // Nothing stored and nothing written: Vitest reports an actual without an expected.
    const missing = !adapter.readStored && sync.actual !== undefined && sync.expected === undefined;
    const lines = adapter.lastMatch ? adapter.lastMatch.diff : missing ? [MISSING] : [];
    const parts = [sync.message(), ...(lines.length ? ['', ...lines] : []), ...(lint ? ['', lint] : [])];
    return { ...sync, message: () => parts.join('\n') };
  };
  return result instanceof Promise ? result.then(add) : add(result);
}
