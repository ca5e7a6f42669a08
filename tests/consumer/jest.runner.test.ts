/**
 * The Jest door from the user's seat: the packed tarball (the one every
 * consumer test file installs, tests/consumer/npm.ts) installed with Jest 30
 * and jest-environment-jsdom in a throwaway CommonJS project, set up as the
 * README says (`setupFilesAfterEnv`, the `types` line), run by its own Jest
 * (the bin `npx jest` runs) and type-checked by its own tsc.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, cached, installProject, run, sharedPack } from './npm.js';
import { JEST_PROJECT } from './projects.js';

let dir: string;
let project: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-consumer-jest-'));
  const { tarball } = await sharedPack();
  const deps = ['jest', 'jest-environment-jsdom', '@types/jest', '@types/node', 'typescript'].map(cached);
  project = await installProject(join(dir, 'jest-project'), JEST_PROJECT, tarball, deps);
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe.concurrent('a Jest project', () => {
  test('has neither Vitest nor Playwright installed', () => {
    expect(existsSync(join(project, 'node_modules/vitest'))).toBe(false);
    expect(existsSync(join(project, 'node_modules/@playwright/test'))).toBe(false);
  });

  test('its test, the door loaded by setupFilesAfterEnv, writes its golden and passes', { timeout: 180_000 }, async () => {
    const result = await run(bin(project, 'jest'), ['--no-watchman'], project);
    expect(result.stderr).toMatch(/1 snapshot written/);
    expect(result.code, result.stderr).toBe(0);
    const snap = readFileSync(join(project, '__snapshots__/cart.test.js.snap'), 'utf8');
    expect(snap).toContain(
      'exports[`cart 1`] = `\n# a11y-snapshot detail:compact\nsnapshot v2\npage "Cart" url="/cart" settled\nheading "Cart" level=1\nbutton "Pay"\n`;',
    );
  });

  test('type-checks with tsc --noEmit, using the documented types line', { timeout: 180_000 }, async () => {
    const result = await run(bin(project, 'tsc'), ['--noEmit', '-p', '.'], project);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});
