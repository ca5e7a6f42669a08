// Prints the measurements as two tables: the goals with their verdicts, and
// the details behind them (runs, spread, lines, bytes, per-element cost).
import os from 'node:os';
import { FORM_CONTROLS, GOALS, ROWS, WARMUPS } from './config.mjs';
import { bytesOf, countLines, int, ms, usPerElement } from './stats.mjs';
import { renderTable, verdict } from './table.mjs';
import { mcpDetailLines, mcpErrorLines, mcpGoalCells } from './mcp-report.mjs';
import { scaleDetailLines, scaleGoalCells } from './mcp-scale.mjs';
import { namesReportLines } from './names.mjs';

const perElementUs = (r) => usPerElement(r.ms, r.elements);
const ordersLabel = (r, rows) => `${int(rows)} rows, ${int(r.elements)} el`;

function goalRows(m) {
  const rows = [
    [
      '1a',
      `jsdom capture+format (${ordersLabel(m.ours, ROWS.base)})`,
      ms(m.ours.ms),
      "getAllByRole(body, 'button')",
      ms(m.byRole.ms),
      m.ours.ms / m.byRole.ms,
      GOALS.vsByRole,
    ],
    [
      '1b',
      `jsdom capture+format (${ordersLabel(m.ours, ROWS.base)})`,
      ms(m.ours.ms),
      'bare walk, 4 getAttribute/el',
      ms(m.bareWalk.ms),
      m.ours.ms / m.bareWalk.ms,
      GOALS.vsBareWalk,
    ],
    ...coldRows(m.cold),
    [
      '3',
      `jsdom per element (${ordersLabel(m.large, ROWS.large)})`,
      `${perElementUs(m.large).toFixed(1)} µs/el`,
      `same at ${ROWS.base} rows`,
      `${perElementUs(m.ours).toFixed(1)} µs/el`,
      perElementUs(m.large) / perElementUs(m.ours),
      GOALS.scaling,
    ],
  ];
  const c = m.chromium;
  if (c) {
    // After the jsdom captures (1a–1c), before the scaling figure.
    rows.splice(
      rows.findIndex(([id]) => id === '3'),
      0,
      [
        '2',
        `Chromium capture+format (${ordersLabel(c, ROWS.base)})`,
        ms(c.ours.ms),
        "locator('body').ariaSnapshot()",
        ms(c.aria.ms),
        c.ours.ms / c.aria.ms,
        GOALS.vsAriaSnapshot,
      ],
    );
    rows.push([
      '4',
      'compact output size (Chromium)',
      `${int(bytesOf(c.ourText))} B`,
      'Playwright aria snapshot text',
      `${int(bytesOf(c.ariaText))} B`,
      bytesOf(c.ourText) / bytesOf(c.ariaText),
      GOALS.size,
    ]);
  }
  rows.push(...readingRows(m.reading));
  const cells = rows.map(([id, what, value, anchor, anchorValue, ratio, goal]) => [
    id,
    what,
    value,
    anchor,
    anchorValue,
    ratio.toFixed(3),
    `≤ ${goal.toFixed(2)}`,
    verdict(ratio, goal),
  ]);
  const formMsPerElement = m.form.ms / m.form.elements;
  cells.push([
    '5',
    `jsdom form, ${int(FORM_CONTROLS)} controls (${int(m.form.elements)} el)`,
    `${formMsPerElement.toFixed(3)} ms/el`,
    '(absolute)',
    '',
    '',
    `≤ ${GOALS.formMsPerElement} ms/el`,
    verdict(formMsPerElement, GOALS.formMsPerElement),
  ]);
  for (const [id, what, value, anchor, anchorValue, ratio, goal] of [
    ...assertionRows(m.assertions),
    ...vitestBrowserRows(m.vitestBrowser),
    ...jestRows(m.jest),
  ]) {
    cells.push([id, what, ms(value.ms), anchor, ms(anchorValue.ms), ratio.toFixed(3), `≤ ${goal.toFixed(2)}`, verdict(ratio, goal)]);
  }
  cells.push(...mcpGoalCells(m.mcp));
  cells.push(...scaleGoalCells(m.scale));
  return cells;
}

/** Figures 18a–18d: the read level's time and bytes beside Playwright's aria snapshot, on the orders page and a long article. */
function readingRows(r) {
  if (!r) return [];
  const rows = [];
  for (const [name, [timeId, sizeId]] of [
    ['orders', ['18a', '18b']],
    ['article', ['18c', '18d']],
  ]) {
    const f = r[name];
    if (!f) continue;
    const page = name === 'orders' ? `orders ${ROWS.base}` : `article, ${int(f.elements)} el`;
    rows.push(
      [
        timeId,
        `Chromium capture+format at read (${page})`,
        ms(f.ours.ms),
        "locator('body').ariaSnapshot()",
        ms(f.aria.ms),
        f.ours.ms / f.aria.ms,
        GOALS.readingTime,
      ],
      [
        sizeId,
        `read output size (${page})`,
        `${int(bytesOf(f.ourText))} B`,
        'Playwright aria snapshot text',
        `${int(bytesOf(f.ariaText))} B`,
        bytesOf(f.ourText) / bytesOf(f.ariaText),
        GOALS.readingSize,
      ],
    );
  }
  return rows;
}

/** Figures 1c and 1d: the first capture in a fresh process beside the anchors' first runs in one (medians over processes). */
function coldRows(c) {
  if (!c) return [];
  const what = `jsdom first capture+format, fresh process (${ordersLabel(c.ours, ROWS.base)})`;
  return [
    ['1c', what, ms(c.ours.ms), 'bare walk, first run, fresh process', ms(c.bareWalk.ms), c.ours.ms / c.bareWalk.ms, GOALS.coldVsBareWalk],
    ['1d', what, ms(c.ours.ms), "getAllByRole(body, 'button'), first run, fresh process", ms(c.byRole.ms), c.ours.ms / c.byRole.ms, GOALS.coldVsByRole],
  ];
}

/** Figures 6–9 (6b: on a Locator): each Playwright assertion beside its anchor (medians of alternating rounds). */
function assertionRows(a) {
  if (!a) return [];
  const orders = `orders ${ROWS.assertion} rows`;
  return [
    ['6', `toMatchA11ySnapshot passes, settled ${orders}`, a.settledOurs, 'toMatchAriaSnapshot, same page', a.settledAria, GOALS.settledVsAria],
    ['6b', 'passing assertion on a table Locator, same page', a.tableOurs, 'toMatchAriaSnapshot on it', a.tableAria, GOALS.tableVsAria],
    [
      '6d',
      "passing assertion on a Locator: a widget's example amid its documentation",
      a.widgetOurs,
      'toMatchAriaSnapshot on it',
      a.widgetAria,
      GOALS.widgetVsAria,
    ],
    [
      '6e',
      "passing assertion on a Locator: a dashboard's table of 25 orders",
      a.dashboardOurs,
      'toMatchAriaSnapshot on it',
      a.dashboardAria,
      GOALS.dashboardVsAria,
    ],
    ['6f', `a test's first assertion, a new page, ${orders}`, a.firstOurs, "toMatchAriaSnapshot's first, a new page", a.firstAria, GOALS.firstVsAria],
    [
      '6c',
      'failing assertion on a Locator that matches nothing, timeout 1 s (both name it)',
      a.missingOurs,
      'toMatchAriaSnapshot on it',
      a.missingAria,
      GOALS.missingVsAria,
    ],
    ['7', 'passes on a live page (status ticks every 100 ms, pattern)', a.liveOurs, 'toMatchAriaSnapshot, same regex', a.liveAria, GOALS.liveVsAria],
    ['8', 'passes on a page whose data arrives after 1 s', a.lateOurs, 'toBeVisible on the same content', a.lateVisible, GOALS.lateVsVisible],
    [
      '9',
      `--update-snapshots=changed, 1 changed golden, ${orders}`,
      a.changedOurs,
      'one passing assertion, same page',
      a.changedAnchor,
      GOALS.changedVsPassing,
    ],
  ].map(([id, what, value, anchor, anchorValue, goal]) => [id, what, value, anchor, anchorValue, value.ms / anchorValue.ms, goal]);
}

/** Figure 10: our assertion in Vitest's browser mode beside Vitest's own, on the same element (medians of alternating rounds). */
function vitestBrowserRows(v) {
  if (!v) return [];
  return [
    [
      '10',
      `Vitest browser mode: toMatchA11ySnapshot passes, orders ${ROWS.assertion} rows`,
      v.browserOurs,
      "Vitest's toMatchAriaSnapshot, same element",
      v.browserAria,
      v.browserOurs.ms / v.browserAria.ms,
      GOALS.browserVsAria,
    ],
  ];
}

/** Figure 11: the Jest door's assertion beside getAllByRole, on the same freshly rendered page. */
function jestRows(j) {
  if (!j) return [];
  return [
    [
      '11',
      `Jest + jsdom: toMatchA11ySnapshot passes, fresh orders ${ROWS.base} rows`,
      j.jestOurs,
      "getAllByRole(body, 'button'), same page",
      j.jestByRole,
      j.jestOurs.ms / j.jestByRole.ms,
      GOALS.jestVsByRole,
    ],
  ];
}

function detailRows(m) {
  const row = (what, r, text) => [
    what,
    String(r.runs),
    ms(r.ms),
    `${ms(r.min)} – ${ms(r.max)}`,
    int(r.elements),
    `${perElementUs(r).toFixed(1)} µs`,
    text ? int(countLines(text)) : '',
    text ? int(bytesOf(text)) : '',
  ];
  const rows = [
    row(`jsdom capture+format, orders ${ROWS.base}`, m.ours, m.ours.result),
    row(`jsdom getAllByRole, orders ${ROWS.base}`, m.byRole),
    row(`jsdom bare walk, orders ${ROWS.base}`, m.bareWalk),
    row(`jsdom capture+format, orders ${ROWS.large}`, m.large, m.large.result),
    row(`jsdom capture+format, form ${FORM_CONTROLS}`, m.form, m.form.result),
  ];
  if (m.cold) {
    // One timed run per fresh process: the text's size is reported, not the text.
    const { ours, bareWalk, byRole } = m.cold;
    rows.push([
      `jsdom first capture+format, fresh processes, orders ${ROWS.base}`,
      String(ours.runs),
      ms(ours.ms),
      `${ms(ours.min)} – ${ms(ours.max)}`,
      int(ours.elements),
      `${perElementUs(ours).toFixed(1)} µs`,
      int(ours.lines),
      int(ours.bytes),
    ]);
    rows.push([
      `jsdom bare walk, first run, fresh processes, orders ${ROWS.base}`,
      String(bareWalk.runs),
      ms(bareWalk.ms),
      `${ms(bareWalk.min)} – ${ms(bareWalk.max)}`,
      int(bareWalk.elements),
      `${perElementUs(bareWalk).toFixed(1)} µs`,
      '',
      '',
    ]);
    rows.push([
      `jsdom getAllByRole, first run, fresh processes, orders ${ROWS.base}`,
      String(byRole.runs),
      ms(byRole.ms),
      `${ms(byRole.min)} – ${ms(byRole.max)}`,
      int(byRole.elements),
      `${perElementUs(byRole).toFixed(1)} µs`,
      '',
      '',
    ]);
  }
  const c = m.chromium;
  if (c) {
    rows.push(row(`Chromium capture+format, orders ${ROWS.base}`, { ...c.ours, elements: c.elements }, c.ourText));
    rows.push(row(`Chromium ariaSnapshot, orders ${ROWS.base}`, { ...c.aria, elements: c.elements }, c.ariaText));
  }
  return rows;
}

function costRows(m) {
  return m.costs.map(([call, page, per, r]) => [
    call,
    page,
    String(r.runs),
    ms(r.ms),
    `${ms(r.min)} – ${ms(r.max)}`,
    `${int(r.population)} × ${ms(r.ms)} = ${ms(r.population * r.ms)}`,
  ]);
}

function machine() {
  const cpus = os.cpus();
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `${date} UTC, Node ${process.version}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${os.platform()} ${os.arch()}`;
}

export function printReport(m) {
  console.log(`a11y-snapshot bench, ${machine()}`);
  console.log(`jsdom: a newly parsed document per timed run (parse not timed), ${WARMUPS} warm-up runs each, runs interleaved, medians.\n`);
  console.log(
    renderTable(['#', 'measure', 'value', 'anchor', 'anchor value', 'ratio', 'goal', 'result'], goalRows(m), ['l', 'l', 'r', 'l', 'r', 'r', 'l', 'l']),
  );
  console.log('');
  console.log(
    renderTable(['detail', 'runs', 'median', 'min – max', 'elements', 'per el', 'lines', 'bytes'], detailRows(m), ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']),
  );
  console.log('');
  console.log(
    renderTable(['jsdom call the engine avoids', 'page', 'calls', 'median', 'min – max', 'if every one asks'], costRows(m), ['l', 'l', 'r', 'r', 'r', 'l']),
  );
  // Each runner's own timings, then any figure a runner could not measure.
  for (const [key, title] of [
    ['assertions', 'Playwright assertion'],
    ['vitestBrowser', 'Vitest browser-mode'],
    ['jest', 'Jest assertion'],
  ]) {
    if (m[key]) {
      const rows = Object.entries(m[key]).map(([name, r]) => [name, String(r.runs), ms(r.ms), `${ms(r.min)} – ${ms(r.max)}`]);
      console.log('');
      console.log(renderTable([`${title} timing`, 'runs', 'median', 'min – max'], rows, ['l', 'r', 'r', 'r']));
    }
  }
  if (m.commandLoad) {
    console.log('');
    console.log(
      renderTable(
        ['#', 'the command on a page whose styles load late', 'anchor', 'same lines', 'header', 'command', 'anchor time', 'result'],
        m.commandLoad.map((r, i) => [
          `12${'ab'[i] ?? ''}`,
          `styles and a script after ${r.delay / 1000} s`,
          'page.goto + ariaSnapshot()',
          r.same ? 'yes' : 'no',
          r.settled ? 'settled' : 'loading',
          ms(r.commandMs),
          ms(r.gotoMs),
          r.same && r.settled ? 'PASS' : 'FAIL',
        ]),
        ['l', 'l', 'l', 'l', 'l', 'r', 'r', 'l'],
      ),
    );
  }
  if (m.mcp) {
    console.log('');
    console.log(mcpDetailLines(m.mcp).join('\n'));
  }
  for (const line of scaleDetailLines(m.scale)) console.log(line);
  if (m.names) {
    console.log('');
    console.log(namesReportLines(m.names).join('\n'));
  }
  for (const line of mcpErrorLines(m.mcp)) {
    console.log(`\n${line}`);
    process.exitCode = 1;
  }
  for (const [key, what, goals] of [
    ['coldError', 'First capture in a fresh process', 'goals 1c, 1d'],
    ['vitestBrowserError', 'Vitest browser mode', 'goal 10'],
    ['jestError', 'Jest', 'goal 11'],
    ['assertionsError', 'Playwright assertions', 'goals 6–9'],
    ['commandLoadError', 'The command on late pages', 'goal 12'],
    ['mcpError', 'Agent servers', 'goals 13–16, 19, 20a–20c'],
    ['scaleError', 'Agents at scale', 'goals 21a–21c'],
    ['namesError', "Names against Chromium's native tree", 'goal 17'],
    ['readingError', 'The read level', 'goals 18a–18d'],
  ]) {
    if (m[key]) {
      console.log(`\n${what} not measured (${goals}): ${m[key].message.split('\n')[0]}`);
      process.exitCode = 1;
    }
  }
  if (m.chromiumError) {
    console.log(`\nChromium not measured (goals 2 and 4): ${m.chromiumError.message.split('\n')[0]}`);
    process.exitCode = 1;
  }
}
