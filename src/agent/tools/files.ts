/** Files between the page and this machine: upload gives a file input files from --upload-dir (downloads go to --output-dir, downloads.ts). */
import { z } from 'zod';
import { MAX_UPLOAD_FILES, resolveUploads } from '../uploads.js';
import { ref, tool } from './tool.js';

export const FILE_TOOLS = [
  tool({
    name: 'upload',
    acts: true,
    description:
      'Gives the file input of ref these files, as choosing them in its chooser does: paths relative to the folder the server was started with ' +
      '(--upload-dir; refused without it), never outside it. A ref that is not a file input (a styled button over a hidden one) is clicked, ' +
      'and the file chooser it opens gets the files. Answers with what changed.',
    input: z.strictObject({
      ref,
      files: z.array(z.string().max(1_024)).min(1).max(MAX_UPLOAD_FILES).describe('Paths relative to --upload-dir, like "reports/march.pdf"'),
    }),
    async run(session, { ref, files }, state) {
      const paths = resolveUploads(state.options.uploadDir, files);
      return { text: (await session.upload(ref, paths, files)).text };
    },
  }),
];
