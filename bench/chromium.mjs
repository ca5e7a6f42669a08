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
    return await alternate(await browser.newPage(), html, ourSnapshot, iterations);
  } finally {
    await browser.close();
  }
}

/**
 * On `page` set to `html`: one untimed run of each, then `iterations` rounds
 * of `ours` and Playwright's aria snapshot, alternating; the medians and the
 * last texts. Shared with the read level's figures (reading.mjs).
 */
export async function alternate(page, html, ours, iterations) {
  await page.setContent(html);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  let ourText = await ours(page);
  let ariaText = await ariaSnapshot(page);
  const oursMs = [];
  const ariaMs = [];
  for (let i = 0; i < iterations; i++) {
    const mine = await timed(() => ours(page));
    const aria = await timed(() => ariaSnapshot(page));
    oursMs.push(mine.ms);
    ariaMs.push(aria.ms);
    ourText = mine.result;
    ariaText = aria.result;
  }
  return { elements, ours: summary(oursMs), aria: summary(ariaMs), ourText, ariaText };
}
