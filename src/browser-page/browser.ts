/**
 * Which Chromium to launch: Playwright's own build when it is installed,
 * else the system's (`/usr/bin/chromium`, Debian's `chromium` package), with
 * the flags a headless run as root on a closed network needs.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { playwright } from './playwright.js';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Closes a browser or a context, giving up after 2 s: a page whose main thread never yields would hold a graceful close. False when it gave up. */
export function closeWithin(target: { close(): Promise<unknown> }): Promise<boolean> {
  return Promise.race([
    target.close().then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((done) => setTimeout(() => done(false), 2_000).unref()),
  ]);
}

/** Launch options for a Chromium that exists on this machine. */
export function chromiumLaunchOptions(): LaunchOptions {
  let bundled: string | undefined;
  try {
    bundled = playwright().chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return {};
  const executablePath = process.env.A11Y_CHROMIUM ?? SYSTEM_CHROMIUM;
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium found: Playwright's browser is not installed and ${executablePath} does not exist (install Debian's "chromium", or set A11Y_CHROMIUM)`,
    );
  }
  return { executablePath, args: SYSTEM_CHROMIUM_ARGS };
}
