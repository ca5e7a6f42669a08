import { describe, expect, test } from 'vitest';
import type { TestInfo } from '@playwright/test';
import { isCI, updateModeOf } from '../../src/playwright/update-mode.js';

// What each mode writes is the golden policy's: tests/assert/policy.test.ts holds every permutation.
describe('playwright/update-mode', () => {
  test('#isCI: set and not empty, 0 or false', () => {
    expect(isCI({})).toBe(false);
    expect(isCI({ CI: '' })).toBe(false);
    expect(isCI({ CI: '0' })).toBe(false);
    expect(isCI({ CI: 'False' })).toBe(false);
    expect(isCI({ CI: 'true' })).toBe(true);
    expect(isCI({ CI: '1' })).toBe(true);
  });

  test("#updateModeOf: the config's mode, default when unset; in CI the default mode writes nothing, a mode asked for is honoured", () => {
    const info = (updateSnapshots?: string) => ({ config: { updateSnapshots } }) as unknown as TestInfo;
    expect(updateModeOf(info('changed'), {})).toBe('changed');
    expect(updateModeOf(info('all'), { CI: 'true' })).toBe('all');
    expect(updateModeOf(info('missing'), { CI: 'true' })).toBe('missing');
    expect(updateModeOf(info('default'), { CI: 'true' })).toBe('none');
    expect(updateModeOf(info(undefined), { CI: 'true' })).toBe('none');
    expect(updateModeOf(info(undefined), {})).toBe('default');
  });
});
