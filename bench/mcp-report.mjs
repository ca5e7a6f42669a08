// The agent-server figures (13–16) as report rows: goal rows beside
// @playwright/mcp, a detail table per server, the command lines, and a line
// for each server that could not be measured.
import { GOALS, ROWS } from './config.mjs';
import { int, ms } from './stats.mjs';
import { renderTable, verdict } from './table.mjs';

const ANCHOR = '@playwright/mcp';

/** Goal cells (the report's goal table), for the figures both servers gave. */
export function mcpGoalCells(sides) {
  if (!sides) return [];
  const { ours, theirs } = sides;
  const rows = [];
  if (ours.snapshotBytes !== undefined && theirs.snapshotBytes !== undefined) {
    rows.push([
      '13',
      `agent server: one full-page snapshot answer, orders ${ROWS.base} rows`,
      `${int(ours.snapshotBytes)} B`,
      `${ANCHOR} browser_snapshot`,
      `${int(theirs.snapshotBytes)} B`,
      ours.snapshotBytes / theirs.snapshotBytes,
      GOALS.mcpSnapshotSize,
    ]);
  }
  if (ours.task && theirs.task) {
    rows.push([
      '14',
      'agent server: bytes over the 10-step task (form, dialog)',
      `${int(ours.task.bytes)} B`,
      `${ANCHOR}, same task`,
      `${int(theirs.task.bytes)} B`,
      ours.task.bytes / theirs.task.bytes,
      GOALS.mcpTaskBytes,
    ]);
  }
  if (ours.snapshot && theirs.snapshot) {
    rows.push([
      '15',
      `agent server: one snapshot call, orders ${ROWS.base} rows (client's wait)`,
      ms(ours.snapshot.ms),
      `${ANCHOR} browser_snapshot`,
      ms(theirs.snapshot.ms),
      ours.snapshot.ms / theirs.snapshot.ms,
      GOALS.mcpSnapshotTime,
    ]);
  }
  if (ours.click && theirs.click) {
    rows.push([
      '15b',
      "agent server: one click on a ref, a counter page (tap with its receipt; client's wait)",
      ms(ours.click.ms),
      `${ANCHOR} browser_click with its snapshot`,
      ms(theirs.click.ms),
      ours.click.ms / theirs.click.ms,
      GOALS.mcpClickTime,
    ]);
  }
  if (ours.task && theirs.task) {
    rows.push([
      '16',
      'agent server: calls the 10-step task needs',
      `${ours.task.calls} calls`,
      `${ANCHOR}, same task`,
      `${theirs.task.calls} calls`,
      ours.task.calls / theirs.task.calls,
      GOALS.mcpTaskCalls,
    ]);
  }
  if (ours.bigPage && theirs.bigPage) {
    rows.push([
      '19',
      `agent server: navigate + read a 1 MB article (${int(ours.bigPageBytes)} B vs ${int(theirs.bigPageBytes)} B answered)`,
      ms(ours.bigPage.ms),
      `${ANCHOR} browser_navigate + browser_snapshot`,
      ms(theirs.bigPage.ms),
      ours.bigPage.ms / theirs.bigPage.ms,
      GOALS.mcpBigPageTime,
    ]);
  }
  if (ours.suite && theirs.suite && theirs.suiteFind) {
    const tasks = ours.suite.results.length;
    const best = Math.max(theirs.suite.done, theirs.suiteFind.done);
    rows.push(
      [
        '20a',
        `agent server: tasks of the suite confirmed from the answers (anchor's best ÷ ours)`,
        `${ours.suite.done} of ${tasks}`,
        `${ANCHOR}, snapshot way / find way`,
        `${theirs.suite.done} / ${theirs.suiteFind.done} of ${tasks}`,
        best / Math.max(ours.suite.done, 1),
        GOALS.mcpSuiteTasks,
      ],
      [
        '20b',
        'agent server: bytes over the task suite',
        `${int(ours.suite.bytes)} B`,
        `${ANCHOR}, its snapshot way`,
        `${int(theirs.suite.bytes)} B`,
        ours.suite.bytes / theirs.suite.bytes,
        GOALS.mcpSuiteBytes,
      ],
      [
        '20c',
        'agent server: bytes over the task suite',
        `${int(ours.suite.bytes)} B`,
        `${ANCHOR}, its find way (browser_find)`,
        `${int(theirs.suiteFind.bytes)} B`,
        ours.suite.bytes / theirs.suiteFind.bytes,
        GOALS.mcpSuiteFindBytes,
      ],
    );
  }
  return goalCells(rows);
}

/** Figure rows `[id, what, value, anchor, anchor value, ratio, goal]` as the goal table's cells, with the verdict. */
export function goalCells(rows) {
  return rows.map(([id, what, value, anchor, anchorValue, ratio, goal]) => [
    id,
    what,
    value,
    anchor,
    anchorValue,
    ratio.toFixed(3),
    `≤ ${goal.toFixed(2)}`,
    verdict(ratio, goal),
  ]);
}

/** `navigate 2, try 3, snapshot 1`: the task's calls per tool, in first-use order. */
function callsByTool(log) {
  const counts = new Map();
  for (const { name } of log) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
}

/** The detail table, the command lines and the servers not measured, as printed lines. */
export function mcpDetailLines(sides) {
  if (!sides) return [];
  const rows = Object.entries(sides).map(([name, side]) => [
    name === 'ours' ? 'a11y-snapshot mcp' : ANCHOR,
    side.snapshot ? String(side.snapshot.runs) : '',
    side.snapshot ? ms(side.snapshot.ms) : '',
    side.snapshot ? `${ms(side.snapshot.min)} – ${ms(side.snapshot.max)}` : '',
    side.snapshotBytes !== undefined ? int(side.snapshotBytes) : '',
    side.task ? String(side.task.calls) : '',
    side.task ? int(side.task.bytes) : '',
    side.task ? callsByTool(side.task.log) : '',
  ]);
  const lines = [
    renderTable(['agent server', 'runs', 'snapshot', 'min – max', 'snapshot B', 'task calls', 'task B', 'task calls by tool'], rows, [
      'l',
      'r',
      'r',
      'r',
      'r',
      'r',
      'r',
      'l',
    ]),
  ];
  for (const [name, side] of Object.entries(sides)) lines.push(`${name === 'ours' ? 'ours:  ' : 'anchor:'} ${side.command}`);
  lines.push(...suiteLines(sides));
  return lines;
}

/** The task suite, task by task: calls and bytes each way, and why a task was not done. */
function suiteLines({ ours, theirs }) {
  const ways = [
    ['ours', ours.suite],
    ['snapshot way', theirs.suite],
    ['find way', theirs.suiteFind],
  ].filter(([, suite]) => suite);
  if (!ways.length) return [];
  const tasks = ways[0][1].results.map((r) => r.task);
  const rows = tasks.map((task, i) => [
    task,
    ...ways.map(([, suite]) => {
      const r = suite.results[i];
      return r.done ? `${r.calls} calls, ${int(r.bytes)} B` : `not done: ${r.why}`;
    }),
  ]);
  return ['', renderTable(['task', ...ways.map(([way]) => way)], rows, ['l', ...ways.map(() => 'l')])];
}

/** One line per server that failed, naming the figures it left out. */
export function mcpErrorLines(sides) {
  if (!sides) return [];
  return Object.entries(sides)
    .filter(([, side]) => side.error)
    .map(
      ([name, side]) =>
        `Agent server ${name === 'ours' ? 'a11y-snapshot mcp' : ANCHOR} not measured (goals 13–16, 19, 20a–20c): ${side.error.message.split('\n')[0]}`,
    );
}

/** What `node bench/mcp.mjs` prints: the goal rows, the details, the failures. */
export function printMcpReport(sides) {
  console.log(
    renderTable(['#', 'measure', 'value', 'anchor', 'anchor value', 'ratio', 'goal', 'result'], mcpGoalCells(sides), ['l', 'l', 'r', 'l', 'r', 'r', 'l', 'l']),
  );
  console.log('');
  console.log(mcpDetailLines(sides).join('\n'));
  const errors = mcpErrorLines(sides);
  if (errors.length > 0) {
    console.log(`\n${errors.join('\n')}`);
    process.exitCode = 1;
  }
}
