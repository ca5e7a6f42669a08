import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from 'a11y-snapshot/playwright';

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  reporter: [['list'], ['a11y-snapshot/reporter']],
  // Mismatches wait this long for the page to match before they fail; long
  // enough for a loaded CI machine to open and capture a page.
  expect: { timeout: 4000 },
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
});
