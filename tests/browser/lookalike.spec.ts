/**
 * An act lands on the element its line names, or on nothing: a page that
 * copies onto a lookalike whatever the engine's side writes into the DOM,
 * rewrites its lookups, slides the lookalike under the pointer or moves the
 * focus to it, must not turn `tapOn: 'Cancel'` into a click on "Delete
 * account", nor fill the wrong field (tests/reliability/lib/lookalikes.mjs).
 */
import { test, expect } from '@playwright/test';
import { A11y, capturePage } from '../../src/playwright/index.js';
import { actOnLookalikePage, LOOKALIKE_ACTS, LOOKALIKE_ATTACKS, LOOKALIKE_BODY } from '../reliability/lib/lookalikes.mjs';

/** An act the page foiled: one line, saying an event reached another element, or what the element was waiting for. */
const REFUSED =
  /^(The (click|fill) reached another element \(<\w+>\) and was stopped|Timeout \d+ms exceeded: could not (click|fill) the element: it is )[^\n]*$/;

test.describe('playwright/lookalike: the act lands on the line it names', () => {
  for (const [name, { refuses, script }] of Object.entries(LOOKALIKE_ATTACKS)) {
    for (const act of Object.keys(LOOKALIKE_ACTS) as (keyof typeof LOOKALIKE_ACTS)[]) {
      const refused = (refuses as string[]).includes(act);
      test(`${name}: ${act} ${refused ? 'fails with one line, touching nothing' : 'lands on the true element'}`, async ({ page }) => {
        const result = await actOnLookalikePage(page, { A11y, capturePage }, script, act);
        expect(result).toEqual(refused ? { landed: 'nothing', error: expect.stringMatching(REFUSED) } : { landed: 'true', error: undefined });
      });
    }
  }

  test('the receipt of a step names the true line, and the focus went to it', async ({ page }) => {
    await page.setContent(
      `<!doctype html>${LOOKALIKE_BODY}<script>${LOOKALIKE_ATTACKS['the lookalike slides under the pointer as it arrives'].script}</script>`,
    );
    await page.evaluate(() => document.getElementById('delete')!.remove());
    const receipt = await new A11y(page, { timeout: 2000 }).try("tapOn: 'Cancel'");
    const ref = /^done tapOn (e\d+) button "Cancel"$/m.exec(receipt.text)?.[1];
    expect(receipt.text).toBe(`done tapOn ${ref} button "Cancel"\nfocus ${ref}`);
  });
});

test.describe('playwright/lookalike: what a page does with an act that landed is its own', () => {
  test('a button that clicks another element, or a hidden input, from its own handler: the act lands and the forwarded click runs', async ({ page }) => {
    await page.setContent(`<!doctype html><title>Upload</title>
      <button id="proxy" onclick="document.getElementById('file').click(); document.getElementById('real').click()">Attach file</button>
      <input id="file" type="file" hidden onclick="event.preventDefault(); document.body.dataset.file = 'opened'">
      <button id="real" hidden onclick="document.title = 'forwarded'">Real</button>`);
    const receipt = await new A11y(page, { timeout: 2000 }).try("tapOn: 'Attach file'");
    expect(receipt.text.split('\n')[0]).toMatch(/^done tapOn e\d+ button "Attach file"/);
    expect((await capturePage(page)).header.title).toBe('forwarded');
  });
});
