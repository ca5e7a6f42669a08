/**
 * When a page has settled, for the command: the matcher's notion (no request
 * in flight, nothing changes) over a quiet window, within a budget. Pure: the
 * page is seen only through `sample`, time through `now` and `sleep`.
 *
 * The matcher's own loop (playwright/settle.ts) is not reused for Chromium:
 * it ends a capture the page does not answer with an error and no model,
 * where the command prints the last capture it took; it does not wait for
 * the load event; and it is bounded by a test's timeout, not the command's
 * budget. The two share what `settled` means: the quiet window.
 */
import { SETTLED_QUIET_MS, settleHeader, type CapturedSnapshot } from '../model/snapshot.js';

/** What one look at the page sees. */
export interface Sample {
  /** Requests in flight (the header's `loading(Network N)`). */
  inFlight: number;
  /** Whether the load event has come. */
  loaded: boolean;
  /** Changes whenever the page changes (a mutation count, a rendered snapshot). */
  mark: unknown;
}

export interface SettleWaitOptions {
  /** How long nothing may change, in milliseconds. 0: settled as soon as loaded and idle. */
  quiet: number;
  /** Milliseconds to wait at most. */
  budget: number;
  /** Milliseconds between looks. */
  interval: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The wait's outcome: the last look, and whether the page settled. */
export interface SettleResult<S extends Sample> {
  sample: S;
  settled: boolean;
}

/** Settle rules for the command; see docs/decisions.md "The command waits as the matcher does". */
export const SETTLE = {
  /** No change over this long counts as settled: the matcher's window (model/snapshot.ts). */
  quiet: SETTLED_QUIET_MS,
  /** At most this long (Playwright's expect timeout), never past `--timeout`. */
  budget: 5_000,
  interval: 50,
} as const;

/**
 * Looks at the page until it is loaded, idle and unchanged for `quiet` ms, or
 * until the budget is spent; the last look is returned either way.
 */
export async function waitForSettle<S extends Sample>(sample: () => Promise<S>, options: SettleWaitOptions): Promise<SettleResult<S>> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const end = now() + options.budget;
  let last = await sample();
  let quietSince = now();
  for (;;) {
    const idle = last.loaded && last.inFlight === 0;
    if (idle && now() - quietSince >= options.quiet) return { sample: last, settled: true };
    const left = end - now();
    if (left <= 0) return { sample: last, settled: false };
    await sleep(Math.min(options.interval, left));
    const next = await sample();
    // The quiet window starts again at any change, and while the page is busy.
    if (!Object.is(next.mark, last.mark) || !(next.loaded && next.inFlight === 0)) quietSince = now();
    last = next;
  }
}

/** The header says what the wait found: `settled`, or `loading(Network N)`. */
export function markHeader(model: CapturedSnapshot, settled: boolean, inFlight: number): void {
  model.header = settleHeader(model.header, settled, inFlight);
}
