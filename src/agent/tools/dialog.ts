/** The answer to the page's own dialog (alert, confirm, prompt) an act stopped at. */
import { z } from 'zod';
import { MAX_TEXT_ARG, tool } from './tool.js';

export const DIALOG_TOOLS = [
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
];
