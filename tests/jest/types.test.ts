/**
 * The Jest door's types, as a TypeScript user meets them: the matchers on
 * the `expect` of `@jest/globals` (and so of `@jest/expect`) and on the
 * global `expect` of `@types/jest`, with their options checked, once
 * `tsconfig.json` lists the door in `types` (the README's line). Checked by
 * tsc in a throwaway project.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { copyProject, removeProject, runNode } from '../support/projects.mjs';

const PROJECT = resolve(ROOT, 'tests/jest-projects/orders');
const TSC = resolve(ROOT, 'node_modules/typescript/bin/tsc');
const folders: string[] = [];

afterAll(() => {
  for (const dir of folders) removeProject(dir);
});

beforeAll(() => {
  // The declarations the package ships (dist/jest/index.d.ts): built once, with types.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'ignore' });
}, 180_000);

/**
 * tsc on one test file, written into a copy of the Jest orders project where
 * this package is installed as npm installs it (its package.json exports,
 * its built declarations), with the README's `types` line when `door` is set.
 */
async function check(source: string, door = true): Promise<{ code: number; output: string }> {
  const compilerOptions = {
    target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM'], strict: true, noEmit: true, skipLibCheck: true,
    types: door ? ['node', 'jest', 'a11y-snapshot/jest'] : ['node', 'jest'],
  };
  const files = { 'tsconfig.json': JSON.stringify({ compilerOptions, files: ['orders.test.ts'] }), 'orders.test.ts': source };
  const dir = copyProject(PROJECT, { prefix: 'a11y-jest-types-', modules: 'package', files });
  folders.push(dir);
  const { code, stdout, stderr } = await runNode(dir, [TSC, '-p', dir], { timeout: 90_000 });
  return { code, output: stdout + stderr };
}

describe('jest/types', { timeout: 120_000 }, () => {
  test('the matchers type on @jest/globals and on the global expect; wrong options and calls do not', async () => {
    const { code, output } = await check(`
import { expect as jestExpect, test } from '@jest/globals';

test('orders', () => {
  jestExpect(document).toMatchA11ySnapshot();
  jestExpect(document.body).toMatchA11ySnapshot({ detail: 'full', steps: ["tapOn: 'Create order'"], lint: ['nameless'] });
  jestExpect(document).toMatchInlineA11ySnapshot(\`
    # a11y-snapshot detail:compact
  \`);
  jestExpect(document).toMatchInlineA11ySnapshot({ testIdAttributes: ['data-qa'] });
  jestExpect(document).toResolve("tapOn: 'Create order'");
  expect(document).toMatchA11ySnapshot({ detail: 'regions' });
  expect(document).not.toResolve("tapOn: 'Delete'");
  // @ts-expect-error a detail level that does not exist
  jestExpect(document).toMatchA11ySnapshot({ detail: 'huge' });
  // @ts-expect-error an option that does not exist
  expect(document).toMatchA11ySnapshot({ scope: 'main' });
  // @ts-expect-error toResolve takes a step
  jestExpect(document).toResolve();
});
`);
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  test('without the door in the types, the matchers are unknown (the check above is not vacuous)', async () => {
    const { code, output } = await check(`
import { expect as jestExpect } from '@jest/globals';
jestExpect(document).toMatchA11ySnapshot();
`, false);
    expect(code).not.toBe(0);
    expect(output).toContain("Property 'toMatchA11ySnapshot' does not exist");
  });
});
