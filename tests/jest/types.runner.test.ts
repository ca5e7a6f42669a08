/**
 * The Jest door's types, as a TypeScript user meets them: the matchers on
 * the `expect` of `@jest/globals` (and so of `@jest/expect`) and on the
 * global `expect` of `@types/jest`, with their options checked, once
 * `tsconfig.json` lists the door in `types` (the README's line). Checked by
 * the TypeScript compiler, in this process, as `tsc -p` checks a throwaway
 * project where this package is installed as npm installs it (its
 * package.json exports, the declarations dist/ holds: Vitest's global setup
 * builds them).
 */
import { resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { copyProject, removeProject } from '../support/projects.mjs';

const PROJECT = resolve(ROOT, 'tests/jest-projects/orders');
const folders: string[] = [];

afterAll(() => {
  for (const dir of folders) removeProject(dir);
});

/** Declaration files both checks read (the DOM's, Node's, Jest's), parsed once. */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

/** A compiler host as tsc's, which keeps each file it parsed for the next check. */
function hostFor(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, fresh) => {
    const key = `${fileName}\0${JSON.stringify(language)}`;
    if (fresh || !parsedFiles.has(key)) parsedFiles.set(key, read(fileName, language, onError, fresh));
    return parsedFiles.get(key);
  };
  return host;
}

/** What `tsc -p <config>` prints and its exit code: the diagnostics as tsc writes them when its output is not a terminal. */
function tsc(config: string): { code: number; output: string } {
  const failure: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => failure.push(d) });
  const program =
    parsed &&
    ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences, host: hostFor(parsed.options) });
  const diagnostics = parsed && program ? [...parsed.errors, ...ts.getPreEmitDiagnostics(program)] : failure;
  const host = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => resolve(config, '..'), getNewLine: () => '\n' };
  return { code: diagnostics.length ? 2 : 0, output: ts.formatDiagnostics(diagnostics, host) };
}

/**
 * Each test file in a copy of the Jest orders project where this package is
 * installed as npm installs it, with a tsconfig of its own: the README's
 * `types` line when `door` is set. Returns each config's path.
 */
function projectOf(sources: Record<string, { source: string; door: boolean }>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [name, { source, door }] of Object.entries(sources)) {
    const compilerOptions = {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2023', 'DOM'],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: door ? ['node', 'jest', 'a11y-snapshot/jest'] : ['node', 'jest'],
    };
    files[`tsconfig.${name}.json`] = JSON.stringify({ compilerOptions, files: [`${name}.test.ts`] });
    files[`${name}.test.ts`] = source;
  }
  const dir = copyProject(PROJECT, { prefix: 'a11y-jest-types-', modules: 'package', files });
  folders.push(dir);
  return Object.fromEntries(Object.keys(sources).map((name) => [name, resolve(dir, `tsconfig.${name}.json`)]));
}

const configs = projectOf({
  door: {
    door: true,
    source: `
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
`,
  },
  bare: {
    door: false,
    source: `
import { expect as jestExpect } from '@jest/globals';
jestExpect(document).toMatchA11ySnapshot();
`,
  },
});

describe('jest/types', { timeout: 120_000 }, () => {
  test('the matchers type on @jest/globals and on the global expect; wrong options and calls do not', () => {
    const { code, output } = tsc(configs.door);
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  test('without the door in the types, the matchers are unknown (the check above is not vacuous)', () => {
    const { code, output } = tsc(configs.bare);
    expect(code).not.toBe(0);
    expect(output).toContain("Property 'toMatchA11ySnapshot' does not exist");
  });
});
