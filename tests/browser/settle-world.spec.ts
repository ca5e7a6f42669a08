/**
 * Whether a page has settled is decided out of the page's reach: a page that
 * replaces `MutationObserver`, or makes `performance.now` and `Date.now`
 * race ahead or stand still, still gets the truth. Each page
 * (tests/reliability/lib/quiet-attacks.mjs) runs its attack first thing,
 * then changes its status every 50 ms or never. A golden the matcher writes,
 * or holds, and the command's Chromium engine must call the first
 * unsettled (`loading(Network 0)`, "it kept changing") and the second
 * `settled`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Page, type TestInfo } from '@playwright/test';
import { expect } from '../../src/playwright/index.js';
import { captureInChromium } from '../../src/cli/chromium-load.js';
import { Budget } from '../../src/jsdom-page/bounds.js';
import { ALL_QUIET_ATTACKS, counterPage, QUIET_PAGES } from '../reliability/lib/quiet-attacks.mjs';

/** Long enough for a quiet page to settle on a loaded machine (it ends as soon as the page has). */
const TIMEOUT = 2500;
/**
 * How long a page that keeps changing is waited for: its whole length, every
 * time. Three quiet windows (500 ms): a watcher the page has blinded would
 * call it settled well within that.
 */
const CHANGING_TIMEOUT = 1500;

const temporary: string[] = [];
test.afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Goldens go to a temporary folder, written or held as `mode` says, whatever mode the run itself is in. */
function goldensInTemp(testInfo: TestInfo, mode: 'missing' | 'none'): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-settle-world-'));
  temporary.push(dir);
  Object.defineProperty(testInfo, 'snapshotPath', { value: (name: string) => join(dir, name), configurable: true });
  Object.defineProperty(testInfo, 'config', { value: { ...testInfo.config, updateSnapshots: mode }, configurable: true });
  return dir;
}

/** The page line of a golden text: what it says about settling is at its end. */
function pageLine(golden: string): string {
  return golden.split('\n').find((line) => line.startsWith('page '))!;
}

async function written(page: Page, testInfo: TestInfo, timeout = TIMEOUT): Promise<string> {
  const dir = goldensInTemp(testInfo, 'missing');
  await expect(page).toMatchA11ySnapshot('counter', { timeout });
  return pageLine(readFileSync(join(dir, 'counter.snap'), 'utf8'));
}

/** The message of holding the page against a golden it does not match. */
async function heldMessage(page: Page, testInfo: TestInfo, timeout = TIMEOUT): Promise<string> {
  const dir = goldensInTemp(testInfo, 'none');
  writeFileSync(join(dir, 'counter.snap'), '# a11y-snapshot detail:compact\nsnapshot v2\npage "Counter" url="about:blank" settled\nstatus "never"\n');
  const error = await expect(page)
    .toMatchA11ySnapshot('counter', { timeout })
    .then(
      () => undefined,
      (e: Error) => e,
    );
  expect(error).toBeDefined();
  return error!.message;
}

async function commandSettles(html: string): Promise<boolean | undefined> {
  const model = await captureInChromium({ url: 'about:blank', html }, {}, new Budget(15_000));
  return model.header.settled;
}

test.describe('settling is watched from the isolated world', () => {
  for (const [name, attack] of Object.entries(QUIET_PAGES)) {
    test(`${name}, changing every 50 ms: the golden written says loading, a golden held says it kept changing, the command says not settled`, async ({
      page,
    }, testInfo) => {
      await page.setContent(counterPage(attack, true));
      expect(await written(page, testInfo, CHANGING_TIMEOUT)).toMatch(/ loading\(Network 0\)$/);
      expect(await heldMessage(page, testInfo, CHANGING_TIMEOUT)).toContain(`The page did not settle within ${CHANGING_TIMEOUT} ms (it kept changing)`);
      expect(await commandSettles(counterPage(attack, true))).toBe(false);
    });

    test(`${name}, never changing: the golden written says settled, a golden held does not say it kept changing, the command says settled`, async ({
      page,
    }, testInfo) => {
      await page.setContent(counterPage(attack, false));
      expect(await written(page, testInfo)).toMatch(/ settled$/);
      expect(await heldMessage(page, testInfo)).not.toContain('did not settle');
      expect(await commandSettles(counterPage(attack, false))).toBe(true);
    });
  }

  test('a navigation to a page that blinds its world: the watcher starts again in the new document', async ({ page }, testInfo) => {
    await page.route('http://settle.test/**', (route) => {
      const ticking = route.request().url().endsWith('/ticking');
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: counterPage(ticking ? ALL_QUIET_ATTACKS : '', ticking) });
    });
    await page.goto('http://settle.test/quiet');
    expect(await written(page, testInfo)).toMatch(/ settled$/);
    await page.goto('http://settle.test/ticking');
    expect(await written(page, testInfo, CHANGING_TIMEOUT)).toMatch(/ loading\(Network 0\)$/);
  });
});
