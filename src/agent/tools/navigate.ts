/** Where the page goes: navigate to a URL, back and forward in its history. Each answers with the regions overview of where it landed. */
import { z } from 'zod';
import type { Response } from '@playwright/test';
import { captureReserve } from '../../settle/settle-loop.js';
import type { PageSession } from '../../browser-page/session.js';
import { quote } from '../../model/text.js';
import { NavigationError } from '../error-kinds.js';
import { whyUrlRefused } from '../origins.js';
import { MAX_URL, tool } from './tool.js';

export const NAVIGATION_TOOLS = [
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
];

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
