// The read level in Chromium (figures 18a–18d): capture with the page's
// text + format at `read`, against Playwright's aria snapshot of the same
// page, which also prints the page's text. One page set once per figure,
// rounds alternating (chromium.mjs).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../dist/browser-page/browser.js';
import { capturePage } from '../dist/browser-page/capture-page.js';
import { format } from '../dist/notation/index.js';
import { alternate } from './chromium.mjs';

async function ourReading(page) {
  return format(await capturePage(page, { text: true }), { detail: 'read' });
}

/** For each `[name, html]`: medians of `iterations` alternating rounds, and both texts. */
export async function measureReading(pages, iterations) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const results = {};
    for (const [name, html] of pages) {
      const page = await browser.newPage();
      results[name] = await alternate(page, html, ourReading, iterations);
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
