// The speed and size report: the product against its anchors, measured in
// the same run. `npm run bench` builds first. Exits 0 once the report is
// printed, whatever the verdicts (it is a report, not a test); 1 if a
// measurement crashed. See BENCHMARKS.md.
import { ARTICLE_SECTIONS, FORM_CONTROLS, ROWS, RUNS, SAMPLES, WARMUPS } from './config.mjs';
import { articlePage, formsPage, loadOrdersPage } from './pages.mjs';
import { allElements, bareWalkDocument, buttonsByRole, computedDisplay, formControls, labelCount, perCallMs, snapshotText, timeInterleaved } from './jsdom.mjs';
import { measureCold } from './cold.mjs';
import { measureChromium } from './chromium.mjs';
import { measureReading } from './reading.mjs';
import { measureAssertions } from './assertions.mjs';
import { measureVitestBrowser } from './vitest-browser.mjs';
import { measureJest } from './jest.mjs';
import { LATE_DELAYS, measureCommandLoad } from './command-load.mjs';
import { measureMcp } from './mcp.mjs';
import { measureScale } from './mcp-scale.mjs';
import { NAMES_PAGES, measureNames } from './names.mjs';
import { printReport } from './report.mjs';

function progress(message) {
  process.stderr.write(`bench: ${message}\n`);
}

async function measureAll() {
  const ordersPage = await loadOrdersPage();
  const base = ordersPage(ROWS.base);
  const form = formsPage(FORM_CONTROLS);
  progress(
    `jsdom, interleaved: capture+format ${ROWS.base} rows x${RUNS.ours}, bare walk x${RUNS.bareWalk}, ` +
      `getAllByRole x${RUNS.byRole}, capture+format ${ROWS.large} rows x${RUNS.large}`,
  );
  const m = timeInterleaved({
    ours: { html: base, task: snapshotText, runs: RUNS.ours },
    bareWalk: { html: base, task: bareWalkDocument, runs: RUNS.bareWalk },
    byRole: { html: base, task: buttonsByRole, runs: RUNS.byRole },
    // The same code as `ours` on a bigger page: the warm-up above serves it.
    large: { html: ordersPage(ROWS.large), task: snapshotText, runs: RUNS.large, warmup: false },
  });
  progress(`jsdom capture+format, form with ${FORM_CONTROLS} controls x${RUNS.form}`);
  m.form = timeInterleaved({ form: { html: form, task: snapshotText, runs: RUNS.form } }).form;
  progress(`jsdom first capture+format in fresh processes: ${RUNS.cold} each, taking turns with the first runs of the bare walk and getAllByRole`);
  try {
    m.cold = await measureCold(RUNS.cold);
  } catch (error) {
    m.coldError = error;
  }
  progress('jsdom getComputedStyle and .labels, per call');
  m.costs = [
    ['getComputedStyle(el).display', `orders ${ROWS.base}`, 'element', perCallMs(base, allElements, computedDisplay, SAMPLES.computedStyle)],
    ['control.labels', `orders ${ROWS.base}`, 'control', perCallMs(base, formControls, labelCount, SAMPLES.labelsOrders)],
    ['control.labels', `form ${FORM_CONTROLS}`, 'control', perCallMs(form, formControls, labelCount, SAMPLES.labelsForm)],
  ];
  progress(`Chromium capture+format vs ariaSnapshot, ${ROWS.base} rows, ${RUNS.chromium} alternating rounds`);
  try {
    m.chromium = await measureChromium(base, RUNS.chromium);
  } catch (error) {
    m.chromiumError = error;
  }
  progress(`Chromium read level vs ariaSnapshot: orders ${ROWS.base} rows and an article of ${ARTICLE_SECTIONS} sections, ${RUNS.reading} alternating rounds`);
  try {
    m.reading = await measureReading(
      [
        ['orders', base],
        ['article', articlePage(ARTICLE_SECTIONS)],
      ],
      RUNS.reading,
    );
  } catch (error) {
    m.readingError = error;
  }
  progress(`Playwright Test: toMatchA11ySnapshot and its anchors, ${ROWS.assertion} rows, ${RUNS.assertions} alternating rounds`);
  try {
    m.assertions = await measureAssertions(ordersPage(ROWS.assertion), RUNS.assertions);
  } catch (error) {
    m.assertionsError = error;
  }
  progress(`Vitest browser mode: toMatchA11ySnapshot vs toMatchAriaSnapshot, ${ROWS.assertion} rows, ${RUNS.vitestBrowser} alternating rounds`);
  try {
    m.vitestBrowser = await measureVitestBrowser(ordersPage(ROWS.assertion), RUNS.vitestBrowser, WARMUPS);
  } catch (error) {
    m.vitestBrowserError = error;
  }
  progress(`Jest + jsdom: toMatchA11ySnapshot and getAllByRole, ${ROWS.base} rows, ${RUNS.jest} alternating rounds`);
  try {
    m.jest = await measureJest(base, RUNS.jest, WARMUPS);
  } catch (error) {
    m.jestError = error;
  }
  progress(`the command on pages whose styles load in ${LATE_DELAYS.map((d) => d / 1000).join(' and ')} s, beside page.goto + ariaSnapshot()`);
  try {
    m.commandLoad = await measureCommandLoad();
  } catch (error) {
    m.commandLoadError = error;
  }
  progress(
    `agent servers, the same MCP client: a11y-snapshot mcp vs @playwright/mcp, snapshot of ${ROWS.base} rows x${RUNS.mcp} alternating rounds, a 1 MB article opened and read, then the 10-step task`,
  );
  try {
    m.mcp = await measureMcp(base, RUNS.mcp, WARMUPS);
  } catch (error) {
    m.mcpError = error;
  }
  progress('agents at scale: the task suite by one, two and eight clients at once over Streamable HTTP; through --cdp-endpoint against a launched browser');
  try {
    m.scale = await measureScale();
  } catch (error) {
    m.scaleError = error;
  }
  progress(`names: ${NAMES_PAGES.length} pages in both engines, each held against Chromium's native accessibility tree`);
  try {
    m.names = await measureNames();
  } catch (error) {
    m.namesError = error;
  }
  return m;
}

try {
  printReport(await measureAll());
} catch (error) {
  console.error(`bench: ${error.message}`);
  process.exitCode = 1;
}
