// Timing in Chromium: the product's page capture + format against
// Playwright's own aria snapshot, on one page set once, alternating.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../dist/browser-page/browser.js';
import { capturePage } from '../dist/browser-page/capture-page.js';
import { format } from '../dist/notation/index.js';
import { summary, timed } from './stats.mjs';

async function ourSnapshot(page) {
  return format(await capturePage(page));
}

function ariaSnapshot(page) {
  return page.locator('body').ariaSnapshot();
}

/**
 * Sets `html` once, warms both up (this also injects our engine), then times
 * `iterations` rounds of ours and Playwright's, alternating. Returns medians
 * and both texts.
 */
export async function measureChromium(html, iterations) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    let ourText = await ourSnapshot(page);
    let ariaText = await ariaSnapshot(page);
    const oursMs = [];
    const ariaMs = [];
    for (let i = 0; i < iterations; i++) {
      const ours = await timed(() => ourSnapshot(page));
      const aria = await timed(() => ariaSnapshot(page));
      oursMs.push(ours.ms);
      ariaMs.push(aria.ms);
      ourText = ours.result;
      ariaText = aria.result;
    }
    return { elements, ours: summary(oursMs), aria: summary(ariaMs), ourText, ariaText };
  } finally {
    await browser.close();
  }
}
