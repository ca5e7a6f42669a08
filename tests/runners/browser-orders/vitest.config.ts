// A user's project in Vitest's browser mode (Chromium through Playwright)
// with the door as its setup file. In place it uses this repository's source;
// tests/runners/projects.runner.test.ts copies the project to a temporary
// folder and names the door with A11Y_SNAPSHOT_DOOR.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const door = process.env.A11Y_SNAPSHOT_DOOR ?? fileURLToPath(new URL('../../../src/vitest/index.ts', import.meta.url));

// Playwright's own Chromium where it is installed; else the system's, with the flags a headless run as root needs.
const executablePath = process.env.A11Y_CHROMIUM ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  cacheDir: '.vite',
  // The door's source sits outside this project (an installed package would not).
  server: { fs: { allow: ['.', resolve(dirname(door), '../..')] } },
  test: {
    include: ['*.check.ts'],
    setupFiles: [door],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath, args } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
