import { defineConfig } from 'vitest/config';

export default defineConfig({
  cacheDir: '.vite-jsdom',
  test: {
    include: ['*.check.ts'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost/' } },
    setupFiles: ['a11y-snapshot/vitest'],
  },
});
