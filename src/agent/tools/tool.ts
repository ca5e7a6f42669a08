/**
 * What every tool of the agent server is: a name, a description the host
 * shows the model, a zod schema (listed as JSON Schema and checked before
 * anything runs), and what it does to the page. Each capability has a file
 * of its own beside this one; index.ts lists them in the order the host sees.
 */
import { z } from 'zod';
import type { KeptRead, PageSession } from '../../browser-page/session.js';
import type { AgentBrowser } from '../browser.js';
import type { AgentOptions } from '../options.js';

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

export const MAX_URL = 8_192;
export const MAX_TEXT_ARG = 100_000;
export const MAX_BASELINES = 100;

export const ref = z.string().max(32).describe('A ref from the latest snapshot or receipt, like e12');
export const baselineName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.-]+$/, 'letters, digits, _ . - only');

export const tool = <S extends z.ZodObject>(definition: Tool<S>): Tool<S> => definition;
