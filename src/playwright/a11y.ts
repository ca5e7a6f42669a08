/**
 * The `a11y` fixture: a page read and driven the way an agent drives it.
 *
 *     const text = await a11y.snapshot();                  // v2 lines with refs
 *     const receipt = await a11y.try("tapOn: 'Create order'");
 *     await expect(receipt).toMatchA11ySnapshot('create-order');
 *
 * The reads, refs and acts are the page session's (browser-page/session.ts), the same
 * the agent server drives; the fixture adds what a test run has: screenshots
 * attached to the report, and the page's dialogs answered by a method of its
 * own when the test holds them (`a11yDialogs: 'hold'`). While a held dialog
 * waits, the page's script waits too: every call but `answerDialog` is
 * refused at once, rather than left to run out of time on a page that
 * cannot answer.
 */
import type { Page } from '@playwright/test';
import { PageSession, type A11yReceipt, type A11ySettings } from '../browser-page/session.js';
import type { ScreenshotOptions } from '../browser-page/screenshot.js';
import { runningTest } from './running-test.js';

export { A11yReceipt, isA11yReceipt, type A11ySettings, type A11yViewOptions, type WaitCondition } from '../browser-page/session.js';

/** How a test answers a held dialog: what follows `waits: ` on its line in `receipt.text`. */
const DIALOG_ANSWERS = 'a11y.answerDialog(true) or a11y.answerDialog(false)';

/** The calls that read or drive the page: refused at once while a held dialog waits. */
const PAGE_CALLS = [
  'snapshot',
  'find',
  'changesSince',
  'try',
  'act',
  'tap',
  'hover',
  'drag',
  'upload',
  'fill',
  'select',
  'press',
  'wait',
  'screenshot',
] as const satisfies readonly (keyof PageSession)[];

export class A11y extends PageSession {
  constructor(page: Page, settings: A11ySettings) {
    super(page, { dialogHint: `answer it with ${DIALOG_ANSWERS}`, ...settings });
    for (const method of PAGE_CALLS) {
      const call = this[method] as (...args: unknown[]) => Promise<unknown>;
      Object.defineProperty(this, method, {
        value: async (...args: unknown[]) => {
          this.refuseWhileDialogWaits(method);
          return call.apply(this, args);
        },
      });
    }
  }

  /**
   * Answers the page dialog the latest act stopped at (`a11yDialogs: 'hold'`):
   * `true` is OK (with `text` for a prompt), `false` is Cancel. The receipt
   * says what the act changed once it ended, or names the next dialog.
   */
  override async answerDialog(accept: boolean, text?: string): Promise<A11yReceipt> {
    if (!this.settings.holdDialogs)
      throw new Error(
        "a11y.answerDialog: this test leaves the page's dialogs to Playwright (a page.on('dialog') handler, else dismissed); test.use({ a11yDialogs: 'hold' }) holds them for answerDialog",
      );
    if (this.dialogWaiting() === undefined) throw new Error('a11y.answerDialog: no page dialog waits for an answer');
    return super.answerDialog(accept, text);
  }

  /** The session's screenshot, attached to the report inside a test. */
  override async screenshot(options: ScreenshotOptions & { annotate?: boolean } = {}): Promise<Buffer> {
    const image = await super.screenshot(options);
    await runningTest()?.attach(options.annotate ? 'a11y-annotated.png' : 'a11y-screenshot.png', { body: image, contentType: 'image/png' });
    return image;
  }

  /** A held dialog stops the page's script, and every read of the page with it: only its answer can go on. */
  private refuseWhileDialogWaits(method: string): void {
    const waiting = this.dialogWaiting();
    if (waiting) throw new Error(`a11y.${method}: the page's ${waiting} waits for an answer: ${DIALOG_ANSWERS} first`);
  }
}
