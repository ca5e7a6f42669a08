/**
 * `npm run test:majors` names the tests it runs again on the current majors
 * and the versions it asks for: a test file renamed or moved must not drop
 * out of that run unnoticed, and every version asked for must be a newer
 * major than the one package.json asks for (else the run tests nothing new).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { MAJORS, PLAYWRIGHT_FILES, VITEST_FILES } from '../../scripts/majors.mjs';

const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
const majorOf = (range: string) => Number(/\d+/.exec(range)![0]);

describe('scripts/majors', () => {
  test('every test file or folder it runs exists', () => {
    const missing = [...VITEST_FILES, ...PLAYWRIGHT_FILES].filter((path) => !existsSync(resolve(ROOT, path)));
    expect(missing).toEqual([]);
  });

  test("it asks for each runner at a newer major than package.json, and for the Playwright the product uses at the runner's version", () => {
    const majors = MAJORS as Record<string, string>;
    const own = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const name of ['vitest', '@vitest/browser-playwright', 'jsdom', 'happy-dom', '@types/node']) {
      expect({ name, newer: majorOf(majors[name]) > majorOf(own[name]) }).toEqual({ name, newer: true });
    }
    expect(majors['playwright-core']).toBe(majors['@playwright/test']);
    // The peer range names the Vitest major the second toolchain runs.
    expect(manifest.peerDependencies.vitest).toContain(majors.vitest);
  });
});
