/**
 * The `a11y` fixture: a page read and driven the way an agent drives it.
 *
 *     const text = await a11y.snapshot();                  // v2 lines with refs
 *     const receipt = await a11y.try("tapOn: 'Create order'");
 *     await expect(receipt).toMatchA11ySnapshot('create-order');
 *
 * The reads, refs and acts are the page session's (browser-page/session.ts), the same
 * the agent server drives; the fixture adds what a test run has: screenshots
 * attached to the report.
 */
import { PageSession } from '../browser-page/session.js';
import type { ScreenshotOptions } from '../browser-page/screenshot.js';
import { runningTest } from './running-test.js';

export { A11yReceipt, isA11yReceipt, type A11ySettings, type A11yViewOptions, type WaitCondition } from '../browser-page/session.js';

export class A11y extends PageSession {
  /** The session's screenshot, attached to the report inside a test. */
  override async screenshot(options: ScreenshotOptions & { annotate?: boolean } = {}): Promise<Buffer> {
    const image = await super.screenshot(options);
    await runningTest()?.attach(options.annotate ? 'a11y-annotated.png' : 'a11y-screenshot.png', { body: image, contentType: 'image/png' });
    return image;
  }
}
