/**
 * The scripted task an agent runs on the local shop, through the built bin
 * and the SDK's own client: arrive and read the overview, act by step and by
 * ref, read what each act did from its receipt, compare with a baseline,
 * wait for a late status line, take a screenshot; and the answers to
 * arguments that break a tool's schema. One server for the file: the tests
 * run in order on its one page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legend } from '../../src/notation/index.js';
import { SHOP, STOCK_DELAY_MS } from './app.js';
import { ELEMENT_LINE, PAGE_LINE, RECEIPT_LINE, REGION_LINE } from './grammar.js';
import { refOf, startAgent, startApp, type Agent, type App } from './harness.js';
import { TOOL_NAMES } from './tool-names.js';

let app: App;
let agent: Agent;

beforeAll(async () => {
  [app, agent] = await Promise.all([startApp(SHOP), startAgent(['--allow-file'])]);
});

afterAll(async () => {
  await agent?.close();
  await app?.close();
});

/** A read with refs of the page as it is now. */
async function snapshot(args: Record<string, unknown> = {}): Promise<string> {
  const answer = await agent.call('snapshot', args);
  expect(answer.isError, answer.text).toBe(false);
  return answer.text;
}

/** Calls a tool that must succeed; its text. */
async function ok(name: string, args: Record<string, unknown>): Promise<string> {
  const answer = await agent.call(name, args);
  expect(answer.isError, answer.text).toBe(false);
  return answer.text;
}

/** Every line of an act's answer is one the receipt grammar allows. */
function expectReceipt(text: string): void {
  for (const line of text.split('\n')) expect(line, text).toMatch(RECEIPT_LINE);
}

describe('the scripted task', () => {
  it('navigate answers the regions overview: the header, then one line per container', async () => {
    const text = await ok('navigate', { url: `${app.origin}/` });
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('snapshot v2');
    expect(lines[1]).toBe(`page "Shop orders" url="${app.origin}/" settled`);
    expect(lines[1]).toMatch(PAGE_LINE);
    expect(lines).toContain('nav "Main": 2 links');
    expect(lines).toContain('table "Orders": 2 rows');
    expect(lines.find((line) => line.startsWith('form "New order": '))).toMatch(/\b1 combobox\b/);
    expect(lines.find((line) => line.startsWith('form "New order": '))).toMatch(/\b1 switch\b/);
    // The overview counts; it is not the page's lines.
    expect(text).not.toContain('"Create order"');
    for (const line of lines.slice(2)) expect(line).toMatch(REGION_LINE);
  });

  it('fills a field and picks an option by ref, flips a CSS-drawn switch, presses a key: each answer says what changed', async () => {
    const page = await snapshot();
    const lines = page.trimEnd().split('\n');
    expect(lines[0]).toBe('snapshot v2');
    for (const line of lines.slice(2)) expect(line).toMatch(ELEMENT_LINE);
    const customer = refOf(page, 'textbox "Customer"');
    const size = refOf(page, 'combobox "Size"');
    const express = refOf(page, 'switch "Express delivery"');
    expect(page).toContain(`${express} switch "Express delivery" off`);
    expect(page).toContain(`${size} combobox "Size" #"size" ="Small"`);

    const filled = await ok('fill', { ref: customer, value: 'Ada Lovelace' });
    expect(filled.split('\n')[0]).toBe(`done inputText ${customer} textbox "Customer" ="Ada Lovelace"`);
    expect(filled.split('\n')).toContain(`value ${customer} "Ada Lovelace"`);
    expectReceipt(filled);

    const picked = await ok('select', { ref: size, option: 'Large' });
    expect(picked.split('\n')[0]).toBe(`done inputText ${size} combobox "Size" ="Large"`);
    expect(picked.split('\n')).toContain(`value ${size} "Large"`);
    expect(picked).toMatch(/^~flags e\d+ option "Large" selected \(was no flags\)$/m);
    expectReceipt(picked);

    const flipped = await ok('tap', { ref: express });
    expect(flipped.split('\n')[0]).toBe(`done tapOn ${express} switch "Express delivery"`);
    expect(flipped).toMatch(new RegExp(`^~flags ${express} switch "Express delivery" on.* \\(was off.*\\)$`, 'm'));

    // Tab from the switch moves the focus to the next control: the Create order button.
    const pressed = await ok('press', { key: 'Tab' });
    expect(pressed).toMatch(new RegExp(`^focus ${refOf(page, 'button "Create order"')}$`, 'm'));
    expectReceipt(pressed);

    // select on a line that is no select is refused, naming the line.
    const wrong = await agent.call('select', { ref: customer, option: 'Large' });
    expect(wrong.isError).toBe(true);
    expect(wrong.text).toBe(`select ${customer}: its line is textbox "Customer", not a select (combobox or listbox); use fill or tap`);
  });

  it('try on a unique name acts: the receipt holds the dialog it opened and the POST it sent', async () => {
    const postsBefore = app.served.filter((r) => r.method === 'POST').length;
    const text = await ok('try', { step: "tapOn: 'Create order'" });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^done tapOn e\d+ button "Create order"$/);
    expect(lines).toContain('dialog "Order created"');
    expect(lines).toContain('net: 1 request — POST /api/orders 201');
    expect(lines).toContainEqual(expect.stringMatching(/^\+ e\d+ button "Close"/));
    expectReceipt(text);
    // The page's POST reached the app, once, with what was filled and picked.
    const posts = app.served.filter((r) => r.method === 'POST');
    expect(posts.length - postsBefore).toBe(1);
    expect(posts.at(-1)!.url).toBe('/api/orders');

    // Escape on the dialog's own button: the key goes there, or nowhere.
    const close = /^\+ (e\d+) button "Close"/m.exec(text)![1];
    const closed = await ok('press', { key: 'Escape', ref: close });
    expect(closed.split('\n')[0]).toBe(`done press Escape on ${close} button "Close"`);
    // The button the key was pressed on went with its dialog: a `gone` event, as after a tap.
    expect(closed.split('\n')).toContain(`gone ${close}`);
  });

  it('try on an ambiguous name answers the candidates and touches nothing', async () => {
    const before = await snapshot();
    const served = app.served.length;
    const text = await ok('try', { step: "tapOn: 'Delete'" });
    const lines = text.split('\n');
    expect(lines[0]).toBe('ambiguous "Delete": 2');
    expect(lines[1]).toMatch(/^ {2}e\d+ button\[1\] "Delete" x2 row:"Order 1001" via:exact {2}→ tapOn: \{ text: 'Delete', rightOf: 'Order 1001' \}$/);
    expect(lines[2]).toMatch(/^ {2}e\d+ button\[2\] "Delete" x2 row:"Order 1002" via:exact {2}→ tapOn: \{ text: 'Delete', rightOf: 'Order 1002' \}$/);
    expect(lines).toHaveLength(3);
    // Both rows are still there, the page is as it was, and it asked nothing of the app.
    const after = await snapshot();
    expect(after).toBe(before);
    expect(after).toContain('row:"Order 1001"');
    expect(after).toContain('row:"Order 1002"');
    expect(app.served.length).toBe(served);
    expect(await ok('diff', {})).toBe('no change');
  });

  it('a ref never issued is refused with the range the latest snapshot has', async () => {
    const page = await snapshot();
    const refs = [...page.matchAll(/^e(\d+) /gm)].map((m) => Number(m[1]));
    const answer = await agent.call('tap', { ref: 'e999' });
    expect(answer.isError).toBe(true);
    expect(answer.text).toBe(`tap: unknown ref e999 (the latest snapshot has e${Math.min(...refs)}–e${Math.max(...refs)})`);
  });

  it('diff against a saved baseline says what changed since; an unknown baseline is an error naming the saved ones', async () => {
    const base = await snapshot({ save: 'start' });
    const first = refOf(base, 'row:"Order 1001"');
    const deleted = await ok('tap', { ref: first });
    expect(deleted.split('\n')[0]).toBe(`done tapOn ${first} button "Delete"`);
    expect(deleted.split('\n')).toContain(`gone ${first}`);
    expectReceipt(deleted);

    const diff = await ok('diff', { baseline: 'start' });
    expect(diff).toMatch(new RegExp(`^- ${first} button\\[1\\] "Delete" x2 row:"Order 1001"$`, 'm'));
    // The row left is no longer one of two, but its role, name, value and flags are the same: no ~ line.
    expect(diff).not.toContain('Order 1002');
    expectReceipt(diff);
    // Without a baseline: since the latest read (the diff's own), nothing.
    expect(await ok('diff', {})).toBe('no change');

    const unknown = await agent.call('diff', { baseline: 'nope' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toBe('diff: no baseline named "nope" (saved: start)');
  });

  it('diff without a baseline shows what the page changed by itself since the latest read', async () => {
    const page = await snapshot();
    await ok('tap', { ref: refOf(page, 'button "Refresh stock"') });
    // The page's own timer, not an act: nothing reads the page meanwhile.
    await new Promise((done) => setTimeout(done, STOCK_DELAY_MS + 1_000));
    const diff = await ok('diff', {});
    expect(diff).toContain('Stock refreshed');
    expectReceipt(diff);
    expect(await ok('diff', {})).toBe('no change');
  });

  it('wait { text } returns once a script adds the line, with what changed; a wait that runs out is an error result', async () => {
    // A new page: the status is empty again.
    await ok('navigate', { url: `${app.origin}/` });
    const page = await snapshot();
    const tapped = await ok('tap', { ref: refOf(page, 'button "Refresh stock"') });
    expect(tapped).not.toContain('Stock refreshed');
    const waited = await ok('wait', { text: 'stock REFRESHED' });
    expect(waited).toMatch(/"Stock refreshed"/);
    expectReceipt(waited);

    const late = await agent.call('wait', { text: 'Never shown', timeout: 500 });
    expect(late.isError).toBe(true);
    expect(late.text).toBe('wait: "Never shown" did not appear within 500 ms');
  });

  it('a ref from before a navigation is gone, and says why', async () => {
    const page = await snapshot();
    const link = refOf(page, 'link "Order details"');
    const create = refOf(page, 'button "Create order"');
    const went = await ok('tap', { ref: link });
    const lines = went.split('\n');
    expect(lines[0]).toBe(`done tapOn ${link} link "Order details"`);
    expect(lines).toContain(`went "${app.origin}/details"`);
    expect(lines).toContainEqual(expect.stringMatching(/^page "Order 1001": \d+ lines?$/));
    expect(lines).toContain('net: 1 request — GET /details 200');
    expectReceipt(went);

    const stale = await agent.call('tap', { ref: create });
    expect(stale.isError).toBe(true);
    expect(stale.text).toMatch(new RegExp(`^tap: gone ${create}: the page has loaded another document since the snapshot; take a new snapshot$`));
  });

  it('a ref the navigate overview prints can be used at once', async () => {
    const overview = await ok('navigate', { url: `${app.origin}/help` });
    // Controls in no container are named in the overview, with their refs.
    const ref = refOf(overview, 'button "Help me"');
    const tapped = await agent.call('tap', { ref });
    expect(tapped.text.split('\n')[0]).toBe(`done tapOn ${ref} button "Help me"`);
    expect(tapped.isError).toBe(false);
  });

  it('screenshot { annotate: true } answers a PNG image', async () => {
    await ok('navigate', { url: `${app.origin}/` });
    const answer = await agent.call('screenshot', { annotate: true });
    expect(answer.isError, answer.text).toBe(false);
    const images = answer.result.content.filter((part) => part.type === 'image');
    expect(images).toHaveLength(1);
    const image = images[0] as { type: 'image'; data: string; mimeType: string };
    expect(image.mimeType).toBe('image/png');
    const png = Buffer.from(image.data, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(1_000);
  });

  it('opens a file: URL when started with --allow-file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'a11y-agent-'));
    try {
      const file = join(dir, 'local.html');
      writeFileSync(file, '<!doctype html><title>Local</title><main><button>Saved locally</button></main>');
      const text = await ok('navigate', { url: pathToFileURL(file).href });
      expect(text.split('\n')[1]).toBe(`page "Local" url=${JSON.stringify(pathToFileURL(file).href)} settled`);
      expect(text).toContain('main: 1 button');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the tools as listed', () => {
  it('are the tools the tests expect, none of which runs JavaScript; the snapshot tool carries the engine legend verbatim', async () => {
    const { tools } = await agent.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());
    const snapshotTool = tools.find((tool) => tool.name === 'snapshot')!;
    expect(snapshotTool.description).toContain(legend());
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
  });
});

describe('arguments that break a schema', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['wrong type', { name: 'fill', arguments: { ref: 2, value: 'x' } }, /^fill: ref: .*string/],
    ['unknown field', { name: 'fill', arguments: { ref: 'e1', value: 'x', force: true } }, /^fill: .*"force"/],
    ['missing field', { name: 'fill', arguments: { ref: 'e1' } }, /^fill: value: /],
    ['bad enum', { name: 'snapshot', arguments: { detail: 'everything' } }, /^snapshot: detail: .*"compact"/],
    ['wrong type of a number', { name: 'wait', arguments: { text: 'x', timeout: 'soon' } }, /^wait: timeout: /],
    ['neither of two', { name: 'wait', arguments: {} }, /^wait: .*ref or text/],
    ['a bad baseline name', { name: 'snapshot', arguments: { save: '../x' } }, /^snapshot: save: /],
  ];

  it.each(cases)('%s: an error result, one line naming the tool and the field', async (_, { name, arguments: args }, expected) => {
    const answer = await agent.call(name as string, args as Record<string, unknown>);
    expect(answer.isError).toBe(true);
    expect(answer.text.split('\n')).toHaveLength(1);
    expect(answer.text).toMatch(expected);
  });

  it('a tool that does not exist is named, with the tools there are', async () => {
    const answer = await agent.call('evaluate', { script: 'document.cookie' });
    expect(answer.isError).toBe(true);
    expect(answer.text).toBe(`unknown tool "evaluate" (tools: ${TOOL_NAMES.join(', ')})`);
  });

  it('the server answers the next call after them', async () => {
    const text = await snapshot();
    expect(text.split('\n')[0]).toBe('snapshot v2');
    expect(text.split('\n')[1]).toMatch(PAGE_LINE);
  });
});
