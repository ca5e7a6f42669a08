// Pages that try to make the agent server's acts land elsewhere, or its page
// reach an origin outside its list, shared by tests/agent/*.browser.test.ts,
// tests/browser/act-frames.spec.ts and scripts/stress-agent.mjs. The sites'
// own logs are the witnesses: what reached a refused origin (any request, a
// WebSocket, a STUN datagram), and what an act did elsewhere (a deletion
// posted from a frame, a lookalike checkbox checked, text typed into a framed
// card field).
import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

/** Serves `routes(port)` on 127.0.0.1 and logs every request; a route is HTML, or a handler. */
async function site(routes) {
  const served = [];
  const server = createServer((request, response) => {
    served.push({ method: request.method, url: request.url });
    const route = routes(server.address().port)[request.url];
    if (typeof route === 'function') return route(request, response);
    if (route === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': route.startsWith('<') ? 'text/html; charset=utf-8' : 'text/javascript' }).end(route);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    served,
    close: () => new Promise((done) => (server.closeAllConnections(), server.close(() => done()))),
  };
}

const page = (title, body) => `<!doctype html><html lang="en"><title>${title}</title><main><h1>${title}</h1>${body}</main></html>`;

/** A script that moves `#moving` over `#under` as the pointer arrives. */
const slideOnPointer = (moving, under) => `<script>
    addEventListener('pointermove', () => {
      const box = document.getElementById('${under}').getBoundingClientRect();
      Object.assign(document.getElementById('${moving}').style, { left: box.left + 'px', top: box.top + 'px', zIndex: 9 });
    }, true);
  </script>`;

/** A nearly invisible frame that slides over "Cancel" when the pointer moves, holding "Delete account" (slid from `src`). */
const slidingFrame = (src) => `<!doctype html><title>Plan</title>
  <main><h1>Plan</h1><button id="cancel" style="width:200px;height:60px" onclick="document.title = 'cancelled'">Cancel</button></main>
  <iframe id="trap" title="Ad" src="${src}" style="position:fixed;left:-500px;top:0;width:200px;height:60px;border:0;opacity:0.02"></iframe>
  ${slideOnPointer('trap', 'cancel')}`;

/** A capture listener added at load, before the engine's, stops events aimed at the lookalike checkbox slid under "Decide later". */
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
  ${slideOnPointer('decoy', 'later')}`;

/** "Reason", whose focus moves a moment later into a framed "Card number" of another origin. */
const focusPage = (framed) => `<!doctype html><title>Feedback</title>
  <main><h1>Feedback</h1><input id="reason" aria-label="Reason"></main>
  <iframe id="card" title="Payment" src="${framed}/card"></iframe>
  <script>
    document.getElementById('reason').addEventListener('focus', () =>
      queueMicrotask(() => document.getElementById('card').contentWindow.postMessage('focus', '*')));
  </script>`;

const DELETE = `<!doctype html><title>Delete</title><body style="margin:0">
  <form method="post" action="/delete-account"><button style="width:200px;height:60px">Delete account</button></form></body>`;
const DELETED = (_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Deleted</title><h1>Account deleted</h1>');

/**
 * The acts an agent makes on the attack pages, each aimed at a true control:
 * `line` is the fragment of the snapshot line whose ref the act takes.
 */
/** @type {Record<string, { path: string, act: 'tap' | 'try' | 'fill' | 'press', line?: string, step?: string, value?: string }>} */
export const FRAME_ATTACKS = {
  'a frame of another origin of the site slides under the pointer (tap)': { path: '/other-origin', act: 'tap', line: 'button "Cancel"' },
  'a frame of another origin of the site slides under the pointer (try)': { path: '/other-origin', act: 'try', step: "tapOn: 'Cancel'" },
  'a frame of another site (another process) slides under the pointer (tap)': { path: '/other-site', act: 'tap', line: 'button "Cancel"' },
  'a frame of the same origin slides under the pointer (tap)': { path: '/same-origin', act: 'tap', line: 'button "Cancel"' },
  'a frame of the same origin slides under the pointer (try)': { path: '/same-origin', act: 'try', step: "tapOn: 'Cancel'" },
  'the focus moves into a framed card field (fill)': { path: '/focus', act: 'fill', line: 'textbox "Reason"', value: '4111 1111 1111 1111' },
  'the focus moves into a framed card field (press on a ref)': { path: '/focus', act: 'press', line: 'textbox "Reason"', value: '4' },
  "the page's capture listener, added first, stops events aimed at a lookalike (tap)": { path: '/stopping', act: 'tap', line: 'button "Decide later"' },
};

/** Pages whose loads, workers, sockets and calls try to reach an origin outside the list (the refused site, its socket, its UDP port). */
/** @type {Record<string, { path: string, settleMs?: number }>} */
export const ORIGIN_ATTACKS = {
  'navigate to an allowed URL that redirects to a refused origin': { path: '/hop' },
  "a page's fetch and image through redirects; speculation rules prefetch and prerender": { path: '/subresources', settleMs: 1500 },
  "a shared worker's fetch; a dedicated worker's WebSocket": { path: '/workers', settleMs: 1500 },
  "WebRTC's STUN to a UDP port": { path: '/webrtc', settleMs: 3000 },
};

/**
 * The attack sites: `main` (the origin an agent is allowed), `framed` (the
 * same site on another port: another origin, the same renderer process) and
 * `refused` (outside the list), a WebSocket server and a UDP port.
 */
export async function startAttackSites() {
  const refused = await site(() => ({ '/internal': page('Internal admin', '<p>secret</p>') }));
  const sockets = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  let socketsOpened = 0;
  sockets.on('connection', () => socketsOpened++);
  const udp = createSocket('udp4');
  let datagrams = 0;
  udp.on('message', () => datagrams++);
  await new Promise((done) => udp.bind(0, '127.0.0.1', done));
  const [wsPort, udpPort] = [sockets.address().port, udp.address().port];
  const framed = await site(() => ({
    '/delete': DELETE,
    '/delete-account': DELETED,
    '/card': `<!doctype html><title>Card</title><body>
      <input id="card" aria-label="Card number" oninput="fetch('/typed?' + encodeURIComponent(this.value))">
      <script>addEventListener('message', () => document.getElementById('card').focus());</script></body>`,
  }));
  const away = (path) => (_, response) => response.writeHead(302, { location: `${refused.origin}${path}` }).end();
  const main = await site(() => ({
    '/other-origin': slidingFrame(`${framed.origin}/delete`),
    '/same-origin': slidingFrame('/delete'),
    '/other-site': slidingFrame(`http://localhost:${framed.port}/delete`),
    '/delete': DELETE,
    '/delete-account': DELETED,
    '/stopping': STOPPING_PAGE,
    '/agreed': 'ok',
    '/focus': focusPage(framed.origin),
    '/hop': away('/internal'),
    '/hop-fetch': away('/fetched'),
    '/hop-img': away('/image'),
    '/subresources': page(
      'Subresources',
      `<img alt="Logo" src="/hop-img"><script>fetch('/hop-fetch').catch(() => {})</script>
       <script type="speculationrules">{"prefetch": [{"source": "list", "urls": ["${refused.origin}/prefetched"]}],
         "prerender": [{"source": "list", "urls": ["${refused.origin}/prerendered"]}]}</script>`,
    ),
    '/workers': page('Workers', `<script>new SharedWorker('/shared.js'); new Worker('/dedicated.js');</script>`),
    '/shared.js': `fetch('${refused.origin}/from-shared').catch(() => {});`,
    '/dedicated.js': `new WebSocket('ws://127.0.0.1:${wsPort}/');`,
    '/webrtc': page(
      'Call',
      `<script>
        const peer = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${udpPort}' }] });
        peer.createDataChannel('x');
        peer.createOffer().then((offer) => peer.setLocalDescription(offer));
      </script>`,
    ),
  }));
  return {
    main,
    framed,
    refused,
    /** Requests, WebSockets and datagrams that reached what the list refuses. */
    reachedRefused: () => refused.served.length + socketsOpened + datagrams,
    /** What an act did elsewhere: a deletion posted, the lookalike checked, card digits typed. */
    landedElsewhere: () =>
      [...main.served, ...framed.served].filter((r) => r.url === '/delete-account' || r.url === '/agreed' || r.url.startsWith('/typed')).length,
    async close() {
      await Promise.all([main.close(), framed.close(), refused.close()]);
      sockets.close();
      udp.close();
    },
  };
}

/**
 * Makes one frame attack's act through `call` (an MCP tool call answering
 * `{ isError, text }`), on `main`; answers the act's answer.
 *
 * @param {(name: string, args?: Record<string, unknown>) => Promise<{ isError: boolean, text: string }>} call
 * @param {{ origin: string }} main
 * @param {{ path: string, act: string, line?: string, step?: string, value?: string }} attack
 */
export async function actOnFrameAttack(call, main, { path, act, line, step, value }) {
  await call('navigate', { url: `${main.origin}${path}` });
  if (act === 'try') return call('try', { step });
  const snapshot = (await call('snapshot', {})).text;
  const ref = snapshot
    .split('\n')
    .find((l) => l.includes(line))
    ?.split(' ')[0];
  return call(act, act === 'fill' ? { ref, value } : act === 'press' ? { key: value, ref } : { ref });
}

/**
 * Opens an origin attack's page and lets it run past its load.
 *
 * @param {(name: string, args?: Record<string, unknown>) => Promise<{ isError: boolean, text: string }>} call
 * @param {{ origin: string }} main
 * @param {{ path: string, settleMs?: number }} attack
 */
export async function visitOriginAttack(call, main, { path, settleMs = 0 }) {
  const answer = await call('navigate', { url: `${main.origin}${path}` });
  await new Promise((done) => setTimeout(done, settleMs));
  return answer;
}
