/**
 * The session's logged-in state, kept for a later run: its cookies and each
 * origin's local storage (Playwright's storage state) written to a file in
 * --output-dir, the file --storage-state reads.
 */
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { quote } from '../../model/text.js';
import { claimFile, safeFileName } from '../downloads.js';
import { tool } from './tool.js';

export const STATE_TOOLS = [
  tool({
    name: 'state',
    description:
      "Saves the session's cookies and local storage (a Playwright storage state) to a file in the folder the server was started with " +
      '(--output-dir; refused without it), so that a later run starts logged in with --storage-state. ' +
      'save: a file name; a name already taken there is numbered, never written over.',
    input: z.strictObject({ save: z.string().min(1).max(200).describe('A file name, like "shop-login.json"') }),
    async run(_session, { save }, state) {
      const folder = state.options.outputDir;
      if (folder === undefined) throw new Error('state: the server writes no files: start it with --output-dir DIR, the folder saved states go to');
      const saved = await state.browser.storageState();
      const path = claimFile(folder, safeFileName(save));
      writeFileSync(path, JSON.stringify(saved, null, 2));
      const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
      return { text: `saved ${count(saved.cookies.length, 'cookie')} and the local storage of ${count(saved.origins.length, 'origin')} to ${quote(path)}` };
    },
  }),
];
