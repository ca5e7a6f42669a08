/**
 * The update mode a Playwright test runs in, and whether the run is CI: what
 * each mode writes is the golden policy's (assert/update.ts).
 */
import type { TestInfo } from '@playwright/test';
import { updateModeIn, type UpdateMode } from '../assert/update.js';

/** The command that writes goldens, for messages. */
export const UPDATE_COMMAND = 'npx playwright test --update-snapshots';

/**
 * True when the `CI` variable says this is a CI run (set, and not empty,
 * `0` or `false`: the convention of `ci-info` and `std-env`).
 */
export function isCI(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI;
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/** The mode a test runs in: the config's (CLI included); the default mode is `none` in CI. */
export function updateModeOf(testInfo: TestInfo, env: NodeJS.ProcessEnv = process.env): UpdateMode {
  return updateModeIn(testInfo.config.updateSnapshots as UpdateMode | undefined, isCI(env));
}
