/** Reading the page without touching it: snapshot, find, diff against a kept read, wait for a change, screenshot. */
import { z } from 'zod';
import { DETAILS } from '../../model/snapshot.js';
import type { PageSession } from '../../browser-page/session.js';
import { MAX_FOUND } from '../../steps/find.js';
import { baselineName, MAX_BASELINES, ref, tool, type AgentState } from './tool.js';

export const READING_TOOLS = [
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
];

/** Reads that compare or wait: listed after the acts. */
export const CHANGE_TOOLS = [
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
      'answers with what changed since the latest answer showed the page. timeout in ms (default 5000).',
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
];

function keep(state: AgentState, name: string, session: PageSession): void {
  if (!state.baselines.has(name) && state.baselines.size >= MAX_BASELINES)
    throw new Error(`snapshot: at most ${MAX_BASELINES} baselines are kept; reuse a name`);
  state.baselines.set(name, session.lastRead()!);
}

function savedNames(state: AgentState): string {
  const names = [...state.baselines.keys()];
  return names.length ? `saved: ${names.join(', ')}` : 'none saved yet: snapshot { save: "name" } keeps one';
}
