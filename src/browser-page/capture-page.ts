/**
 * `capturePage(pageOrLocator)`: the engine's `capture`, run inside a
 * Playwright page. A locator scopes the snapshot to its element, handed to
 * the engine without running anything of the page (locator-element.ts).
 */
import type { Locator, Page } from '@playwright/test';
import type { CaptureOptions } from '../engine/capture.js';
import { settleHeader, type CapturedSnapshot } from '../model/snapshot.js';
import { unpackModel } from '../model/wire.js';
import { asScopeErrorKind, ScopeError, type ErrorAnswer } from '../model/scope.js';
import { printableRole } from '../model/tokens.js';
import { withEngine } from './inject.js';
import { onLocatorElement, type LocatorWaitMode } from './locator-element.js';
import { requestsInFlight, trackNetwork } from './network.js';

export interface PageCaptureOptions extends CaptureOptions {
  /** Milliseconds to wait for a locator's element (0: no limit, Playwright's meaning). Default 0. */
  timeout?: number;
  /** How a locator's element is waited for (locator-element.ts): by Playwright, by the caller after a check, or already. Default `wait`. */
  locatorWait?: LocatorWaitMode;
}

/** Page or Locator, told apart by what only a locator has. */
export function isLocator(target: Page | Locator): target is Locator {
  return typeof (target as Locator).waitFor === 'function' && typeof (target as Page).goto !== 'function';
}

/**
 * The snapshot model of a page, or of the element a locator names; its
 * header says `settled` when no request is in flight, else
 * `loading(Network N)` (the door, not the engine, sees the network).
 */
export async function capturePage(target: Page | Locator, options: PageCaptureOptions = {}): Promise<CapturedSnapshot> {
  const page = isLocator(target) ? target.page() : target;
  trackNetwork(page);
  const { timeout = 0, locatorWait, ...capture } = options;
  const json = isLocator(target)
    ? await onLocatorElement(target, { timeout, mode: locatorWait }, (api, el, opts) => api.captureJson(el, opts), capture)
    : await withEngine(page, (engine) => engine.call<string | ErrorAnswer>((api, opts) => api.captureJson(document, opts), capture));
  if (typeof json !== 'string') throw answerError(json, capture.scope);
  const snapshot = unpackModel(json);
  const inFlight = requestsInFlight(page);
  return { ...snapshot, header: settleHeader(snapshot.header, inFlight === 0, inFlight) };
}

/** The error the engine answered with, by its kind alone: the message is made here, from the selector sent. */
function answerError(answer: ErrorAnswer | null, scope: string | undefined): Error {
  const kind = asScopeErrorKind(answer?.error?.kind);
  return kind ? new ScopeError(kind, scope ?? '') : new Error('The snapshot engine answered with neither a snapshot nor an error it knows');
}

/** `roleOf` and `nameOf` for the element a locator names. */
export async function describeElement(locator: Locator): Promise<{ role: string; name: string }> {
  const found = await onLocatorElement(locator, {}, (api, el) => ({ role: api.roleOf(el), name: api.nameOf(el) }));
  // What crosses from the page is checked: a role prints bare only when it is a word.
  return { role: printableRole(String(found?.role)), name: String(found?.name ?? '') };
}
