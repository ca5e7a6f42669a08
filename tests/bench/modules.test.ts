/**
 * `npm run bench` is not part of the test run (speed lives there, not in
 * tests), so a bench module that no longer parses would go unseen until the
 * next measurement: each one is checked here, without running it.
 */
import { describe, test, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../fixtures.js';

const BENCH = resolve(ROOT, 'bench');
// The child projects' files too (bench/assertions/, bench/jest/, bench/vitest-browser/).
const modules = (readdirSync(BENCH, { recursive: true }) as string[])
  .map((file) => file.replace(/\\/g, '/'))
  .filter((file) => /\.(?:mjs|cjs|js)$/.test(file))
  .sort();

describe('bench modules', () => {
  test('there are bench modules to check', () => {
    expect(modules).toContain('run.mjs');
    expect(modules).toContain('jest/jest.config.cjs');
  });

  test.each(modules)('%s parses', (file) => {
    expect(() => execFileSync(process.execPath, ['--check', resolve(BENCH, file)], { stdio: 'pipe' })).not.toThrow();
  });
});
