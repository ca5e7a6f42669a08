// A user's project: the door is a setup file. In place, it points at this
// repository's source; tests/vitest/projects.test.ts copies the project to a
// temporary folder and names the door by A11Y_SNAPSHOT_DOOR.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  cacheDir: '.vite',
  test: {
    include: ['*.check.ts'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/orders' } },
    setupFiles: [process.env.A11Y_SNAPSHOT_DOOR ?? '../../../src/vitest/index.ts'],
  },
});
