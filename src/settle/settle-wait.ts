/**
 * The command's wait, in either engine: the load event within `--timeout`,
 * as Playwright's `page.goto` waits for it, then at most SETTLE.budget for
 * the page to settle: no request in flight and nothing changed over the
 * quiet window. Both are the one settle loop (settle-loop.ts), over
 * looks of the command's own: a flag for the load event, then samples that
 * count requests and mark changes. Pure: the page is seen only through
 * `loaded` and `sample`, time only through the clock.
 */
import { settleHeader, type CapturedSnapshot } from '../model/snapshot.js';
import { QUIET_WINDOW_MS, quietTracker, realClock, settleLoop, type Clock } from './settle-loop.js';

/** What one look at the loaded page sees. */
export interface Sample {
  /** Requests in flight (the header's `loading(Network N)`). */
  inFlight: number;
  /** Changes whenever the page changes (a mutation count, a rendered capture). */
  mark: unknown;
}

/** The page as the wait sees it. */
export interface WaitedPage<S extends Sample> {
  /** Whether the load event has come. */
  loaded(): boolean;
  sample(): Promise<S>;
}

export interface CommandWaitOptions {
  /** How long nothing may change, in milliseconds. 0: settled as soon as loaded and idle. */
  quiet: number;
  /** When all waiting ends, in the clock's time: the command's budget less what capturing and printing keep. */
  until: number;
  /** Milliseconds between samples. */
  interval: number;
  /** Milliseconds of settling after the load event, at most (default SETTLE.budget). */
  settle?: number;
  clock?: Clock;
}

/** The wait's outcome: the last sample, whether the load event came, and whether the page settled. */
export interface CommandWaitResult<S extends Sample> {
  sample: S;
  loaded: boolean;
  settled: boolean;
}

/** Settle rules for the command; see docs/decisions.md "The command waits for load as page.goto does". */
export const SETTLE = {
  /** No change over this long counts as settled: the one quiet window. */
  quiet: QUIET_WINDOW_MS,
  /** At most this long after the load event (Playwright's expect timeout), never past `--timeout`. */
  budget: 5_000,
  /** Milliseconds between looks at the load flag, and between cheap samples. */
  interval: 50,
} as const;

/**
 * Waits for the load event until `until`, then samples the page until it is
 * idle and unchanged for `quiet` ms, for at most `settle` ms and never past
 * `until`. Nothing is sampled before the load event (a capture would number
 * elements the load hides); a page whose load event never comes is sampled
 * once, at `until`.
 */
export async function waitForLoadAndSettle<S extends Sample>(page: WaitedPage<S>, options: CommandWaitOptions): Promise<CommandWaitResult<S>> {
  const clock = options.clock ?? realClock;
  await settleLoop({ look: async () => page.loaded(), ends: (loaded) => loaded, deadline: options.until, pause: () => SETTLE.interval, clock });
  const quietFor = quietTracker(clock.now);
  const settles = (sample: S): boolean => {
    const idle = page.loaded() && sample.inFlight === 0;
    // The quiet window starts again at any change, and while the page is busy.
    return quietFor(sample.mark, !idle) >= options.quiet && idle;
  };
  const deadline = Math.min(clock.now() + (options.settle ?? SETTLE.budget), options.until);
  const { last, ended } = await settleLoop({ look: () => page.sample(), ends: settles, deadline, pause: () => options.interval, clock });
  return { sample: last, loaded: page.loaded(), settled: ended };
}

/** The header says what the wait found: `settled`, or `loading(Network N)`. */
export function markHeader(model: CapturedSnapshot, settled: boolean, inFlight: number): void {
  model.header = settleHeader(model.header, settled, inFlight);
}

/** The one line said when the load event never came: the page is printed as it stood. */
export function notLoadedNote(url: string): string {
  return `a11y-snapshot: ${JSON.stringify(url)} did not finish loading before --timeout (no load event): printed as it stood`;
}
