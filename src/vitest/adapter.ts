/**
 * The snapshot domain Vitest holds a page against: the runner-neutral golden
 * domain (assert/domain.ts: capture, render, read back, match with patterns)
 * in the shape of Vitest's `DomainSnapshotAdapter`.
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
import { createGoldenDomain, type GoldenDomainSettings } from '../assert/domain.js';
import type { Judgement, StoredGolden } from '../assert/policy.js';
import type { LintFinding } from '../lint/lint.js';
import type { Snapshot } from '../model/snapshot.js';
import { withoutRunnerParams } from './browser-mode.js';
import { toSnapshotRoot } from '../assert/received.js';
import { quietTracker, realClock } from '../settle/settle-loop.js';

export type { StoredGolden } from '../assert/policy.js';

/** Vitest's `DomainSnapshotAdapter` (not exported by `vitest` itself). */
export type DomainSnapshotAdapter = Parameters<typeof Snapshots.toMatchDomainSnapshot>[0];
type DomainMatchResult = ReturnType<DomainSnapshotAdapter['match']>;

export interface A11yAdapterSettings extends GoldenDomainSettings {
  /** The matcher's name, for messages. */
  matcher: string;
  /** The matcher function: errors start their stack below it, at the test's own line. */
  stackStart?: (...args: never[]) => unknown;
  /**
   * Under `expect.poll`: a snapshot with none stored to hold it against is
   * taken only once the page has not changed for this many ms (Vitest's own
   * rule, two equal polls in a row, would freeze a page still loading).
   */
  quietWindow?: number;
}

/** The adapter, with what it saw kept for the matcher's message. */
export interface A11yAdapter extends DomainSnapshotAdapter {
  /** A stored snapshot was read. */
  readStored?: boolean;
  lastMatch?: Judgement;
  /** What the lint rules object to in the last capture. */
  lint?: LintFinding[];
}

/** The a11y-snapshot domain for `Snapshots.toMatchDomainSnapshot`. */
export function createA11yAdapter(settings: A11yAdapterSettings): A11yAdapter {
  const domain = createGoldenDomain({ rewriteCommand: 'vitest -u', adjust: withoutRunnerParams, ...settings });
  const adapter: A11yAdapter = {
    name: 'a11y-snapshot',
    capture: (received: unknown): Snapshot => {
      const model = domain.capture(fromTestLine(() => toSnapshotRoot(received, settings.matcher), settings.stackStart));
      adapter.lint = domain.lint;
      return model;
    },
    render: (model: Snapshot): string => holdUntilQuiet(stored(domain.render(model))),
    parseExpected: (input: string): StoredGolden => {
      adapter.readStored = true;
      return fromTestLine(() => domain.parseExpected(input), settings.stackStart);
    },
    match: (model: Snapshot, expected: StoredGolden): DomainMatchResult => {
      const match = (adapter.lastMatch = domain.match(model, expected));
      return { pass: match.state === 'same', message: match.diff.join('\n'), resolved: stored(match.resolved), expected: stored(expected.text) };
    },
  };
  // Vitest reads a stored snapshot before it polls: with none read, the poll is for a new one.
  // Vitest runs the loop (expect.poll); each render is one look, quiet as the settle loop counts it.
  const quietFor = quietTracker(realClock.now);
  let renders = 0;
  function holdUntilQuiet(text: string): string {
    if (!settings.quietWindow || adapter.readStored) return text;
    const quiet = quietFor(text);
    if (quiet >= settings.quietWindow) return text;
    // Two renders in a row are never equal before the window has passed, so Vitest keeps polling.
    return `${text}# changed ${quiet} ms ago (${++renders})\n`;
  }
  return adapter;
}

/** Golden text as Vitest stores it: behind a newline, like every multi-line snapshot. */
function stored(golden: string): string {
  return '\n' + golden;
}

/**
 * Runs `fn`; an error it throws gets its stack starting below the matcher,
 * so that Vitest points at the test's line, not at this file. Unchanged when
 * the matcher is not on the stack (under `expect.poll` the capture runs later).
 */
function fromTestLine<T>(fn: () => T, stackStart: ((...args: never[]) => unknown) | undefined): T {
  try {
    return fn();
  } catch (error) {
    if (!stackStart || !(error instanceof Error) || typeof Error.captureStackTrace !== 'function') throw error;
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
    throw error;
  }
}
