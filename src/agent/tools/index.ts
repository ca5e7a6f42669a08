/**
 * The agent's tools, in the order the host lists them: what each takes and
 * what it does to the one page. Answers are text in the v2 notation; a
 * screenshot is an image. There is no tool that runs the agent's JavaScript
 * in the page.
 */
import { ACTING_TOOLS } from './act.js';
import { DIALOG_TOOLS } from './dialog.js';
import { FILE_TOOLS } from './files.js';
import { NAVIGATION_TOOLS } from './navigate.js';
import { CHANGE_TOOLS, READING_TOOLS } from './read.js';
import { STATE_TOOLS } from './state.js';
import { TAB_TOOLS } from './tabs.js';
import type { Tool } from './tool.js';

export type { AgentState, Tool, ToolAnswer } from './tool.js';

export const TOOLS = [
  ...NAVIGATION_TOOLS,
  ...READING_TOOLS,
  ...ACTING_TOOLS,
  ...FILE_TOOLS,
  ...DIALOG_TOOLS,
  ...TAB_TOOLS,
  ...STATE_TOOLS,
  ...CHANGE_TOOLS,
] as Tool[];
