/**
 * The throwaway projects of the consumer test, file by file, as a user would
 * write them after reading "Install in your project".
 */

const CART_GOLDEN = `# a11y-snapshot detail:compact
snapshot v2
page "Cart" url="/cart" settled
heading "Cart" level=1
button "Pay"
`;

const COMPILER_OPTIONS = {
  target: 'ES2022',
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
};

/** Playwright Test, the Playwright door and the main entry. */
export const PLAYWRIGHT_PROJECT: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'consumer-playwright', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { ...COMPILER_OPTIONS, module: 'NodeNext', moduleResolution: 'NodeNext' },
    include: ['tests', 'playwright.config.ts', 'types.check.ts'],
  }),
  'playwright.config.ts': `import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from 'a11y-snapshot/playwright';

export default defineConfig({ testDir: 'tests', reporter: 'list', use: { launchOptions: chromiumLaunchOptions() } });
`,
  'tests/cart.spec.ts': `import { test, expect, capturePage } from 'a11y-snapshot/playwright';
import { format } from 'a11y-snapshot';

const CART = '<title>Cart</title><main><h1>Cart</h1><button>Pay</button></main>';

test.beforeEach(async ({ page }) => {
  await page.route('http://shop.test/cart', (route) => route.fulfill({ contentType: 'text/html', body: CART }));
  await page.goto('http://shop.test/cart');
});

test('cart', async ({ page }) => {
  await expect(page).toMatchA11ySnapshot('cart');
});

test('capturePage and format', async ({ page }) => {
  expect(format(await capturePage(page))).toContain('\\ne2 button "Pay"\\n');
});
`,
  'tests/cart.spec.ts-snapshots/cart.snap': CART_GOLDEN,
  'types.check.ts': `import { test } from 'a11y-snapshot/playwright';

test.use({ a11yLint: ['nameless'] });
test.use({ a11yDialogs: 'hold' });
// @ts-expect-error
test.use({ a11yDialogs: 'accept' });
// The fixture that applies a11yLint is not part of the public type.
// @ts-expect-error
test('internal fixture', ({ a11yLintInForce }) => {});
`,
};

/** Vitest in jsdom, the matchers loaded by setupFiles, no Playwright. */
export const VITEST_PROJECT: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'consumer-vitest', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { ...COMPILER_OPTIONS, module: 'ESNext', moduleResolution: 'Bundler', types: ['a11y-snapshot/vitest'] },
    include: ['cart.test.ts', 'vitest.config.ts', 'types.check.ts'],
  }),
  // The same without the types line: what a user sees before adding it.
  'tsconfig.bare.json': JSON.stringify({
    compilerOptions: { ...COMPILER_OPTIONS, module: 'ESNext', moduleResolution: 'Bundler' },
    include: ['cart.test.ts'],
  }),
  'vitest.config.ts': `import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/cart' } },
    setupFiles: ['a11y-snapshot/vitest'],
  },
});
`,
  'cart.test.ts': `import { beforeEach, expect, test } from 'vitest';
import { capture, format } from 'a11y-snapshot';

beforeEach(() => {
  document.title = 'Cart';
  document.body.innerHTML = '<main><h1>Cart</h1><button>Pay</button></main>';
});

test('cart', () => {
  expect(document).toMatchA11ySnapshot();
});

test('capture and format', () => {
  expect(format(capture(document))).toContain('\\ne2 button "Pay"\\n');
});

// The read level holds the page's text: a total that changes fails the test.
test('cart total', () => {
  document.querySelector('main')!.insertAdjacentHTML('beforeend', \`<p>Total: \${process.env.CART_TOTAL ?? '12.00'} EUR</p>\`);
  expect(document).toMatchA11ySnapshot({ detail: 'read' });
});
`,
  // What each call gives back: a promise only where Vitest waits (poll, resolves), on Vitest 4 and 5 alike.
  'types.check.ts': `import { expect, expectTypeOf } from 'vitest';

expectTypeOf(expect(document).toMatchA11ySnapshot()).toEqualTypeOf<void>();
expectTypeOf(expect(document.body).toMatchInlineA11ySnapshot({ detail: 'full' })).toEqualTypeOf<void>();
expectTypeOf(expect(document).toResolve("tapOn: 'Pay'")).toEqualTypeOf<void>();
expectTypeOf(expect.poll(() => document).toMatchA11ySnapshot()).toEqualTypeOf<Promise<void>>();
expectTypeOf(expect(Promise.resolve(document)).resolves.toMatchA11ySnapshot()).toEqualTypeOf<Promise<void>>();
// @ts-expect-error a misspelt option
expect(document).toMatchA11ySnapshot({ detial: 'full' });
`,
};

/** A repository whose branch made the cart's button nameless. */
export const GOLDEN_REPO = {
  before: CART_GOLDEN,
  after: CART_GOLDEN.replace('button "Pay"', 'button ""'),
};

/** Jest with jest-environment-jsdom in a CommonJS project, the matchers loaded by setupFilesAfterEnv. */
export const JEST_PROJECT: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'consumer-jest', private: true }),
  'jest.config.js': `module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost:3000/cart' },
  setupFilesAfterEnv: ['a11y-snapshot/jest'],
};
`,
  'cart.test.js': `beforeEach(() => {
  document.title = 'Cart';
  document.body.innerHTML = '<main><h1>Cart</h1><button>Pay</button></main>';
});

test('cart', () => {
  expect(document).toMatchA11ySnapshot();
  expect(document).toResolve("tapOn: 'Pay'");
});
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      lib: ['ES2023', 'DOM'],
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      types: ['node', 'jest', 'a11y-snapshot/jest'],
    },
    include: ['types.check.ts'],
  }),
  'types.check.ts': `import { expect as jestExpect } from '@jest/globals';

jestExpect(document).toMatchA11ySnapshot({ detail: 'full' });
expect(document.body).toMatchInlineA11ySnapshot();
// @ts-expect-error an option the door does not take
expect(document).toMatchA11ySnapshot({ scope: 'main' });
`,
};
