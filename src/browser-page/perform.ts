/**
 * Clicks and fills on the engine's own element of a line. Nothing the page
 * can see or move names the target: the engine holds the element in its
 * isolated world, finds the point where the browser's hit test lands on it
 * (engine/act.ts), and the pointer and the text come from the browser's
 * input (CDP), never from a script of the page's world. While the act runs,
 * the sentry (sentry.ts) stops any of its events that reaches another
 * element, in any frame, so a page that slips a lookalike under the pointer or
 * moves the focus gets an act that fails with one line, never one that
 * lands elsewhere.
 *
 * Like Playwright's own actions, each waits within the timeout for the
 * element to be in the page, visible, enabled and uncovered, and then fails
 * with Playwright's `TimeoutError`.
 */
import type { Page } from '@playwright/test';
import type { ActPoint, FieldKind } from '../engine/act.js';
import type { PageEngine, Remote } from './inject.js';
import { playwright } from './playwright.js';
import { settleLoop } from '../settle/settle-loop.js';
import { armSentry, type SentryOptions } from './sentry.js';
import { revealInvisible } from '../model/text.js';

/** An element held in the engine's world, with the engine that holds it. */
export interface HeldElement {
  engine: PageEngine;
  element: Remote;
}

const POINTER_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'auxclick', 'dblclick'];
const TEXT_EVENTS = ['beforeinput', 'keydown', 'keypress', 'keyup'];
const POLL_MS = 50;

/** How an act reached its element: `throughLabel` when the click landed on one of its own labels. */
export interface Reached {
  throughLabel?: boolean;
}

/** Clicks the middle of the element, once the browser's hit test lands on it (or on its own label) there. */
export async function tapElement(page: Page, target: HeldElement, timeout: number): Promise<Reached> {
  const point = await pointOf(target, Date.now() + timeout, timeout, 'click');
  await guarded(target, POINTER_EVENTS, 'click', () => clickAt(page, point));
  return point.throughLabel ? { throughLabel: true } : {};
}

/**
 * The browser's click at `point`: pressed, then let go. A page that closes
 * its window in reply (a button that calls `window.close()`) can go before
 * Chromium answers the release: the press had reached it, so the click is
 * done, and the receipt says the page closed.
 */
export async function clickAt(page: Page, point: { x: number; y: number }): Promise<void> {
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  try {
    await page.mouse.up();
  } catch (error) {
    if (!(await closesSoon(page))) throw error;
  }
}

/** Whether `page` is closed, or closes within a moment (its close is told after the calls it failed). */
export async function closesSoon(page: Page): Promise<boolean> {
  if (!page.isClosed()) await page.waitForEvent('close', { timeout: 1_000 }).catch(() => {});
  return page.isClosed();
}

/**
 * The events a hover sends the element: the pointer arriving over it. Not
 * the `enter` events, which every ancestor the pointer enters receives as
 * its own target.
 */
const HOVER_EVENTS = ['pointerover', 'mouseover', 'pointermove', 'mousemove'];

/** Moves the pointer over the middle of the element, once the browser's hit test lands on it there (a menu that opens on hover). */
export async function hoverElement(page: Page, target: HeldElement, timeout: number): Promise<Reached> {
  const point = await pointOf(target, Date.now() + timeout, timeout, 'hover');
  await guarded(target, HOVER_EVENTS, 'hover', () => page.mouse.move(point.x, point.y));
  return {};
}

/** The events that start a drag: the button pressed on the dragged element. */
const PRESS_EVENTS = ['pointerdown', 'mousedown'];
/** The events that end it: the button let go (pointer-driven lists), or the drop (HTML5 drag and drop, where Chromium sends no mouseup). */
const RELEASE_EVENTS = ['pointerup', 'mouseup', 'drop'];
/** Moves the pointer makes between the two points: a list that follows the pointer sees it travel; a drag starts after the first. */
const DRAG_STEPS = 12;

/**
 * Drags the element onto `onto` with the browser's mouse: pressed on the
 * middle of the element, moved in steps to the middle of `onto`, let go
 * there, so HTML5 drag and drop and lists that follow the pointer both see
 * a person's drag. The press must reach the element, and the release or drop
 * reach `onto` or the dragged element (which may follow the pointer there):
 * one that reaches anything else is stopped. What the page does in reply to
 * a release that reached them (the compatibility mouseup lands where its
 * items moved to) is its own. Both points are found before
 * the press, each scrolled into view: two elements that do not fit in the
 * viewport together fail as a stray act, never land elsewhere.
 */
export async function dragElement(page: Page, source: HeldElement, onto: HeldElement, timeout: number): Promise<Reached> {
  const deadline = Date.now() + timeout;
  const from = await pointOf(source, deadline, timeout, 'drag');
  const to = await pointOf(onto, deadline, timeout, 'drop onto');
  let pressed = false;
  try {
    await guarded(source, PRESS_EVENTS, 'drag', async () => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      pressed = true;
    });
    await page.mouse.move(to.x, to.y, { steps: DRAG_STEPS });
    pressed = false;
    await guarded(onto, RELEASE_EVENTS, 'drag', () => page.mouse.up(), { also: source.element, once: true, mayMiss: true });
  } finally {
    if (pressed) await page.mouse.up().catch(() => {});
  }
  return {};
}

/** The point an act on the element aims at, once the hit test lands on it (or on its own label) there. */
function pointOf(target: HeldElement, deadline: number, timeout: number, verb: string): Promise<{ x: number; y: number; throughLabel?: true }> {
  return waitFor<{ x: number; y: number; throughLabel?: true }>(deadline, timeout, verb, async () => {
    const at = await target.engine.call<ActPoint>((api, el: Element) => api.clickPointOf(el), target.element);
    return 'wait' in at ? { wait: at.wait } : { value: at };
  });
}

/** What an element is to an upload: a file input (`multiple` when it takes more than one file, `disabled`), or not one. */
export type FileInputKind = 'single' | 'multiple' | 'disabled' | 'none';

/** Whether the element is an `input type=file`, asked in the engine's world (the page's own getters are not consulted). */
export function fileInputKindOf(target: HeldElement): Promise<FileInputKind> {
  return target.engine.call<FileInputKind>((_, el: Element) => {
    const input = el as HTMLInputElement;
    if (el.localName !== 'input' || input.type !== 'file') return 'none';
    return input.disabled ? 'disabled' : input.multiple ? 'multiple' : 'single';
  }, target.element);
}

/** Sets `paths` (files on this machine) as the files of a file input, as a person's choice in its chooser does: the page hears input and change. */
export async function setInputFiles(target: HeldElement, paths: string[]): Promise<Reached> {
  await target.engine.send('DOM.setFileInputFiles', { files: paths, objectId: target.element.objectId });
  return {};
}

/** Types `value` into a text field over what it holds, or picks a select's option, or sets a date, colour or range. */
export async function fillElement(page: Page, target: HeldElement, value: string, timeout: number): Promise<Reached> {
  const { engine, element } = target;
  const kind = await engine.call<FieldKind>((api, el: Element) => api.fieldKindOf(el), element);
  if (kind === 'none') throw new Error('inputText: the element is not a text field, a select, or an editable element');
  const deadline = Date.now() + timeout;
  await waitFor(deadline, timeout, 'fill', async () => {
    const wait = await engine.call<string | undefined>((api, el: Element) => api.fieldWait(el), element);
    return wait ? { wait } : { value: true };
  });
  if (kind !== 'text') {
    await waitFor(deadline, timeout, 'fill', async () => {
      const wait = await engine.call<string | undefined>((api, el: Element, v: string) => api.setFieldValue(el, v), element, value);
      return wait ? { wait } : { value: true };
    });
    return {};
  }
  await guarded(target, TEXT_EVENTS, 'fill', async () => {
    await waitFor(deadline, timeout, 'fill', async () => {
      const focused = await engine.call<boolean>((api, el: Element) => api.focusField(el), element);
      return focused ? { value: true } : { wait: 'not focused: the focus moved elsewhere' };
    });
    if (value === '') await page.keyboard.press('Delete');
    else await engine.send('Input.insertText', { text: value });
  });
  return {};
}

/** The events of a key: judged up to the first that reaches the element (Tab's keyup lands where the focus went). */
const KEY_EVENTS = ['keydown', 'keypress', 'beforeinput', 'keyup'];

/**
 * Presses a key (Playwright's names: `Enter`, `Control+A`) on the element,
 * once it has the focus (given, if it had not); a key the page sends to
 * another element, by moving the focus in between, is stopped.
 */
export async function pressOnElement(page: Page, target: HeldElement, key: string, timeout: number): Promise<Reached> {
  const { engine, element } = target;
  await guarded(
    target,
    KEY_EVENTS,
    'key',
    async () => {
      await waitFor(Date.now() + timeout, timeout, 'press a key on', async () => {
        const focused = await engine.call<boolean>((api, el: Element) => api.focusElement(el), element);
        return focused ? { value: true } : { wait: 'not focused: it takes no focus, or the focus moved elsewhere' };
      });
      await page.keyboard.press(key);
    },
    { once: true, strayed: 'moved the focus' },
  );
  return {};
}

/** How `guarded` judges: as the sentry does (sentry.ts); `mayMiss`, no event of the act reaching the element is no failure. */
interface GuardOptions extends SentryOptions {
  mayMiss?: boolean;
  /** What the page did when an event strayed (default: moved something under the pointer). */
  strayed?: string;
}

/** `act` with the sentry armed on the element's events; throws when one of them reached another element, in any frame (and was stopped). */
async function guarded(target: HeldElement, types: string[], verb: string, act: () => Promise<unknown>, options: GuardOptions = {}): Promise<void> {
  const sentry = await armSentry(target.engine, target.element, types, options);
  let stray: string | undefined;
  try {
    await act();
  } finally {
    // The act may have navigated: the sentry went with its document, and nothing strayed after it.
    stray = await sentry.stop().catch(() => undefined);
  }
  if (stray === '' && !options.mayMiss)
    throw new StoppedActError(`The ${verb} did not reach the element: something the page put over it took it (a frame of another site); take a new snapshot`);
  if (stray)
    throw new StoppedActError(
      `The ${verb} reached another element (${revealInvisible(stray)}) and was stopped: the page ${options.strayed ?? 'moved something under it'}; take a new snapshot`,
    );
}

/** An act whose click or keys reached another element, in any frame: the sentry stopped them before the page's listeners. */
export class StoppedActError extends Error {
  override name = 'StoppedActError';
}

/** Asks `probe` until it has a value, every 50 ms, until the deadline (the one settle loop); then Playwright's `TimeoutError` with the last reason. */
async function waitFor<T>(deadline: number, timeout: number, verb: string, probe: () => Promise<{ value: T } | { wait: string }>): Promise<T> {
  const { last } = await settleLoop({ look: probe, ends: (answer) => 'value' in answer, deadline, pause: () => POLL_MS });
  if ('value' in last) return last.value;
  throw new (playwright().errors.TimeoutError)(`Timeout ${timeout}ms exceeded: could not ${verb} the element: it is ${revealInvisible(last.wait)}`);
}
