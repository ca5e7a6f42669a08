// `npm run test:majors`: the second toolchain, the current majors users run
// today (Node 26, Vitest 5 with its browser mode, jsdom 31, happy-dom 21, the
// newest Playwright Test), on the tests that depend on them. The main
// toolchain (package.json's own versions, Node 20) is `npm test`.
//
// Everything lands in `.majors/` (ignored by git): Node 26 from the npm
// registry's `node` package, and a copy of this checkout whose package.json
// asks for the majors. The copy is refreshed on every run; its node_modules
// is kept while the versions asked for stay the same.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installNode, NODE_VERSIONS } from './node-versions.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOME = join(ROOT, '.majors');
const COPY = join(HOME, 'repo');

const NODE = NODE_VERSIONS.majors;

/**
 * What the copy asks for instead of package.json's own versions: upper
 * bounds where the next major is unknown. `playwright-core` follows
 * `@playwright/test` so that the product and the runner share one Playwright.
 */
export const MAJORS = {
  vitest: '^5.1.2',
  '@vitest/browser-playwright': '^5.1.2',
  jsdom: '^31.0.1',
  'happy-dom': '^21.0.4',
  '@playwright/test': '^1.65.1',
  'playwright-core': '^1.65.1',
  '@types/node': '^26.0.0',
};

/**
 * The tests that depend on the majors: every door's fixture projects (Vitest
 * in jsdom, happy-dom and browser mode, Jest, Playwright Test), the consumer
 * tests that install the packed tarball, the command's tests and the jsdom
 * page layer's (it loads pages with jsdom), and the engine's fixture and
 * conformance suites.
 */
export const VITEST_FILES = [
  'tests/vitest/projects.runner.test.ts',
  'tests/runners/projects.runner.test.ts',
  'tests/runners/browser-mode.test.ts',
  'tests/runners/received.test.ts',
  'tests/cross-runner/cross-runner.runner.test.ts',
  'tests/cross-runner/happy-dom.test.ts',
  'tests/jest/projects.runner.test.ts',
  'tests/playwright/projects.runner.test.ts',
  'tests/playwright/agent-project.runner.test.ts',
  'tests/consumer/',
  'tests/cli/',
  'tests/jsdom-page/',
  'tests/settle/',
  'tests/engine/',
  'tests/conformance/',
];
export const PLAYWRIGHT_FILES = [
  'tests/browser/matchers.spec.ts',
  'tests/browser/a11y.spec.ts',
  'tests/browser/engines.spec.ts',
  'tests/browser/conformance.spec.ts',
];

function step(message) {
  process.stderr.write(`test:majors: ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  return result.status ?? 1;
}

/** The checkout's own files: what git tracks (and what is new but not ignored), else everything but what builds and installs make. */
function sourceFiles() {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
    return listed.split('\0').filter((path) => path && existsSync(join(ROOT, path)));
  } catch {
    const skip = new Set(['node_modules', '.majors', '.git', 'dist', 'test-results', 'playwright-report', 'blob-report']);
    const under = (dir) =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        if (skip.has(entry.name)) return [];
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        return entry.isDirectory() ? under(path) : [path];
      });
    return under('');
  }
}

/** Puts this checkout's files into the copy (node_modules kept), with package.json asking for the majors. */
function refreshCopy() {
  for (const entry of existsSync(COPY) ? readdirSync(COPY) : []) {
    if (entry !== 'node_modules') rmSync(join(COPY, entry), { recursive: true, force: true });
  }
  for (const path of sourceFiles()) {
    mkdirSync(dirname(join(COPY, path)), { recursive: true });
    cpSync(join(ROOT, path), join(COPY, path));
  }
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  for (const [name, range] of Object.entries(MAJORS)) {
    const field = manifest.dependencies?.[name] ? 'dependencies' : 'devDependencies';
    manifest[field][name] = range;
  }
  writeFileSync(join(COPY, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(join(COPY, 'package-lock.json'), { force: true });
  return manifest;
}

/** `npm install` in the copy, unless its node_modules was installed for the same package.json. */
function installMajors(manifest, env) {
  const stamp = join(COPY, 'node_modules', '.majors-manifest.json');
  const wanted = JSON.stringify({ dependencies: manifest.dependencies, devDependencies: manifest.devDependencies });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  step('installing the majors into .majors/repo');
  if (run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: COPY, env }) !== 0) throw new Error('npm install of the majors failed');
  writeFileSync(stamp, wanted);
}

function versionsOf(env) {
  const version = (name) => JSON.parse(readFileSync(join(COPY, 'node_modules', name, 'package.json'), 'utf8')).version;
  const node = execFileSync('node', ['--version'], { env, encoding: 'utf8' }).trim();
  return `Node ${node.slice(1)}, ${['vitest', '@vitest/browser-playwright', 'jsdom', 'happy-dom', '@playwright/test', 'jest'].map((name) => `${name} ${version(name)}`).join(', ')}`;
}

function main() {
  step(`Node ${NODE} from the npm registry`);
  const nodeBin = installNode(NODE, join(HOME, `node-${NODE}`));
  const conformance = process.env.A11Y_CONFORMANCE_DIR || resolve(ROOT, '../shared/conformance');
  const env = {
    ...process.env,
    PATH: `${nodeBin}:${join(COPY, 'node_modules', '.bin')}:${process.env.PATH}`,
    // The copy sits two folders deeper: the corpus is where this checkout would find it.
    ...(existsSync(conformance) ? { A11Y_CONFORMANCE_DIR: conformance } : {}),
  };
  step(`copying ${relative(process.cwd(), ROOT) || '.'} into .majors/repo`);
  const manifest = refreshCopy();
  installMajors(manifest, env);
  step(versionsOf(env));
  const steps = [
    ['build', 'node', ['scripts/build.mjs', '--quiet']],
    ['type check of the sources and the tests', 'npm', ['run', '--silent', 'check']],
    ['Vitest', 'vitest', ['run', ...VITEST_FILES]],
    ['Playwright Test', 'playwright', ['test', ...PLAYWRIGHT_FILES]],
  ];
  const failed = [];
  for (const [name, command, args] of steps) {
    step(name);
    if (run(command, args, { cwd: COPY, env }) !== 0) {
      failed.push(name);
      if (name === 'build') break;
    }
  }
  if (failed.length) throw new Error(`failed on the majors: ${failed.join(', ')}`);
  step('passed');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`test:majors: ${error.message}\n`);
    process.exitCode = 1;
  }
}
