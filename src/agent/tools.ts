/**
 * The agent's tools: what each takes (a zod schema, listed to the host as
 * JSON Schema and checked before anything runs) and what it does to the one
 * page. Answers are text in the v2 notation; a screenshot is an image.
 * There is no tool that runs the agent's JavaScript in the page.
 */
import { z } from 'zod';
import { DETAILS } from '../model/snapshot.js';
import { captureReserve } from '../settle/settle-loop.js';
import type { KeptRead, PageSession } from '../browser-page/session.js';
import { TIERS } from '../steps/tiers.js';
import { MAX_FOUND } from '../steps/find.js';
import type { AgentBrowser } from './browser.js';
import type { AgentOptions } from './options.js';
import { whyUrlRefused } from './origins.js';
import { quote } from '../model/text.js';
import { NavigationError } from './error-kinds.js';
import type { Response } from '@playwright/test';

/** What a tool answers: text, or a PNG with a line about it. */
export type ToolAnswer = { text: string } | { text: string; png: Buffer };

/** The state every call shares: the page, and the reads kept by name. */
export interface AgentState {
  browser: AgentBrowser;
  options: AgentOptions;
  baselines: Map<string, KeptRead>;
}

export interface Tool<S extends z.ZodObject = z.ZodObject> {
  name: string;
  description: string;
  input: S;
  /** Touches nothing a second run would do twice: run again on a new page when the page was lost under it. */
  repeatable?: boolean;
  /** Touches the page (clicks, keys, a navigation): an error may come after something reached it. */
  acts?: boolean;
  run(session: PageSession, args: z.infer<S>, state: AgentState): Promise<ToolAnswer>;
}

const MAX_URL = 8_192;
const MAX_TEXT_ARG = 100_000;
const MAX_BASELINES = 100;

const ref = z.string().max(32).describe('A ref from the latest snapshot or receipt, like e12');
const baselineName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/, 'letters, digits, _ . - only');

const tool = <S extends z.ZodObject>(definition: Tool<S>): Tool<S> => definition;

export const TOOLS = [
  tool({
    name: 'navigate',
    acts: true,
    description:
      'Opens a URL in the page (http, https; file: only when the server allows it), waits for the load event and for the page to settle, ' +
      'and answers with the regions overview: one line per container, then the controls no container holds. Read it once on arrival, ' +
      'then snapshot a container with around, or the whole page.',
    input: z.strictObject({ url: z.string().min(1).max(MAX_URL).describe('An absolute URL') }),
    repeatable: true,
    async run(session, { url }, state) {
      const refused = whyUrlRefused(state.options.origins, url);
      if (refused) throw new NavigationError('refused', `navigate: refused: ${refused}`);
      const { timeout } = state.options;
      const end = Date.now() + timeout - captureReserve(timeout) / 2;
      const arrived = await goTo(session, url, timeout);
      // The read waits only for what is left of the call, so a page still loading is answered as it stands, within --timeout.
      const overview = await session.snapshot({ detail: 'regions', timeout: Math.max(0, end - Date.now()) });
      const notes = [
        ...(arrived === 'late' ? ['note: the load event did not come in time: read as it stood'] : []),
        ...(typeof arrived === 'object' && arrived.status >= 400 ? [`note: the server answered ${arrived.status} ${quote(arrived.statusText)}`] : []),
      ];
      return { text: [...notes, overview].join('\n') };
    },
  }),
  ...(['back', 'forward'] as const).map((direction) =>
    tool({
      name: direction,
      acts: true,
      description: `Goes ${direction} one page in the tab's history, as the browser's ${direction} button does, and answers with the regions overview of the page it lands on, as navigate does.`,
      input: z.strictObject({}),
      async run(session, _args, state) {
        const { timeout } = state.options;
        const end = Date.now() + timeout - captureReserve(timeout) / 2;
        const from = session.page.url();
        const go = direction === 'back' ? session.page.goBack.bind(session.page) : session.page.goForward.bind(session.page);
        const response = await go({ waitUntil: 'load', timeout: timeout - captureReserve(timeout) }).catch((error: Error) => {
          if (error.name === 'TimeoutError') return undefined;
          throw new NavigationError('network', `${direction}: ${String(error.message).split('\n')[0]}`, { cause: error });
        });
        if (response === null && session.page.url() === from) throw new Error(`${direction}: there is no page to go ${direction} to`);
        const overview = await session.snapshot({ detail: 'regions', timeout: Math.max(0, end - Date.now()) });
        return { text: overview };
      },
    }),
  ),
  tool({
    name: 'snapshot',
    description:
      'The page in the v2 notation, one line per element with its ref (the legend below). ' +
      'detail: compact (default), full, regions, v1, or read (compact with the text a person reads: paragraphs, list items, ' +
      'table rows as `row "cell | cell"`); around: a ref, for only the lines of the container it sits in; ' +
      'scope: a CSS selector, for only what that element holds; save: a name to keep this read as a baseline for diff.',
    input: z.strictObject({
      detail: z.enum(DETAILS as [string, ...string[]]).optional(),
      around: ref.optional(),
      scope: z.string().min(1).max(1_000).optional(),
      save: baselineName.optional(),
    }),
    repeatable: true,
    async run(session, { detail, around, scope, save }, state) {
      const text = await session.snapshot({ detail: detail as (typeof DETAILS)[number] | undefined, around, scope });
      if (save !== undefined) keep(state, save, session);
      return { text };
    },
  }),
  tool({
    name: 'find',
    description:
      `The lines whose text or name holds these words (whole words; case, accents and punctuation folded), at most ${MAX_FOUND}, ` +
      'each with its container and the heading above it (under:"…"), then how many more: the cheap way to read one fact on a long page. ' +
      'Element lines keep their refs. scope: a CSS selector, to look only inside that element.',
    input: z.strictObject({ text: z.string().min(1).max(1_000), scope: z.string().min(1).max(1_000).optional() }),
    repeatable: true,
    async run(session, { text, scope }) {
      return { text: await session.find(text, { scope }) };
    },
  }),
  tool({
    name: 'try',
    acts: true,
    description:
      "Resolves a step such as `tapOn: 'Create order'`, `inputText: { text: 'Name', value: 'Ada' }` or `assertVisible: 'Saved'` against the page, " +
      'and acts only when it names exactly one element: `done tapOn e41 button "Create order"` and then what the act changed. ' +
      `Otherwise \`none "…"\` or \`ambiguous "…": N\` with candidate lines, and nothing is touched. via:${TIERS.join('|')} on a candidate says how far its name had to stretch; ` +
      'a step names an element only at exact or norm: a name reached only at sub or score is a candidate, never acted on. ' +
      "assertVisible and assertNotVisible read the page's text lines too, each whole; to look for words inside text, use find.",
    input: z.strictObject({ step: z.string().min(1).max(MAX_TEXT_ARG) }),
    async run(session, { step }) {
      return { text: (await session.try(step, 'try')).text };
    },
  }),
  tool({
    name: 'tap',
    acts: true,
    description: 'Clicks the element of a ref, after checking it is still the element the ref was given to; answers with what changed.',
    input: z.strictObject({ ref }),
    async run(session, args) {
      return { text: (await session.tap(args.ref)).text };
    },
  }),
  tool({
    name: 'hover',
    acts: true,
    description:
      'Moves the pointer over the element of a ref (a menu or a tooltip that opens on hover), after checking it is still that element; answers with what changed.',
    input: z.strictObject({ ref }),
    async run(session, args) {
      return { text: (await session.hover(args.ref)).text };
    },
  }),
  tool({
    name: 'fill',
    acts: true,
    description: 'Types value into the field of a ref over what it holds (or sets a date, colour or range); answers with what changed.',
    input: z.strictObject({ ref, value: z.string().max(MAX_TEXT_ARG) }),
    async run(session, args) {
      return { text: (await session.fill(args.ref, args.value)).text };
    },
  }),
  tool({
    name: 'select',
    acts: true,
    description: 'Picks the option with this label in the select of a ref; answers with what changed.',
    input: z.strictObject({ ref, option: z.string().max(MAX_TEXT_ARG) }),
    async run(session, args) {
      return { text: (await session.select(args.ref, args.option)).text };
    },
  }),
  tool({
    name: 'press',
    acts: true,
    description: 'Presses a key where the focus is (Enter, Escape, Tab, ArrowDown, Control+A); answers with what changed.',
    input: z.strictObject({ key: z.string().min(1).max(64) }),
    async run(session, { key }) {
      return { text: (await session.press(key)).text };
    },
  }),
  tool({
    name: 'dialog',
    description:
      'Answers the page\'s own dialog (alert, confirm, prompt) that an act stopped at: its receipt said `confirm "Delete order?" waits`. ' +
      'accept: true (OK, with text for a prompt) or false (Cancel); answers with what the act changed once it ended, or with the next dialog. ' +
      'Until it is answered every other tool is refused. A dialog that opens outside an act is dismissed, and the next answer says so.',
    input: z.strictObject({ accept: z.boolean(), text: z.string().max(MAX_TEXT_ARG).optional() }),
    acts: true,
    async run(session, { accept, text }) {
      return { text: (await session.answerDialog(accept, text)).text };
    },
  }),
  tool({
    name: 'diff',
    description:
      'What changed since a baseline saved by snapshot { save }, or, without one, since the latest read of any tool: ' +
      'the same event and + - ~ lines an act answers with.',
    input: z.strictObject({ baseline: baselineName.optional() }),
    async run(session, { baseline }, state) {
      const kept = baseline === undefined ? session.lastRead() : state.baselines.get(baseline);
      if (!kept)
        throw new Error(
          baseline === undefined
            ? 'diff: nothing was read yet: take a snapshot first'
            : `diff: no baseline named ${JSON.stringify(baseline)} (${savedNames(state)})`,
        );
      return { text: (await session.changesSince(kept)).text };
    },
  }),
  tool({
    name: 'wait',
    description:
      'Waits until a line holding text appears (with gone: true, until none is left), or until the line of ref changes ' +
      '(with value, until it shows that value; with gone: true, until it leaves), reading the page again and again; ' +
      'answers with what changed meanwhile. timeout in ms (default 5000).',
    input: z
      .strictObject({
        ref: ref.optional(),
        text: z.string().min(1).max(1_000).optional(),
        value: z.string().max(1_000).optional(),
        gone: z.boolean().optional(),
        timeout: z.number().int().positive().optional(),
      })
      .refine((args) => (args.ref === undefined) !== (args.text === undefined), { message: 'give ref or text, one of them' })
      .refine((args) => args.value === undefined || args.ref !== undefined, { message: 'value goes with ref: the line that shows it' }),
    async run(session, args, state) {
      const timeout = Math.min(args.timeout ?? 5_000, state.options.timeout);
      return { text: (await session.wait({ ...args, timeout })).text };
    },
  }),
  tool({
    name: 'screenshot',
    description: 'A PNG of the viewport; with annotate: true, each ref of a fresh read is drawn over its element.',
    input: z.strictObject({ annotate: z.boolean().optional() }),
    repeatable: true,
    async run(session, { annotate }) {
      const png = await session.screenshot({ annotate });
      return { text: annotate ? 'screenshot with refs drawn on it' : 'screenshot', png };
    },
  }),
] as Tool[];

/** Opens `url`: its main response's status once loaded, `'late'` when the load event did not come in time. */
async function goTo(session: PageSession, url: string, timeout: number): Promise<{ status: number; statusText: string } | 'late'> {
  const { page } = session;
  // The last answer to the page's own navigation: an error status with no body to show fails the load, and is said by its status.
  let answered: Response | undefined;
  const onResponse = (response: Response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) answered = response;
  };
  page.on('response', onResponse);
  try {
    // The end of the call is kept for reading the page, as the command keeps it.
    const response = await page.goto(url, { waitUntil: 'load', timeout: timeout - captureReserve(timeout) });
    return { status: response?.status() ?? 200, statusText: response?.statusText() ?? '' };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return 'late';
    // Chromium then shows its error page, by a navigation of its own: waited for, so it cannot cut the next navigate short.
    await page.waitForURL(/^chrome-error:/, { timeout: 1_000, waitUntil: 'load' }).catch(() => {});
    const status =
      answered && answered.status() >= 400 ? ` (the server answered ${answered.status()} ${quote(answered.statusText())}, with no page to show)` : '';
    throw new NavigationError('network', `navigate: cannot load ${JSON.stringify(url)}${status}: ${String((error as Error).message).split('\n')[0]}`, {
      cause: error,
    });
  } finally {
    page.off('response', onResponse);
  }
}

function keep(state: AgentState, name: string, session: PageSession): void {
  if (!state.baselines.has(name) && state.baselines.size >= MAX_BASELINES)
    throw new Error(`snapshot: at most ${MAX_BASELINES} baselines are kept; reuse a name`);
  state.baselines.set(name, session.lastRead()!);
}

function savedNames(state: AgentState): string {
  const names = [...state.baselines.keys()];
  return names.length ? `saved: ${names.join(', ')}` : 'none saved yet: snapshot { save: "name" } keeps one';
}
