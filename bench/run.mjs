// The speed and size report: the product against its anchors, measured in
// the same run. `npm run bench` builds first. Always exits 0 once the report
// is printed (it is a report, not a test); see BENCHMARKS.md.
import os from 'node:os';
import { loadOrdersPage, formsPage } from './pages.mjs';
import { bareWalkDocument, buttonsByRole, snapshotText, timeInterleaved } from './jsdom.mjs';
import { measureChromium } from './chromium.mjs';
import { bytesOf, countLines, int, ms, usPerElement } from './stats.mjs';
import { renderTable, verdict } from './table.mjs';

const RUNS = { ours: 7, bareWalk: 7, byRole: 3, large: 3, form: 7, chromium: 7 };
const ROWS = { base: 500, large: 5000 };
const FORM_CONTROLS = 1400;
const GOALS = { vsByRole: 0.1, vsBareWalk: 3, vsAriaSnapshot: 0.3, scaling: 1.3, size: 0.5, formMsPerElement: 0.5 };

function progress(message) {
  process.stderr.write(`bench: ${message}\n`);
}

async function measureAll() {
  const ordersPage = await loadOrdersPage();
  const base = ordersPage(ROWS.base);
  progress(`jsdom, interleaved: capture+format ${ROWS.base} rows x${RUNS.ours}, bare walk x${RUNS.bareWalk}, ` +
    `getAllByRole x${RUNS.byRole}, capture+format ${ROWS.large} rows x${RUNS.large}`);
  const m = timeInterleaved({
    ours: { html: base, task: snapshotText, runs: RUNS.ours },
    bareWalk: { html: base, task: bareWalkDocument, runs: RUNS.bareWalk },
    byRole: { html: base, task: buttonsByRole, runs: RUNS.byRole },
    // The same code as `ours` on a bigger page: its warm-up is the one above.
    large: { html: ordersPage(ROWS.large), task: snapshotText, runs: RUNS.large, warmup: false },
  });
  progress(`jsdom capture+format, form with ${FORM_CONTROLS} controls (${RUNS.form} runs)`);
  m.form = timeInterleaved({ form: { html: formsPage(FORM_CONTROLS), task: snapshotText, runs: RUNS.form } }).form;
  progress(`Chromium capture+format vs ariaSnapshot, ${ROWS.base} rows (${RUNS.chromium} rounds)`);
  try {
    m.chromium = await measureChromium(base, RUNS.chromium);
  } catch (error) {
    m.chromiumError = error;
  }
  return m;
}

function goalRows(m) {
  const perEl = (r) => usPerElement(r.ms, r.elements);
  const orders = (r, rows) => `${int(rows)} rows, ${int(r.elements)} el`;
  const rows = [
    ['1a', `jsdom capture+format (${orders(m.ours, ROWS.base)})`, ms(m.ours.ms),
      "getAllByRole(body, 'button')", ms(m.byRole.ms), m.ours.ms / m.byRole.ms, GOALS.vsByRole],
    ['1b', `jsdom capture+format (${orders(m.ours, ROWS.base)})`, ms(m.ours.ms),
      'bare walk, 4 getAttribute/el', ms(m.bareWalk.ms), m.ours.ms / m.bareWalk.ms, GOALS.vsBareWalk],
    ['3', `jsdom per element (${orders(m.large, ROWS.large)})`, `${perEl(m.large).toFixed(1)} µs/el`,
      `same at ${ROWS.base} rows`, `${perEl(m.ours).toFixed(1)} µs/el`, perEl(m.large) / perEl(m.ours), GOALS.scaling],
  ];
  if (m.chromium) {
    const c = m.chromium;
    rows.splice(2, 0, ['2', `Chromium capture+format (${orders(c, ROWS.base)})`, ms(c.ours.ms),
      "locator('body').ariaSnapshot()", ms(c.aria.ms), c.ours.ms / c.aria.ms, GOALS.vsAriaSnapshot]);
    rows.push(['4', 'compact output size (Chromium)', `${int(bytesOf(c.ourText))} B`,
      'Playwright aria snapshot text', `${int(bytesOf(c.ariaText))} B`, bytesOf(c.ourText) / bytesOf(c.ariaText), GOALS.size]);
  }
  const cells = rows.map(([id, what, value, anchor, anchorValue, ratio, goal]) =>
    [id, what, value, anchor, anchorValue, ratio.toFixed(3), `≤ ${goal.toFixed(2)}`, verdict(ratio, goal)]);
  const formMsPerEl = m.form.ms / m.form.elements;
  cells.push(['5', `jsdom form, ${int(FORM_CONTROLS)} controls (${int(m.form.elements)} el)`, `${formMsPerEl.toFixed(3)} ms/el`,
    '(absolute)', '', '', `≤ ${GOALS.formMsPerElement} ms/el`, verdict(formMsPerEl, GOALS.formMsPerElement)]);
  return cells;
}

function detailRows(m) {
  const row = (what, r, text) => [what, String(r.runs), ms(r.ms), `${ms(r.min)} – ${ms(r.max)}`, int(r.elements),
    `${usPerElement(r.ms, r.elements).toFixed(1)} µs`, text ? int(countLines(text)) : '', text ? int(bytesOf(text)) : ''];
  const rows = [
    row(`jsdom capture+format, ${ROWS.base} rows`, m.ours, m.ours.result),
    row(`jsdom getAllByRole, ${ROWS.base} rows`, m.byRole),
    row(`jsdom bare walk, ${ROWS.base} rows`, m.bareWalk),
    row(`jsdom capture+format, ${ROWS.large} rows`, m.large, m.large.result),
    row(`jsdom capture+format, form ${FORM_CONTROLS}`, m.form, m.form.result),
  ];
  if (m.chromium) {
    const c = m.chromium;
    rows.push(row(`Chromium capture+format, ${ROWS.base} rows`, { ...c.ours, elements: c.elements }, c.ourText));
    rows.push(row(`Chromium ariaSnapshot, ${ROWS.base} rows`, { ...c.aria, elements: c.elements }, c.ariaText));
  }
  return rows;
}

function report(m) {
  const cpus = os.cpus();
  console.log(`a11y-snapshot bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ` +
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${os.platform()} ${os.arch()}`);
  console.log('jsdom: a newly parsed document per timed run (parse not timed), one warm-up run each, runs interleaved, medians.\n');
  console.log(renderTable(['#', 'measure', 'value', 'anchor', 'anchor value', 'ratio', 'goal', 'result'],
    goalRows(m), ['l', 'l', 'r', 'l', 'r', 'r', 'l', 'l']));
  console.log('');
  console.log(renderTable(['detail', 'runs', 'median', 'min – max', 'elements', 'per el', 'lines', 'bytes'],
    detailRows(m), ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']));
  if (m.chromiumError) {
    console.log(`\nChromium not measured (goals 2 and 4): ${m.chromiumError.message.split('\n')[0]}`);
    process.exitCode = 1;
  }
}

try {
  report(await measureAll());
} catch (error) {
  console.error(`bench: ${error.message}`);
  process.exitCode = 1;
}
