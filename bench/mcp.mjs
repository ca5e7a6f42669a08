// The agent server against `@playwright/mcp`, both driven by the same MCP
// client on the same pages (files in a temporary folder): the bytes and the
// time of one full-page snapshot on the orders page, and the bytes and calls
// of a scripted ten-step task (bench/mcp-task.mjs). A server that fails is
// recorded (`error`) and the other is still measured.
// Run alone: `node bench/mcp.mjs` (after a build) prints its figures.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BIG_ARTICLE_SECTIONS, MCP_FORM_CONTROLS, ROWS, RUNS, WARMUPS } from './config.mjs';
import { articlePage } from './pages.mjs';
import { apiUrl, serveOrdersApi, writeAgentPages } from './mcp-pages.mjs';
import { printCommand, serverCommands, startServer } from './mcp-servers.mjs';
import { NOTATIONS, refIn, runTask } from './mcp-task.mjs';
import { runSuite, writeSuitePages } from './mcp-suite.mjs';
import { summary, timed } from './stats.mjs';

/** Each server's full-page snapshot call. */
const SNAPSHOT_CALL = { ours: ['snapshot', {}], theirs: ['browser_snapshot', {}] };
const NAVIGATE_CALL = { ours: 'navigate', theirs: 'browser_navigate' };
/** Each server's read of a whole page's text: ours at the read level, theirs its snapshot (which holds the text). */
const READ_CALL = { ours: ['snapshot', { detail: 'read' }], theirs: ['browser_snapshot', {}] };
const LABELS = { ours: 'a11y-snapshot mcp', theirs: '@playwright/mcp' };
/** The click of figure 15b, as the task's tap steps call it, and the page it clicks on: a counter, the page's answer a status line. */
const CLICK = { act: 'tap', target: ['button', 'Add'] };
const COUNTER_PAGE = `<!doctype html><title>Counter</title><main><h1>Counter</h1>
<button type="button" onclick="document.querySelector('[role=status]').textContent = 'Added ' + ++window.added">Add</button>
<p role="status"></p></main><script>window.added = 0</script>`;

/** One snapshot call: its answer's bytes and how long the client waited for it. */
async function snapshotCall(server, name) {
  const before = server.tally.bytes;
  const { ms } = await timed(() => server.call(...SNAPSHOT_CALL[name]));
  return { ms, bytes: server.tally.bytes - before };
}

/**
 * Starts both servers, sets the orders page in each, warms up, then times
 * `rounds` snapshot calls alternating between them; then runs the task on
 * each. Returns `{ ours, theirs }`, each with `command` and either
 * `snapshot` (timing summary), `snapshotBytes` and `task` (calls, bytes,
 * log), or `error`. `commands` are both servers' arguments after `node`.
 */
export async function measureMcp(ordersHtml, rounds = RUNS.mcp, warmups = WARMUPS, commands = serverCommands()) {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-bench-mcp-'));
  const sides = { ours: { command: printCommand(commands.ours) }, theirs: { command: printCommand(commands.theirs) } };
  const servers = {};
  const api = await serveOrdersApi();
  // A failing server is closed and dropped; the other goes on.
  const attempt = async (name, work) => {
    if (sides[name].error) return;
    try {
      await work();
    } catch (error) {
      sides[name].error = error;
      await servers[name]?.close().catch(() => {});
      delete servers[name];
    }
  };
  try {
    const urls = writeAgentPages(dir, { ordersHtml, formControls: MCP_FORM_CONTROLS, api: apiUrl(api) });
    for (const name of ['theirs', 'ours']) {
      await attempt(name, async () => {
        const cwd = join(dir, name);
        mkdirSync(cwd);
        servers[name] = await startServer(LABELS[name], commands[name], cwd);
        await servers[name].call(NAVIGATE_CALL[name], { url: urls.orders });
        for (let i = 0; i < warmups; i++) await snapshotCall(servers[name], name);
      });
    }
    const times = { ours: [], theirs: [] };
    for (let round = 0; round < rounds; round++) {
      for (const name of ['ours', 'theirs']) {
        await attempt(name, async () => {
          const call = await snapshotCall(servers[name], name);
          times[name].push(call.ms);
          sides[name].snapshotBytes = call.bytes;
        });
      }
    }
    // Figure 15b: one click on a ref, the client's wait for the act and its answer (ours a receipt, theirs its snapshot).
    const counter = join(dir, 'counter.html');
    writeFileSync(counter, COUNTER_PAGE);
    const clickRefs = {};
    for (const name of ['ours', 'theirs']) {
      await attempt(name, async () => {
        await servers[name].call(NAVIGATE_CALL[name], { url: pathToFileURL(counter).href });
        clickRefs[name] = refIn(NOTATIONS[name], [await servers[name].call(...SNAPSHOT_CALL[name])], CLICK.target);
        if (!clickRefs[name]) throw new Error('no ref for the button "Add" in the snapshot of the counter page');
        for (let i = 0; i < warmups; i++) await NOTATIONS[name].act(servers[name], CLICK, clickRefs[name]);
      });
    }
    const clicks = { ours: [], theirs: [] };
    for (let round = 0; round < rounds; round++) {
      for (const name of ['ours', 'theirs']) {
        await attempt(name, async () => {
          const { ms } = await timed(() => NOTATIONS[name].act(servers[name], CLICK, clickRefs[name]));
          clicks[name].push(ms);
        });
      }
    }
    // Figure 19: a ~1 MB article opened and read whole, the client's wait for both calls.
    const article = join(dir, 'article.html');
    writeFileSync(article, articlePage(BIG_ARTICLE_SECTIONS));
    const big = { ours: [], theirs: [] };
    for (let round = 0; round < RUNS.mcpBigPage; round++) {
      for (const name of ['ours', 'theirs']) {
        await attempt(name, async () => {
          const before = servers[name].tally.bytes;
          const { ms } = await timed(async () => {
            await servers[name].call(NAVIGATE_CALL[name], { url: pathToFileURL(article).href });
            await servers[name].call(...READ_CALL[name]);
          });
          big[name].push(ms);
          sides[name].bigPageBytes = servers[name].tally.bytes - before;
        });
      }
    }
    for (const name of ['ours', 'theirs']) {
      if (times[name].length === rounds) sides[name].snapshot = summary(times[name]);
      if (clicks[name].length === rounds) sides[name].click = summary(clicks[name]);
      if (big[name].length === RUNS.mcpBigPage) sides[name].bigPage = summary(big[name]);
      await attempt(name, async () => {
        sides[name].task = await runTask(servers[name], name, urls);
      });
    }
    // Figures 20a–20c: the task suite, ours one way, the anchor its snapshot way and its find way.
    const suiteUrls = writeSuitePages(dir);
    await attempt('ours', async () => {
      sides.ours.suite = await runSuite(servers.ours, 'ours', suiteUrls);
    });
    await attempt('theirs', async () => {
      sides.theirs.suite = await runSuite(servers.theirs, 'snapshot', suiteUrls);
      sides.theirs.suiteFind = await runSuite(servers.theirs, 'find', suiteUrls);
    });
  } finally {
    for (const server of Object.values(servers)) await server.close().catch(() => {});
    api.closeAllConnections();
    await new Promise((done) => api.close(done));
    rmSync(dir, { recursive: true, force: true });
  }
  return sides;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { loadOrdersPage } = await import('./pages.mjs');
  const { printMcpReport } = await import('./mcp-report.mjs');
  const ordersPage = await loadOrdersPage();
  printMcpReport(await measureMcp(ordersPage(ROWS.base)));
}
