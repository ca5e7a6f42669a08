/**
 * An act lands on the element its line names, in whatever frame the page
 * puts something else: a frame of another origin of the same site (the
 * same renderer process) slid under the pointer as it arrives, the focus
 * moved into a framed field, and a capture listener the page added at load,
 * before the engine's, that stops the events aimed at its lookalike. The
 * framed origin's request log is the witness that nothing reached it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refOf, startAgent, startApp, type Agent, type App, type Route } from './harness.js';

/** The framed origin: a "Delete account" button and a "Card number" field that report to their own server. */
const FRAMED = {
  '/delete': `<!doctype html><title>Delete</title><body style="margin:0">
    <form method="post" action="/delete-account"><button style="width:200px;height:60px">Delete account</button></form></body>`,
  '/card': `<!doctype html><title>Card</title><body>
    <input id="card" aria-label="Card number" oninput="fetch('/typed?' + encodeURIComponent(this.value))">
    <script>addEventListener('message', () => document.getElementById('card').focus());</script></body>`,
  '/delete-account': ((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Deleted</title><h1>Account deleted</h1>')) as Route,
};

/** A frame of `FRAMED` that slides over "Cancel" when the pointer moves: nearly invisible, above it. */
const slidingFrame = (framed: string, path: string) => `<!doctype html><title>Plan</title>
  <main><h1>Plan</h1><button id="cancel" style="width:200px;height:60px" onclick="document.title = 'cancelled'">Cancel</button></main>
  <iframe id="trap" title="Ad" src="${framed}${path}" style="position:fixed;left:-500px;top:0;width:200px;height:60px;border:0;opacity:0.02"></iframe>
  <script>
    addEventListener('pointermove', () => {
      const box = document.getElementById('cancel').getBoundingClientRect();
      Object.assign(document.getElementById('trap').style, { left: box.left + 'px', top: box.top + 'px', zIndex: 9 });
    }, true);
  </script>`;

/** A page whose own capture listener, added at load, stops events aimed at its lookalike before anything else hears them. */
const STOPPING_PAGE = `<!doctype html><title>Terms</title>
  <script>
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
      addEventListener(type, (event) => { if (event.target.id === 'pay') event.stopImmediatePropagation(); }, true);
  </script>
  <main><h1>Terms</h1>
    <button id="later" style="width:200px;height:40px" onclick="document.title = 'later'">Decide later</button>
    <label id="decoy" style="position:fixed;left:-500px;top:0;width:200px;height:40px;display:block;background:white">
      <input type="checkbox" id="pay" style="width:200px;height:40px;margin:0" onchange="fetch('/agreed')"> I agree to pay $500</label>
  </main>
  <script>
    addEventListener('pointermove', () => {
      const box = document.getElementById('later').getBoundingClientRect();
      Object.assign(document.getElementById('decoy').style, { left: box.left + 'px', top: box.top + 'px', zIndex: 9 });
    }, true);
  </script>`;

/** The "Reason" field whose focus moves, a moment later, to a framed "Card number". */
const FOCUS_PAGE = (framed: string) => `<!doctype html><title>Feedback</title>
  <main><h1>Feedback</h1><input id="reason" aria-label="Reason"></main>
  <iframe id="card" title="Payment" src="${framed}/card"></iframe>
  <script>
    document.getElementById('reason').addEventListener('focus', () =>
      queueMicrotask(() => document.getElementById('card').contentWindow.postMessage('focus', '*')));
  </script>`;

let app: App;
let framed: App;
let agent: Agent;

beforeAll(async () => {
  framed = await startApp(FRAMED);
  app = await startApp({
    '/other-origin': slidingFrame(framed.origin, '/delete'),
    '/same-origin': slidingFrame('', '/delete'),
    '/delete': FRAMED['/delete'],
    '/delete-account': FRAMED['/delete-account'],
    '/stopping': STOPPING_PAGE,
    '/agreed': 'ok',
    '/focus': FOCUS_PAGE(framed.origin),
  });
  agent = await startAgent(['--timeout', '15000']);
});

afterAll(async () => {
  await agent?.close();
  await app?.close();
  await framed?.close();
});

/** Posts to the delete endpoint, on either server. */
const deletions = () => [...app.served, ...framed.served].filter((request) => request.url === '/delete-account');

/** Opens `path` and answers the snapshot's text. */
async function open(path: string): Promise<string> {
  const arrived = await agent.call('navigate', { url: `${app.origin}${path}` });
  expect(arrived.isError, arrived.text).toBe(false);
  return (await agent.call('snapshot', {})).text;
}

describe('agent: an act never lands in another frame', () => {
  for (const path of ['/other-origin', '/same-origin']) {
    it(`tap on "Cancel" with a frame (${path.slice(1)}) sliding under the pointer: refused, nothing posted`, async () => {
      const page = await open(path);
      const answer = await agent.call('tap', { ref: refOf(page, 'button "Cancel"') });
      expect(answer.isError, answer.text).toBe(true);
      expect(answer.text).toMatch(/^tap: The click reached another element \(<button> in another frame\) and was stopped/);
      expect(deletions()).toEqual([]);
    });

    it(`try tapOn: 'Cancel' with a frame (${path.slice(1)}) sliding under the pointer: refused, nothing posted`, async () => {
      await open(path);
      const answer = await agent.call('try', { step: "tapOn: 'Cancel'" });
      expect(answer.text).not.toMatch(/^done/);
      expect(deletions()).toEqual([]);
    });
  }

  it('fill "Reason" while the page moves the focus into a framed "Card number": the text never reaches the frame', async () => {
    const page = await open('/focus');
    const answer = await agent.call('fill', { ref: refOf(page, 'textbox "Reason"'), value: '4111 1111 1111 1111' });
    expect(framed.served.filter((request) => request.url.startsWith('/typed'))).toEqual([]);
    if (!answer.isError) expect(answer.text).toMatch(/^done inputText e\d+ textbox "Reason"/);
  });

  it("a page's own capture listener, added at load, cannot stop the guard: the lookalike checkbox is never checked", async () => {
    const page = await open('/stopping');
    const answer = await agent.call('tap', { ref: refOf(page, 'button "Decide later"') });
    expect(answer.isError, answer.text).toBe(true);
    expect(answer.text).toMatch(/^tap: The click reached another element \(<input>\) and was stopped/);
    expect(app.served.filter((request) => request.url === '/agreed')).toEqual([]);
  });
});
