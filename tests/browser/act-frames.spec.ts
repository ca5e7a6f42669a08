/**
 * The `a11y` fixture's acts land where their line says, as the agent's do
 * (tests/agent/act-frames.browser.test.ts): a frame of the page's process
 * slid under the pointer, the focus moved into a framed field, or a page
 * listener added before the engine's cannot take an act elsewhere. A frame
 * of another site, out of process in a browser that keeps site isolation,
 * can take a click no sentry of the page hears: the act then fails, never
 * answering done. The sites' request logs are the
 * witnesses (tests/reliability/lib/agent-attacks.mjs).
 */
import { test, expect } from '../../src/playwright/index.js';
import { FRAME_ATTACKS, startAttackSites } from '../reliability/lib/agent-attacks.mjs';

let sites: Awaited<ReturnType<typeof startAttackSites>>;

test.beforeAll(async () => {
  sites = await startAttackSites();
});

test.afterAll(async () => {
  await sites?.close();
});

test.describe('playwright/act-frames: the fixture acts on its line, in any frame', () => {
  for (const [name, { path, act, line, step, value }] of Object.entries(FRAME_ATTACKS)) {
    test(`${name}: nothing lands elsewhere`, async ({ page, a11y }) => {
      await page.goto(`${sites.main.origin}${path}`);
      const run = async () => {
        if (act === 'try') return a11y.try(step!);
        const ref = (await a11y.snapshot())
          .split('\n')
          .find((l) => l.includes(line!))
          ?.split(' ')[0];
        return act === 'fill' ? a11y.fill(ref!, value!) : act === 'press' ? a11y.press(value!, ref!) : a11y.tap(ref!);
      };
      const landedBefore = sites.landedElsewhere();
      const outcome = await run().then(
        (receipt) => receipt.text.split('\n')[0],
        (error: Error) => error.message,
      );
      if (path === '/other-site') {
        // Out of process (the test's browser keeps site isolation), a frame of another site may take the click: the act says so, never done.
        expect(outcome).toMatch(/^The click (reached another element \(<[a-z]+>\) and was stopped|did not reach the element)[^\n]*$/);
        return;
      }
      expect(outcome).toMatch(
        /reached another element \(<[a-z]+>( in another frame)?\) and was stopped|^done inputText e\d+ textbox "Reason"( =.*)?$|^done press 4 on e\d+ textbox "Reason"$/,
      );
      expect(sites.landedElsewhere() - landedBefore).toBe(0);
    });
  }
});
