import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from 'a11y-snapshot/playwright';

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  reporter: [['list']],
  expect: { timeout: 2000 },
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
});
