/**
 * The agent's one browser page: launched on the first call that needs it,
 * found as the command finds Chromium (page/browser.ts), and launched again
 * on the next call after it crashed or was closed, which says so. A page
 * that stopped answering (a call timed out on it) is closed at once, so
 * nothing it was doing can still act after the caller was told the call
 * failed, and the next call opens a new one the same way.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../page/browser.js';
import { playwright } from '../page/playwright.js';
import { PageSession } from '../page/session.js';
import type { AgentOptions } from './options.js';
import { refusal, restrictsRequests } from './origins.js';

/** Reads and acts wait for the page to settle at most this long (the command's settle budget, Playwright's expect timeout), within --timeout. */
const SETTLE_MS = 5_000;

export interface OpenPage {
  session: PageSession;
  /** Said once, on the first call after the page was replaced: why it is blank. */
  note?: string;
}

export class AgentBrowser {
  private browser?: Browser;
  private context?: BrowserContext;
  private session?: PageSession;
  /** Why the page must be replaced before the next call, if it must. */
  private lost?: string;

  constructor(private readonly options: AgentOptions) {}

  /** The session's page, launching or replacing the browser first when needed. */
  async open(): Promise<OpenPage> {
    if (this.session && !this.lost) return { session: this.session };
    const lost = this.lost;
    await this.shutDown();
    this.session = await this.launch();
    this.lost = undefined;
    return { session: this.session, note: lost && `${lost}: a new page was opened, blank; navigate again` };
  }

  /** The page did not answer a call in time: it is closed now, and the next call gets a new one. */
  abandon(reason: string): void {
    if (!this.session) return;
    this.lost ??= reason;
    void this.shutDown();
  }

  async close(): Promise<void> {
    this.lost = undefined;
    await this.shutDown();
  }

  /** Closes the browser; what was lost stays to be said. */
  private async shutDown(): Promise<void> {
    const browser = this.browser;
    this.browser = this.context = this.session = undefined;
    // A page whose main thread never yields would hold a graceful close.
    if (browser) await Promise.race([browser.close().catch(() => {}), new Promise((done) => setTimeout(done, 2_000).unref())]);
  }

  private async launch(): Promise<PageSession> {
    const browser = await playwright().chromium.launch({ ...chromiumLaunchOptions(), headless: !this.options.headed, timeout: this.options.timeout });
    this.browser = browser;
    browser.on('disconnected', () => {
      if (this.browser === browser) this.lost ??= 'the browser had closed or crashed';
    });
    const context = await browser.newContext();
    this.context = context;
    const { origins } = this.options;
    if (restrictsRequests(origins)) {
      await context.route('**/*', (route) => (refusal(origins, route.request().url()) ? route.abort('blockedbyclient') : route.fallback()));
    }
    const page = await context.newPage();
    this.watch(page);
    return new PageSession(page, { timeout: Math.min(SETTLE_MS, this.options.timeout), testIdAttributes: this.options.testIdAttributes });
  }

  private watch(page: Page): void {
    page.on('crash', () => {
      if (this.session?.page === page) this.lost ??= 'the page had crashed';
    });
    page.on('close', () => {
      if (this.session?.page === page) this.lost ??= 'the page had been closed';
    });
    // A page may open another window: the session stays on its one page.
    this.context?.on('page', (opened) => {
      if (opened !== page) opened.close().catch(() => {});
    });
  }
}
