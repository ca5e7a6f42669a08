import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from 'a11y-snapshot/playwright';

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  // A mismatch fails after this long. A golden is written once the page has
  // been quiet for 500 ms, counted from the first look: a cold first look on
  // a loaded machine needs the room, and the wait ends as soon as it is quiet.
  expect: { timeout: 3000 },
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
});
