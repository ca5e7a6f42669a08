// One first run in a fresh Node process (figure 1c): what a test file's first
// snapshot pays, since each test file runs in a fresh worker. After jsdom and
// the built package are imported and a new orders page is parsed (neither
// timed), it times one run of one task and prints it as one JSON line:
// `{ task, ms, elements, lines, bytes }` (lines and bytes for `ours` only).
//
//     node bench/cold-child.mjs ours        # format(capture(document))
//     node bench/cold-child.mjs bareWalk    # the bare walk of bench/jsdom.mjs
//     node bench/cold-child.mjs byRole      # getAllByRole(body, 'button')
import { JSDOM } from 'jsdom';
import { ROWS } from './config.mjs';
import { bareWalkDocument, buttonsByRole, snapshotText } from './jsdom.mjs';
import { loadOrdersPage } from './pages.mjs';
import { bytesOf, countLines } from './stats.mjs';

/** The tasks figures 1c and 1d compare, the same functions figures 1a and 1b time. */
const COLD_TASKS = { ours: snapshotText, bareWalk: bareWalkDocument, byRole: buttonsByRole };

const task = process.argv[2];
if (!Object.hasOwn(COLD_TASKS, task)) {
  console.error(`Usage: node bench/cold-child.mjs <${Object.keys(COLD_TASKS).join('|')}>`);
  process.exit(2);
}
const ordersPage = await loadOrdersPage();
const { window } = new JSDOM(ordersPage(ROWS.base));
const doc = window.document;
const start = performance.now();
const result = COLD_TASKS[task](doc);
const ms = performance.now() - start;
const out = { task, ms, elements: doc.getElementsByTagName('*').length };
if (typeof result === 'string') Object.assign(out, { lines: countLines(result), bytes: bytesOf(result) });
window.close();
process.stdout.write(`${JSON.stringify(out)}\n`);
