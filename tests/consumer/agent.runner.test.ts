/**
 * The agent server from an MCP host's seat. The packed tarball (the one every
 * consumer test file installs, tests/consumer/npm.ts) is installed by npm in
 * a throwaway project beside nothing but the MCP SDK, as a host has it; the
 * SDK's own `Client` over `StdioClientTransport`, loaded from that project's
 * node_modules, spawns the bin (through `npx`, and through the link npm made)
 * and runs a scripted task on a small app served by node:http on 127.0.0.1.
 * No part of the protocol is mocked. The host installs no Playwright: the
 * package brings playwright-core, which finds the machine's Chromium.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../src/browser-page/browser.js';
import { answer, connect, fault, hostSdk, over, refOf, saidOnStderr, text, type HostSdk, type Session } from './mcp-host.js';
import { bin, cached, installProject, run, sharedPack, type Packed } from './npm.js';
import { TOOL_NAMES } from '../agent/tool-names.js';

const HOST_PROJECT: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'consumer-mcp-host', private: true, type: 'module' }),
};

/** A long article, as an encyclopedia prints one: the sentence asked for sits deep in it, half of it a link. */
const ARTICLE = `<!doctype html><title>English language</title><main><h1>English language</h1>
${Array.from({ length: 300 }, (_, i) => `${i === 150 ? '<h2>History</h2>' : ''}<p>Paragraph ${i} of the article, with a <a href="/p${i}">link ${i}</a> and enough words to fill a line or two of a reader's screen.${i === 151 ? ' Old English was spoken by the <a href="/as">Anglo-Saxons</a> from the fifth century.' : ''}</p>`).join('\n')}
</main>`;

/** Widgets as themes draw them: a checkbox under its own label, a slider that speaks its value, a listbox, a quantity set late. */
const WIDGETS = `<!doctype html><title>Widgets</title>
<style>
  .check { position: relative; display: inline-block; padding-left: 28px; line-height: 20px }
  .check input { position: absolute; left: 0; top: 0; width: 20px; height: 20px; margin: 0; opacity: 0 }
  .check .box { position: absolute; left: 0; top: 0; width: 20px; height: 20px; background: #ddd; z-index: 1 }
</style>
<main><h1>Widgets</h1>
<label class="check"><input type="checkbox"><span class="box"></span>Remember Me</label>
<div role="slider" aria-label="Temperature" aria-valuenow="20" aria-valuetext="20 degrees" tabindex="0"></div>
<select aria-label="Fruits" size="3"><option>Apple</option><option selected>Banana</option></select>
<label>Quantity <input id="qty" value="1"></label>
<button type="button" onclick="setTimeout(() => (document.getElementById('qty').value = '7'), 2000)">Order seven</button>
<button type="button" onclick="fetch('/played')">Play now</button>
</main>`;

/** The page's own dialogs: a confirm before a delete, a prompt for a name, an alert on load, alerts that never stop. */
const DIALOGS = `<!doctype html><title>Dialogs</title><main><h1>Orders</h1>
<button type="button" onclick="document.querySelector('p').textContent = confirm('Delete order?') ? 'Deleted' : 'Kept'">Delete</button>
<button type="button" onclick="document.querySelector('p').textContent = 'Hello ' + prompt('Your name?', 'Ada')">Greet</button>
<button type="button" onclick="for (let i = 1; ; i++) alert('Again ' + i)">Nag</button>
<p role="status"></p></main>
<script>setTimeout(() => alert('Welcome'), 0)</script>`;

/** A menu that opens when the pointer is over its button, as account menus do. */
const MENU = `<!doctype html><title>Menu</title><main><h1>Shop</h1>
<div id="account"><button type="button">Account</button><ul hidden><li><a href="/profile">Profile</a></li><li><a href="/orders">Orders</a></li></ul></div></main>
<script>
const account = document.getElementById('account');
account.addEventListener('mouseenter', () => (account.querySelector('ul').hidden = false));
account.addEventListener('mouseleave', () => (account.querySelector('ul').hidden = true));
</script>`;

/** A table of orders whose modal form adds a row, as admin pages do. */
const LEDGER = `<!doctype html><title>Ledger</title><main><h1>Ledger</h1>
<table><caption>Orders</caption><thead><tr><th>Order</th><th>Customer</th><th>Total</th></tr></thead>
<tbody><tr><td>#1001</td><td>Ada Lovelace</td><td>$120.00</td></tr></tbody></table>
<button type="button" id="add">Add order</button>
<dialog id="new"><form method="dialog"><label>Customer <input id="who"></label><button>Save</button></form></dialog>
</main>
<script>
document.getElementById('add').onclick = () => document.getElementById('new').showModal();
document.getElementById('new').addEventListener('close', () => {
  const row = document.createElement('tr');
  row.innerHTML = '<td>#1002</td><td></td><td>$40.00</td>';
  row.children[1].textContent = document.getElementById('who').value;
  document.querySelector('tbody').append(row);
  document.querySelector('main').insertAdjacentHTML('beforeend', '<p>Order #1002 was <em>saved</em>.</p>');
});
</script>`;

/** A shop whose links and buttons open windows, as order pages and previews do. */
const SHOP = `<!doctype html><title>Shop</title><main><h1>Shop</h1>
<a href="/order/1001" target="_blank">Order #1001</a>
<button type="button" onclick="window.open('/order/1002')">Open #1002</button>
<button type="button" onclick="for (let i = 0; i < 15; i++) window.open('/order/' + (2000 + i))">Open all</button>
<label>Note <input></label><button type="button">Save note</button></main>`;

/** An order page in a window of its own: as many lines as the shop's first refs, so a ref of one names an element in the other. */
const ORDER = (id: string) => `<!doctype html><title>Order #${id}</title><main><h1>Order #${id}</h1>
<button type="button" onclick="document.querySelector('[role=status]').textContent = 'Shipped #${id}'">Ship</button>
<button type="button" onclick="window.close()">Done</button>
<label>Reason <input></label><button type="button">Hold</button><p role="status"></p></main>`;

/** The test app: an order form whose button POSTs and opens a dialog, two rows with the same button, a link to another page. */
const PAGES: Record<string, string> = {
  '/': `<!doctype html><title>Orders</title>
<header><nav aria-label="Main"><a href="/archive">Archive</a></nav></header>
<main><h1>Orders</h1>
<section aria-label="New order"><form onsubmit="return false">
<label>Customer <input name="customer"></label>
<label>Size <select name="size"><option>Small</option><option>Large</option></select></label>
<button type="button" id="place">Place order</button>
</form></section>
<section aria-label="List"><ul><li>Ada <button>Delete</button></li><li>Grace <button>Delete</button></li></ul></section>
<dialog id="placed" aria-labelledby="placed-title"><h2 id="placed-title">Order placed</h2><p></p><button onclick="this.closest('dialog').close()">Close</button></dialog>
</main>
<script>
document.getElementById('place').addEventListener('click', async () => {
  const response = await fetch('/api/orders', { method: 'POST', body: '{}' });
  document.querySelector('#placed p').textContent = 'Order ' + (await response.json()).id;
  document.getElementById('placed').showModal();
});
</script>`,
  '/article': ARTICLE,
  '/widgets': WIDGETS,
  '/dialogs': DIALOGS,
  '/menu': MENU,
  '/whoami': `<!doctype html><title>Who am I</title><main><h1>Account</h1><p id="c"></p><p id="s"></p></main>
<script>document.getElementById('c').textContent = 'Cookies: ' + document.cookie; document.getElementById('s').textContent = 'Theme: ' + localStorage.getItem('theme');</script>`,
  '/ledger': LEDGER,
  '/unsaved': `<!doctype html><title>Draft</title><main><h1>Draft</h1><label>Body <input></label><a href="/menu">Leave</a></main>
<script>addEventListener('beforeunload', (event) => { if (document.querySelector('input').value) { event.preventDefault(); event.returnValue = ''; } });</script>`,
  '/remember': `<!doctype html><title>Signed in</title><main><h1>Welcome back</h1></main>
<script>document.cookie = 'session=grace; max-age=3600; path=/'; localStorage.setItem('theme', 'light');</script>`,
  '/shop': SHOP,
  '/terms-opener': '<!doctype html><title>Checkout</title><main><h1>Checkout</h1><a href="/terms-stop" target="_blank">Terms</a></main>',
  // A capture listener added before anything else stops the events aimed at a lookalike it slides under "Decide later".
  '/terms-stop': `<!doctype html><title>Terms</title>
<script>for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) addEventListener(type, (event) => { if (event.target.id === 'pay') event.stopImmediatePropagation(); }, true);
addEventListener('pointermove', () => { const box = document.getElementById('later').getBoundingClientRect(); Object.assign(document.getElementById('decoy').style, { left: box.left + 'px', top: box.top + 'px', zIndex: 9 }); }, true);</script>
<main><h1>Terms</h1><button id="later" style="width:200px;height:40px">Decide later</button>
<label id="decoy" style="position:fixed;left:-500px;top:0;width:200px;height:40px;display:block;background:white"><input type="checkbox" id="pay" style="width:200px;height:40px;margin:0" onchange="fetch('/agreed')"> I agree to pay $500</label></main>`,
  ...Object.fromEntries(['1001', '1002', ...Array.from({ length: 15 }, (_, i) => String(2000 + i))].map((id) => [`/order/${id}`, ORDER(id)])),
  // As many lines as the form's first refs: an old ref's number names an element here too.
  '/archive': '<!doctype html><title>Archive</title><main><h1>Archive</h1><label>Search <input></label><button>Find</button><button>Clear</button></main>',
};

function serveApp(): Promise<{ server: Server; origin: string; served: string[] }> {
  const served: string[] = [];
  const server = createServer((request, response) => {
    served.push(request.url ?? '');
    if (request.method === 'POST' && request.url === '/api/orders') {
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":7}');
      return;
    }
    // A page whose link opens a window at the address it is given, for the origin list's tests.
    const away = new URL(request.url ?? '/', 'http://app').searchParams.get('to');
    if (away !== null) {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!doctype html><title>Away</title><a href=${JSON.stringify(away)} target="_blank">Partner</a>`);
      return;
    }
    const page = PAGES[request.url ?? ''];
    if (request.url === '/gone') response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Gone</title><h1>Not here</h1>');
    else if (page === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  return new Promise((listening) =>
    server.listen(0, '127.0.0.1', () => listening({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, served })),
  );
}

/** A server started through `npx a11y-snapshot mcp` for the tests of one describe block, closed after them. */
function useServer(): { session: Session } {
  const server = {} as { session: Session };
  beforeAll(async () => {
    server.session = await connect(sdk, { command: 'npx', args: ['a11y-snapshot', 'mcp'], cwd: project });
  }, 300_000);
  afterAll(async () => {
    await server.session?.close();
  }, 60_000);
  return server;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let dir: string;
let packed: Packed;
let project: string;
let sdk: HostSdk;
let app: { server: Server; origin: string; served: string[] };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-consumer-mcp-'));
  packed = await sharedPack();
  project = await installProject(join(dir, 'mcp-host'), HOST_PROJECT, packed.tarball, [cached('@modelcontextprotocol/sdk')]);
  sdk = hostSdk(project);
  app = await serveApp();
}, 600_000);

afterAll(async () => {
  await new Promise((closed) => (app ? app.server.close(closed) : closed(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe('the tarball', () => {
  test('holds the bin and the agent server', () => {
    const files = new Set(packed.files.map((f) => f.path));
    expect(files).toContain('dist/bin/a11y-snapshot.js');
    for (const module of ['main', 'server', 'tools/index', 'browser', 'cheat-sheet', 'options', 'origins']) expect(files).toContain(`dist/agent/${module}.js`);
  });
});

describe('installed beside only the MCP SDK', () => {
  test('brings the SDK, zod and playwright-core, and no test runner, bundler or compiler', async () => {
    const listed = await run('npm', ['ls', '--omit=dev', '--all', '--json'], project);
    const tree = JSON.parse(listed.stdout);
    const own = tree.dependencies['a11y-snapshot'].dependencies;
    expect(Object.keys(own)).toEqual(expect.arrayContaining(['@modelcontextprotocol/sdk', 'zod', 'playwright-core']));
    for (const tool of ['@playwright/test', 'playwright', 'vitest', 'jest', 'typescript', 'esbuild', 'vite']) {
      expect(existsSync(join(project, 'node_modules', tool)), tool).toBe(false);
    }
  });

  test('npx a11y-snapshot skill prints the cheat sheet: the tools, the legend and how to read a receipt', { timeout: 60_000 }, async () => {
    const result = await run('npx', ['a11y-snapshot', 'skill'], project);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^# a11y-snapshot: drive a web page by its accessibility lines\n/);
    for (const name of TOOL_NAMES) expect(result.stdout).toMatch(new RegExp(`^  ${name}: \\S`, 'm'));
    expect(result.stdout).toContain('\nsnapshot v2: one line per element');
    expect(result.stdout).toContain('net: N requests');
  });
});

describe('a scripted task through npx a11y-snapshot mcp', () => {
  const server = useServer();
  /** Refs of the form page, from the snapshot saved as a baseline. */
  let form: string;

  test('lists the tools; the snapshot tool carries the legend', async () => {
    const { tools } = await server.session.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    expect(tools.find((t) => t.name === 'snapshot')?.description).toContain('snapshot v2: one line per element');
    expect(tools.find((t) => t.name === 'fill')?.inputSchema.required).toEqual(['ref', 'value']);
  });

  test('navigate answers the regions overview, without refs', { timeout: 60_000 }, async () => {
    const overview = await answer(server.session, 'navigate', { url: `${app.origin}/` });
    expect(overview).toMatch(new RegExp(`^snapshot v2\\npage "Orders" url="${app.origin}/" settled\\n`));
    expect(overview).toContain('\nsection "New order": 2 options, 1 button, 1 combobox, 1 textbox\n');
    expect(overview).toContain('\nsection "List": 2 buttons\n');
    expect(overview).not.toMatch(/^e\d+ /m);
  });

  test('snapshot { save } answers the lines with refs', { timeout: 60_000 }, async () => {
    form = await answer(server.session, 'snapshot', { save: 'start' });
    expect(form).toMatch(/^e\d+ textbox "Customer"$/m);
    expect(form).toMatch(/^e\d+ button\[2\] "Delete" x2 row:"Grace"$/m);
  });

  test('try a unique name: done, and the receipt has the dialog it opened and the request it sent', { timeout: 60_000 }, async () => {
    const receipt = await answer(server.session, 'try', { step: "tapOn: 'Place order'" });
    expect(receipt).toMatch(new RegExp(`^done tapOn ${refOf(form, 'button "Place order"')} button "Place order"`));
    expect(receipt).toMatch(/^dialog "Order placed"$/m);
    expect(receipt).toMatch(/^\+ e\d+ button "Close" focus$/m);
    expect(receipt).toMatch(/^net: 1 request — POST \/api\/orders 201$/m);
  });

  test('press Escape closes the dialog: its lines go', { timeout: 60_000 }, async () => {
    const receipt = await answer(server.session, 'press', { key: 'Escape' });
    expect(receipt).toMatch(/^- e\d+ button "Close"/m);
  });

  test('try an ambiguous name: the candidates, and nothing touched', { timeout: 60_000 }, async () => {
    const result = await answer(server.session, 'try', { step: "tapOn: 'Delete'" });
    const lines = result.split('\n');
    expect(lines[0]).toBe('ambiguous "Delete": 2');
    expect(lines[1]).toContain(`${refOf(form, 'button[1] "Delete"')} button[1] "Delete" x2 row:"Ada"`);
    expect(lines[2]).toContain(`${refOf(form, 'button[2] "Delete"')} button[2] "Delete" x2 row:"Grace"`);
    expect(result).not.toMatch(/^done /m);
    expect(await answer(server.session, 'diff', {})).toBe('no change');
  });

  test('fill and select by ref: the receipt has the new values', { timeout: 60_000 }, async () => {
    const customer = refOf(form, 'textbox "Customer"');
    const filled = await answer(server.session, 'fill', { ref: customer, value: 'Ada' });
    expect(filled).toMatch(new RegExp(`^done inputText ${customer} textbox "Customer" ="Ada"\\n`));
    expect(filled).toContain(`\nvalue ${customer} "Ada"`);
    const size = refOf(form, 'combobox "Size"');
    expect(await answer(server.session, 'select', { ref: size, option: 'Large' })).toContain(`\nvalue ${size} "Large"`);
  });

  test('diff against the saved baseline: every change since, and a name never saved is refused', { timeout: 60_000 }, async () => {
    const changes = await answer(server.session, 'diff', { baseline: 'start' });
    expect(changes).toContain(`value ${refOf(form, 'textbox "Customer"')} "Ada"`);
    expect(changes).toContain(`~value ${refOf(form, 'combobox "Size"')} combobox "Size" ="Large" (was ="Small")`);
    expect(changes).not.toContain('Order placed'); // opened and closed since
    expect(await fault(server.session, 'diff', { baseline: 'nope' })).toBe('diff: no baseline named "nope" (saved: start)');
  });

  test('screenshot answers a PNG as image content', { timeout: 60_000 }, async () => {
    for (const annotate of [false, true]) {
      const result = await server.session.call('screenshot', { annotate });
      expect(result.isError).toBeFalsy();
      const image = result.content.find((part) => part.type === 'image');
      expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });
      const bytes = Buffer.from((image as { data: string }).data, 'base64');
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(bytes.length).toBeGreaterThan(1_000);
    }
  });

  test('a schema error is a tool error on one line naming the field; the server goes on', { timeout: 60_000 }, async () => {
    expect(await fault(server.session, 'fill', { ref: refOf(form, 'textbox "Customer"'), value: 5 })).toBe('fill: value: expected string, received number');
    expect(await fault(server.session, 'tap', {})).toMatch(/^tap: ref: /);
    expect(await fault(server.session, 'navigate', { url: `${app.origin}/`, extra: 1 })).toBe('navigate: unknown field "extra"');
    expect(await answer(server.session, 'snapshot', { detail: 'regions' })).toContain('page "Orders"');
  });

  test('a ref held across a navigation is gone, even where the new page has a ref of that number', { timeout: 60_000 }, async () => {
    const went = await answer(server.session, 'tap', { ref: refOf(form, 'link "Archive"') });
    expect(went).toContain(`\nwent "${app.origin}/archive"\n`);
    const customer = refOf(form, 'textbox "Customer"'); // the archive page's button "Find" has that number now
    expect(await fault(server.session, 'fill', { ref: customer, value: 'Grace' })).toMatch(new RegExp(`^fill: gone ${customer}: `));
    const archive = await answer(server.session, 'snapshot', {});
    expect(archive).toMatch(new RegExp(`^${customer} button "Find"$`, 'm'));
    expect(await answer(server.session, 'fill', { ref: refOf(archive, 'textbox "Search"'), value: 'Ada' })).toContain('="Ada"');
  });

  test('a ref of an earlier document whose number the new one never reached is gone too, not unknown', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/` });
    const orders = await answer(server.session, 'snapshot', {});
    const grace = refOf(orders, 'button[2] "Delete"');
    await answer(server.session, 'navigate', { url: `${app.origin}/archive` });
    expect(await fault(server.session, 'tap', { ref: grace })).toMatch(new RegExp(`^tap: gone ${grace}: `));
  });
});

describe('reading the page', () => {
  const server = useServer();

  test('find answers the sentence deep in a long article, with its container and heading, in a few hundred bytes', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/article` });
    const found = await answer(server.session, 'find', { text: 'spoken by' });
    expect(found.trimEnd().split('\n')).toEqual([
      'find "spoken by": 1 line',
      'text "Paragraph 151 of the article, with a link 151 and enough words to fill a line or two of a reader\'s screen. Old English was spoken by the Anglo-Saxons from the fifth century." in:main"" under:"History"',
    ]);
    expect(Buffer.byteLength(found)).toBeLessThan(600);
  });

  test('snapshot { detail: "read" } prints the paragraphs among the lines, links on their own lines with their refs', { timeout: 60_000 }, async () => {
    const page = await answer(server.session, 'snapshot', { detail: 'read', scope: 'p:nth-of-type(152)' });
    expect(page.split('\n').slice(2, 7)).toEqual([
      'text "Paragraph 151 of the article, with a"',
      expect.stringMatching(/^e\d+ link "link 151"$/),
      'text "and enough words to fill a line or two of a reader\'s screen. Old English was spoken by the"',
      expect.stringMatching(/^e\d+ link "Anglo-Saxons"$/),
      'text "from the fifth century."',
    ]);
  });

  test('a row a modal form added is read after the act, cell by cell', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/ledger` });
    await answer(server.session, 'try', { step: "tapOn: 'Add order'" });
    await answer(server.session, 'try', { step: "inputText: { text: 'Customer', value: 'Grace Hopper' }" });
    await answer(server.session, 'try', { step: "tapOn: 'Save'" });
    const page = await answer(server.session, 'snapshot', { detail: 'read' });
    expect(page).toContain(
      '\ncaption "Orders"\ncolumns "Order | Customer | Total"\nrow "#1001 | Ada Lovelace | $120.00"\nrow "#1002 | Grace Hopper | $40.00"\n',
    );
    expect(await answer(server.session, 'try', { step: "assertVisible: 'Order #1002 was saved.'" })).toBe('done assertVisible text "Order #1002 was saved."');
    expect(await answer(server.session, 'try', { step: "assertVisible: 'was saved'" })).toMatch(/^none "was saved"/);
    expect(await answer(server.session, 'find', { text: 'grace hopper' })).toBe(
      'find "grace hopper": 1 line\nrow "#1002 | Grace Hopper | $40.00" in:table"Orders" under:"Ledger"\n',
    );
  });
});

describe('answers an agent can branch on', () => {
  const server = useServer();
  let page: string;

  beforeAll(async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/widgets` });
    page = await answer(server.session, 'snapshot', {});
  }, 300_000);

  test("widget values as Chromium's tree gives them: a slider's spoken value, no value on a listbox, its option selected", () => {
    expect(page).toMatch(/^e\d+ slider "Temperature" ="20 degrees"$/m);
    expect(page).toMatch(/^e\d+ listbox "Fruits"$/m);
    expect(page).toMatch(/^e\d+ option "Banana" selected$/m);
  });

  test('a checkbox under its own label is tapped through the label, and the receipt says so', { timeout: 60_000 }, async () => {
    const ref = refOf(page, 'checkbox "Remember Me"');
    const receipt = await answer(server.session, 'tap', { ref });
    expect(receipt.split('\n')[0]).toBe(`done tapOn ${ref} checkbox "Remember Me" (through its label)`);
    expect(receipt).toMatch(new RegExp(`^~flags ${ref} checkbox "Remember Me" on focus \\(was off\\)$`, 'm'));
  });

  test('wait { ref, value } answers once the field shows the value', { timeout: 60_000 }, async () => {
    // The field changes two seconds after the click: long after the act's receipt, even on a busy machine.
    expect(await answer(server.session, 'try', { step: "tapOn: 'Order seven'" })).not.toContain('="7"');
    const quantity = refOf(page, 'textbox "Quantity"');
    expect(await answer(server.session, 'wait', { ref: quantity, value: '7' })).toMatch(
      new RegExp(`^~value ${quantity} textbox "Quantity" #"qty" ="7" \\(was ="1"\\)$`, 'm'),
    );
  });

  test('a step that names no element exactly touches nothing: "Pay now" never clicks "Play now"', { timeout: 60_000 }, async () => {
    const answered = await answer(server.session, 'try', { step: "tapOn: 'Pay now'" });
    expect(answered.split('\n')[0]).toMatch(/^none "Pay now"/);
    expect(answered).toMatch(/^ {2}e\d+ button "Play now" via:score/m);
    expect(app.served).not.toContain('/played');
  });

  test('a page the server answers 404 says so, with a page or with none to show', { timeout: 60_000 }, async () => {
    const arrived = await answer(server.session, 'navigate', { url: `${app.origin}/gone` });
    expect(arrived.split('\n')[0]).toBe('note: the server answered 404 "Not Found"');
    expect(arrived).toContain('page "Gone" url=');
    // An error status with an empty body: Chromium has nothing to show, and the answer says the status.
    const empty = await fault(server.session, 'navigate', { url: `${app.origin}/missing` });
    expect(empty).toMatch(/^navigate: cannot load "http:\/\/127\.0\.0\.1:\d+\/missing" \(the server answered 404 "Not Found", with no page to show\): /);
    await answer(server.session, 'navigate', { url: `${app.origin}/widgets` });
  });

  test('each error answer carries its kind, whether anything reached the page, and whether the same call can succeed later', { timeout: 60_000 }, async () => {
    const facts = async (name: string, args: Record<string, unknown>) => {
      const result = await server.session.call(name, args);
      expect(result.isError).toBe(true);
      return result.structuredContent;
    };
    expect(await facts('tap', { ref: 'e999' })).toEqual({ error: { kind: 'unknown_ref', delivered: false, retryable: false } });
    expect(await facts('fill', { ref: 'e1' })).toEqual({ error: { kind: 'invalid_arguments', delivered: false, retryable: false } });
    expect(await facts('navigate', { url: 'javascript:alert(1)' })).toEqual({ error: { kind: 'refused', delivered: false, retryable: false } });
    expect(await facts('snapshot', { scope: '#nope' })).toEqual({ error: { kind: 'not_found', delivered: false, retryable: true } });
    expect(await facts('wait', { text: 'Never shown', timeout: 200 })).toEqual({ error: { kind: 'timeout', delivered: false, retryable: true } });
    expect(await facts('evaluate', {})).toEqual({ error: { kind: 'unknown_tool', delivered: false, retryable: false } });
  });
});

describe("the page's own dialogs", () => {
  const server = useServer();

  test('an alert outside an act is dismissed, and the next answer says so', { timeout: 60_000 }, async () => {
    const arrived = await answer(server.session, 'navigate', { url: `${app.origin}/dialogs` });
    const notes = arrived.split('\n').filter((line) => line.startsWith('note: '));
    // The alert may open while the page loads or while it is read: either way it is said, once.
    const said = notes.length ? notes : (await answer(server.session, 'snapshot', {})).split('\n').filter((line) => line.startsWith('note: '));
    expect(said).toEqual(['note: the page opened alert "Welcome", not during an act: dismissed']);
  });

  test('a confirm an act opens waits for the answer; every other call is refused meanwhile; accepting it ends the act', { timeout: 60_000 }, async () => {
    const stopped = await answer(server.session, 'try', { step: "tapOn: 'Delete'" });
    expect(stopped.split('\n')).toEqual([
      expect.stringMatching(/^done tapOn e\d+ button "Delete"$/),
      'confirm "Delete order?" waits: answer it with dialog { accept: true } or { accept: false }',
    ]);
    const refused = await server.session.call('snapshot', {});
    expect(refused.isError).toBe(true);
    expect(text(refused)).toBe('snapshot: the page\'s confirm "Delete order?" waits for an answer: dialog { accept: true } or { accept: false } first');
    expect(refused.structuredContent).toEqual({ error: { kind: 'dialog_open', delivered: false, retryable: false } });
    const accepted = await answer(server.session, 'dialog', { accept: true });
    expect(accepted.split('\n')[0]).toBe('accepted confirm "Delete order?"');
    expect(accepted).toMatch(/^toast "Deleted"$/m);
  });

  test('dismissing says Cancel; a prompt takes the text', { timeout: 60_000 }, async () => {
    await answer(server.session, 'try', { step: "tapOn: 'Delete'" });
    expect(await answer(server.session, 'dialog', { accept: false })).toMatch(/^dismissed confirm "Delete order\?"\ntoast "Kept"$/m);
    expect((await answer(server.session, 'try', { step: "tapOn: 'Greet'" })).split('\n')[1]).toBe(
      'prompt "Your name?" ="Ada" waits: answer it with dialog { accept: true } or { accept: false }',
    );
    const greeted = await answer(server.session, 'dialog', { accept: true, text: 'Grace' });
    expect(greeted.split('\n')[0]).toBe('accepted prompt "Your name?" ="Ada" with "Grace"');
    expect(greeted).toMatch(/^toast "Hello Grace"$/m);
  });

  test('a page that asks before it is left: an act that leaves it waits for the answer; navigate leaves and says so', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/unsaved` });
    const draft = await answer(server.session, 'snapshot', {});
    await answer(server.session, 'fill', { ref: refOf(draft, 'textbox "Body"'), value: 'Half a thought' });
    const leaving = await answer(server.session, 'tap', { ref: refOf(draft, 'link "Leave"') });
    expect(leaving.split('\n')[1]).toBe('beforeunload "" waits: answer it with dialog { accept: true } or { accept: false }');
    const stayed = await answer(server.session, 'dialog', { accept: false });
    expect(stayed.split('\n')[0]).toBe('dismissed beforeunload ""');
    expect(stayed).not.toMatch(/^went /m);
    await answer(server.session, 'tap', { ref: refOf(draft, 'link "Leave"') });
    expect(await answer(server.session, 'dialog', { accept: true })).toMatch(new RegExp(`^went "${app.origin}/menu"$`, 'm'));
    await answer(server.session, 'navigate', { url: `${app.origin}/unsaved` });
    const again = await answer(server.session, 'snapshot', {});
    await answer(server.session, 'fill', { ref: refOf(again, 'textbox "Body"'), value: 'Another' });
    const away = await answer(server.session, 'navigate', { url: `${app.origin}/menu` });
    expect(away.split('\n').slice(0, 2)).toEqual(['note: the page asked before it was left (beforeunload), not during an act: it was left', 'snapshot v2']);
  });

  test('alerts that never stop are answered one at a time, each within the bound; no dialog left is an error', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/dialogs` });
    expect((await answer(server.session, 'try', { step: "tapOn: 'Nag'" })).split('\n')[1]).toMatch(/^alert "Again 1" waits/);
    expect(await answer(server.session, 'dialog', { accept: true })).toBe(
      'accepted alert "Again 1"\nalert "Again 2" waits: answer it with dialog { accept: true } or { accept: false }',
    );
    expect((await answer(server.session, 'dialog', { accept: false })).split('\n')[1]).toMatch(/^alert "Again 3" waits/);
    // Leaving the page ends the loop: the page is replaced by the next document.
    expect((await server.session.call('navigate', { url: `${app.origin}/widgets` })).isError).toBe(true);
  });
});

describe('tabs: windows the page opens', () => {
  const server = useServer();
  let shop: string;

  test('a link with target=_blank opens a tab the receipt names, by number, title and url; the page stays selected', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/shop` });
    shop = await answer(server.session, 'snapshot', {});
    const link = refOf(shop, 'link "Order #1001"');
    const receipt = await answer(server.session, 'tap', { ref: link });
    expect(receipt.split('\n').slice(0, 2)).toEqual([`done tapOn ${link} link "Order #1001"`, `tab 2 "Order #1001" url="${app.origin}/order/1001"`]);
    expect(receipt).not.toMatch(/^went /m);
    expect(await answer(server.session, 'tabs', {})).toBe(`tab 1 "Shop" url="${app.origin}/shop" selected\ntab 2 "Order #1001" url="${app.origin}/order/1001"`);
  });

  test('selecting a tab answers its overview; a ref of the tab left is unknown there, never its element of that number', { timeout: 60_000 }, async () => {
    const selected = await answer(server.session, 'tabs', { select: 2 });
    expect(selected).toMatch(new RegExp(`^snapshot v2\npage "Order #1001" url="${app.origin}/order/1001" settled\n`));
    const shopRef = refOf(shop, 'button "Open #1002"');
    expect(await fault(server.session, 'tap', { ref: shopRef })).toMatch(new RegExp(`^tap: unknown ref ${shopRef} \\(no answer in this tab has shown it`));
    const order = await answer(server.session, 'snapshot', {});
    // The shop's ref names an element of this tab too: the refusal above was not for want of one.
    expect(order).toMatch(new RegExp(`^${shopRef} `, 'm'));
    // The window's first document ran before the server's guard could be first in it: acts there wait for it to load again.
    expect(await fault(server.session, 'tap', { ref: refOf(order, 'button "Ship"') })).toMatch(/^tap: this tab's page was made before the server's guard/);
    await answer(server.session, 'navigate', { url: `${app.origin}/order/1001` });
    const guarded = await answer(server.session, 'snapshot', {});
    const shipped = await answer(server.session, 'tap', { ref: refOf(guarded, 'button "Ship"') });
    expect(shipped).toMatch(/^toast "Shipped #1001"$/m);
    await answer(server.session, 'tabs', { select: 1 });
    expect(await fault(server.session, 'tap', { ref: refOf(guarded, 'button "Ship"') })).toMatch(/^tap: unknown ref /);
  });

  test('a window a script opens is a tab too; closing it by number lists the rest', { timeout: 60_000 }, async () => {
    const receipt = await answer(server.session, 'try', { step: "tapOn: 'Open #1002'" });
    expect(receipt).toMatch(new RegExp(`^tab 3 "Order #1002" url="${app.origin}/order/1002"$`, 'm'));
    expect(await answer(server.session, 'tabs', { close: 3 })).toBe(
      `tab 1 "Shop" url="${app.origin}/shop" selected\ntab 2 "Order #1001" url="${app.origin}/order/1001"`,
    );
    expect(await fault(server.session, 'tabs', { select: 3 })).toBe('tabs: no tab 3 (open: 1, 2)');
  });

  test('a tab that closes itself hands the selection back, and the answer says so', { timeout: 60_000 }, async () => {
    await answer(server.session, 'tabs', { select: 2 });
    const done = await answer(server.session, 'try', { step: "tapOn: 'Done'" });
    expect(done).toContain('note: tab 2 was closed by the page; tab 1 is selected now: snapshot it before using a ref');
    expect(await answer(server.session, 'tabs', {})).toBe(`tab 1 "Shop" url="${app.origin}/shop" selected`);
    expect(await answer(server.session, 'try', { step: "tapOn: 'Save note'" })).toMatch(/^done tapOn e\d+ button "Save note"/);
  });

  test(
    'a window whose page adds a capture listener before anything else cannot hide where an act lands: the act is refused, nothing reached',
    { timeout: 60_000 },
    async () => {
      await answer(server.session, 'navigate', { url: `${app.origin}/terms-opener` });
      const opened = await answer(server.session, 'try', { step: "tapOn: 'Terms'" });
      const number = /^tab (\d+) /m.exec(opened)![1];
      await answer(server.session, 'tabs', { select: Number(number) });
      const agreed = app.served.filter((url) => url === '/agreed').length;
      const refused = await server.session.call('try', { step: "tapOn: 'Decide later'" });
      expect(refused.isError).toBe(true);
      expect(text(refused)).toMatch(/^try: this tab's page was made before the server's guard/);
      expect(refused.structuredContent).toEqual({ error: { kind: 'stopped', delivered: false, retryable: false } });
      await new Promise((settle) => setTimeout(settle, 300));
      expect(app.served.filter((url) => url === '/agreed').length).toBe(agreed);
      await answer(server.session, 'tabs', { close: Number(number) });
    },
  );

  test('a page that opens windows in a loop gets at most ten tabs; the rest are closed and counted', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/shop` });
    const receipt = await answer(server.session, 'try', { step: "tapOn: 'Open all'" });
    expect(receipt.split('\n').filter((line) => line.startsWith('tab '))).toHaveLength(9);
    expect(receipt.split('\n').filter((line) => line.startsWith('note: the page opened a window past the 10 tabs kept'))).toHaveLength(6);
    expect((await answer(server.session, 'tabs', {})).split('\n')).toHaveLength(10);
  });
});

describe('hover, back and forward', () => {
  const server = useServer();

  test('hover opens a menu that opens on hover: its links are in the receipt', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/menu` });
    const page = await answer(server.session, 'snapshot', {});
    const account = refOf(page, 'button "Account"');
    const receipt = await answer(server.session, 'hover', { ref: account });
    expect(receipt.split('\n')[0]).toBe(`done hover ${account} button "Account"`);
    expect(receipt).toMatch(/^\+ e\d+ link "Profile"$/m);
  });

  test('back and forward walk the history, each answering the overview of the page it lands on', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/widgets` });
    expect(await answer(server.session, 'back', {})).toContain(`page "Menu" url="${app.origin}/menu"`);
    expect(await answer(server.session, 'forward', {})).toContain(`page "Widgets" url="${app.origin}/widgets"`);
    expect(await fault(server.session, 'forward', {})).toBe('forward: there is no page to go forward to');
  });
});

describe('--storage-state: a session that starts logged in', () => {
  test("the cookies and local storage of the file are the page's from the first navigate", { timeout: 120_000 }, async () => {
    const state = join(dir, 'state.json');
    writeFileSync(
      state,
      JSON.stringify({
        cookies: [{ name: 'session', value: 'ada', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
        origins: [{ origin: app.origin, localStorage: [{ name: 'theme', value: 'dark' }] }],
      }),
    );
    const session = await connect(sdk, { command: 'npx', args: ['a11y-snapshot', 'mcp', '--storage-state', state], cwd: project });
    try {
      await answer(session, 'navigate', { url: `${app.origin}/whoami` });
      const page = await answer(session, 'snapshot', { detail: 'read' });
      expect(page).toContain('\ntext "Cookies: session=ada"\ntext "Theme: dark"\n');
    } finally {
      await session.close();
    }
  });

  test('a file that is not a storage state stops the server at once, in one line naming it', { timeout: 60_000 }, async () => {
    const bad = join(dir, 'bad-state.json');
    writeFileSync(bad, '{"cookies": 3}');
    const result = await run(bin(project, 'a11y-snapshot'), ['mcp', '--storage-state', bad], project);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/--storage-state ".*bad-state\.json": not a storage state/)]);
  });
});

describe('logged-in state kept across runs: --user-data-dir, and state { save }', () => {
  test('what one run signed in with, the next run has: cookies and local storage', { timeout: 180_000 }, async () => {
    const profile = join(dir, 'profile');
    const start = () => connect(sdk, { command: 'npx', args: ['a11y-snapshot', 'mcp', '--user-data-dir', profile], cwd: project });
    const first = await start();
    try {
      expect(await answer(first, 'navigate', { url: `${app.origin}/remember` })).toContain('page "Signed in"');
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      await answer(second, 'navigate', { url: `${app.origin}/whoami` });
      expect(await answer(second, 'snapshot', { detail: 'read' })).toContain('\ntext "Cookies: session=grace"\ntext "Theme: light"\n');
    } finally {
      await second.close();
    }
  });

  test('state { save } writes the session to a file in --output-dir that --storage-state starts the next run with', { timeout: 180_000 }, async () => {
    const output = join(dir, 'saved-states');
    const first = await connect(sdk, { command: 'npx', args: ['a11y-snapshot', 'mcp', '--output-dir', output], cwd: project });
    let path: string;
    try {
      await answer(first, 'navigate', { url: `${app.origin}/remember` });
      const saved = await answer(first, 'state', { save: '../shop-login.json' });
      expect(saved).toMatch(/^saved 1 cookie and the local storage of 1 origin to "(.*)"$/);
      path = JSON.parse(saved.slice(saved.indexOf('"')));
      // The name's climb is dropped: the file is in the folder.
      expect(path).toBe(join(realpathSync(output), 'shop-login.json'));
      expect(await answer(first, 'state', { save: 'shop-login.json' })).toContain(`"${join(realpathSync(output), 'shop-login (1).json')}"`);
    } finally {
      await first.close();
    }
    const second = await connect(sdk, { command: 'npx', args: ['a11y-snapshot', 'mcp', '--storage-state', path], cwd: project });
    try {
      await answer(second, 'navigate', { url: `${app.origin}/whoami` });
      expect(await answer(second, 'snapshot', { detail: 'read' })).toContain('\ntext "Cookies: session=grace"\ntext "Theme: light"\n');
      expect(await fault(second, 'state', { save: 'x.json' })).toBe(
        'state: the server writes no files: start it with --output-dir DIR, the folder saved states go to',
      );
    } finally {
      await second.close();
    }
  });

  test('with --storage-state it is refused at once, in one line', { timeout: 60_000 }, async () => {
    const result = await run(bin(project, 'a11y-snapshot'), ['mcp', '--user-data-dir', join(dir, 'p2'), '--storage-state', join(dir, 'state.json')], project);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('--user-data-dir and --storage-state: give one')]);
  });
});

describe('the bin npm linked', () => {
  test('node_modules/.bin/a11y-snapshot mcp serves the same tools and acts', { timeout: 120_000 }, async () => {
    const session = await connect(sdk, { command: bin(project, 'a11y-snapshot'), args: ['mcp', '--allowed-origins', app.origin], cwd: project });
    try {
      expect((await session.client.listTools()).tools.map((t) => t.name)).toEqual(TOOL_NAMES);
      expect(await answer(session, 'navigate', { url: `${app.origin}/` })).toContain('page "Orders"');
      const receipt = await answer(session, 'try', { step: "tapOn: 'Place order'" });
      expect(receipt).toMatch(/^done tapOn e\d+ button "Place order"\n/);
      expect(receipt).toMatch(/^net: 1 request — POST \/api\/orders 201$/m);
      expect(await fault(session, 'navigate', { url: 'http://elsewhere.test/' })).toMatch(/^navigate: refused: /);
    } finally {
      await session.close();
    }
  });
});

describe('many agents over Streamable HTTP: --port', () => {
  /**
   * `npx a11y-snapshot mcp --port 0 …` started as a host starts a service; where it serves, from its standard error.
   * Stopped as a service manager stops one, its whole process group: npx runs the server as a child of its own.
   */
  async function startHttp(args: string[], env: Record<string, string> = {}): Promise<{ url: string; stop(): void }> {
    const child = spawn('npx', ['a11y-snapshot', 'mcp', '--port', '0', ...args], {
      cwd: project,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Gone already.
      }
    };
    try {
      return { url: await saidOnStderr(child, /serving MCP at (http:\/\/\S+)/), stop };
    } catch (error) {
      stop();
      throw error;
    }
  }

  test('two clients at once: each its own page, cookies and refs', { timeout: 180_000 }, async () => {
    const server = await startHttp([]);
    try {
      const [ada, grace] = await Promise.all([over(sdk, server.url), over(sdk, server.url)]);
      try {
        // At the same moment: one signs in, the other opens the shop.
        const [signed, shop] = await Promise.all([
          answer(ada, 'navigate', { url: `${app.origin}/remember` }),
          answer(grace, 'navigate', { url: `${app.origin}/shop` }),
        ]);
        expect(signed).toContain('page "Signed in"');
        expect(shop).toContain('page "Shop"');
        await answer(grace, 'navigate', { url: `${app.origin}/whoami` });
        expect(await answer(grace, 'snapshot', { detail: 'read' })).toContain('\ntext "Cookies:"\ntext "Theme: null"\n');
        await answer(ada, 'navigate', { url: `${app.origin}/whoami` });
        expect(await answer(ada, 'snapshot', { detail: 'read' })).toContain('\ntext "Cookies: session=grace"\n');
        // A ref one client was given is not the other's.
        await answer(ada, 'navigate', { url: `${app.origin}/shop` });
        const note = refOf(await answer(ada, 'snapshot', {}), 'textbox "Note"');
        expect(await fault(grace, 'fill', { ref: note, value: 'x' })).toMatch(/^fill: (unknown ref|gone) /);
        expect(await answer(ada, 'fill', { ref: note, value: 'mine' })).toContain(`value ${note} "mine"`);
      } finally {
        await Promise.all([ada.close(), grace.close()]);
      }
    } finally {
      server.stop();
    }
  });

  test('a cap on sessions, a bearer token, and the host check against DNS rebinding', { timeout: 180_000 }, async () => {
    const server = await startHttp(['--max-sessions', '1'], { A11Y_MCP_TOKEN: 'open-sesame' });
    try {
      await expect(over(sdk, server.url)).rejects.toThrow(/unauthorized/);
      const first = await over(sdk, server.url, { Authorization: 'Bearer open-sesame' });
      try {
        await expect(over(sdk, server.url, { Authorization: 'Bearer open-sesame' })).rejects.toThrow(/at most 1 sessions at once/);
        expect(await answer(first, 'navigate', { url: `${app.origin}/shop` })).toContain('page "Shop"');
      } finally {
        await first.close();
      }
      // A page elsewhere whose name now points here sends its own Host: refused before any session opens.
      // (node:http, since fetch will not send a Host of the caller's choosing.)
      const status = await new Promise<number | undefined>((answered, failed) => {
        const body = JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
        });
        const sent = httpRequest(
          server.url,
          {
            method: 'POST',
            headers: {
              host: 'attacker.example',
              authorization: 'Bearer open-sesame',
              'content-type': 'application/json',
              accept: 'application/json, text/event-stream',
            },
          },
          (response) => answered(response.statusCode),
        );
        sent.once('error', failed);
        sent.end(body);
      });
      expect(status).toBe(403);
    } finally {
      server.stop();
    }
  });

  test('a session idle past --idle-timeout is closed, and its place is free again', { timeout: 120_000 }, async () => {
    const server = await startHttp(['--max-sessions', '1', '--idle-timeout', '400']);
    try {
      const first = await over(sdk, server.url);
      await expect(over(sdk, server.url)).rejects.toThrow(/at most 1 sessions at once/);
      // A call that runs longer than the idle time is activity: it is answered, and the session stays.
      await answer(first, 'navigate', { url: `${app.origin}/shop` });
      expect(await fault(first, 'wait', { text: 'Nothing says this', timeout: 1_500 })).toMatch(/^wait: "Nothing says this" did not appear within 1500 ms/);
      await new Promise((idle) => setTimeout(idle, 1_200));
      const second = await over(sdk, server.url);
      expect(await answer(second, 'navigate', { url: `${app.origin}/shop` })).toContain('page "Shop"');
      // The first one's session is gone: its next call is refused.
      await expect(first.call('snapshot', {})).rejects.toThrow(/session not found/i);
      await Promise.all([first.close(), second.close()]);
    } finally {
      server.stop();
    }
  });

  test('--user-data-dir with --port is refused at start, in one line', { timeout: 60_000 }, async () => {
    const result = await run(bin(project, 'a11y-snapshot'), ['mcp', '--port', '0', '--user-data-dir', join(dir, 'p3')], project);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('--user-data-dir and --port')]);
  });
});

describe('browsers elsewhere: --cdp-endpoint and --connect', () => {
  /** Navigates the app's order form and places an order: the engine reads and acts in the browser the server attached to. */
  async function placeOrder(session: Session): Promise<void> {
    expect(await answer(session, 'navigate', { url: `${app.origin}/` })).toContain('page "Orders"');
    const receipt = await answer(session, 'try', { step: "tapOn: 'Place order'" });
    expect(receipt).toMatch(/^done tapOn e\d+ button "Place order"\n/);
    expect(receipt).toMatch(/^dialog "Order placed"$/m);
  }

  test(
    'a Chromium started with a remote debugging port: the server attaches over CDP and drives a context of its own there',
    { timeout: 180_000 },
    async () => {
      const { executablePath, args = [] } = chromiumLaunchOptions();
      const profile = mkdtempSync(join(dir, 'remote-'));
      const chromium = spawn(
        executablePath ?? playwrightChromium.executablePath(),
        [...args, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      try {
        const endpoint = await saidOnStderr(chromium, /DevTools listening on (ws:\/\/\S+)/);
        const session = await connect(sdk, { command: 'npx', args: ['a11y-snapshot', 'mcp', '--cdp-endpoint', endpoint], cwd: project });
        try {
          await placeOrder(session);
          // The page is the remote Chromium's: its own list of targets has it.
          const port = new URL(endpoint).port;
          const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { url: string }[];
          expect(targets.map((t) => t.url)).toContain(`${app.origin}/`);
        } finally {
          await session.close();
        }
        // The browser is the one that was there before: the server left it running.
        expect(chromium.exitCode).toBe(null);
      } finally {
        chromium.kill();
      }
    },
  );

  test('a Playwright browser server: the server connects and drives it', { timeout: 180_000 }, async () => {
    const server = await playwrightChromium.launchServer({ ...chromiumLaunchOptions(), headless: true });
    try {
      const session = await connect(sdk, { command: 'npx', args: ['a11y-snapshot', 'mcp', '--connect', server.wsEndpoint()], cwd: project });
      try {
        await placeOrder(session);
      } finally {
        await session.close();
      }
    } finally {
      await server.close();
    }
  });

  test('--cdp-header is sent to the endpoint, as a service that takes a token needs', { timeout: 60_000 }, async () => {
    const asked: (string | undefined)[] = [];
    const service = createServer((request, response) => {
      asked.push(request.headers.authorization);
      response.writeHead(401).end();
    });
    await new Promise<void>((listening) => service.listen(0, '127.0.0.1', listening));
    const endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    const session = await connect(sdk, {
      command: 'npx',
      args: ['a11y-snapshot', 'mcp', '--cdp-endpoint', endpoint, '--cdp-header', 'Authorization: Bearer t0ken'],
      cwd: project,
    });
    try {
      // The service refuses: the call says so in one line, and the token reached it.
      expect(await fault(session, 'navigate', { url: `${app.origin}/` })).toMatch(/^navigate: /);
      expect(asked).toContain('Bearer t0ken');
    } finally {
      await session.close();
      await new Promise((closed) => service.close(closed));
    }
  });

  test('with an origin list, attaching is refused at start, in one line naming it', { timeout: 60_000 }, async () => {
    const result = await run(bin(project, 'a11y-snapshot'), ['mcp', '--cdp-endpoint', 'ws://127.0.0.1:9/x', '--allowed-origins', app.origin], project);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('--allowed-origins cannot be held with --cdp-endpoint')]);
  });
});

describe('tabs under an origin list', () => {
  test('a window the page opens to an origin off the list is a tab where nothing loads, and the answer says so', { timeout: 120_000 }, async () => {
    const partner = createServer((request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Partner</title>'));
    const hits: string[] = [];
    partner.on('request', (request) => hits.push(request.url ?? ''));
    await new Promise<void>((listening) => partner.listen(0, '127.0.0.1', listening));
    const elsewhere = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/`;
    const session = await connect(sdk, { command: bin(project, 'a11y-snapshot'), args: ['mcp', '--allowed-origins', app.origin], cwd: project });
    try {
      await answer(session, 'navigate', { url: `${app.origin}/away?to=${encodeURIComponent(elsewhere)}` });
      const receipt = await answer(session, 'try', { step: "tapOn: 'Partner'" });
      expect(receipt).toContain(
        `note: a window the page opened was sent to "${elsewhere}", which the server refused: ${elsewhere.slice(0, -1)} is not in --allowed-origins`,
      );
      expect(receipt).toMatch(/^tab 2 /m);
      expect(await answer(session, 'tabs', { select: 2 })).not.toContain('Partner');
      expect(hits).toEqual([]);
    } finally {
      await session.close();
      await new Promise((closed) => partner.close(closed));
    }
  });
});
