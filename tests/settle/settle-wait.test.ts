/**
 * The command's wait, on a fake clock: the load event within the budget (as
 * `page.goto` waits for it), then loaded, no request in flight and no change
 * over the quiet window, for at most SETTLE.budget; else the last look.
 */
import { describe, expect, test } from 'vitest';
import { SETTLE, waitForLoadAndSettle, type Sample } from '../../src/settle/settle-wait.js';

/**
 * A page seen through `looks` (the last one repeats), whose load event comes
 * at `loadAt` ms (never: Infinity), on a clock that moves only when the wait sleeps.
 */
function fakePage(looks: Sample[], loadAt = 0) {
  let time = 0;
  let seen = 0;
  const clock = { now: () => time, sleep: async (ms: number) => void (time += ms) };
  const page = { loaded: () => time >= loadAt, sample: async () => looks[Math.min(seen++, looks.length - 1)] };
  return { page, clock, elapsed: () => time, seen: () => seen };
}

const idle = (mark: unknown = 0): Sample => ({ inFlight: 0, mark });
const options = { quiet: 500, interval: 50 };

describe('settle/settle-wait', () => {
  test('a page loaded and idle from the start settles after one quiet window', async () => {
    const page = fakePage([idle()]);
    const result = await waitForLoadAndSettle(page.page, { ...options, until: 30_000, clock: page.clock });
    expect(result).toEqual({ sample: idle(), loaded: true, settled: true });
    expect(page.elapsed()).toBe(500);
  });

  test('with no quiet window, a loaded idle page settles at the first look', async () => {
    const page = fakePage([idle()]);
    expect((await waitForLoadAndSettle(page.page, { ...options, quiet: 0, until: 30_000, clock: page.clock })).settled).toBe(true);
    expect(page.seen()).toBe(1);
  });

  test('a change or a request starts the quiet window again', async () => {
    const busy: Sample = { inFlight: 1, mark: 1 };
    const page = fakePage([idle(0), idle(1), busy, idle(1)]);
    const result = await waitForLoadAndSettle(page.page, { ...options, until: 30_000, clock: page.clock });
    expect(result.settled).toBe(true);
    // The last disturbance is the 3rd look, at 100 ms; quiet from then on.
    expect(page.elapsed()).toBe(600);
  });

  test('a load event that comes late is waited for, however long past the settle budget, within the time given; nothing is sampled before it', async () => {
    const page = fakePage([idle()], 12_000);
    const result = await waitForLoadAndSettle(page.page, { ...options, until: 29_000, clock: page.clock });
    expect(result).toEqual({ sample: idle(), loaded: true, settled: true });
    expect(page.elapsed()).toBe(12_500);
    // One look every 50 ms from the load event on: 12 000 to 12 500.
    expect(page.seen()).toBe(11);
  });

  test('after the load event, settling takes at most SETTLE.budget, and never goes past the time given', async () => {
    let mark = 0;
    const ticking = fakePage([]);
    const changing = await waitForLoadAndSettle({ ...ticking.page, sample: async () => idle(mark++) }, { ...options, until: 30_000, clock: ticking.clock });
    expect(changing.settled).toBe(false);
    expect(ticking.elapsed()).toBe(SETTLE.budget);
    const late = fakePage([{ inFlight: 2, mark: 0 }], 8_000);
    const result = await waitForLoadAndSettle(late.page, { ...options, until: 9_000, clock: late.clock });
    expect(result).toEqual({ sample: { inFlight: 2, mark: 0 }, loaded: true, settled: false });
    expect(late.elapsed()).toBe(9_000);
  });

  test('a load event that never comes: one look when the time given is spent; not loaded, not settled', async () => {
    const page = fakePage([idle()], Infinity);
    const result = await waitForLoadAndSettle(page.page, { ...options, until: 7_000, clock: page.clock });
    expect(result).toEqual({ sample: idle(), loaded: false, settled: false });
    expect(page.elapsed()).toBe(7_000);
    expect(page.seen()).toBe(1);
  });
});
