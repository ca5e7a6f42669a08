import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from 'a11y-snapshot/playwright';

export default defineConfig({
  testDir: 'tests',
  reporter: 'list',
  expect: { timeout: 4000 },
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
});
