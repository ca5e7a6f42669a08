/**
 * A Locator's element, handed to the engine's isolated world without
 * running anything of the page. Playwright resolves the Locator in its own
 * isolated world and reports where the element sits in its node tree, as
 * two XPath counts (engine/position.ts); the engine's world finds the
 * element back from them and works on it in the same call. No script of
 * the page runs on the way, so a page that rewrites `dispatchEvent` or the
 * `Event` constructor can neither point the snapshot at another element nor
 * stop or hang it.
 *
 * Two node trees of the same size (two instances of one component, each
 * with its shadow root) leave more than one element at those counts: then,
 * and only then, Playwright dispatches an event of a one-time name on the
 * element, and the element the engine's world hears must be one of those.
 *
 * Two Playwright calls at once, one round trip: the first count, and either
 * `waitFor` (Playwright's wait, its strict mode and its message for a
 * Locator that matches nothing) or, where the caller waits itself, the
 * Locator's own count (there, and alone); the second count only where
 * shadow roots leave a choice.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { InjectedEngine } from '../engine/injected.js';
import { withEngine, type PageEngine } from './inject.js';

/** Runs in the engine's world on the Locator's element; JSON arguments only. */
export type ElementFunction<R> = (api: InjectedEngine, element: Element, ...args: any[]) => R; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Where the element sits: see engine/position.ts (`after` is counted only when `before` leaves a choice). */
interface TreePosition {
  before: number;
  after?: number;
}

const BEFORE = 'xpath=self::*|ancestor::*|preceding::*';
const AFTER = 'xpath=descendant::*|following::*';

/** Counts taken while the page changes its elements may point at none: taken again this many times. */
const ATTEMPTS = 10;

/** What the engine's world answers: the function's value, or how many elements sit at the counts. */
type Answer<R> = { value: R } | { candidates: number };

/**
 * How the Locator's element is waited for: `wait`, by Playwright (the
 * default); `waited`, the caller has just waited for it (attached, and
 * alone: Playwright's strict mode), so it is waited for again only if it
 * has gone or has company; `never`, the caller waits itself, so an element
 * not there alone throws `LocatorNotAloneError`.
 */
export type LocatorWaitMode = 'wait' | 'waited' | 'never';

export interface LocatorWait {
  /** Milliseconds (0: no limit; undefined: Playwright's default). */
  timeout?: number;
  mode?: LocatorWaitMode;
}

/** The Locator matched no element, or more than one, where the caller waits for it itself (`mode: 'never'`). */
export class LocatorNotAloneError extends Error {
  override name = 'LocatorNotAloneError';
}

/** `fn(api, element, ...args)` in the engine's world, on the element `locator` names. */
export async function onLocatorElement<R>(locator: Locator, wait: LocatorWait, fn: ElementFunction<R>, ...args: unknown[]): Promise<R> {
  const { timeout } = wait;
  const page = locator.page();
  refuseChildFrame(locator, page);
  // Elements added or removed between Playwright's count and the engine's look shift every place after them: that look is not taken.
  const moves = () => withEngine(page, (engine) => engine.call<number>((_, watch: (ask: string) => number) => watch('moves'), engine.domWatch));
  let since = 0;
  const ask = (position: TreePosition) =>
    withEngine(page, (engine) => engine.callSource<Answer<R>>(atPosition(fn), engine.domWatch, since, position.before, position.after, ...args));
  for (let attempt = 1; ; attempt++) {
    since = await moves();
    const position = await positionOf(locator, wait);
    let answer = await ask(position);
    if ('candidates' in answer && answer.candidates > 1) {
      position.after = await locator.locator(AFTER).count();
      answer = await ask(position);
    }
    if ('value' in answer) return answer.value;
    if (answer.candidates > 1) return withEngine(page, (engine) => byEvent(engine, locator, timeout, position, fn, args));
    if (attempt >= ATTEMPTS) {
      throw new Error(`The element of ${String(locator)} could not be handed to the snapshot engine: the page changed its elements each time it was found`);
    }
  }
}

/**
 * The Locator's place in its tree, once its element is known to be there
 * alone: by Playwright's wait (its strict mode), or by the Locator's own
 * count taken beside the place's, one round trip for both, where the
 * caller waits itself or has just waited.
 */
async function positionOf(locator: Locator, { timeout, mode = 'wait' }: LocatorWait): Promise<TreePosition> {
  const count = () => locator.locator(BEFORE).count();
  const waitFor = () => locator.waitFor({ state: 'attached', timeout });
  if (mode === 'wait') {
    const [, before] = await Promise.all([waitFor(), count()]);
    // Counted before the element came: counted again now that it is there.
    return { before: before > 0 ? before : await count() };
  }
  const [matches, before] = await Promise.all([locator.count(), count()]);
  if (matches === 1 && before > 0) return { before };
  if (mode === 'never') throw new LocatorNotAloneError(`${String(locator)} matched ${matches} elements`);
  // Gone, or joined by another, since the caller waited: Playwright's wait again, and its strict mode.
  await waitFor();
  return { before: await count() };
}

/** The world function: `fn` on the one element at the counts, else how many there are (none when elements moved since the counts began). */
function atPosition<R>(fn: ElementFunction<R>): string {
  return `(api, watch, since, before, after, ...args) => {
    if (watch('moves') !== since) return { candidates: 0 };
    const found = api.elementsAt(document, before, after);
    if (found.length !== 1) return { candidates: found.length };
    return { value: (${String(fn)})(api, found[0], ...args) };
  }`;
}

/**
 * Several elements at the counts: Playwright dispatches an event of a
 * one-time name on the Locator's element, and the element the engine's
 * world hears is taken only when it is one of them.
 */
async function byEvent<R>(
  engine: PageEngine,
  locator: Locator,
  timeout: number | undefined,
  position: TreePosition,
  fn: ElementFunction<R>,
  args: unknown[],
): Promise<R> {
  const type = `a11y-snapshot-${randomUUID()}`;
  const box = (await engine.hold(
    (api, t: string, before: number, after: number | undefined) => {
      const caught: { found: Element[]; heard?: EventTarget; stop?: () => void } = { found: api.elementsAt(document, before, after) };
      const hear = (event: Event) => (caught.heard = event.composedPath()[0]);
      addEventListener(t, hear, { capture: true, once: true });
      caught.stop = () => removeEventListener(t, hear, { capture: true });
      return caught;
    },
    type,
    position.before,
    position.after,
  ))!;
  try {
    await locator.dispatchEvent(type, undefined, { timeout });
    const answer = await engine.callSource<{ value: R } | undefined>(
      `(api, caught, ...args) => {
        caught.stop();
        if (!caught.found.includes(caught.heard)) return undefined;
        return { value: (${String(fn)})(api, caught.heard, ...args) };
      }`,
      box,
      ...args,
    );
    if (!answer)
      throw new Error(
        `The element of ${String(locator)} could not be handed to the snapshot engine: the page sent the event that names it elsewhere, or stopped it`,
      );
    return answer.value;
  } finally {
    await engine.release(box);
  }
}

/**
 * The engine reads the page's main document: a Locator inside a frame
 * would be counted in another document. Playwright keeps a Locator's frame
 * and selector in fields of their own (`page.frames()[1].locator(…)` has
 * another frame; `contentFrame()` and `frameLocator()` enter one in the
 * selector); where it has neither, the counts decide.
 */
function refuseChildFrame(locator: Locator, page: Page): void {
  const { _frame: frame, _selector: selector } = locator as unknown as { _frame?: unknown; _selector?: unknown };
  const inFrame = (frame !== undefined && frame !== page.mainFrame()) || (typeof selector === 'string' && selector.includes('internal:control=enter-frame'));
  if (inFrame) throw new Error(`${String(locator)} is inside a frame: a snapshot can be scoped to an element of the page's main document only`);
}
