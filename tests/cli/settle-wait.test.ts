/**
 * The command's settle rule, on a fake clock: loaded, no request in flight
 * and no change over the quiet window; else the last look when the budget
 * is spent.
 */
import { describe, expect, test } from 'vitest';
import { waitForSettle, type Sample } from '../../src/cli/settle-wait.js';

/** A page seen through `looks` (the last one repeats), on a clock that moves only when the wait sleeps. */
function fakePage(looks: Sample[]) {
  let time = 0;
  let seen = 0;
  const sample = async () => looks[Math.min(seen++, looks.length - 1)];
  const clock = { now: () => time, sleep: async (ms: number) => void (time += ms) };
  return { sample, clock, elapsed: () => time, seen: () => seen };
}

const idle = (mark: unknown = 0): Sample => ({ inFlight: 0, loaded: true, mark });

describe('cli/settle-wait', () => {
  test('a page loaded and idle from the start settles after one quiet window', async () => {
    const page = fakePage([idle()]);
    const result = await waitForSettle(page.sample, { quiet: 500, budget: 5000, interval: 50, ...page.clock });
    expect(result.settled).toBe(true);
    expect(page.elapsed()).toBe(500);
  });

  test('with no quiet window, a loaded idle page settles at the first look', async () => {
    const page = fakePage([idle()]);
    expect((await waitForSettle(page.sample, { quiet: 0, budget: 5000, interval: 50, ...page.clock })).settled).toBe(true);
    expect(page.seen()).toBe(1);
  });

  test('a change, a request or a missing load event starts the quiet window again', async () => {
    const busy: Sample = { inFlight: 1, loaded: true, mark: 1 };
    const loading: Sample = { inFlight: 0, loaded: false, mark: 1 };
    const page = fakePage([idle(0), idle(1), busy, loading, idle(1)]);
    const result = await waitForSettle(page.sample, { quiet: 500, budget: 5000, interval: 50, ...page.clock });
    expect(result.settled).toBe(true);
    // The last disturbance is the 4th look, at 150 ms; quiet from then on.
    expect(page.elapsed()).toBe(650);
  });

  test('a page that keeps changing, or keeps a request open, is not settled when the budget is spent', async () => {
    let mark = 0;
    const ticking = { ...fakePage([]), sample: async () => idle(mark++) };
    const clock = fakePage([]).clock;
    const changing = await waitForSettle(ticking.sample, { quiet: 500, budget: 2000, interval: 50, ...clock });
    expect(changing.settled).toBe(false);
    expect(clock.now()).toBe(2000);
    const open = fakePage([{ inFlight: 2, loaded: false, mark: 0 }]);
    const result = await waitForSettle(open.sample, { quiet: 500, budget: 1000, interval: 50, ...open.clock });
    expect(result).toEqual({ settled: false, sample: { inFlight: 2, loaded: false, mark: 0 } });
    expect(open.elapsed()).toBe(1000);
  });
});
