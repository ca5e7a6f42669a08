/**
 * The sentry: the guard over an act's events, in every frame of the page,
 * heard before any listener of the page.
 *
 * It is evaluated at the start of every document, before the page's first
 * script (CDP `Page.addScriptToEvaluateOnNewDocument`, in the engine's
 * isolated world), and adds its window capture listeners then. Listeners run
 * in the order they were added, so no listener of the page comes before it: a
 * page cannot stop an act's event before the sentry has judged it.
 *
 * While an act runs, the sentry of the top frame holds the act's element.
 * Every trusted event of the act's kinds (the browser's input, as the act's
 * are) whose target is not that element or inside it is stopped, in any
 * frame: a frame's sentry finds the act through its parents' sentries
 * (frames of the page's origin), and frames of another origin, which cannot
 * reach their parent, are told of the act over CDP (`armFrames`). A frame of
 * another origin made while the act runs is neither: its sentry counts the
 * trusted events it heard, and the act that ends finds them and fails. What a
 * page's own scripts dispatch is theirs (a button that clicks a hidden file
 * input).
 *
 * Where the document was made before the sentry was added (a page opened
 * before the session, a document written by `setContent`), the engine's
 * injection adds it late: it then hears events after the page's listeners
 * that came first.
 */
import type { PageEngine } from './inject.js';

/** The engine's isolated world: the sentry and the engine share its globals. */
export const ENGINE_WORLD = 'a11y-snapshot';

/** The global of the engine's world that holds the frame's sentry (the page's world cannot see it). */
export const SENTRY_KEY = '__a11ySentry';

/**
 * Evaluated in the world: the frame's sentry (made once; evaluated again,
 * it adds back listeners a `document.open()` erased, and answers the same).
 */
export const SENTRY_SOURCE = `(() => {
  const KEY = '${SENTRY_KEY}';
  const TYPES = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'auxclick', 'dblclick', 'contextmenu',
    'pointerover', 'mouseover', 'pointermove', 'mousemove', 'beforeinput', 'input', 'keydown', 'keypress', 'keyup', 'drop'];
  const existing = globalThis[KEY];
  if (existing) return existing.listen(), existing;
  let own;
  let loose = 0;
  const parentAct = () => {
    try {
      return window.parent !== window ? window.parent[KEY]?.current() : undefined;
    } catch {
      return undefined;
    }
  };
  const check = (event) => {
    if (!event.isTrusted) return;
    const act = own ?? parentAct();
    if (!act) return void loose++;
    if (!act.types.has(event.type)) return;
    if (act.once && act.reached) return;
    const target = event.composedPath()[0];
    if (act.el && act.reaches(target)) return void (act.reached = true);
    act.stray ??= '<' + (target?.localName ?? 'document') + '>' + (act.el && act.el.ownerDocument === document ? '' : ' in another frame');
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const sentry = {
    listen() {
      for (const type of TYPES) window.addEventListener(type, check, true);
    },
    current: () => own ?? parentAct(),
    // reaches(node): whether an event aimed at node reaches el (the engine's judgement, engine/act.ts).
    // once: the events after the first that reached el are the page's own consequences of it, and pass.
    arm(el, types, reaches, once) {
      sentry.listen();
      own = { el, reaches, types: new Set(types), stray: undefined, once: Boolean(once) };
      loose = 0;
    },
    armIfCut(types) {
      if (!parentAct()) sentry.arm(null, types);
      else loose = 0;
    },
    disarm() {
      const stray = own?.stray ?? (!own && loose > 0 ? '<' + document.location.host + '> in a frame made during the act' : undefined);
      const missed = own?.el && !own.reached;
      own = undefined;
      loose = 0;
      return stray ?? (missed ? '' : undefined);
    },
    cutFrames() {
      const cut = (win) => {
        for (let i = 0; i < win.length; i++) {
          try {
            if (!win[i][KEY] || cut(win[i])) return true;
          } catch {
            return true;
          }
        }
        return false;
      };
      return cut(window);
    },
  };
  Object.defineProperty(globalThis, KEY, { value: sentry });
  sentry.listen();
  return sentry;
})()`;

/** Adds the sentry to every document the page makes from now on. */
export async function addSentry(send: (method: string, params: object) => Promise<unknown>): Promise<void> {
  // The script is kept by the session's Page domain, which runs it only once enabled. A session
  // answers in the order it was asked: both are sent at once, one round trip.
  await Promise.all([send('Page.enable', {}), send('Page.addScriptToEvaluateOnNewDocument', { source: SENTRY_SOURCE, worldName: ENGINE_WORLD })]);
}

interface FrameTree {
  frame: { id: string };
  childFrames?: FrameTree[];
}

/**
 * Runs `expression` on the sentry of every frame below the top one in this
 * page's process (a frame of another site in another process is out of
 * reach: an act whose events it took hears none, and fails), and answers
 * the first string any of them answered. A frame whose document came before
 * the sentry was added gets it here.
 */
async function inChildFrames(engine: PageEngine, expression: string): Promise<string | undefined> {
  const { frameTree } = await engine.send<{ frameTree: FrameTree }>('Page.getFrameTree', {});
  const ids: string[] = [];
  const collect = (tree: FrameTree) => tree.childFrames?.forEach((child) => (ids.push(child.frame.id), collect(child)));
  collect(frameTree);
  const answers = await Promise.all(
    ids.map(async (frameId) => {
      try {
        const { executionContextId } = await engine.send<{ executionContextId: number }>('Page.createIsolatedWorld', { frameId, worldName: ENGINE_WORLD });
        const { result } = await engine.send<{ result: { value?: unknown } }>('Runtime.evaluate', {
          expression: `(${SENTRY_SOURCE}).${expression}`,
          contextId: executionContextId,
          returnByValue: true,
        });
        return typeof result.value === 'string' ? result.value : undefined;
      } catch {
        // A frame that went while it was asked hears nothing more.
        return undefined;
      }
    }),
  );
  return answers.find((answer) => answer !== undefined);
}

/**
 * An armed sentry: `stop()` disarms every frame and says where the first
 * stray event was aimed, if any; `''` when none of the act's events reached
 * the element and none strayed where a sentry hears (a frame of another site
 * runs in another process, where the page's sentries cannot hear it).
 */
export interface ArmedSentry {
  stop(): Promise<string | undefined>;
}

/** How a sentry judges beyond the act's element: what else its events may reach, and whether only the first one is judged. */
export interface SentryOptions {
  /** An element the events may reach too (the drop of a drag may land on the dragged element, which follows the pointer). */
  also?: unknown;
  /**
   * Only the events up to the first that reaches the element are judged:
   * the rest are the page's consequences of it (a list that moved its items
   * in reply to pointerup gets the mouseup that follows where they are now).
   */
  once?: boolean;
}

/** Arms the sentries of every frame for an act on `element` (held in the engine's world), with its kinds of events. */
export async function armSentry(engine: PageEngine, element: unknown, types: readonly string[], options: SentryOptions = {}): Promise<ArmedSentry> {
  // The engine's world has its sentry since the engine was injected (inject.ts).
  const cutAtArm = await engine.callSource<boolean>(
    `(api, el, types, also, once) => { const sentry = globalThis.${SENTRY_KEY}; ` +
      `sentry.arm(el, types, (node) => api.reachesElement(el, node) || (also != null && api.reachesElement(also, node)), once); return sentry.cutFrames(); }`,
    element,
    types,
    options.also ?? null,
    options.once ?? false,
  );
  if (cutAtArm) await inChildFrames(engine, `armIfCut(${JSON.stringify(types)})`);
  return {
    async stop() {
      const top = await engine.callSource<{ stray?: string; cut: boolean }>(
        `() => { const sentry = globalThis.${SENTRY_KEY}; return { stray: sentry.disarm(), cut: sentry.cutFrames() }; }`,
      );
      const framed = cutAtArm || top.cut ? await inChildFrames(engine, 'disarm()') : undefined;
      // Where the top frame heard no event of the act at all (''), a stray one in a frame says more.
      return top.stray === '' ? (framed ?? '') : (top.stray ?? framed);
    },
  };
}
