/**
 * The Playwright door: the engine inside a page, and the Chromium this
 * machine can launch.
 */
export { capturePage, describeElement, type PageCaptureOptions } from './capture-page.js';
export { chromiumLaunchOptions, SYSTEM_CHROMIUM, SYSTEM_CHROMIUM_ARGS } from './browser.js';
