/**
 * Where the agent's Chromium comes from: launched here (the default), a
 * Chromium already running elsewhere over CDP (`--cdp-endpoint`), or a
 * Playwright browser server (`--connect`). Each session opens its own
 * context in it. A browser that goes is launched, or connected to, again at
 * once, so no call's time goes on a launch it did not cause.
 */
import type { Browser, LaunchOptions } from '@playwright/test';
import { chromiumLaunchOptions, closeWithin } from '../browser-page/browser.js';
import { playwright } from '../browser-page/playwright.js';
import type { AgentOptions } from './options.js';
import { startOriginProxy, type OriginProxy } from './origin-proxy.js';
import { restrictsRequests } from './origins.js';

/**
 * Frames of other sites run in the page's own process, where the act's
 * sentry hears them (browser-page/sentry.ts): out of process, a frame of
 * another site slid under the pointer takes a click no sentry of the page
 * can stop. The agent's page trades that isolation for its acts' safety.
 */
const ONE_PROCESS_PER_PAGE = ['--disable-site-isolation-trials'];

export class BrowserSource {
  private browser?: Promise<Browser>;
  /** With an origin list: the proxy all the browser's traffic passes (origin-proxy.ts), started with the first launch. */
  private proxy?: Promise<OriginProxy>;
  private closed = false;
  private readonly goneListeners = new Set<(browser: Browser) => void>();

  constructor(private readonly options: AgentOptions) {}

  /** Whether the browser is elsewhere: one this server did not start. */
  get remote(): boolean {
    return this.options.cdpEndpoint !== undefined || this.options.connect !== undefined;
  }

  /** Starts (or reaches) Chromium ahead of the first call; a failure is met again by that call. */
  warmUp(): void {
    this.launched().catch(() => {});
  }

  /** Once no browser is starting (launched, or failed to: the call that needs it meets that failure). */
  async ready(): Promise<void> {
    await this.browser?.catch(() => undefined);
  }

  /** Calls `listener` with a browser that went away (crashed, closed, or its connection lost). */
  onGone(listener: (browser: Browser) => void): () => void {
    this.goneListeners.add(listener);
    return () => this.goneListeners.delete(listener);
  }

  /**
   * The running browser, launched when there is none or it went away. Each
   * ask is chained on the one before, so asks at the same moment (the
   * relaunch after a crash, and a call) share one launch.
   */
  launched(): Promise<Browser> {
    const previous = this.browser;
    const next = previous
      ? previous.then(
          (browser) => (browser.isConnected() ? browser : this.start()),
          () => this.start(),
        )
      : this.start();
    this.browser = next;
    return next;
  }

  /** Closes the browser (or the connection to one elsewhere); the next ask starts another. */
  async closeBrowser(): Promise<void> {
    const pending = this.browser;
    this.browser = undefined;
    const browser = await pending?.catch(() => undefined);
    if (browser) await closeWithin(browser);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.closeBrowser();
    await (await this.proxy?.catch(() => undefined))?.close();
  }

  /** How Chromium is launched here: the machine's Chromium, one process per page, the origin proxy's arguments. */
  async launchOptions(): Promise<LaunchOptions> {
    const launchOptions = chromiumLaunchOptions();
    const args = [...(launchOptions.args ?? []), ...ONE_PROCESS_PER_PAGE, ...(await this.originArgs())];
    return { ...launchOptions, args, headless: !this.options.headed, timeout: this.options.timeout };
  }

  private async start(): Promise<Browser> {
    const { cdpEndpoint, connect, headers, timeout } = this.options;
    const { chromium } = playwright();
    const browser = cdpEndpoint
      ? await chromium.connectOverCDP(cdpEndpoint, { headers, timeout })
      : connect
        ? await chromium.connect(connect, { headers, timeout })
        : await chromium.launch(await this.launchOptions());
    browser.on('disconnected', () => {
      for (const listener of this.goneListeners) listener(browser);
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
}
