/**
 * The engine inside a Playwright page, where the page's scripts cannot reach
 * it. In Chromium the bundled engine runs in an isolated world of its own
 * (CDP `Page.createIsolatedWorld`, the mechanism behind extensions' content
 * scripts): the same DOM, but its own globals and its own JavaScript
 * wrappers of every DOM object, so a page that replaces `JSON.stringify`,
 * `Array.prototype.map` or a DOM getter on a prototype changes nothing the
 * engine calls. The engine object is held by its CDP id, never stored on
 * `window`, and its ref registry lives in its closure, in that world.
 *
 * A navigation destroys the world with its document; the next call creates
 * a world in the new one, which also restarts refs at `e1`.
 */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from '@playwright/test';
import type { InjectedEngine } from '../engine/injected.js';
import { DOM_WATCH_SOURCE } from './dom-watch.js';
import { addSentry, ENGINE_WORLD, SENTRY_KEY, SENTRY_SOURCE } from './sentry.js';

let source: string | undefined;

/** The bundled engine script (dist/engine.iife.js). */
export function engineSource(): string {
  if (source) return source;
  // From dist/browser-page/ the bundle is one level up; from src/browser-page/
  // (tests run the TypeScript sources) it is in dist/.
  const candidates = ['../engine.iife.js', '../../dist/engine.iife.js'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`The page engine is not built: run "npm run build" (looked for ${candidates.join(', ')})`);
  source = readFileSync(found, 'utf8');
  return source;
}

/** An object of the engine's world, held by its CDP id. */
export class Remote {
  constructor(readonly objectId: string) {}
}

/** Runs in the engine's world: the API first, then the arguments (JSON values, or elements of that world). */
export type WorldFunction = (api: InjectedEngine, ...args: any[]) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The engine in one document's isolated world. */
export class PageEngine {
  constructor(
    private readonly page: Page,
    private readonly session: CDPSession,
    private readonly api: Remote,
    /** How long the document has been quiet: a function of the world, started before the engine (dom-watch.ts). */
    readonly domWatch: Remote,
    /**
     * Whether the act's sentry came to this document late, after the page's
     * own scripts ran (a window the page opened, whose first document was
     * made before its CDP session was): a listener the page added first is
     * heard before it.
     */
    readonly sentryLate = false,
  ) {}

  /** `fn(api, ...args)` in the engine's world; its result by value (CDP's serialisation, not the page's JSON). */
  async call<R>(fn: WorldFunction, ...args: unknown[]): Promise<R> {
    return (await this.invoke(String(fn), args, true)).value as R;
  }

  /** As `call`, for a function given as its source text (one built from other world functions). */
  async callSource<R>(source: string, ...args: unknown[]): Promise<R> {
    return (await this.invoke(source, args, true)).value as R;
  }

  /** `fn(api, ...args)` in the engine's world; its result held there (undefined for null or undefined). */
  async hold(fn: WorldFunction, ...args: unknown[]): Promise<Remote | undefined> {
    const { objectId } = await this.invoke(String(fn), args, false);
    return objectId === undefined ? undefined : new Remote(objectId);
  }

  /** Lets go of an object held in the engine's world. */
  async release(remote: Remote | undefined): Promise<void> {
    if (remote) await untilCrash(this.page, this.session.send('Runtime.releaseObject', { objectId: remote.objectId })).catch(() => {});
  }

  /** A CDP command on the engine's session (ended by a crash of the page, as every call here). */
  send<R>(method: string, params: object): Promise<R> {
    return untilCrash(this.page, (this.session.send as (m: string, p: object) => Promise<R>)(method, params));
  }

  private async invoke(source: string, args: unknown[], returnByValue: boolean): Promise<{ value?: unknown; objectId?: string }> {
    const { result, exceptionDetails } = await untilCrash(
      this.page,
      this.session.send('Runtime.callFunctionOn', {
        objectId: this.api.objectId,
        functionDeclaration: source,
        arguments: [this.api, ...args].map((arg) => (arg instanceof Remote ? { objectId: arg.objectId } : { value: arg })),
        returnByValue,
        awaitPromise: true,
      }),
    );
    if (exceptionDetails) throw new Error(describeException(exceptionDetails));
    return result;
  }
}

/** The first line of an exception thrown in the engine's world. */
function describeException(details: { text: string; exception?: { description?: string } }): string {
  return (details.exception?.description ?? details.text).split('\n')[0];
}

/**
 * A CDP call that ends when the page's renderer crashes: CDP leaves a call
 * to a crashed renderer pending, where Playwright's own calls fail with
 * "Target crashed".
 */
function untilCrash<T>(page: Page, call: Promise<T>): Promise<T> {
  return Promise.race([call, crashOf(page)]);
}

const crashes = new WeakMap<Page, Promise<never>>();

function crashOf(page: Page): Promise<never> {
  let crash = crashes.get(page);
  if (!crash) {
    crash = new Promise<never>((_, reject) => page.once('crash', () => reject(new Error('Target crashed'))));
    crash.catch(() => {});
    crashes.set(page, crash);
  }
  return crash;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();
const engines = new WeakMap<Page, Promise<PageEngine>>();
const windowsAskedBy = new WeakMap<Page, number>();

/**
 * How many windows the page has asked Chromium for since its engine session
 * was made (CDP's `Page.windowOpen`: a link with a target, `window.open`, a
 * form). Chromium says so at once; Playwright's `popup` event comes once the
 * window is ready, which on a busy machine is after the page settled.
 */
export function windowsAsked(page: Page): number {
  return windowsAskedBy.get(page) ?? 0;
}

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (created) => {
        created.on('Page.windowOpen', () => windowsAskedBy.set(page, windowsAsked(page) + 1));
        // Every document the page makes from now on starts with the act's sentry (sentry.ts).
        await addSentry((method, params) => untilCrash(page, (created.send as (m: string, p: object) => Promise<unknown>)(method, params)));
        return created;
      })
      .catch((error: Error) => {
        sessions.delete(page);
        if (!/only available in Chromium/i.test(error.message)) throw error;
        throw new Error(`The snapshot engine needs Chromium: it runs in an isolated world made over CDP (${error.message.split('\n')[0]})`);
      });
    sessions.set(page, session);
  }
  return session;
}

/** Prepares a page for the engine before it loads what it will act on: its documents from now on start with the sentry. */
export async function prepareEngine(page: Page): Promise<void> {
  await sessionOf(page);
}

/** A fresh isolated world in the page's current main document, with the engine evaluated in it. */
async function inject(page: Page): Promise<PageEngine> {
  const session = await sessionOf(page);
  const { frameTree } = await untilCrash(page, session.send('Page.getFrameTree'));
  const { executionContextId } = await untilCrash(
    page,
    session.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: ENGINE_WORLD, grantUniveralAccess: false }),
  );
  const evaluate = async (expression: string, what: string) => {
    const { result, exceptionDetails } = await untilCrash(page, session.send('Runtime.evaluate', { expression, contextId: executionContextId }));
    if (exceptionDetails || !result.objectId)
      throw new Error(`The snapshot engine failed to start in the page: ${exceptionDetails ? describeException(exceptionDetails) : `no ${what}`}`);
    return new Remote(result.objectId);
  };
  // A document made before the session added the sentry gets it here, late: after the page's own listeners.
  // The three are sent at once (a session runs them in the order sent): one round trip, not three.
  const [late, domWatch, api] = await Promise.all([
    untilCrash(
      page,
      session.send('Runtime.evaluate', { expression: `!(${JSON.stringify(SENTRY_KEY)} in globalThis)`, contextId: executionContextId, returnByValue: true }),
    ),
    evaluate(`${SENTRY_SOURCE}, ${DOM_WATCH_SOURCE}`, 'DOM watcher'),
    evaluate(engineSource(), 'engine'),
  ]);
  return new PageEngine(page, session, api, domWatch, late.result.value === true);
}

const CONTEXT_GONE =
  /Execution context was destroyed|Cannot find context|Could not find object|Inspected target navigated|JSHandle is disposed|frame was detached/i;

/** The page's engine, unless it is `stale`; else a fresh one that concurrent callers share. */
function engineOf(page: Page, stale?: Promise<PageEngine>): Promise<PageEngine> {
  const current = engines.get(page);
  if (current && current !== stale) return current;
  const fresh = inject(page);
  engines.set(page, fresh);
  fresh.catch(() => engines.get(page) === fresh && engines.delete(page));
  return fresh;
}

/**
 * Runs `fn` with the engine of the page's current main document. If the
 * document was replaced since the last call, injects into the new one and
 * runs again.
 */
export async function withEngine<R>(page: Page, fn: (engine: PageEngine) => Promise<R>): Promise<R> {
  const known = engineOf(page);
  try {
    return await fn(await known);
  } catch (error) {
    if (!CONTEXT_GONE.test(String((error as Error)?.message))) throw typedError(page, error);
  }
  try {
    return await fn(await engineOf(page, known));
  } catch (error) {
    throw typedError(page, error);
  }
}

const TARGET_GONE = /No target with given id|Target closed|Session closed|has been closed/i;

/**
 * CDP's own words for a page that went away mid-call, in Playwright's: a
 * closed page, or a document replaced by a navigation (twice in a row, so
 * the retry above could not help).
 */
function typedError(page: Page, error: unknown): unknown {
  const message = String((error as Error)?.message);
  const detail = message.split('\n')[0];
  if (page.isClosed() || TARGET_GONE.test(message))
    return /Target page, context or browser has been closed/.test(message) ? error : new Error(`Target page, context or browser has been closed (${detail})`);
  if (CONTEXT_GONE.test(message))
    return /Execution context was destroyed/.test(message)
      ? error
      : new Error(`Execution context was destroyed, most likely because of a navigation (${detail})`);
  return error;
}
