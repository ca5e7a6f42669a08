/**
 * The snapshot domain Vitest holds a page against: capture a DOM, render it
 * as golden text, read a stored golden back, and match with its patterns.
 * Vitest's own snapshot state does everything else (`-u`, `--update=…`, CI,
 * obsolete snapshots, inline rewriting), exactly as for `toMatchSnapshot`.
 *
 * A stored snapshot is the golden text of `renderGolden` behind one newline
 * (Vitest's layout for multi-line snapshots), so in a `.snap` file it reads:
 *
 *     exports[`orders 1`] = `
 *     # a11y-snapshot detail:compact
 *     snapshot v2
 *     page "Orders" url="/orders" settled
 *     button "Create order"
 *     `;
 */
import type { Snapshots } from 'vitest';
import { capture } from '../engine/index.js';
import { GoldenError, readGolden, renderGolden, type Golden } from '../golden/golden.js';
import { matchGolden, type GoldenMatch } from '../golden/match.js';
import type { Detail, Snapshot } from '../model/snapshot.js';
import type { Step } from '../steps/step.js';
import { lintSnapshot, type LintFinding, type LintRule } from '../lint/lint.js';
import { goldenOfEntry } from '../review/snapfile.js';
import { withoutRunnerParams } from './browser-page.js';
import { toSnapshotRoot } from './received.js';

/** Vitest's `DomainSnapshotAdapter` (not exported by `vitest` itself). */
export type DomainSnapshotAdapter = Parameters<typeof Snapshots.toMatchDomainSnapshot>[0];
type DomainMatchResult = ReturnType<DomainSnapshotAdapter['match']>;

export interface A11yAdapterSettings {
  /** The matcher's name, for messages. */
  matcher: string;
  /** The level asked for; a stored golden keeps its own when this is unset. Default `compact`. */
  detail?: Detail;
  /** Attributes that carry a test id (the engine's default: `data-testid`). */
  testIdAttributes?: string[];
  /** `try` steps whose answers the golden records. */
  steps?: readonly Step[];
  /** Lint rules that fail the assertion. */
  lint?: readonly LintRule[];
  /** `--update=all`: a stored snapshot that cannot be read is written again instead of failing. */
  rewriteUnreadable?: boolean;
  /** The one-line message for a stored snapshot that cannot be read (`line` is 1-based in the golden). */
  describeUnreadable?: (line: number, column: number | undefined, reason: string) => string;
  /** The matcher function: errors start their stack below it, at the test's own line. */
  stackStart?: Function;
  /**
   * Under `expect.poll`: a snapshot with none stored to hold it against is
   * taken only once the page has not changed for this many ms (Vitest's own
   * rule, two equal polls in a row, would freeze a page still loading).
   */
  quietWindow?: number;
}

/** What `parseExpected` returns: the golden, or why it could not be read (only under `rewriteUnreadable`). */
export type StoredGolden = { text: string; golden: Golden } | { text: string; error: string };

/** The adapter, with what it saw kept for the matcher's message. */
export interface A11yAdapter extends DomainSnapshotAdapter {
  /** A stored snapshot was read. */
  readStored?: boolean;
  lastMatch?: GoldenMatch;
  /** What the lint rules object to in the last capture. */
  lint?: LintFinding[];
}

/** The a11y-snapshot domain for `Snapshots.toMatchDomainSnapshot`. */
export function createA11yAdapter(settings: A11yAdapterSettings): A11yAdapter {
  const adapter: A11yAdapter = {
    name: 'a11y-snapshot',
    capture: (received: unknown): Snapshot => {
      let root: Document | Element;
      try {
        root = toSnapshotRoot(received, settings.matcher);
      } catch (error) {
        throw fromTestLine(error as Error, settings.stackStart);
      }
      const model = withoutRunnerParams(capture(root, { refs: false, testIdAttributes: settings.testIdAttributes }));
      // Here, not in `match`: Vitest matches only when a snapshot is stored, and lint holds for a new one too.
      adapter.lint = lintSnapshot(model, settings.lint ?? []);
      return model;
    },
    render: (model: Snapshot): string => holdUntilQuiet(stored(renderGolden(model, settings.detail ?? 'compact', settings.steps))),
    parseExpected: (input: string): StoredGolden => {
      adapter.readStored = true;
      return readStored(input, settings);
    },
    match: (model: Snapshot, expected: StoredGolden): DomainMatchResult => {
      const match = matchStored(model, expected, settings);
      adapter.lastMatch = match;
      return { pass: match.pass, message: match.diff.join('\n'), resolved: stored(match.resolved), expected: stored(match.expected) };
    },
  };
  // Vitest reads a stored snapshot before it polls: with none read, the poll is for a new one.
  let quiet: { text: string; since: number; renders: number } | undefined;
  function holdUntilQuiet(text: string): string {
    if (!settings.quietWindow || adapter.readStored) return text;
    const now = Date.now();
    if (quiet?.text !== text) quiet = { text, since: now, renders: 0 };
    if (now - quiet.since >= settings.quietWindow) return text;
    // Two renders in a row are never equal before the window has passed, so Vitest keeps polling.
    return `${text}# changed ${now - quiet.since} ms ago (${++quiet.renders})\n`;
  }
  return adapter;
}

/** Golden text as Vitest stores it: behind a newline, like every multi-line snapshot. */
function stored(golden: string): string {
  return '\n' + golden;
}

function readStored(input: string, settings: A11yAdapterSettings): StoredGolden {
  const text = goldenOfEntry(input);
  try {
    return { text, golden: readGolden(text, 'stored snapshot') };
  } catch (error) {
    if (!(error instanceof GoldenError)) throw error;
    const message = describeError(error, settings);
    if (settings.rewriteUnreadable) return { text, error: message };
    throw fromTestLine(new UnreadableSnapshotError(error, message), settings.stackStart);
  }
}

/** A stored snapshot that cannot be read, said where Vitest's file holds it. */
class UnreadableSnapshotError extends GoldenError {
  constructor(cause: GoldenError, message: string) {
    super(cause.file, cause.line, cause.column, cause.reason);
    this.message = message;
  }
}

function describeError({ line, column, reason }: GoldenError, settings: A11yAdapterSettings): string {
  const oneLine = reason.replace(/\s*\n\s*/g, ' ');
  if (settings.describeUnreadable) return settings.describeUnreadable(line, column, oneLine);
  return `${settings.matcher}: the stored snapshot cannot be read: line ${line}${column ? `:${column}` : ''}: ${oneLine}`;
}

/**
 * The error with its stack starting below the matcher, so that Vitest points
 * at the test's line, not at this file. Unchanged when the matcher is not on
 * the stack (under `expect.poll` the capture runs later).
 */
function fromTestLine<E extends Error>(error: E, stackStart: Function | undefined): E {
  if (!stackStart || typeof Error.captureStackTrace !== 'function') return error;
  const limit = Error.stackTraceLimit;
  const frames: { stack?: string } = {};
  try {
    Error.stackTraceLimit = Math.max(limit, 10) + 20;
    Error.captureStackTrace(frames, stackStart);
  } finally {
    Error.stackTraceLimit = limit;
  }
  const at = frames.stack?.indexOf('\n    at ') ?? -1;
  if (at >= 0) error.stack = `${error.name}: ${error.message}${frames.stack!.slice(at)}`;
  return error;
}

function matchStored(model: Snapshot, expected: StoredGolden, settings: A11yAdapterSettings): GoldenMatch {
  if ('error' in expected) {
    const resolved = renderGolden(model, settings.detail ?? 'compact', settings.steps);
    return { pass: false, diff: [`unreadable stored snapshot, written again: ${expected.error}`], expected: expected.text, resolved, changes: [] };
  }
  const { golden, text } = expected;
  if (settings.detail && settings.detail !== golden.detail) {
    const resolved = renderGolden(model, settings.detail, settings.steps);
    const diff = [`detail: the stored snapshot is at "${golden.detail}", the matcher asks for "${settings.detail}" (update the snapshot to store it at "${settings.detail}")`];
    return { pass: false, diff, expected: text, resolved, changes: [] };
  }
  return matchGolden(model, golden, text, { color: false, steps: settings.steps });
}
