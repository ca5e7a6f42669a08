/**
 * The agent's one browser page: launched on the first call that needs it,
 * found as the command finds Chromium (browser-page/browser.ts), and launched again
 * on the next call after it crashed or was closed, which says so. A page
 * that stopped answering (a call timed out on it) is closed at once with its
 * context, so nothing it was doing can still act after the caller was told
 * the call failed; the next call opens a new one in the same browser, and
 * says so. Chromium starts with the server, and again as soon as a browser
 * goes, so no call's time goes on a launch it did not cause.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { chromiumLaunchOptions, closeWithin } from '../browser-page/browser.js';
import { playwright } from '../browser-page/playwright.js';
import { quote } from '../model/text.js';
import { prepareEngine } from '../browser-page/inject.js';
import { trackNetwork } from '../browser-page/network.js';
import { PageSession } from '../browser-page/session.js';
import { acceptsDownloads, DownloadFolder } from './downloads.js';
import type { AgentOptions } from './options.js';
import { startOriginProxy, type OriginProxy } from './origin-proxy.js';
import { restrictsRequests, whyUrlRefused } from './origins.js';

/** Reads and acts wait for the page to settle at most this long (the command's settle budget, Playwright's expect timeout), within --timeout. */
const SETTLE_MS = 5_000;

export class AgentBrowser {
  private browser?: Promise<Browser>;
  private context?: BrowserContext;
  private session?: PageSession;
  /** Why the page must be replaced before the next call, if it must. */
  private lost?: string;
  /** The page being opened or replaced: every call that needs it meanwhile waits for this one. */
  private opening?: Promise<PageSession>;
  /** Said once, by the first call that acts on a replaced page: why it is blank. */
  private note?: string;
  /** Closed with the server: a browser that goes is not launched again. */
  private closed = false;
  /** The page's downloads: refused, or kept in --output-dir (downloads.ts); said in the next answer. */
  private downloads?: DownloadFolder;
  /** A refused location the page was sent to, once told: said again only when it changes. */
  private notedLocation?: string;
  /** With an origin list: the proxy all the browser's traffic passes (origin-proxy.ts), started with the first launch. */
  private proxy?: Promise<OriginProxy>;

  constructor(private readonly options: AgentOptions) {}

  /** Starts Chromium ahead of the first call, so that call's time is its own; a failure is met again by that call. */
  warmUp(): void {
    this.launched().catch(() => {});
  }

  /** Once no browser is starting (launched, or failed to: the call that opens the page meets that failure). */
  async ready(): Promise<void> {
    await this.browser?.catch(() => undefined);
  }

  /** The session's page, launching the browser or replacing the page first when needed. */
  open(): Promise<PageSession> {
    if (this.session && !this.lost) return Promise.resolve(this.session);
    this.opening ??= this.replacePage().finally(() => (this.opening = undefined));
    return this.opening;
  }

  /**
   * What the server has to tell since the last answer, as note lines, once:
   * the downloads it refused (at most a few, then how many more), and a page
   * sent to a location the origin list refuses (by a redirect the proxy
   * answered with a 403 of its own: nothing was loaded from there).
   */
  takeNotes(): string[] {
    const notes = [...(this.session?.takeDialogNotes() ?? []), ...(this.downloads?.takeNotes() ?? [])];
    // Only a web location can be one the proxy refused (a blocked first hop shows Chromium's own error page).
    const location = this.session?.page.url() ?? '';
    const why = /^https?:/i.test(location) && restrictsRequests(this.options.origins) ? whyUrlRefused(this.options.origins, location) : undefined;
    if (why && location !== this.notedLocation)
      notes.push(`note: the page was sent to ${quote(location)}, which the server refused: ${why}; nothing was loaded from it`);
    this.notedLocation = why ? location : undefined;
    return notes;
  }

  /** Why the page is new and blank, once: the first call that acts on it says so. */
  takeNote(): string | undefined {
    const note = this.note;
    this.note = undefined;
    return note;
  }

  private async replacePage(): Promise<PageSession> {
    if (this.lost) this.note = `${this.lost}: a new page was opened, blank; navigate again`;
    await this.closePage();
    this.session = await this.newPage();
    this.lost = undefined;
    return this.session;
  }

  /** The page did not answer a call in time: it is closed now (its browser stays), and the next call gets a new one. */
  abandon(reason: string): void {
    if (!this.session) return;
    this.lost ??= reason;
    void this.closePage();
  }

  /**
   * After a call failed: whether the page or its browser went during it (a
   * crash the browser's event has not told yet); the next call replaces it.
   */
  noticeLoss(session: PageSession, error: unknown): string | undefined {
    if (session !== this.session) return this.lost;
    const message = String((error as Error)?.message ?? '');
    if (session.page.isClosed() || !session.page.context().browser()?.isConnected() || LOST_TARGET.test(message)) {
      this.lost ??= 'the page had crashed or was closed';
    }
    return this.lost;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.lost = this.note = undefined;
    await this.closePage();
    await this.closeBrowser();
    await (await this.proxy?.catch(() => undefined))?.close();
  }

  /** Closes the page's context; a context that does not close in time takes its browser with it. */
  private async closePage(): Promise<void> {
    const context = this.context;
    this.context = this.session = undefined;
    if (context && !(await closeWithin(context))) await this.closeBrowser();
  }

  private async closeBrowser(): Promise<void> {
    const pending = this.browser;
    this.browser = undefined;
    const browser = await pending?.catch(() => undefined);
    if (browser) await closeWithin(browser);
  }

  /**
   * The running browser, launched when there is none or it went away. Each
   * ask is chained on the one before, so asks at the same moment (the
   * relaunch after a crash, and a call) share one launch.
   */
  private launched(): Promise<Browser> {
    const previous = this.browser;
    const next = previous
      ? previous.then(
          (browser) => (browser.isConnected() ? browser : this.launch()),
          () => this.launch(),
        )
      : this.launch();
    this.browser = next;
    return next;
  }

  private async launch(): Promise<Browser> {
    const launchOptions = chromiumLaunchOptions();
    const args = [...(launchOptions.args ?? []), ...ONE_PROCESS_PER_PAGE, ...(await this.originArgs())];
    const browser = await playwright().chromium.launch({ ...launchOptions, args, headless: !this.options.headed, timeout: this.options.timeout });
    browser.on('disconnected', () => {
      if (this.session && this.session.page.context().browser() === browser) this.lost ??= 'the browser had closed or crashed';
      // The next browser starts now, not in the next call's time.
      if (!this.closed) this.warmUp();
    });
    return browser;
  }

  /**
   * With an origin list, the browser's only way out is the origin proxy
   * (loopback too, which Chromium would otherwise reach directly), and
   * WebRTC sends nothing the proxy does not carry: no STUN or media over UDP
   * to any host and port.
   */
  private async originArgs(): Promise<string[]> {
    if (!restrictsRequests(this.options.origins)) return [];
    this.proxy ??= startOriginProxy(this.options.origins);
    const { url } = await this.proxy;
    return [`--proxy-server=${url}`, '--proxy-bypass-list=<-loopback>', '--webrtc-ip-handling-policy=disable_non_proxied_udp'];
  }

  private async newPage(): Promise<PageSession> {
    const { origins } = this.options;
    // A download the page starts is refused, whatever started it, and told in the next answer; with --output-dir it is kept there (downloads.ts).
    const storageState = this.options.storageState as BrowserContextOptions['storageState'];
    const acceptDownloads = acceptsDownloads(this.options);
    const context = await (await this.launched()).newContext({ acceptDownloads, ...(storageState ? { storageState } : {}) });
    this.context = context;
    // The proxy judges every hop; a first hop refused here fails as the browser's own blocked request, and the page stays.
    if (restrictsRequests(origins))
      await context.route('**/*', (route) => (whyUrlRefused(origins, route.request().url()) ? route.abort('blockedbyclient') : route.fallback()));
    const page = await context.newPage();
    // Counted from the first request, so a read after a load never calls the page settled while one is pending.
    trackNetwork(page);
    await prepareEngine(page);
    (this.downloads ??= new DownloadFolder(this.options)).attach(page);
    page.on('crash', () => {
      if (this.session?.page === page) this.lost ??= 'the page had crashed';
    });
    page.on('close', () => {
      if (this.session?.page === page) this.lost ??= 'the page had been closed';
    });
    // A page may open another window: the session stays on its one page.
    context.on('page', (opened) => {
      if (opened !== page) opened.close().catch(() => {});
    });
    return new PageSession(page, { timeout: Math.min(SETTLE_MS, this.options.timeout), testIdAttributes: this.options.testIdAttributes, holdDialogs: true });
  }
}

/**
 * Frames of other sites run in the page's own process, where the act's
 * sentry hears them (browser-page/sentry.ts): out of process, a frame of
 * another site slid under the pointer takes a click no sentry of the page
 * can stop. The agent's page trades that isolation for its acts' safety.
 */
const ONE_PROCESS_PER_PAGE = ['--disable-site-isolation-trials'];

/** What Playwright says when the page, its context or its browser went while it was asked something. */
const LOST_TARGET = /Target (?:page, context or browser has been closed|crashed)|Browser has been closed|browser has disconnected/i;
