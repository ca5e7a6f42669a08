import { defineConfig } from 'vitest/config';

export default defineConfig({
  cacheDir: '.vite-happy-dom',
  test: {
    include: ['*.check.ts'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost/' } },
    setupFiles: ['a11y-snapshot/vitest'],
  },
});
