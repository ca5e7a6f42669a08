// The Playwright project `bench/assertions.mjs` runs as child processes: one
// worker, goldens in the folder the bench gives ($A11Y_BENCH_DIR).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../dist/browser-page/browser.js';

export default defineConfig({
  testDir: '.',
  testMatch: 'assertions.spec.mjs',
  workers: 1,
  timeout: 300_000,
  reporter: 'line',
  outputDir: `${process.env.A11Y_BENCH_DIR}/results`,
  snapshotPathTemplate: `${process.env.A11Y_BENCH_DIR}/goldens/{arg}{ext}`,
  expect: { timeout: 5000 },
  use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions() },
});
