/**
 * Vitest's global setup: dist/ built once, before any test file runs. The
 * tests that run the built command, or install the package in a fixture
 * project, need it; `scripts/build.mjs` does nothing when dist/ already
 * holds a build of the current sources, and fails the run when the build
 * fails: no test ever finds dist/ missing and skips.
 */
import { execFileSync } from 'node:child_process';
import { ROOT } from '../fixtures.js';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
}
