import { afterEach, describe, expect, test, vi } from 'vitest';
import { mismatchMessage, missingMessage, settleNote, unreadableMessage, useColor } from '../../src/playwright/messages.js';
import { GoldenError } from '../../src/golden/golden.js';
import type { SettledCapture } from '../../src/page/settle.js';

function capture(settled: boolean, steady: boolean, network?: number): SettledCapture {
  return { model: { header: { title: '', url: '/', settled, engine: 'chromium', network }, nodes: [] }, steady };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('playwright/messages', () => {
  test('#useColor: never with NO_COLOR or in CI; in a Playwright worker, as its runner says', () => {
    const worker = { TEST_WORKER_INDEX: '0', FORCE_COLOR: '1' };
    expect(useColor(worker)).toBe(true);
    expect(useColor({ ...worker, NO_COLOR: '1' })).toBe(false);
    expect(useColor({ ...worker, CI: 'true' })).toBe(false);
    expect(useColor({ ...worker, FORCE_COLOR: '0' })).toBe(false);
  });

  test('#settleNote: says why the compared capture may not be final', () => {
    expect(settleNote(capture(true, true), 1000)).toBe('');
    expect(settleNote(capture(false, false, 2), 1000)).toBe('The page did not settle within 1000 ms (2 requests still in flight): this is its last snapshot.');
    expect(settleNote(capture(true, false), 500)).toBe('The page did not settle within 500 ms (it kept changing): this is its last snapshot.');
  });

  test('#missingMessage: Playwright\'s words, then what to do, locally and in CI', () => {
    vi.stubEnv('CI', '');
    expect(missingMessage('a.snap', true, '')).toBe("A snapshot doesn't exist at a.snap, writing actual.\nReview the new golden, then run the test again.");
    expect(missingMessage('a.snap', false, '')).toBe("A snapshot doesn't exist at a.snap.\nCreate it with: npx playwright test --update-snapshots");
    vi.stubEnv('CI', 'true');
    expect(missingMessage('a.snap', false, '')).toContain('CI is set, so the default mode writes no golden: create it on your machine with: npx playwright test --update-snapshots');
  });

  test('#mismatchMessage and #unreadableMessage', () => {
    vi.stubEnv('CI', '');
    expect(mismatchMessage('locator', 'cart', 'a.snap', ['~name button "B" (was "A")'], '')).toBe(
      'expect(locator).toMatchA11ySnapshot("cart") failed\n\nGolden: a.snap\n  ~name button "B" (was "A")\n\nTo accept the page as it is now: npx playwright test --update-snapshots',
    );
    expect(unreadableMessage(new GoldenError('a.snap', 4, 9, 'expected a role'))).toBe('a.snap:4:9: expected a role (fix the golden, or rewrite it with: npx playwright test --update-snapshots=all)');
  });
});
