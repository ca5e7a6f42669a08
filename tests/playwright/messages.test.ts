import { describe, expect, test } from 'vitest';
import { settleNote, useColor } from '../../src/playwright/messages.js';
import type { SettledCapture } from '../../src/browser-page/settle.js';

function capture(settled: boolean, steady: boolean, network?: number): SettledCapture {
  return { model: { header: { title: '', url: '/', settled, engine: 'chromium', network }, nodes: [], containers: [] }, steady };
}

// What a golden assertion says is the golden policy's: tests/assert/policy.test.ts.
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
});
