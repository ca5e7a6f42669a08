/**
 * Windows an act opens or closes, as its receipt tells of them, on a busy
 * machine, where Playwright's events come late:
 * - a window the act opened is named by a `tab` line. Chromium says at once
 *   that the page asked for a window; Playwright's `popup` comes when the
 *   window is ready, which can be after the page settled. The act waits for
 *   the windows asked for, within a bound.
 * - a window that closes itself in reply to a click can go before Chromium
 *   answers the release: the click is done, and the receipt says `closed`.
 */
import { EventEmitter } from 'node:events';
import type { Page } from '@playwright/test';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { watchAct } from '../../src/browser-page/act.js';
import { clickAt } from '../../src/browser-page/perform.js';

/** What watchAct listens to on a page: its events, and whether it is closed. */
function fakePage(): EventEmitter & { isClosed(): boolean } {
  return Object.assign(new EventEmitter(), { isClosed: () => false });
}

afterEach(() => {
  vi.useRealTimers();
});

/** A watch of an act on a fake page that asks for one window once the act has started; `ended()` says whether its wait is over. */
function actAskingOneWindow() {
  let closed = false;
  const page = Object.assign(new EventEmitter(), { isClosed: () => closed });
  let asked = 0;
  const watch = watchAct(page as unknown as Page, () => asked);
  asked = 1;
  let ended = false;
  void watch.windowsCame().then(() => (ended = true));
  return { ended: () => ended, close: () => (closed = true) };
}

describe('receipt/windows: one the act opened comes late', () => {
  test("a window asked for during the act that comes after the page settled is the act's", async () => {
    const page = fakePage();
    let asked = 2;
    const watch = watchAct(page as unknown as Page, () => asked);
    asked += 1;
    const popup = fakePage();
    setTimeout(() => page.emit('popup', popup), 200);
    await watch.windowsCame();
    expect(watch.stop().opened).toEqual([popup]);
  });

  test('windows asked for before the act are not waited for: an act that asked for none ends at once', async () => {
    vi.useFakeTimers();
    const page = fakePage();
    const watch = watchAct(page as unknown as Page, () => 5);
    let ended = false;
    void watch.windowsCame().then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(true);
    expect(watch.stop().opened).toEqual([]);
  });

  test('a window that never comes is waited for three seconds, not longer; the next answer tells of it', async () => {
    vi.useFakeTimers();
    const act = actAskingOneWindow();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(act.ended()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(act.ended()).toBe(true);
  });

  test('a page that closes ends the wait', async () => {
    vi.useFakeTimers();
    const act = actAskingOneWindow();
    await vi.advanceTimersByTimeAsync(100);
    expect(act.ended()).toBe(false);
    act.close();
    await vi.advanceTimersByTimeAsync(100);
    expect(act.ended()).toBe(true);
  });
});

/** A page whose mouse calls answer as `answers` says, and which closes when `closes` is true. */
function pageWithMouse(answers: { down?: Error; up?: Error }, closes: boolean) {
  const calls: string[] = [];
  let closed = false;
  const call = (name: 'move' | 'down' | 'up') => async () => {
    calls.push(name);
    const error = name === 'move' ? undefined : answers[name];
    if (!error) return;
    if (closes) setTimeout(() => (closed = true), 50);
    throw error;
  };
  const page = {
    mouse: { move: call('move'), down: call('down'), up: call('up') },
    isClosed: () => closed,
    waitForEvent: async (_event: 'close', { timeout }: { timeout: number }) => {
      for (const end = Date.now() + timeout; !closed && Date.now() < end;) await new Promise((tick) => setTimeout(tick, 10));
      if (!closed) throw new Error('Timeout');
    },
  };
  return { page: page as unknown as Page, calls };
}

const GONE = new Error('mouse.up: Target page, context or browser has been closed');

describe('receipt/windows: one the click closes', () => {
  test('the release fails because the page closed in reply to the press: the click is done', async () => {
    const { page, calls } = pageWithMouse({ up: GONE }, true);
    await clickAt(page, { x: 10, y: 20 });
    expect(calls).toEqual(['move', 'down', 'up']);
  });

  test('the release fails and the page stays: the click fails with that error', async () => {
    const { page } = pageWithMouse({ up: new Error('mouse.up: Protocol error') }, false);
    await expect(clickAt(page, { x: 10, y: 20 })).rejects.toThrow('mouse.up: Protocol error');
  });

  test('the press fails because the page went before it: the click fails, nothing says it was done', async () => {
    const { page, calls } = pageWithMouse({ down: GONE }, true);
    await expect(clickAt(page, { x: 10, y: 20 })).rejects.toThrow(GONE.message);
    expect(calls).toEqual(['move', 'down']);
  });
});
