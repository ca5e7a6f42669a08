/**
 * A page that rewrites the built-ins of its own JavaScript world cannot
 * forge a line: the engine runs in an isolated world of its own (README,
 * the legend). Each page (tests/reliability/lib/builtins.mjs) holds one
 * button and a script that replaces built-ins the engine uses; its snapshot
 * must be its true lines, and refs must still find and act on the true
 * element.
 */
import { test, expect, type Page } from '@playwright/test';
import { A11y, capturePage } from '../../src/playwright/index.js';
import { format } from '../../src/notation/index.js';
import { ATTACKS, BODY } from '../reliability/lib/builtins.mjs';

async function open(page: Page, attack?: string): Promise<void> {
  await page.setContent(`<!doctype html>${BODY}`);
  if (attack) await page.evaluate(attack);
}

/** The lines of the same page without the attack, read in a page of their own (refs start at e1 in both). */
async function trueLines(page: Page): Promise<string> {
  const clean = await page.context().newPage();
  try {
    await open(clean);
    return format(await capturePage(clean));
  } finally {
    await clean.close();
  }
}

test.describe('playwright/isolation: a page rewrites the built-ins of its world', () => {
  for (const [name, attack] of Object.entries(ATTACKS)) {
    test(`${name}: the snapshot is the page's true lines`, async ({ page }) => {
      const expected = await trueLines(page);
      expect(expected).toContain('button "Delete account"');
      await open(page, attack);
      expect(format(await capturePage(page))).toBe(expected);
      const a11y = new A11y(page, { timeout: 2000 });
      expect(await a11y.snapshot()).toBe(expected);
    });
  }

  test('refs still find and act on the true element under a rewritten page', async ({ page }) => {
    await open(page, Object.values(ATTACKS).join('\n'));
    const a11y = new A11y(page, { timeout: 2000 });
    const text = await a11y.snapshot();
    const ref = /^(e\d+) button "Delete account"$/m.exec(text)![1];
    await a11y.tap(ref);
    // The page's own world is too broken for Playwright's evaluate: the engine reads the title.
    expect((await capturePage(page)).header.title).toBe('clicked');
  });

  test('a locator scopes the snapshot under a rewritten page', async ({ page }) => {
    await open(page, ATTACKS['JSON.stringify forges lines'] + ATTACKS['DOM getters and methods']);
    const model = await capturePage(page.locator('main'));
    expect(model.nodes.map((n) => `${n.role} ${n.name}`)).toEqual(['heading Account', 'button Delete account', 'textbox Reason']);
  });
});
