/**
 * A session's browser: one context, opened on the first call that needs
 * it in the Chromium its source gives (browser-source.ts: launched here,
 * or elsewhere over CDP or a Playwright server), and its tabs. The first tab is the session's page; a window the page opens (a
 * `target=_blank` link, `window.open`) is another tab, at most
 * {@link MAX_TABS}, each with a number that is never reused. Calls read and
 * act on the selected tab; selecting another makes the refs the caller
 * holds unknown there until that tab's lines are shown (session.ts,
 * `forgetShown`): refs of two tabs never stand for one another.
 *
 * The context is launched again on the next call after it crashed or its
 * last tab was closed, which says so. A page that stopped answering (a call
 * timed out on it) is closed at once with its context, so nothing it was
 * doing can still act after the caller was told the call failed; the next
 * call opens a new one in the same browser, and says so.
 */
import type { BrowserContext, BrowserContextOptions, Frame, Page, Request } from '@playwright/test';
import { closeWithin } from '../browser-page/browser.js';
import { playwright } from '../browser-page/playwright.js';
import { quote } from '../model/text.js';
import { prepareEngine } from '../browser-page/inject.js';
import { trackNetwork } from '../browser-page/network.js';
import { PageSession } from '../browser-page/session.js';
import { acceptsDownloads, DownloadFolder } from './downloads.js';
import type { AgentOptions } from './options.js';
import { BrowserSource } from './browser-source.js';
import { restrictsRequests, whyUrlRefused } from './origins.js';

/** Reads and acts wait for the page to settle at most this long (the command's settle budget, Playwright's expect timeout), within --timeout. */
const SETTLE_MS = 5_000;

/** A tab of the agent's context: its number (never reused) and its page's session. */
export interface Tab {
  number: number;
  session: PageSession;
  /** A refused location this tab was sent to, once told: said again only when it changes. */
  notedLocation?: string;
  /** Whether an answer has named it: a receipt's `tab` line, or a note when its window came after the act's receipt. */
  told: boolean;
}

/** What a receipt stopped by a page dialog tells the agent after `waits: `: the `dialog` tool answers it. */
const DIALOG_HINT = 'answer it with dialog { accept: true } or { accept: false }';

export class AgentBrowser {
  private context?: BrowserContext;
  /** The context's tabs, in the order they opened; calls go to `selected`. */
  private tabs: Tab[] = [];
  private selected?: Tab;
  private nextTabNumber = 1;
  /** What happened to tabs since the last answer, as note lines: tabs closed by the page, tabs past the bound. */
  private tabNotes: string[] = [];
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
  /**
   * With --user-data-dir: the profile's context, launched ahead of the call
   * that takes it. Chromium and its context are one there: closing the
   * context ends that Chromium, and the next one opens the profile again.
   */
  private profile?: Promise<BrowserContext>;
  private readonly source: BrowserSource;
  /** Whether the source is this session's own (closed with it), not shared with other sessions. */
  private readonly ownsSource: boolean;
  private readonly stopListening: () => void;

  constructor(
    private readonly options: AgentOptions,
    shared?: BrowserSource,
  ) {
    this.source = shared ?? new BrowserSource(options);
    this.ownsSource = shared === undefined;
    this.stopListening = this.source.onGone((browser) => {
      if (this.selected && this.selected.session.page.context().browser() === browser) this.lost ??= 'the browser had closed or crashed';
    });
  }

  /** Starts Chromium ahead of the first call, so that call's time is its own; a failure is met again by that call. */
  warmUp(): void {
    if (!this.options.userDataDir) {
      this.source.warmUp();
      return;
    }
    this.profile ??= this.launchProfile();
    this.profile.catch(() => {});
  }

  /** Once no browser is starting (launched, or failed to: the call that opens the page meets that failure). */
  async ready(): Promise<void> {
    await this.source.ready();
    await this.profile?.catch(() => undefined);
  }

  /** The session's page, launching the browser or replacing the page first when needed. */
  open(): Promise<PageSession> {
    if (this.selected && !this.lost) return Promise.resolve(this.selected.session);
    this.opening ??= this.replacePage().finally(() => (this.opening = undefined));
    return this.opening;
  }

  /**
   * What the server has to tell since the last answer, as note lines, once:
   * what happened to tabs (closed by the page, past the bound, opened after
   * the receipt of the act that opened them), dialogs dismissed outside an
   * act, downloads (kept or refused), and a tab sent to a location the
   * origin list refuses (nothing was loaded from there).
   */
  takeNotes(): string[] {
    // A window that reached the server after the receipt of the act that opened it (a busy machine) is told here instead.
    const untold = this.tabs.filter((tab) => !tab.told);
    for (const tab of untold) tab.told = true;
    return [
      ...untold.map((tab) => `note: tab ${tab.number} opened at ${quote(tab.session.page.url())}`),
      ...this.tabNotes.splice(0),
      ...this.tabs.flatMap((tab) => tab.session.takeDialogNotes()),
      ...(this.downloads?.takeNotes() ?? []),
      ...this.tabs.flatMap((tab) => this.refusedLocation(tab)),
    ];
  }

  /** A tab the page sent to a location the origin list refuses (by a redirect the proxy answered with a 403 of its own), told once. */
  private refusedLocation(tab: Tab): string[] {
    // Only a web location can be one the proxy refused (a blocked first hop shows Chromium's own error page).
    const location = tab.session.page.url();
    const why = /^https?:/i.test(location) && restrictsRequests(this.options.origins) ? whyUrlRefused(this.options.origins, location) : undefined;
    const told = why !== undefined && location === tab.notedLocation;
    tab.notedLocation = why ? location : undefined;
    if (!why || told) return [];
    const where = this.tabs.length > 1 ? `tab ${tab.number}` : 'the page';
    return [`note: ${where} was sent to ${quote(location)}, which the server refused: ${why}; nothing was loaded from it`];
  }

  /**
   * A tab sent to a refused location by its first hop (a link, a window
   * opened there), told in the next answer: its page shows only Chromium's
   * error. A new window's first request comes before its frame does: it is
   * told as the window's.
   */
  private noteRefusedLoad(request: Request, why: string): void {
    if (!request.isNavigationRequest()) return;
    let frame: Frame | undefined;
    try {
      frame = request.frame();
    } catch {
      // A window's first request: Playwright has no frame for it yet.
    }
    if (frame?.parentFrame()) return;
    const tab = frame && this.tabs.find((t) => t.session.page === frame.page());
    if (tab) tab.notedLocation = request.url();
    const where = !tab ? 'a window the page opened' : this.tabs.length > 1 ? `tab ${tab.number}` : 'the page';
    this.tabNotes.push(`note: ${where} was sent to ${quote(request.url())}, which the server refused: ${why}; nothing was loaded from it`);
  }

  /** The context's cookies and each origin's local storage, as Playwright's storage state. */
  async storageState(): Promise<{ cookies: unknown[]; origins: unknown[] }> {
    if (!this.context) throw new Error('no page is open yet: navigate first');
    return this.context.storageState();
  }

  /** The tabs, in the order they opened, and the selected one. */
  listTabs(): { tabs: readonly Tab[]; selected?: Tab } {
    return { tabs: this.tabs, selected: this.selected };
  }

  /**
   * Makes tab `number` the one calls go to, in front. The refs the caller
   * holds are of the tab it left: unknown here until this tab's lines are shown again.
   */
  async selectTab(number: number): Promise<PageSession> {
    const tab = this.tabNumbered(number);
    if (tab !== this.selected) {
      this.selected = tab;
      tab.session.forgetShown();
    }
    await tab.session.page.bringToFront();
    return tab.session;
  }

  /** Closes tab `number`; when it was the selected one, the tab opened last before it is selected. */
  async closeTab(number: number): Promise<void> {
    const tab = this.tabNumbered(number);
    if (this.tabs.length === 1) throw new Error(`tabs: tab ${number} is the only tab: navigate elsewhere instead`);
    this.forgetTab(tab);
    await tab.session.page.close({ runBeforeUnload: false });
  }

  private tabNumbered(number: number): Tab {
    const tab = this.tabs.find((t) => t.number === number);
    if (!tab) throw new Error(`tabs: no tab ${number} (open: ${this.tabs.map((t) => t.number).join(', ')})`);
    return tab;
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
    const session = await this.newPage();
    this.lost = undefined;
    return session;
  }

  /** The page did not answer a call in time: it is closed now (its browser stays), and the next call gets a new one. */
  abandon(reason: string): void {
    if (!this.selected) return;
    this.lost ??= reason;
    void this.closePage();
  }

  /**
   * After a call failed: whether the page or its browser went during it (a
   * crash the browser's event has not told yet); the next call replaces it.
   */
  noticeLoss(session: PageSession, error: unknown): string | undefined {
    if (session !== this.selected?.session) return this.lost;
    const message = String((error as Error)?.message ?? '');
    if (session.page.isClosed() || !session.page.context().browser()?.isConnected() || LOST_TARGET.test(message)) {
      this.lost ??= 'the page had crashed or was closed';
    }
    return this.lost;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    this.lost = this.note = undefined;
    await this.closePage();
    await this.closeProfile();
    if (this.ownsSource) await this.source.close();
  }

  /** Closes the page's context; a context that does not close in time takes its browser with it. */
  private async closePage(): Promise<void> {
    const context = this.context;
    this.context = this.selected = undefined;
    this.tabs = [];
    this.tabNotes = [];
    if (context && !(await closeWithin(context))) await Promise.all([this.source.closeBrowser(), this.closeProfile()]);
  }

  private async closeProfile(): Promise<void> {
    const profile = this.profile;
    this.profile = undefined;
    const running = await profile?.catch(() => undefined);
    if (running) await closeWithin(running);
  }

  /** Chromium with the profile of --user-data-dir; when it goes, the page is lost and the profile opens again for the next call. */
  private async launchProfile(): Promise<BrowserContext> {
    const context = await playwright().chromium.launchPersistentContext(this.options.userDataDir!, {
      ...(await this.source.launchOptions()),
      acceptDownloads: acceptsDownloads(this.options),
    });
    context.on('close', () => {
      if (this.context === context) this.lost ??= 'the browser had closed or crashed';
      if (!this.closed && this.context === context) this.warmUp();
    });
    return context;
  }

  private async newPage(): Promise<PageSession> {
    const { origins } = this.options;
    // A download the page starts is refused, whatever started it, and told in the next answer; with --output-dir it is kept there (downloads.ts).
    const storageState = this.options.storageState as BrowserContextOptions['storageState'];
    const acceptDownloads = acceptsDownloads(this.options);
    const context = this.options.userDataDir
      ? await this.takeProfile()
      : await (await this.source.launched()).newContext({ acceptDownloads, ...(storageState ? { storageState } : {}) });
    this.context = context;
    // The proxy judges every hop; a first hop refused here fails as the browser's own blocked request, and the page stays.
    if (restrictsRequests(origins))
      await context.route('**/*', (route) => {
        const why = whyUrlRefused(origins, route.request().url());
        if (!why) return route.fallback();
        this.noteRefusedLoad(route.request(), why);
        return route.abort('blockedbyclient');
      });
    // Every window the page opens is a tab, from its first moment.
    context.on('page', (page) => this.adoptTab(page));
    // A profile opens with a page of its own.
    const page = context.pages()[0] ?? (await context.newPage());
    const tab = this.adoptTab(page);
    if (!tab) throw new Error('the new page closed at once');
    await prepareEngine(page);
    this.selected = tab;
    return tab.session;
  }

  /** The profile launched ahead, or launched now; the next call after it goes launches another. */
  private takeProfile(): Promise<BrowserContext> {
    const profile = this.profile ?? this.launchProfile();
    this.profile = undefined;
    return profile;
  }

  /** A page of the context as a tab (once), or closed when the context has {@link MAX_TABS} already. */
  private adoptTab(page: Page): Tab | undefined {
    const known = this.tabs.find((tab) => tab.session.page === page);
    if (known || page.isClosed()) return known;
    if (this.tabs.length >= MAX_TABS) {
      this.tabNotes.push(`note: the page opened a window past the ${MAX_TABS} tabs kept: it was closed`);
      page.close({ runBeforeUnload: false }).catch(() => {});
      return undefined;
    }
    // Counted from the first request, so a read after a load never calls the page settled while one is pending.
    trackNetwork(page);
    // Its documents from now on start with the act's sentry; a window's first document, already made, gets it when first read.
    prepareEngine(page).catch(() => {});
    (this.downloads ??= new DownloadFolder(this.options)).attach(page);
    page.on('crash', () => {
      if (this.selected?.session.page === page) this.lost ??= 'the page had crashed';
    });
    page.on('close', () => this.tabClosed(page));
    const session = new PageSession(page, {
      timeout: Math.min(SETTLE_MS, this.options.timeout),
      testIdAttributes: this.options.testIdAttributes,
      holdDialogs: true,
      refuseLateGuard: true,
      dialogHint: DIALOG_HINT,
      tabNumber: (opened) => {
        const tab = this.tabs.find((t) => t.session.page === opened);
        if (tab) tab.told = true;
        return tab?.number;
      },
    });
    // The first tab is the session's page: no one needs telling of it.
    const tab: Tab = { number: this.nextTabNumber++, session, told: this.tabs.length === 0 };
    this.tabs.push(tab);
    return tab;
  }

  /** The page closed a tab (`window.close()`), or it crashed away: said in the next answer. */
  private tabClosed(page: Page): void {
    const tab = this.tabs.find((t) => t.session.page === page);
    if (!tab) return;
    const wasSelected = tab === this.selected;
    this.forgetTab(tab);
    if (!this.selected) {
      this.lost ??= 'the page had been closed';
      return;
    }
    this.tabNotes.push(
      `note: tab ${tab.number} was closed by the page${wasSelected ? `; tab ${this.selected.number} is selected now: snapshot it before using a ref` : ''}`,
    );
  }

  /** Takes a tab out of the list; when it was selected, the tab opened last before it is selected. */
  private forgetTab(tab: Tab): void {
    const at = this.tabs.indexOf(tab);
    this.tabs.splice(at, 1);
    if (tab !== this.selected) return;
    this.selected = this.tabs[Math.max(0, at - 1)];
    this.selected?.session.forgetShown();
    this.selected?.session.page.bringToFront().catch(() => {});
  }
}

/** Tabs a context keeps: a window the page opens past these is closed, and the next answer says so. */
export const MAX_TABS = 10;

/** What Playwright says when the page, its context or its browser went while it was asked something. */
const LOST_TARGET = /Target (?:page, context or browser has been closed|crashed)|Browser has been closed|browser has disconnected/i;
