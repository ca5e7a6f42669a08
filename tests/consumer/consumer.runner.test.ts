/**
 * The package as a user installs it. `npm pack` (which builds dist/ with its
 * declarations; one tarball for every consumer test file, tests/consumer/npm.ts),
 * the tarball installed by npm into two throwaway projects under the OS temp
 * folder (dependencies from the local npm cache), and there: the command
 * through npx and through the bin npm linked, a Playwright spec and a Vitest
 * spec that import the package by name, run by the runners the projects
 * installed, and each project type-checked by its own TypeScript. The
 * Vitest project has no @playwright/test: nothing it reaches may need it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';
import { writeFiles } from '../support/projects.mjs';
import { bin, cached, installProject, run, sharedPack, typecheck, type Packed } from './npm.js';
import { PLAYWRIGHT_PROJECT, VITEST_PROJECT, GOLDEN_REPO } from './projects.js';

const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
let dir: string;
let packed: Packed;
let playwrightDir: string;
let vitestDir: string;
/** The projects' configs type-checked, a process per project (its configs in one), started once the projects are installed. */
let types: Promise<Record<string, { code: number; output: string }>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-consumer-'));
  packed = await sharedPack();
  [playwrightDir, vitestDir] = await Promise.all([
    installProject(join(dir, 'playwright-project'), PLAYWRIGHT_PROJECT, packed.tarball, [
      cached('@playwright/test'),
      cached('typescript'),
      cached('@types/node'),
    ]),
    installProject(join(dir, 'vitest-project'), VITEST_PROJECT, packed.tarball, [cached('vitest'), cached('typescript'), cached('@types/node')]),
  ]);
  const checks = [typecheck([join(playwrightDir, 'tsconfig.json')]), typecheck([join(vitestDir, 'tsconfig.json'), join(vitestDir, 'tsconfig.bare.json')])];
  types = Promise.all(checks).then((results) => Object.assign({}, ...results));
  types.catch(() => undefined); // a failed check fails the tests that await it
}, 600_000);

afterAll(async () => {
  await types?.catch(() => undefined); // still checking: the folders stay until it ends
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe('the tarball', () => {
  test('holds every exports target with its declarations, the bin and the example page, and no tests', () => {
    const files = new Set(packed.files.map((f) => f.path));
    const targets = Object.values(pkg.exports as Record<string, string | Record<string, string>>).flatMap((t) =>
      typeof t === 'string' ? [t] : Object.values(t),
    );
    expect(targets.length).toBeGreaterThan(8);
    for (const target of targets) expect(files, target).toContain(target.replace(/^\.\//, ''));
    for (const target of targets.filter((t) => t.endsWith('.js'))) expect(files, target).toContain(target.replace(/^\.\//, '').replace(/\.js$/, '.d.ts'));
    expect(files).toContain(pkg.bin['a11y-snapshot']);
    expect(files).toContain('examples/orders.html');
    expect([...files].filter((f) => /^(tests|fixtures|bench|scripts|src)\/|\.(test|spec)\.[jt]s$/.test(f))).toEqual([]);
  });
});

describe.concurrent('the command, installed: through npx, and through the bin npm linked', () => {
  test('--help prints the usage', { timeout: 60_000 }, async () => {
    const result = await run('npx', ['a11y-snapshot', '--help'], playwrightDir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: a11y-snapshot /);
  });

  test('no argument prints the shipped example page', { timeout: 60_000 }, async () => {
    const result = await run(bin(playwrightDir, 'a11y-snapshot'), [], playwrightDir);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^snapshot v2\npage "Orders · Acme Shop" url="file:\/\/[^"]*\/node_modules\/a11y-snapshot\/examples\/orders\.html" settled\n/,
    );
    expect(result.stdout).toContain('e22 button[1] "Delete" x2 row:"Ada Lovelace" icon:trash\n');
  });

  test('review --fail-on nameless exits 1 on a branch that made a control nameless', { timeout: 60_000 }, async () => {
    const repo = join(playwrightDir, 'repo');
    writeFiles(repo, { 'cart.snap': GOLDEN_REPO.before });
    const git = (...args: string[]) => run('git', ['-c', 'user.name=Consumer', '-c', 'user.email=consumer@example.com', ...args], repo);
    for (const args of [
      ['init', '-q', '-b', 'main'],
      ['add', '.'],
      ['commit', '-q', '-m', 'golden'],
    ])
      expect((await git(...args)).code).toBe(0);
    writeFiles(repo, { 'cart.snap': GOLDEN_REPO.after });
    const failing = await run(bin(playwrightDir, 'a11y-snapshot'), ['review', '--base', 'main', '--fail-on', 'nameless'], repo);
    expect(failing.stderr).toBe('');
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('Controls without a name (1)');
    const passing = await run(bin(playwrightDir, 'a11y-snapshot'), ['review', '--base', 'main', '--fail-on', 'lost'], repo);
    expect(passing.code).toBe(0);
  });

  test('--version prints the version the package says', { timeout: 60_000 }, async () => {
    expect(await run('npx', ['a11y-snapshot', '--version'], playwrightDir)).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  test('diff holds a golden Chromium wrote against a page jsdom reads: offscreen, which jsdom cannot see, is no change', { timeout: 120_000 }, async () => {
    const command = bin(playwrightDir, 'a11y-snapshot');
    const page = join(playwrightDir, 'dialog.html');
    writeFileSync(
      page,
      '<!doctype html><title>Orders</title><dialog open aria-label="New order"><label>Customer <input></label><button>Create order</button></dialog>',
    );
    const golden = join(playwrightDir, 'dialog.snap');
    expect(await run(command, [page, '--scope', '[aria-label="New order"]', '--detail', 'full', '--save', golden], playwrightDir)).toMatchObject({ code: 0 });
    // As Chromium wrote it, the dialog below the fold: every line offscreen.
    writeFileSync(golden, readFileSync(golden, 'utf8').replace(/ in:dialog/g, ' offscreen in:dialog'));
    expect(readFileSync(golden, 'utf8')).toContain('button "Create order" offscreen in:dialog"New order"');
    expect(await run(command, ['diff', golden, page, '--scope', '[aria-label="New order"]'], playwrightDir)).toEqual({ code: 0, stdout: '', stderr: '' });
    // A change jsdom can see still fails.
    writeFileSync(page, readFileSync(page, 'utf8').replace('Create order', 'Place order'));
    const changed = await run(command, ['diff', golden, page, '--scope', '[aria-label="New order"]'], playwrightDir);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('~name button "Place order"');
    expect(changed.stdout).not.toContain('~flags');
  });

  test('diff --scope holds a Locator golden against the page', { timeout: 120_000 }, async () => {
    const command = bin(playwrightDir, 'a11y-snapshot');
    const page = join(playwrightDir, 'node_modules/a11y-snapshot/examples/orders.html');
    const golden = join(playwrightDir, 'table.snap');
    expect(await run(command, [page, '--scope', 'table', '--save', golden], playwrightDir)).toMatchObject({ code: 0, stderr: '' });
    expect(await run(command, ['diff', golden, page, '--scope', 'table'], playwrightDir)).toEqual({ code: 0, stdout: '', stderr: '' });
    // Against the whole page the golden differs, and one line says which engine read the page.
    const whole = await run(command, ['diff', golden, page], playwrightDir);
    expect(whole.code).toBe(1);
    expect(whole.stderr).toMatch(/^a11y-snapshot diff: the page was read with jsdom, without its scripts; [^\n]*--engine chromium[^\n]*\n$/);
  });

  test("--engine chromium prints the page's own errors, one line each", { timeout: 120_000 }, async () => {
    const page = join(playwrightDir, 'errors.html');
    writeFiles(playwrightDir, { 'errors.html': '<!doctype html><title>Errors</title><button>Kept</button><script>throw new TypeError("page bug")</script>' });
    const result = await run(bin(playwrightDir, 'a11y-snapshot'), [page, '--engine', 'chromium'], playwrightDir);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('\ne1 button "Kept"\n');
    expect(result.stderr).toBe('a11y-snapshot: page error (uncaught): TypeError "page bug"\n');
  });
});

describe.concurrent('a Playwright project', () => {
  test('its spec, importing the package by name, passes against its golden', { timeout: 180_000 }, async () => {
    const result = await run(bin(playwrightDir, 'playwright'), ['test'], playwrightDir, { CI: '1' });
    expect(result.stderr + result.stdout).toMatch(/2 passed/);
    expect(result.code).toBe(0);
  });

  test('type-checks with tsc --noEmit', { timeout: 180_000 }, async () => {
    const result = (await types)[join(playwrightDir, 'tsconfig.json')];
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });
});

describe.concurrent('a Vitest project without @playwright/test', () => {
  test('has no @playwright/test installed', () => {
    expect(existsSync(join(vitestDir, 'node_modules/@playwright/test'))).toBe(false);
  });

  test('its spec, the matchers loaded by setupFiles, writes its golden', { timeout: 180_000 }, async () => {
    const result = await run(bin(vitestDir, 'vitest'), ['run'], vitestDir);
    expect(result.stdout).toMatch(/3 passed/);
    expect(result.code).toBe(0);
    const snap = readFileSync(join(vitestDir, '__snapshots__/cart.test.ts.snap'), 'utf8');
    expect(snap).toContain('snapshot v2\npage "Cart" url="/cart" settled\nheading "Cart" level=1\nbutton "Pay"\n');
    expect(snap).toContain(
      '# a11y-snapshot detail:read\nsnapshot v2\npage "Cart" url="/cart" settled\nheading "Cart" level=1\nbutton "Pay"\ntext "Total: 12.00 EUR"\n',
    );

    // The same golden, a changed text: the test fails with the text lines' diff, and the golden stays.
    const changed = await run(bin(vitestDir, 'vitest'), ['run', '-t', 'cart total'], vitestDir, { CART_TOTAL: '13.00' });
    expect(changed.code).toBe(1);
    expect(changed.stdout + changed.stderr).toMatch(/^-text "Total: 12\.00 EUR"/m);
    expect(changed.stdout + changed.stderr).toMatch(/^\+text "Total: 13\.00 EUR"/m);
    expect(readFileSync(join(vitestDir, '__snapshots__/cart.test.ts.snap'), 'utf8')).toBe(snap);
  });

  test('type-checks with tsc --noEmit, using the documented types line', { timeout: 180_000 }, async () => {
    const result = (await types)[join(vitestDir, 'tsconfig.json')];
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  test('without the types line, tsc does not see the matchers', { timeout: 180_000 }, async () => {
    const result = (await types)[join(vitestDir, 'tsconfig.bare.json')];
    expect(result.output).toContain("Property 'toMatchA11ySnapshot' does not exist");
    expect(result.code).not.toBe(0);
  });
});

/**
 * README's config files, as a user copies them: each ```ts block that starts
 * with `// vitest.config.ts` or `// playwright.config.ts`. One whose imports
 * the project has is run there as its config, literally; the rest name a
 * package these projects do not install (a browser provider, happy-dom).
 */
function readmeConfigs(runner: 'vitest' | 'playwright'): string[] {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/```ts\n(\/\/ (vitest|playwright)\.config\.ts[^\n]*\n[\s\S]*?)```/g)].filter((m) => m[2] === runner).map((m) => m[1]);
}

/** Whether every package `config` imports is installed in `project`. */
function importsResolve(config: string, project: string): boolean {
  // An environment is a package too: Vitest loads `happy-dom` by its name.
  const packages = [...config.matchAll(/from '((?:@[^/']+\/)?[^/']+)|environment: '([\w-]+)'/g)].map((m) => m[1] ?? m[2]);
  return packages.every((name) => existsSync(join(project, 'node_modules', name)));
}

describe("README's config files, copied literally", () => {
  test('each Vitest config whose packages the project has runs a test with the matchers loaded', { timeout: 300_000 }, async () => {
    const configs = readmeConfigs('vitest').filter((config) => importsResolve(config, vitestDir));
    expect(configs.length).toBeGreaterThanOrEqual(2);
    writeFileSync(
      join(vitestDir, 'readme.test.ts'),
      "import { expect, test } from 'vitest';\ntest('loaded', () => expect(typeof expect(document).toMatchA11ySnapshot).toBe('function'));\n",
    );
    for (const [index, config] of configs.entries()) {
      const file = `readme-${index}.config.ts`;
      writeFileSync(join(vitestDir, file), config);
      const result = await run(bin(vitestDir, 'vitest'), ['run', '--config', file, 'readme.test.ts'], vitestDir);
      expect(result.stdout + result.stderr, config).toMatch(/1 passed/);
      expect(result.code, config).toBe(0);
    }
  });

  test("each Playwright config runs the project's spec on the machine's Chromium", { timeout: 300_000 }, async () => {
    const configs = readmeConfigs('playwright');
    expect(configs.length).toBeGreaterThanOrEqual(1);
    for (const [index, config] of configs.entries()) {
      const file = `readme-${index}.config.ts`;
      writeFileSync(join(playwrightDir, file), config);
      const result = await run(bin(playwrightDir, 'playwright'), ['test', '--config', file, 'tests/cart.spec.ts'], playwrightDir, { CI: '1' });
      expect(result.stdout + result.stderr, config).toMatch(/2 passed/);
      expect(result.code, config).toBe(0);
    }
  });
});
