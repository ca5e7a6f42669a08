/**
 * The folders of `src/` import one another in one direction only, and
 * docs/ARCHITECTURE.md draws the arrows as they are: a new import against
 * the flow, or an arrow the page no longer shows, fails here. The tests keep
 * their tiers by suffix, and run the built command one way.
 */
import { describe, test, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROOT } from './fixtures.js';

const SRC = resolve(ROOT, 'src');

/** A source file's folder under `src/` (`index` for the files at its top). */
function folderOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  return parts.length === 1 ? 'index' : parts[0];
}

function sourceFiles(dir: string, ends: RegExp = /\.ts$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path, ends);
    return ends.test(path) ? [path] : [];
  });
}

/** Every specifier a file imports or re-exports, static or dynamic, types included. */
function specifiersOf(source: string): string[] {
  const found = [...source.matchAll(/(?:^|[\s;])(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  found.push(...[...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]));
  found.push(...[...source.matchAll(/^import\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]));
  return found;
}

interface Graph {
  /** `from -> to` between folders, each with the files that make it. */
  arrows: Map<string, string[]>;
  /** Packages each folder imports (`node:` built-ins included). */
  packages: Map<string, Set<string>>;
}

function importGraph(): Graph {
  const arrows = new Map<string, string[]>();
  const packages = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const spec of specifiersOf(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) {
        if (!packages.has(from)) packages.set(from, new Set());
        packages.get(from)!.add(spec);
        continue;
      }
      const to = folderOf(resolve(dirname(file), spec));
      if (to === from) continue;
      const arrow = `${from} -> ${to}`;
      arrows.set(arrow, [...(arrows.get(arrow) ?? []), relative(SRC, file)]);
    }
  }
  return { arrows, packages };
}

/** The arrows docs/ARCHITECTURE.md draws: `from -> a, b, c` lines in its `imports` block. */
function documentedArrows(): string[] {
  const doc = readFileSync(resolve(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
  const block = /```imports\n([^]*?)```/.exec(doc);
  if (!block) throw new Error('docs/ARCHITECTURE.md has no ```imports block');
  return block[1]
    .split('\n')
    .filter((line) => line.includes('->'))
    .flatMap((line) => {
      const [from, to] = line.split('->').map((side) => side.trim());
      return to.split(',').map((target) => `${from} -> ${target.trim()}`);
    });
}

/**
 * A loop that only a `return` or a `throw` ends: a `for` with no condition
 * (`for (;;)`, `for (let attempt = 0; ; attempt++)`), `while (true)`,
 * `do … while (true)`.
 */
const ENDLESS_LOOP = /\bfor\s*\([^;()]*;\s*;|\bwhile\s*\(\s*true\s*\)/;

/** The doors: none imports another, and nothing below them imports one (nor `bin/`, which hands the command line to them). */
const DOORS = ['agent', 'cli', 'jest', 'playwright', 'reporter', 'vitest'];

/** The page layer of each engine, below the doors: the command and any later door share one of each. */
const PAGE_LAYERS = ['browser-page', 'jsdom-page'];

/** Folders on a cycle, found by following arrows depth first. */
function cycles(arrows: Iterable<string>): string[][] {
  const next = new Map<string, string[]>();
  for (const arrow of arrows) {
    const [from, to] = arrow.split(' -> ');
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const found: string[][] = [];
  const visit = (folder: string, path: string[]): void => {
    const at = path.indexOf(folder);
    if (at >= 0) {
      found.push(path.slice(at).concat(folder));
      return;
    }
    for (const to of next.get(folder) ?? []) visit(to, [...path, folder]);
  };
  for (const folder of next.keys()) visit(folder, []);
  return found;
}

describe('architecture', () => {
  const graph = importGraph();
  const targets = (from: string) => [...graph.arrows.keys()].filter((a) => a.startsWith(from + ' -> ')).map((a) => a.split(' -> ')[1]);

  test('the model is a leaf: it imports no other folder and no package', () => {
    expect(targets('model')).toEqual([]);
    expect([...(graph.packages.get('model') ?? [])]).toEqual([]);
  });

  test('the engine imports only the model, and nothing that needs Node', () => {
    expect(targets('engine')).toEqual(['model']);
    const nodeOnly = [...(graph.packages.get('engine') ?? [])].filter((p) => p.startsWith('node:') || p === 'jsdom' || p.startsWith('@playwright'));
    expect(nodeOnly).toEqual([]);
  });

  test('no door imports another door: what two doors share lives below them (browser-page/, jsdom-page/, settle/, golden/, review/)', () => {
    const crossing = [...graph.arrows.keys()].filter((arrow) => arrow.split(' -> ').every((folder) => DOORS.includes(folder)));
    expect(crossing).toEqual([]);
  });

  test('one page layer per engine: browser-page/ and jsdom-page/ import no door and not each other', () => {
    const wrong = [...graph.arrows.keys()].filter((arrow) => {
      const [from, to] = arrow.split(' -> ');
      return PAGE_LAYERS.includes(from) && [...DOORS, 'bin', ...PAGE_LAYERS].includes(to);
    });
    expect(wrong).toEqual([]);
    // Both are there, each with files of its own: the check above is not true of nothing.
    for (const layer of PAGE_LAYERS) expect(sourceFiles(SRC).some((file) => folderOf(file) === layer)).toBe(true);
  });

  test('the Vitest door reaches the one settle loop without the browser page layer', () => {
    expect(targets('vitest')).toContain('settle');
    expect(targets('vitest')).not.toContain('browser-page');
  });

  test('one golden policy: the runner doors hold a capture or a receipt against its golden only through assert/, never with the matching itself', () => {
    const matching = ['golden/match.ts', 'golden/receipt.ts', 'golden/steps.ts'];
    const direct = sourceFiles(SRC)
      .filter((file) => ['jest', 'playwright', 'vitest'].includes(folderOf(file)))
      .flatMap((file) => {
        const imported = specifiersOf(readFileSync(file, 'utf8')).map((spec) => relative(SRC, resolve(dirname(file), spec.replace(/\.js$/, '.ts'))));
        return imported.filter((module) => matching.includes(module)).map((module) => `${relative(SRC, file)} -> ${module}`);
      });
    expect(direct).toEqual([]);
  });

  test('one golden reader: outside golden/, only the engine bundle and the pages the command is given are read from files', () => {
    const reading = sourceFiles(SRC)
      .filter((file) => folderOf(file) !== 'golden')
      .filter((file) => /\b(?:readFileSync|readFile|openSync|createReadStream)\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file))
      .sort();
    // jsdom-page/bounds.ts and jsdom-page/unblocked-read.ts read a page the user named (bounded, never blocking); browser-page/inject.ts reads the engine's own bundle;
    // agent/options.ts reads the storage state file `mcp --storage-state` names (a regular file, opened without blocking, at most 16 MiB).
    expect(reading).toEqual(['agent/options.ts', 'browser-page/inject.ts', 'jsdom-page/bounds.ts', 'jsdom-page/unblocked-read.ts']);
  });

  test('one settle loop: every wait for a page to settle is settle-loop.ts, and its quiet windows are defined nowhere else', () => {
    const sources = sourceFiles(SRC).map((file) => ({ path: relative(SRC, file), text: readFileSync(file, 'utf8') }));
    const windows = sources.filter(({ text }) => /\bconst\s+\w*QUIET\w*\s*=\s*\d/.test(text)).map(({ path }) => path);
    expect(windows).toEqual(['settle/settle-loop.ts']);
    const waiting = sources.filter(({ text }) => /\bQUIET_WINDOW_MS\b|\bREAD_QUIET_MS\b/.test(text) || /settle-loop\.js/.test(text)).map(({ path }) => path);
    for (const door of ['settle/settle-wait.ts', 'browser-page/settle.ts', 'vitest/adapter.ts']) expect(waiting).toContain(door);
    // The loops that sleep between looks, but the one settle loop's own:
    const sleeping = ['settle/settle-loop.ts', 'jsdom-page/unblocked-read.ts'];
    // jsdom-page/unblocked-read.ts polls a pipe the user gave (a FIFO, a terminal) for its bytes, not a page for its state.
    const loops = sources
      .filter(({ path, text }) => !sleeping.includes(path) && ENDLESS_LOOP.test(text) && /\bsleep\b|setTimeout/.test(text))
      .map(({ path }) => path);
    expect(loops).toEqual([]);
  });

  test('the one settle loop imports nothing at all', () => {
    expect(specifiersOf(readFileSync(resolve(SRC, 'settle/settle-loop.ts'), 'utf8'))).toEqual([]);
  });

  test('an endless loop is seen however it is written', () => {
    for (const loop of ['for (;;) {', 'for ( ; ; ) {', 'for (let attempt = 0; ; attempt++) {', 'for (let i = 1;; i++) {', 'while (true) {', '} while (true);'])
      expect(ENDLESS_LOOP.test(loop), loop).toBe(true);
    for (const loop of ['for (let i = 0; i < 3; i++) {', 'for (const x of xs) {', 'while (running) {', 'for (; i < n; ) {'])
      expect(ENDLESS_LOOP.test(loop), loop).toBe(false);
  });

  test('no two folders import each other, directly or round about', () => {
    expect(cycles(graph.arrows.keys())).toEqual([]);
  });

  test('docs/ARCHITECTURE.md draws every arrow there is, and no other', () => {
    expect(documentedArrows().sort()).toEqual([...graph.arrows.keys()].sort());
  });
});

describe('the tests', () => {
  const TESTS = resolve(ROOT, 'tests');
  const files = sourceFiles(TESTS, /\.(?:ts|mjs|cjs)$/).map((file) => ({ path: relative(ROOT, file), text: readFileSync(file, 'utf8') }));
  const TIERED = /\.(?:process|browser|runner)\.test\.ts$/;

  test('one way to run the built command: only tests/support/command.ts names its file', () => {
    const naming = files.filter(({ text }) => /dist\/(?:cli\/main|bin\/a11y-snapshot)\.js/.test(text)).map(({ path }) => path);
    // Not the repository's build: tests/scripts/build.process.test.ts builds a copy and reads what it wrote; the agent's
    // consumer test lists the packed files; the Playwright projects run the package a user's project installed.
    expect(naming.sort()).toEqual([
      'tests/consumer/agent.runner.test.ts',
      'tests/playwright/projects.runner.test.ts',
      'tests/scripts/build.process.test.ts',
      'tests/support/command.ts',
    ]);
  });

  test('a file of the quick tier (npm test) starts no child process', () => {
    const quick = files.filter(({ path }) => path.endsWith('.test.ts') && !TIERED.test(path));
    expect(quick.length).toBeGreaterThan(50);
    expect(quick.filter(({ text }) => /['"]node:child_process['"]/.test(text)).map(({ path }) => path)).toEqual([]);
  });

  test('no test file imports dist/: the quick tier needs no build, and npm run check type-checks a fresh clone', () => {
    const tests = files.filter(({ path }) => /\.(?:test|spec)\.ts$/.test(path));
    expect(tests.filter(({ text }) => /from\s+['"](?:\.\.\/)+dist\//.test(text)).map(({ path }) => path)).toEqual([]);
  });

  test('Playwright Test runs tests/browser/*.spec.ts, and no spec lies elsewhere', () => {
    const specs = files.filter(({ path }) => path.endsWith('.spec.ts')).map(({ path }) => path);
    expect(specs.length).toBeGreaterThan(10);
    // A user's project (a fixture run as a child) keeps its own specs.
    const ofProjects = /-projects\/|\/projects?\//;
    expect(specs.filter((path) => !path.startsWith('tests/browser/') && !ofProjects.test(path))).toEqual([]);
  });
});
