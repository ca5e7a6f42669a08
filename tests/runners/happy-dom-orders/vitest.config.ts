// A user's project on happy-dom with the door as its setup file. In place it
// uses this repository's source; tests/runners/projects.runner.test.ts copies the
// project to a temporary folder and names the door with A11Y_SNAPSHOT_DOOR.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const door = process.env.A11Y_SNAPSHOT_DOOR ?? fileURLToPath(new URL('../../../src/vitest/index.ts', import.meta.url));

export default defineConfig({
  cacheDir: '.vite',
  // The door's source sits outside this project (an installed package would not).
  server: { fs: { allow: ['.', resolve(dirname(door), '../..')] } },
  test: {
    include: ['*.check.ts'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/' } },
    setupFiles: [door],
  },
});
