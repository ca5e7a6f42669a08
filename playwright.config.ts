import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/playwright/browser.js';

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
  },
});
