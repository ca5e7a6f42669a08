import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from 'a11y-snapshot/playwright';

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  // A mismatch fails after this long; the component pages are static.
  expect: { timeout: 1000 },
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
});
