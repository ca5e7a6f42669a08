// What the benchmark measures, how often, and the goals.
export const ROWS = { base: 500, large: 5000, assertion: 100 };
/** Sections of the long article the read level is measured on (figures 18c and 18d): about 300 kB of HTML. */
export const ARTICLE_SECTIONS = 80;
/** Sections of the article the agent servers open and read whole (figure 19): about 1 MB of HTML. */
export const BIG_ARTICLE_SECTIONS = 120;
export const FORM_CONTROLS = 1400;

/**
 * Untimed warm-up runs before each figure's timed runs. They warm V8's JIT,
 * never the document (every run parses its own): a suite that takes many
 * snapshots runs the engine warm. One run leaves V8 mid-optimisation.
 */
export const WARMUPS = 3;

/** Timed runs per figure (each after the warm-up runs, see BENCHMARKS.md). */
export const RUNS = {
  ours: 7,
  bareWalk: 7,
  byRole: 3,
  large: 3,
  form: 7,
  chromium: 7,
  reading: 7,
  assertions: 7,
  vitestBrowser: 7,
  jest: 5,
  mcp: 7,
  // Rounds of opening and reading the 1 MB article on each agent server (figure 19).
  mcpBigPage: 3,
  // Fresh Node processes per task for figures 1c and 1d, each timing one first run.
  cold: 5,
};

/** Controls on the settings form the agent servers' scripted task fills (bench/mcp-task.mjs). */
export const MCP_FORM_CONTROLS = 25;

/** Calls sampled to price what the engine avoids in jsdom. */
export const SAMPLES = { computedStyle: 200, labelsOrders: 20, labelsForm: 3 };

/** Each figure's upper bound: ratios to the anchor, and ms per element for the form. */
export const GOALS = {
  vsByRole: 0.1,
  vsBareWalk: 3,
  vsAriaSnapshot: 0.3,
  // The first capture in a fresh process against the bare walk's and getAllByRole's first runs in one (bench/cold.mjs).
  // Goals for a first run, where V8 has optimised nothing yet: the warm goals (1a, 1b) do not apply.
  coldVsBareWalk: 5.5,
  coldVsByRole: 0.15,
  scaling: 1.3,
  size: 0.5,
  formMsPerElement: 0.5,
  // The Playwright assertions (bench/assertions/), each against its anchor.
  settledVsAria: 0.5,
  // A test's first assertion on a new page (figure 6f): our engine and Playwright's script both injected anew.
  firstVsAria: 0.5,
  // A Locator's assertion on pages built as real ones are (figures 6d and 6e, bench/widget-pages.mjs).
  widgetVsAria: 1,
  dashboardVsAria: 1,
  tableVsAria: 1,
  missingVsAria: 1.2,
  liveVsAria: 2,
  lateVsVisible: 1.2,
  changedVsPassing: 3,
  // Vitest's browser mode (bench/vitest-browser/): our assertion against Vitest's own toMatchAriaSnapshot.
  browserVsAria: 0.5,
  // The Jest door (bench/jest/): our assertion against getAllByRole on the same freshly rendered page.
  jestVsByRole: 0.1,
  // The agent server (bench/mcp.mjs) against @playwright/mcp: snapshot bytes and time, the task's bytes and calls.
  mcpSnapshotSize: 0.4,
  mcpTaskBytes: 0.35,
  mcpSnapshotTime: 0.5,
  // One act through a ref, its receipt and all (figure 15b), against @playwright/mcp's click: no slower.
  mcpClickTime: 1,
  mcpTaskCalls: 1,
  mcpBigPageTime: 1,
  // The task suite (bench/mcp-suite.mjs): every task the anchor confirms, at a fraction of its bytes.
  mcpSuiteTasks: 1,
  mcpSuiteBytes: 0.35,
  mcpSuiteFindBytes: 1,
  // Many agents on one server (bench/mcp-scale.mjs): two at once against one alone, per call; a browser elsewhere against one launched.
  mcpTwoAgents: 1.5,
  mcpRemote: 1.2,
  // The read level (bench/reading.mjs) against Playwright's aria snapshot of the same page: time and bytes.
  readingTime: 0.5,
  readingSize: 0.6,
};
