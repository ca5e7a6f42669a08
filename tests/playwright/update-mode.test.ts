import { describe, expect, test } from 'vitest';
import type { TestInfo } from '@playwright/test';
import type { GoldenState } from '../../src/assert/policy.js';
import { isCI, planUpdate, updateModeOf, type UpdateMode } from '../../src/playwright/update-mode.js';

const MODES: UpdateMode[] = ['all', 'changed', 'missing', 'default', 'none'];

/** The table in update-mode.ts, row by row: [write, pass] per mode. */
const TABLE: Record<GoldenState, Record<UpdateMode, [boolean, boolean]>> = {
  missing: { all: [true, true], changed: [true, true], missing: [true, true], default: [true, false], none: [false, false] },
  different: { all: [true, true], changed: [true, true], missing: [false, false], default: [false, false], none: [false, false] },
  same: { all: [true, true], changed: [false, true], missing: [false, true], default: [false, true], none: [false, true] },
  unreadable: { all: [true, true], changed: [false, false], missing: [false, false], default: [false, false], none: [false, false] },
};

describe('playwright/update-mode', () => {
  test('#planUpdate follows Playwright\'s toMatchSnapshot in every mode; an unreadable golden is rewritten only by all', () => {
    for (const [state, row] of Object.entries(TABLE) as [GoldenState, Record<UpdateMode, [boolean, boolean]>][]) {
      for (const mode of MODES) expect([state, mode, planUpdate(mode, state)]).toEqual([state, mode, { write: row[mode][0], pass: row[mode][1] }]);
    }
  });

  test('#isCI: set and not empty, 0 or false', () => {
    expect(isCI({})).toBe(false);
    expect(isCI({ CI: '' })).toBe(false);
    expect(isCI({ CI: '0' })).toBe(false);
    expect(isCI({ CI: 'False' })).toBe(false);
    expect(isCI({ CI: 'true' })).toBe(true);
    expect(isCI({ CI: '1' })).toBe(true);
  });

  test('#updateModeOf: the config\'s mode, default when unset; in CI the default mode writes nothing, a mode asked for is honoured', () => {
    const info = (updateSnapshots?: string) => ({ config: { updateSnapshots } }) as unknown as TestInfo;
    expect(updateModeOf(info('changed'), {})).toBe('changed');
    expect(updateModeOf(info('all'), { CI: 'true' })).toBe('all');
    expect(updateModeOf(info('missing'), { CI: 'true' })).toBe('missing');
    expect(updateModeOf(info('default'), { CI: 'true' })).toBe('none');
    expect(updateModeOf(info(undefined), { CI: 'true' })).toBe('none');
    expect(updateModeOf(info(undefined), {})).toBe('default');
  });
});
