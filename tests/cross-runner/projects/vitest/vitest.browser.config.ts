import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Playwright's own Chromium where it is installed; else the system's, with the flags a headless run as root needs.
const executablePath = process.env.A11Y_CHROMIUM ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  cacheDir: '.vite-browser',
  test: {
    include: ['*.check.ts'],
    setupFiles: ['a11y-snapshot/vitest'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: { executablePath, args } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
