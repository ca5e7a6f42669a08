import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/browser-page/browser.js';

export default defineConfig({
  // dist/ built first, as Vitest's run does (the bench modules some specs share read it); a no-op when it is current.
  globalSetup: './tests/support/build-dist.ts',
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a 2-core machine,
  // idle while its tests wait on timers and the network. One per core; more
  // starve the tests that hold a page to a 300 ms settle window. Each worker
  // keeps one browser; each test gets a new context in it.
  workers: availableParallelism(),
  // A test shares its core with the other worker's browser: the timeout
  // catches hangs, with room for that. Speed is `npm run bench`'s to measure.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
  },
});
