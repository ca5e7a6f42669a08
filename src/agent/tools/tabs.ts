/**
 * The tabs of the agent's browser: a window the page opens is a tab the
 * act's receipt names (`tab 2 "Order #1001" url="…"`); this lists them,
 * selects one (calls then read and act there) or closes one.
 */
import { z } from 'zod';
import type { Page } from '@playwright/test';
import { captureReserve } from '../../settle/settle-loop.js';
import { foldText, quote } from '../../model/text.js';
import type { Tab } from '../browser.js';
import { tool, type AgentState } from './tool.js';

const tabNumber = z.number().int().positive().max(1_000_000);

/** A title this long waits at most this long: a tab busy with a script is listed by its url. */
const TITLE_WAIT_MS = 500;

export const TAB_TOOLS = [
  tool({
    name: 'tabs',
    description:
      'The tabs: a window the page opens (a link with target=_blank, window.open) is a tab, named in the receipt of the act that opened it ' +
      '(`tab 2 "Order #1001" url="…"`). Without arguments, lists them; select: a number, to read and act in that tab ' +
      '(answers its regions overview; refs of the tab you left are unknown there; to act in a window the page opened, navigate it to its address first); ' +
      'close: a number, to close one.',
    input: z
      .strictObject({ select: tabNumber.optional(), close: tabNumber.optional() })
      .refine((args) => args.select === undefined || args.close === undefined, { message: 'give select or close, not both' }),
    async run(_session, { select, close }, state) {
      if (close !== undefined) {
        await state.browser.closeTab(close);
        return { text: await listTabs(state) };
      }
      if (select === undefined) return { text: await listTabs(state) };
      const session = await state.browser.selectTab(select);
      const { timeout } = state.options;
      return { text: await session.snapshot({ detail: 'regions', timeout: Math.max(0, timeout - captureReserve(timeout)) }) };
    },
  }),
];

/** `tab 1 "Orders" url="…" selected`, a line a tab, in the order they opened. */
async function listTabs(state: AgentState): Promise<string> {
  const { tabs, selected } = state.browser.listTabs();
  const lines = await Promise.all(tabs.map(async (tab: Tab) => describeTab(tab.number, tab.session.page, tab === selected)));
  return lines.join('\n');
}

async function describeTab(number: number, page: Page, selected: boolean): Promise<string> {
  const title = await Promise.race([page.title().catch(() => ''), new Promise<string>((done) => setTimeout(() => done(''), TITLE_WAIT_MS))]);
  return `tab ${number} ${quote(foldText(title))} url=${quote(page.url())}${selected ? ' selected' : ''}`;
}
