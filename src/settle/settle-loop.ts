/**
 * The one settle loop: look at a page until a look ends the wait or the time
 * is spent, and hand back the last look either way. Every wait for a page to
 * be ready is this loop with its own look: the Playwright matchers' web-first
 * capture (browser-page/settle.ts), the command's wait for the load event and then for
 * quiet (settle-wait.ts). The Vitest door's quiet window under
 * `expect.poll` is Vitest's loop, not ours, but it measures quiet with the
 * same tracker and the same window.
 *
 * Pure: the page is seen only through `look`, time only through an injected
 * clock, so the rules are tested on fake time; it imports nothing at all, so the
 * Vitest door, the command and the browser page reach it without reaching
 * each other, and it runs in a browser page as well (Vitest's browser mode).
 */

/**
 * How long a page must stay quiet (no request started or ended, no change)
 * to count as settled: before the Playwright door writes a golden, before the
 * command calls a page settled, before `expect.poll` writes a first Vitest
 * snapshot. Playwright's `networkidle` waits as long.
 */
export const QUIET_WINDOW_MS = 500;

/**
 * Of a wait for a page's load bounded by `timeout`, what is kept for the one
 * capture after it: the last quarter, up to 3 s. A page whose load event
 * never comes is still read, in this time; on a loaded machine a capture in
 * jsdom's thread took more than 1 s.
 */
export function captureReserve(timeout: number): number {
  return Math.min(3000, timeout / 4);
}

/** The quiet window of a read that is no golden (the `a11y` fixture's reads around an act, a step resolved): short, since nothing is written from it. */
export const READ_QUIET_MS = 100;

/** Time as the loop sees it: the real one, or a fake that moves only when the loop sleeps. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
};

export interface LoopOptions<L> {
  /** One look at the page (`attempt` counts from 0). */
  look: (attempt: number) => Promise<L>;
  /** Whether this look is the answer: the wait ends with it. */
  ends: (look: L) => boolean;
  /** When the wait ends anyway, in the clock's time; `Infinity` for never. One look is always taken. */
  deadline: number;
  /** Milliseconds before the look after `attempt` (cut to what is left before the deadline). */
  pause: (attempt: number) => number;
  clock?: Clock;
}

export interface LoopResult<L> {
  last: L;
  /** The last look ended the wait (else the deadline did). */
  ended: boolean;
}

/** Looks until a look ends the wait, or until the deadline; the last look is returned either way. */
export async function settleLoop<L>(options: LoopOptions<L>): Promise<LoopResult<L>> {
  const clock = options.clock ?? realClock;
  for (let attempt = 0; ; attempt++) {
    const last = await options.look(attempt);
    if (options.ends(last)) return { last, ended: true };
    const left = options.deadline - clock.now();
    if (left <= 0) return { last, ended: false };
    await clock.sleep(Math.min(options.pause(attempt), left));
  }
}

/** Pauses that grow along `steps` and then stay at its last one. */
export function backoff(steps: readonly number[]): (attempt: number) => number {
  return (attempt) => steps[Math.min(attempt, steps.length - 1)];
}

/**
 * How long a series of looks has been quiet, for waits that see a page only
 * through what each look shows (a rendered capture, a mutation count):
 * quiet since the first look, and again since the last one whose `mark`
 * differed from the look before, or that was `busy` (a request in flight,
 * no load event yet).
 */
export function quietTracker(now: () => number): (mark: unknown, busy?: boolean) => number {
  let since: number | undefined;
  let previous: unknown;
  return (mark, busy = false) => {
    const time = now();
    if (since === undefined || busy || !Object.is(mark, previous)) since = time;
    previous = mark;
    return time - since;
  };
}
