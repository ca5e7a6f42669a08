/**
 * `npm run bench` is not part of the test run (speed lives there, not in
 * tests), so a bench module that no longer parses would go unseen until the
 * next measurement: each one is checked here, without running it.
 */
import { describe, test, expect, beforeAll } from 'vitest';
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

/**
 * What `node --check` does, for every file in one Node process: a `.cjs`
 * file compiled as CommonJS, any other (this package is `"type": "module"`)
 * parsed as an ES module. Each file's syntax error, or ''.
 */
const CHECK = `
const { readFileSync } = require('node:fs');
const vm = require('node:vm');
const errors = {};
for (const file of process.argv.slice(1)) {
  const source = readFileSync(file, 'utf8');
  try {
    if (file.endsWith('.cjs')) vm.compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
    else new vm.SourceTextModule(source, { identifier: file });
    errors[file] = '';
  } catch (error) {
    errors[file] = String(error);
  }
}
process.stdout.write(JSON.stringify(errors));
`;

let errors: Record<string, string>;
beforeAll(() => {
  const files = modules.map((file) => resolve(BENCH, file));
  errors = JSON.parse(execFileSync(process.execPath, ['--experimental-vm-modules', '--no-warnings', '-e', CHECK, ...files], { encoding: 'utf8' }));
});

describe('bench modules', () => {
  test('there are bench modules to check', () => {
    expect(modules).toContain('run.mjs');
    expect(modules).toContain('jest/jest.config.cjs');
  });

  test.each(modules)('%s parses', (file) => {
    expect(errors[resolve(BENCH, file)]).toBe('');
  });
});
