// The Vitest browser-mode project `bench/vitest-browser.mjs` runs as child
// processes: the door from dist/ as the setup file, the orders page from
// $A11Y_BENCH_INPUT, snapshots and timings in the folder the bench gives
// ($A11Y_BENCH_DIR).
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../dist/browser-page/browser.js';

const DIR = process.env.A11Y_BENCH_DIR;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: join(DIR, 'vite'),
  server: { fs: { allow: [fileURLToPath(new URL('../..', import.meta.url)), DIR] } },
  test: {
    include: ['*.check.mjs'],
    setupFiles: [fileURLToPath(new URL('../../dist/vitest/index.js', import.meta.url))],
    provide: { benchInput: JSON.parse(process.env.A11Y_BENCH_INPUT) },
    resolveSnapshotPath: (testPath, extension) => join(DIR, basename(testPath) + extension),
    testTimeout: 300_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: 'chromium' }],
      commands: {
        recordTimings: (_context, timings) => writeFileSync(join(DIR, 'timings.json'), JSON.stringify(timings)),
      },
    },
  },
});
