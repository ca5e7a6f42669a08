/**
 * Faults the server outlives: a page whose script never yields (every call
 * is bounded by --timeout, and the call after says a new page was opened),
 * and a browser killed under it (the next call launches another and says
 * so). Each fault is an MCP error result, never a dead server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descendants, isRunning, processArgs, refOf, startAgent, startApp, type Agent, type App } from './harness.js';

/**
 * The bound the server is started with. Chromium starts with the server and a lost page is replaced in
 * the same browser, so no call spends its bound on a launch; 4 s leaves a page load room on a machine
 * whose two cores run the whole suite.
 */
const TIMEOUT_MS = 4_000;
/** How long a call may take before the test calls it hung: the bound, plus a new browser's launch, on a busy machine. */
const HUNG_MS = TIMEOUT_MS + 20_000;

const LOOP = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Busy</title></head>
<body>
<main>
  <h1>Busy page</h1>
  <button type="button" id="now">Spin now</button>
  <button type="button" id="later">Spin after the click</button>
</main>
<script>
  // In the click handler: the click itself never returns.
  document.getElementById('now').addEventListener('click', () => { while (true) {} });
  // After it: the click returns, the read that follows never does.
  document.getElementById('later').addEventListener('click', () => setTimeout(() => { while (true) {} }, 0));
</script>
</body>
</html>`;

/** A page whose load never ends: a navigation to it runs out. */
const NEVER_LOADS = '<!doctype html><title>Never</title><script>while (true) {}</script>';

let app: App;
let agent: Agent;

beforeAll(async () => {
  [app, agent] = await Promise.all([
    startApp({
      '/busy': LOOP,
      '/never-loads': NEVER_LOADS,
      '/': '<!doctype html><title>Calm</title><main><h1>Calm page</h1><button type="button">Still here</button></main>',
    }),
    startAgent(['--timeout', String(TIMEOUT_MS)]),
  ]);
  // The first call meets a browser the server started; its page is not what these tests are about.
  expect((await call('snapshot')).isError).toBe(false);
});

afterAll(async () => {
  await agent?.close();
  await app?.close();
});

/** Calls a tool with a client bound well above --timeout: a server that never answers fails here, not at the run's end. */
async function call(name: string, args: Record<string, unknown> = {}) {
  const result = await agent.client.callTool({ name, arguments: args }, undefined, { timeout: HUNG_MS });
  const content = result.content as Array<{ type: string; text?: string }>;
  return {
    isError: result.isError === true,
    text: content
      .filter((part) => part.type === 'text')
      .map((part) => part.text)
      .join('\n'),
  };
}

/** The note a call makes after its page was replaced. */
const NEW_PAGE_NOTE = /^note: .+: a new page was opened, blank; navigate again$/;

describe(`a page whose script never yields (--timeout ${TIMEOUT_MS})`, () => {
  it.each([
    ['Spin now', 'in the click handler'],
    ['Spin after the click', 'after the click, in the read that follows'],
  ])('%s (%s): the call is an error result naming the bound; the next call says a new page was opened', async (button) => {
    const arrived = await call('navigate', { url: `${app.origin}/busy` });
    expect(arrived.isError, arrived.text).toBe(false);
    const page = await call('snapshot');
    const stuck = await call('tap', { ref: refOf(page.text, `button "${button}"`) });
    expect(stuck.isError, stuck.text).toBe(true);
    expect(stuck.text.split('\n')).toHaveLength(1);
    expect(stuck.text).toMatch(new RegExp(`^tap: timed out after ${TIMEOUT_MS} ms \\(--timeout\\)`));

    const next = await call('snapshot');
    expect(next.isError, next.text).toBe(false);
    const lines = next.text.split('\n');
    expect(lines[0]).toMatch(NEW_PAGE_NOTE);
    expect(lines[0]).toContain('tap');
    expect(lines[1]).toBe('snapshot v2');
    expect(lines[2]).toBe('page "" url="about:blank" settled');

    // Said once: the call after that is plain.
    const again = await call('navigate', { url: `${app.origin}/` });
    expect(again.isError, again.text).toBe(false);
    expect(again.text.split('\n')[0]).toBe('snapshot v2');
    expect(again.text).toContain('page "Calm" url=');
  });
});

/** The browser's processes under the server, or only its renderers (the pages). */
function browserProcesses(which: 'all' | 'renderers'): number[] {
  return descendants(agent.pid).filter((pid) => {
    const command = processArgs(pid);
    return /chrom|headless/i.test(command) && (which === 'all' || command.includes('--type=renderer'));
  });
}

/** SIGKILLs each, then waits until none is running (the kill is asynchronous; this is no speed check). */
async function kill(pids: number[]): Promise<void> {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already: killing the browser's main process takes its children with it.
    }
  }
  while (pids.some(isRunning)) await new Promise((done) => setTimeout(done, 50));
}

describe('a call that ran out is over', () => {
  it('a navigation that ran out is not made again behind the next call, which says the page was replaced', async () => {
    const requests = () => app.served.filter((request) => request.url === '/never-loads').length;
    const stuck = await call('navigate', { url: `${app.origin}/never-loads` });
    expect(stuck.isError, stuck.text).toBe(true);
    expect(stuck.text).toMatch(new RegExp(`^navigate: timed out after ${TIMEOUT_MS} ms \\(--timeout\\)`));

    const next = await call('snapshot');
    expect(next.isError, next.text).toBe(false);
    expect(next.text.split('\n')[0]).toMatch(NEW_PAGE_NOTE);
    expect(next.text).toContain('page "" url="about:blank" settled');
    expect(requests()).toBe(1);
  });
});

describe('a browser that was killed, a page that crashed', () => {
  it.each([
    ['the whole browser', 'all'],
    ['its renderers: the page crashed', 'renderers'],
  ] as const)('%s: the next call launches a new page, and says so', async (_, which) => {
    const arrived = await call('navigate', { url: `${app.origin}/` });
    expect(arrived.isError, arrived.text).toBe(false);
    const killed = browserProcesses(which);
    expect(killed.length).toBeGreaterThan(0);
    await kill(killed);

    const next = await call('snapshot');
    expect(next.isError, next.text).toBe(false);
    expect(next.text.split('\n')[0]).toMatch(NEW_PAGE_NOTE);
    expect(next.text).toContain('page "" url="about:blank" settled');

    const back = await call('navigate', { url: `${app.origin}/` });
    expect(back.isError, back.text).toBe(false);
    expect(back.text.split('\n')[0]).toBe('snapshot v2');
    expect(back.text).toContain('page "Calm" url=');
    expect(browserProcesses('all').filter((pid) => killed.includes(pid))).toEqual([]);
  });

  it('a call sent at once, before the server has heard of the loss, says the page is lost too', async () => {
    await call('navigate', { url: `${app.origin}/` });
    const killed = browserProcesses('all');
    for (const pid of killed) process.kill(pid, 'SIGKILL');
    // No waiting: the call may meet the dying browser. Its answer must still say what happened.
    const next = await call('snapshot');
    expect(next.text).toMatch(/a new page/);
    const after = await call('navigate', { url: `${app.origin}/` });
    expect(after.isError, after.text).toBe(false);
    expect(after.text).toContain('page "Calm" url=');
  });

  it('the server is alive and answers the ordinary way', async () => {
    await call('navigate', { url: `${app.origin}/` });
    const page = await call('snapshot');
    expect(page.isError, page.text).toBe(false);
    expect(page.text.split('\n')[0]).toBe('snapshot v2');
    expect(page.text).toContain('button "Still here"');
  });
});
