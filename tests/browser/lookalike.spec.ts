/**
 * An act lands on the element its line names, or on nothing: a page that
 * watches for whatever the engine's side writes into the DOM, and copies or
 * moves it onto a lookalike placed first in the document, must not turn
 * `tapOn: 'Cancel'` into a click on "Delete account", nor fill the wrong
 * field (tests/reliability/lib/lookalikes.mjs).
 */
import { test, expect } from '@playwright/test';
import { A11y, capturePage } from '../../src/playwright/index.js';
import { actOnLookalikePage, LOOKALIKE_ACTS, LOOKALIKE_ATTACKS, LOOKALIKE_BODY } from '../reliability/lib/lookalikes.mjs';

/** An act the page refused: one line saying the page moved or copied the element's mark. */
const REFUSED = /^The element could not be handed to Playwright: the page (moved|copied) its mark[^\n]*$/;

test.describe('playwright/lookalike: the act lands on the line it names', () => {
  for (const [name, { outcome, script }] of Object.entries(LOOKALIKE_ATTACKS)) {
    for (const act of Object.keys(LOOKALIKE_ACTS) as (keyof typeof LOOKALIKE_ACTS)[]) {
      test(`${name}: ${act} ${outcome === 'lands' ? 'lands on the true element' : 'fails with one line, touching nothing'}`, async ({ page }) => {
        const result = await actOnLookalikePage(page, { A11y, capturePage }, script, act);
        expect(result).toEqual(outcome === 'lands' ? { landed: 'true', error: undefined } : { landed: 'nothing', error: expect.stringMatching(REFUSED) });
      });
    }
  }

  test('the receipt of a step on a page that copies marks names the true line, and focus went to it', async ({ page }) => {
    await page.setContent(`<!doctype html>${LOOKALIKE_BODY}<script>${LOOKALIKE_ATTACKS['a MutationObserver copies every new attribute onto the decoy'].script}</script>`);
    const receipt = await new A11y(page, { timeout: 2000 }).try("tapOn: 'Cancel'");
    const ref = /^done tapOn (e\d+) button "Cancel"$/m.exec(receipt.text)?.[1];
    expect(receipt.text).toBe(`done tapOn ${ref} button "Cancel"\nfocus ${ref}`);
  });
});
