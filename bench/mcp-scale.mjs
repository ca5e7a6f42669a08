// Figures 21a–21c: agents at scale. One server over Streamable HTTP
// (`mcp --port 0`), the task suite run by one client alone, then by two
// clients at once, then by eight at once: the per-call median beside one
// agent's (21a), and with eight every task done, the median and 95th
// percentile of a call, and the memory each session added (21b). Then the
// suite over standard input through `--cdp-endpoint`, on a Chromium started
// with a remote debugging port, against the suite on a browser the server
// launched, rounds alternating (21c).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../dist/browser-page/browser.js';
import { connectHttp, serverCommands, startServer } from './mcp-servers.mjs';
import { runSuite, writeSuitePages } from './mcp-suite.mjs';
import { GOALS } from './config.mjs';
import { int, median, ms, timed } from './stats.mjs';
import { goalCells } from './mcp-report.mjs';

/** Rounds of the suite through --cdp-endpoint and on a launched browser, alternating. */
const REMOTE_ROUNDS = 3;

export async function measureScale() {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-bench-scale-'));
  const urls = writeSuitePages(dir);
  const [bin, , ...flags] = serverCommands().ours;
  const http = await startHttpServer([bin, 'mcp', ...flags, '--port', '0', '--max-sessions', '8'], dir);
  const out = {};
  try {
    const idleMemory = treeRss(http.pid);
    out.alone = await suitesAtOnce(http.url, 1, urls);
    out.two = await suitesAtOnce(http.url, 2, urls);
    out.eight = await suitesAtOnce(http.url, 8, urls, () => (out.eightMemory = treeRss(http.pid)));
    out.memoryPerSession = (out.eightMemory - idleMemory) / 8;
  } finally {
    http.stop();
  }
  try {
    out.remote = await remoteAgainstLaunched(urls, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

/** `n` clients, each running the suite at the same moment: every call's time, tasks done of all. `whileOpen` runs before they close. */
async function suitesAtOnce(url, n, urls, whileOpen) {
  const clients = await Promise.all(Array.from({ length: n }, (_, i) => connectHttp(`agent ${i + 1}`, url)));
  const times = [];
  for (const client of clients) timeCalls(client, times);
  try {
    const suites = await Promise.all(clients.map((client) => runSuite(client, 'ours', urls)));
    whileOpen?.();
    const tasks = suites.reduce((sum, suite) => sum + suite.results.length, 0);
    const failed = suites.flatMap((suite) => suite.results.filter((r) => !r.done).map((r) => `${r.task}: ${r.why}`));
    return { calls: times, done: suites.reduce((sum, suite) => sum + suite.done, 0), tasks, failed, median: median(times), p95: percentile(times, 0.95) };
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
}

/** Keeps the time of each of `server`'s calls in `times`. */
function timeCalls(server, times) {
  const call = server.call;
  server.call = async (...args) => {
    const start = performance.now();
    try {
      return await call(...args);
    } finally {
      times.push(performance.now() - start);
    }
  };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** The suite's time through --cdp-endpoint and on a launched browser, median of alternating rounds. */
async function remoteAgainstLaunched(urls, dir) {
  const { executablePath, args = [] } = chromiumLaunchOptions();
  const browser = spawn(
    executablePath ?? chromium.executablePath(),
    [...args, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${join(dir, 'remote-profile')}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  try {
    const endpoint = await said(browser, /DevTools listening on (ws:\/\/\S+)/);
    const ours = serverCommands().ours;
    const servers = {
      remote: await startServer(
        'a11y-snapshot mcp --cdp-endpoint',
        [...ours.filter((arg) => arg !== '--allow-file'), '--allow-file', '--cdp-endpoint', endpoint],
        dir,
      ),
      launched: await startServer('a11y-snapshot mcp', ours, dir),
    };
    const times = { remote: [], launched: [] };
    try {
      for (const server of Object.values(servers)) await runSuite(server, 'ours', urls);
      for (let round = 0; round < REMOTE_ROUNDS; round++) {
        for (const [name, server] of Object.entries(servers)) {
          const { ms, result } = await timed(() => runSuite(server, 'ours', urls));
          if (result.done !== result.results.length) throw new Error(`${server.label}: ${result.results.find((r) => !r.done)?.why}`);
          times[name].push(ms);
        }
      }
    } finally {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    }
    return { remote: median(times.remote), launched: median(times.launched), rounds: REMOTE_ROUNDS };
  } finally {
    browser.kill();
  }
}

/** The server started as a service: `node <args>`, where it serves read from its standard error. */
async function startHttpServer(args, cwd) {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  const url = await said(child, /serving MCP at (http:\/\/\S+)/);
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** The first match of `pattern` in what `child` writes to standard error. */
function said(child, pattern) {
  return new Promise((found, failed) => {
    let text = '';
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const match = pattern.exec(text);
      if (match) found(match[1]);
    });
    child.once('exit', (code) => failed(new Error(`exited ${code} before saying where: ${text.slice(-300)}`)));
  });
}

/**
 * Memory of a process and every process under it, in bytes (its Chromium
 * too): each one's proportional set size, so pages its processes share are
 * counted once.
 */
function treeRss(pid) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));

  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of rows) if (tree.has(parent) && !tree.has(child)) grew = tree.add(child) !== undefined;
  }
  return [...tree].reduce((sum, member) => sum + pssOf(member), 0);
}

/** A process's proportional set size in bytes (0 once it has gone). */
function pssOf(pid) {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Goal rows of figures 21a–21c, as the report's goal table prints them. */
export function scaleGoalCells(m) {
  if (!m) return [];
  const rows = [
    [
      '21a',
      'agent server over HTTP: one call, median, two agents at once running the suite',
      ms(m.two.median),
      'one agent alone, the same server',
      ms(m.alone.median),
      m.two.median / m.alone.median,
      GOALS.mcpTwoAgents,
    ],
    [
      '21b',
      `agent server over HTTP: eight agents at once, suites done (p50 ${ms(m.eight.median)}, p95 ${ms(m.eight.p95)}, ${int(m.memoryPerSession / 2 ** 20)} MiB a session)`,
      `${m.eight.done} of ${m.eight.tasks}`,
      'every task of every agent',
      `${m.eight.tasks} of ${m.eight.tasks}`,
      m.eight.tasks / Math.max(m.eight.done, 1),
      1,
    ],
  ];
  if (m.remote)
    rows.push([
      '21c',
      `agent server: the task suite through --cdp-endpoint, median of ${m.remote.rounds} alternating rounds`,
      ms(m.remote.remote),
      'the same suite on a browser the server launched',
      ms(m.remote.launched),
      m.remote.remote / m.remote.launched,
      GOALS.mcpRemote,
    ]);
  return goalCells(rows);
}

/** The tasks eight agents at once did not finish, a line each. */
export function scaleDetailLines(m) {
  return m ? m.eight.failed.map((line) => `not done with eight agents at once: ${line}`) : [];
}
