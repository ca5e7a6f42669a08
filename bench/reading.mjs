// The read level in Chromium (figures 18a–18d): capture with the page's
// text + format at `read`, against Playwright's aria snapshot of the same
// page, which also prints the page's text. One page set once per figure,
// rounds alternating.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../dist/browser-page/browser.js';
import { capturePage } from '../dist/browser-page/capture-page.js';
import { format } from '../dist/notation/index.js';
import { summary, timed } from './stats.mjs';

async function ourReading(page) {
  return format(await capturePage(page, { text: true }), { detail: 'read' });
}

function ariaSnapshot(page) {
  return page.locator('body').ariaSnapshot();
}

/** For each `[name, html]`: medians of `iterations` alternating rounds, and both texts. */
export async function measureReading(pages, iterations) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const results = {};
    for (const [name, html] of pages) {
      const page = await browser.newPage();
      await page.setContent(html);
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      let ourText = await ourReading(page);
      let ariaText = await ariaSnapshot(page);
      const oursMs = [];
      const ariaMs = [];
      for (let i = 0; i < iterations; i++) {
        const ours = await timed(() => ourReading(page));
        const aria = await timed(() => ariaSnapshot(page));
        oursMs.push(ours.ms);
        ariaMs.push(aria.ms);
        ourText = ours.result;
        ariaText = aria.result;
      }
      results[name] = { elements, ours: summary(oursMs), aria: summary(ariaMs), ourText, ariaText };
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
