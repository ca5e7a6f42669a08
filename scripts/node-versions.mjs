// Which Node runs what, in one place. package.json's `engines` promises these
// majors and no other, because CI runs each: the main toolchain on the
// machine's own Node, the current majors (`npm run test:majors`) and the
// smoke run of the packed tarball (tests/node-versions/) on Nodes from the
// npm registry's `node` package.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const NODE_VERSIONS = {
  /** The Node CI's machine has: every tier. */
  main: '20',
  /** The newest Vitest, jsdom, happy-dom and Playwright Test. */
  majors: '26',
  /** The packed tarball: the command, one test in each runner, one agent task. */
  smoke: ['22', '24'],
};

/**
 * Node `major` from the npm registry (`npm i node@<major>`) into `home`, once:
 * the folder holding its `node` binary, to put first on PATH.
 */
export function installNode(major, home) {
  const bin = join(home, 'node_modules', 'node', 'bin');
  let installed = '';
  try {
    installed = execFileSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // Not installed yet, or an install cut short: install it again.
  }
  if (!installed.startsWith(`v${major}.`)) {
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, 'package.json'), JSON.stringify({ private: true }));
    const result = spawnSync('npm', ['install', `node@${major}`, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: home, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`npm could not install node@${major}: ${result.error?.message ?? result.stderr.trim()}`);
  }
  return bin;
}
