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
const modules = readdirSync(BENCH).filter((file) => file.endsWith('.mjs'));

describe('bench modules', () => {
  test('there are bench modules to check', () => {
    expect(modules).toContain('run.mjs');
  });

  test.each(modules)('%s parses', (file) => {
    expect(() => execFileSync(process.execPath, ['--check', resolve(BENCH, file)], { stdio: 'pipe' })).not.toThrow();
  });
});
