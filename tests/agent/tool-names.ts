/** The agent server's tools, in the order `tools/list` gives them: what the tests that list them expect. */
export const TOOL_NAMES = [
  'navigate',
  'back',
  'forward',
  'snapshot',
  'find',
  'try',
  'tap',
  'hover',
  'fill',
  'select',
  'press',
  'dialog',
  'tabs',
  'diff',
  'wait',
  'screenshot',
];
