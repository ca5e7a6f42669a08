/** Acts on the page: a step by name (try), or a ref (tap, hover, drag, fill, select), or a key. Each answers with its receipt: what the act changed. */
import { z } from 'zod';
import { TIERS } from '../../steps/tiers.js';
import { MAX_TEXT_ARG, ref, tool } from './tool.js';

export const ACTING_TOOLS = [
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
    name: 'drag',
    acts: true,
    description:
      'Drags the element of ref onto the element of ref to with the mouse (pressed on one, moved in steps, let go on the other): ' +
      'cards between kanban columns, items of a sortable list, files onto a drop zone of the page. Both refs are checked first; ' +
      'a drop that lands on anything else is stopped and says so. Answers with what changed.',
    input: z.strictObject({ ref, to: ref }),
    async run(session, args) {
      return { text: (await session.drag(args.ref, args.to)).text };
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
    description:
      'Presses a key (Enter, Escape, Tab, ArrowDown, Control+A) where the focus is, or with ref on that element (focused first): ' +
      'a key the page sends elsewhere by moving the focus is stopped. Answers with what changed.',
    input: z.strictObject({ key: z.string().min(1).max(64), ref: ref.optional() }),
    async run(session, { key, ref }) {
      return { text: (await session.press(key, ref)).text };
    },
  }),
];
