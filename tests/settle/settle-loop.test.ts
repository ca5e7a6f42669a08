/**
 * The one settle loop and its quiet tracker, on a fake clock that moves only
 * when the loop sleeps: no test here waits for real time.
 */
import { describe, expect, test } from 'vitest';
import { backoff, quietTracker, settleLoop, type Clock } from '../../src/settle/settle-loop.js';

/** A clock at 0 that moves only by what is slept and what `advance` adds. */
function fakeClock(): Clock & { advance(ms: number): void; slept: number[] } {
  let time = 0;
  const slept: number[] = [];
  return {
    now: () => time,
    sleep: async (ms) => void (slept.push(ms), (time += ms)),
    advance: (ms) => void (time += ms),
    slept,
  };
}

describe('settle/settle-loop', () => {
  test('the first look that ends the wait is the answer, taken without a pause after it', async () => {
    const clock = fakeClock();
    const looks: number[] = [];
    const result = await settleLoop({
      look: async (attempt) => (looks.push(attempt), attempt),
      ends: (n) => n === 3,
      deadline: 10_000,
      pause: () => 100,
      clock,
    });
    expect(result).toEqual({ last: 3, ended: true });
    expect(looks).toEqual([0, 1, 2, 3]);
    expect(clock.slept).toEqual([100, 100, 100]);
  });

  test('at the deadline the last look is returned, not ended; the last pause is cut to what is left', async () => {
    const clock = fakeClock();
    const result = await settleLoop({ look: async (attempt) => attempt, ends: () => false, deadline: 250, pause: () => 100, clock });
    expect(result).toEqual({ last: 3, ended: false });
    expect(clock.slept).toEqual([100, 100, 50]);
  });

  test('a deadline already past still gets one look; Infinity never ends on time', async () => {
    const past = fakeClock();
    past.advance(10);
    expect(await settleLoop({ look: async () => 'only', ends: () => false, deadline: 0, pause: () => 100, clock: past })).toEqual({
      last: 'only',
      ended: false,
    });
    expect(past.slept).toEqual([]);
    const open = fakeClock();
    const result = await settleLoop({ look: async (attempt) => attempt, ends: (n) => n === 50, deadline: Infinity, pause: () => 1000, clock: open });
    expect(result.ended).toBe(true);
    expect(open.now()).toBe(50_000);
  });

  test('a slow look counts against the deadline', async () => {
    const clock = fakeClock();
    const result = await settleLoop({ look: async (attempt) => (clock.advance(400), attempt), ends: () => false, deadline: 1000, pause: () => 100, clock });
    // Looks end at 400, 900 (after a pause at 500) and 1400: the third is past the deadline.
    expect(result).toEqual({ last: 2, ended: false });
    expect(clock.slept).toEqual([100, 100]);
  });

  test('backoff grows along its steps and stays at the last', () => {
    const pause = backoff([20, 50, 100]);
    expect([0, 1, 2, 3, 9].map(pause)).toEqual([20, 50, 100, 100, 100]);
  });
});

describe('settle/settle-loop quietTracker', () => {
  test('quiet since the first look, again since each change or busy look', () => {
    const clock = fakeClock();
    const quietFor = quietTracker(clock.now);
    const at = (time: number, mark: unknown, busy = false) => {
      clock.advance(time - clock.now());
      return quietFor(mark, busy);
    };
    expect(at(0, 'a')).toBe(0);
    expect(at(300, 'a')).toBe(300);
    expect(at(400, 'b')).toBe(0);
    expect(at(900, 'b')).toBe(500);
    expect(at(1000, 'b', true)).toBe(0);
    expect(at(1200, 'b')).toBe(200);
  });

  test('marks are compared as values are (Object.is): the same text is no change, NaN equals NaN', () => {
    const clock = fakeClock();
    const quietFor = quietTracker(clock.now);
    quietFor(`line ${1}`);
    clock.advance(600);
    expect(quietFor(`line ${1}`)).toBe(600);
    quietFor(NaN);
    clock.advance(100);
    expect(quietFor(NaN)).toBe(100);
  });
});

describe('settle/settle-loop imports', () => {
  test('imports nothing at all: the Vitest door runs it in a browser page, the command and the Playwright door in Node', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('../../src/settle/settle-loop.ts', import.meta.url), 'utf8');
    expect(source.match(/^\s*(?:import|export)\b[^;]*\bfrom\s*['"]|\bimport\s*\(/gm)).toBeNull();
  });
});
