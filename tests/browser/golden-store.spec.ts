/**
 * The Playwright door and a hostile golden, with the real
 * `expect(page).toMatchA11ySnapshot()`: a `.snap` that is a symbolic link to
 * a secret, a directory, a FIFO, or a file past the store's bound. The
 * assertion fails with one line naming the golden and never reads it; only
 * `--update-snapshots=all` replaces a link, with a regular file (the link's
 * target is never written).
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Page, type TestInfo } from '@playwright/test';
import { expect } from '../../src/playwright/index.js';
import { MAX_GOLDEN_BYTES } from '../../src/golden/store.js';

const SECRET = 'SECRET_TOKEN=abc123\n';
const ORDERS = '<title>Orders</title><main><h1>Orders</h1><button>Create order</button></main>';

const temporary: string[] = [];
test.afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Goldens go to a temporary folder (the secret beside it), written or held as `mode` says, whatever mode the run itself is in. */
function goldensInTemp(testInfo: TestInfo, mode: 'all' | 'changed' | 'missing' | 'none'): { golden: string; secret: string } {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-golden-store-'));
  temporary.push(dir);
  mkdirSync(join(dir, 'goldens'));
  Object.defineProperty(testInfo, 'snapshotPath', { value: (name: string) => join(dir, 'goldens', name), configurable: true });
  Object.defineProperty(testInfo, 'config', { value: { ...testInfo.config, updateSnapshots: mode }, configurable: true });
  const secret = join(dir, 'secret.env');
  writeFileSync(secret, SECRET);
  return { golden: join(dir, 'goldens', 'orders.snap'), secret };
}

async function failure(page: Page): Promise<string> {
  const error = await expect(page)
    .toMatchA11ySnapshot('orders', { timeout: 2000 })
    .then(
      () => undefined,
      (e: Error) => e,
    );
  expect(error, 'the assertion fails').toBeDefined();
  return error!.message;
}

test.describe('playwright door: goldens through the golden store', () => {
  test('a golden that is a link to a secret: one line naming it and saying it is a link, never the secret; the link is left alone', async ({
    page,
  }, testInfo) => {
    await page.setContent(ORDERS);
    for (const mode of ['missing', 'changed', 'none'] as const) {
      const { golden, secret } = goldensInTemp(testInfo, mode);
      symlinkSync(secret, golden);
      const message = await failure(page);
      expect(message).toMatch(/orders\.snap:1: a symbolic link, not a file: not read \(fix the golden, or rewrite it with: .*--update-snapshots=all\)/);
      expect(message).not.toContain('abc123');
      expect(lstatSync(golden).isSymbolicLink()).toBe(true);
      expect(readFileSync(secret, 'utf8')).toBe(SECRET);
    }
  });

  test('--update-snapshots=all: the link is replaced by a regular file holding the golden; its target is left as it was', async ({ page }, testInfo) => {
    await page.setContent(ORDERS);
    const { golden, secret } = goldensInTemp(testInfo, 'all');
    symlinkSync(secret, golden);
    await expect(page).toMatchA11ySnapshot('orders');
    expect(lstatSync(golden).isFile()).toBe(true);
    expect(readFileSync(golden, 'utf8')).toContain('button "Create order"');
    expect(readFileSync(secret, 'utf8')).toBe(SECRET);
  });

  test('a golden that is a directory, a FIFO, or past the bound: one line each, nothing lost, no hang', async ({ page }, testInfo) => {
    await page.setContent(ORDERS);
    const { golden } = goldensInTemp(testInfo, 'missing');
    mkdirSync(golden);
    expect(await failure(page)).toMatch(/orders\.snap:1: a directory, not a file: not read/);
    rmSync(golden, { recursive: true });
    execFileSync('mkfifo', [golden]);
    expect(await failure(page)).toMatch(/orders\.snap:1: a FIFO, not a file: not read/);
    rmSync(golden);
    const big = '# a11y-snapshot detail:compact\nsnapshot v2\n' + 'x'.repeat(MAX_GOLDEN_BYTES) + '\n';
    writeFileSync(golden, big);
    const message = await failure(page);
    expect(message).toMatch(/orders\.snap:1: larger than 16 MiB, the bound on a golden file: not read/);
    expect(message.split('\n')).toHaveLength(1);
    expect(readFileSync(golden, 'utf8')).toBe(big);
  });
});
