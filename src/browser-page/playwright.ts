/**
 * The Playwright the page layer launches browsers and raises timeouts with:
 * the project's own `@playwright/test` when it has one, so a `TimeoutError`
 * is the class its tests import and the browser is the one it installed;
 * else `playwright-core`, which the package depends on, so the agent server
 * and the command's Chromium engine run where no test runner is installed
 * (`npx a11y-snapshot mcp`). Loaded on first use, synchronously: the public
 * `chromiumLaunchOptions()` is called in a config file.
 */
import { createRequire } from 'node:module';

export type PlaywrightApi = Pick<typeof import('@playwright/test'), 'chromium' | 'errors'>;

const require = createRequire(import.meta.url);
let api: PlaywrightApi | undefined;

export function playwright(): PlaywrightApi {
  api ??= requireFirst(['@playwright/test', 'playwright-core']);
  return api;
}

function requireFirst(names: string[]): PlaywrightApi {
  for (const name of names) {
    try {
      return require(name) as PlaywrightApi;
    } catch (error) {
      // Only a package that is not there moves on: one that fails to load says why.
      if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND' || !String((error as Error).message).includes(`'${name}'`)) throw error;
    }
  }
  throw new Error('Playwright is not installed: npm install playwright-core (or @playwright/test)');
}
