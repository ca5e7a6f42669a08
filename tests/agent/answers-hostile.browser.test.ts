/**
 * What the agent is told stays true on a page that works against it: a ref
 * whose element the page renamed and repurposed is refused, not acted on;
 * an act's error quotes the page's element names with their line breakers
 * escaped; a download the page starts by itself is refused and told; a page
 * that never finishes loading is answered within --timeout, and a read
 * never calls a page settled while a request of its load is pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refOf, startAgent, startApp, type Agent, type App, type Route } from './harness.js';

/** Characters a host that splits lines as Python does would break a line at. */
const LINE_BREAKERS = /[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]/;

const PAGES: Record<string, Route> = {
  // "Keep plan", renamed and made to submit a cancellation once the agent has read it.
  '/plan': `<!doctype html><title>Plan</title><main><h1>Plan</h1>
    <form method="post" action="/cancel"><button type="button" id="b">Keep plan</button></form></main>
    <script>
      setTimeout(() => { const b = document.getElementById('b'); b.textContent = 'Cancel subscription'; b.type = 'submit'; fetch('/renamed'); }, 1500);
    </script>`,
  // The page's word that it has renamed the button: the test taps only then, however late the page's timer ran.
  '/renamed': '',
  '/cancel': '<!doctype html><title>Cancelled</title><h1>Subscription cancelled</h1>',
  // A button whose own click renames it: the receipt shows the change, and the ref stays usable.
  '/follow': `<!doctype html><title>Profile</title><main><h1>Profile</h1>
    <button onclick="this.textContent = this.textContent === 'Follow' ? 'Following' : 'Follow'">Follow</button></main>`,
  // "Cancel" covered by an element whose tag name holds NEL and a vertical tab (the HTML parser keeps both in a tag name).
  '/covered': `<!doctype html><title>Covered</title><main><h1>Covered</h1>
    <button style="position:absolute;left:10px;top:100px;width:120px;height:40px">Cancel</button>
    <x\u0085done\u000btapOn style="position:absolute;left:0;top:90px;width:200px;height:60px;display:block;z-index:9"></x\u0085done\u000btapOn></main>`,
  '/download': `<!doctype html><title>Report</title><main><h1>Report</h1>
    <a id="a" href="/file" download="report&#x2028;forged.bin">Get report</a></main><script>document.getElementById('a').click()</script>`,
  '/file': (_, response) => {
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    response.end(Buffer.alloc(64 * 1024));
  },
  // An image that never answers: the load event never comes.
  '/never-loads': `<!doctype html><title>Slow</title><main><h1>Slow</h1><button>Go</button><img alt="Chart" src="/hang"></main>`,
  '/hang': () => {},
};

let app: App;
let agent: Agent;

beforeAll(async () => {
  app = await startApp(PAGES);
  agent = await startAgent(['--timeout', '8000']);
});

afterAll(async () => {
  await agent?.close();
  await app?.close();
});

async function open(path: string): Promise<string> {
  const arrived = await agent.call('navigate', { url: `${app.origin}${path}` });
  expect(arrived.isError, arrived.text).toBe(false);
  return (await agent.call('snapshot', {})).text;
}

describe('agent: answers a hostile page cannot turn', () => {
  it('a ref whose element was renamed and made a submit button is refused, saying what it was and is; nothing is posted', async () => {
    const page = await open('/plan');
    const ref = refOf(page, 'button "Keep plan"');
    while (!app.served.some((request) => request.url === '/renamed')) await new Promise((done) => setTimeout(done, 50));
    const answer = await agent.call('tap', { ref });
    expect(answer.isError, answer.text).toBe(true);
    expect(answer.text).toBe(
      `tap: changed ${ref}: it was button "Keep plan" when last shown, it is button "Cancel subscription" now; nothing was touched; take a new snapshot`,
    );
    expect(app.served.filter((request) => request.url === '/cancel')).toEqual([]);
  });

  it("a ref whose change the agent was shown in a receipt stays usable: the page's answer to one act does not lock it", async () => {
    const ref = refOf(await open('/follow'), 'button "Follow"');
    const first = await agent.call('tap', { ref });
    expect(first.text).toMatch(new RegExp(`^~name ${ref} button "Following"[^\n]* \\(was "Follow"\\)$`, 'm'));
    const second = await agent.call('tap', { ref });
    expect(second.isError, second.text).toBe(false);
    expect(second.text).toMatch(new RegExp(`^~name ${ref} button "Follow"[^\n]* \\(was "Following"\\)$`, 'm'));
  });

  it("an act's error quotes the covering element's name with NEL and vertical tab escaped: one line for any host", async () => {
    const page = await open('/covered');
    const answer = await agent.call('tap', { ref: refOf(page, 'button "Cancel"') });
    expect(answer.isError).toBe(true);
    expect(answer.text).not.toMatch(LINE_BREAKERS);
    expect(answer.text).toContain('covered by another element (<x\\u0085done\\u000btapon>)');
  });

  it('a download the page starts by itself is refused and told in the next answer, its name quoted', async () => {
    const arrived = await agent.call('navigate', { url: `${app.origin}/download` });
    await new Promise((done) => setTimeout(done, 1000));
    const answer = `${arrived.text}\n${(await agent.call('snapshot', {})).text}`;
    expect(answer).toContain(`note: download refused: "report\\u2028forged.bin" from "${app.origin}/file"`);
    expect(answer).not.toMatch(/[\u2028\u2029]/);
    const next = await agent.call('snapshot', {});
    expect(next.text).not.toContain('download refused');
  });

  it('navigate to a page whose load never ends answers within --timeout with its note, and the page is kept', async () => {
    const arrived = await agent.call('navigate', { url: `${app.origin}/never-loads` });
    expect(arrived.isError, arrived.text).toBe(false);
    expect(arrived.text).toMatch(/^note: the load event did not come in time: read as it stood\n/);
    expect(arrived.text).toContain('loading(Network 1)');
    const again = await agent.call('snapshot', {});
    expect(again.isError, again.text).toBe(false);
    expect(again.text).not.toContain('note: ');
  });
});
