/**
 * Names from CSS, containers and embedded media, held against Chromium's
 * native accessibility tree (CDP `Accessibility.getFullAXTree`), not only
 * Playwright's aria snapshot: for every `[data-t]` element of each page,
 * Chromium's own name, our engine's in Chromium and our engine's in jsdom
 * must be the expected one.
 */
import { test, expect, type Page } from '@playwright/test';
import { capture, nameOf } from '../../src/engine/index.js';
import { capturePage, describeElement } from '../../src/browser-page/capture-page.js';
import type { Snapshot } from '../../src/model/snapshot.js';
import { parseBody as jsdomOf } from '../support/body.js';
import { HOSTS, KEPT_ELEMENTS, KEPT_ROLES, SKIPPED_ELEMENTS, SKIPPED_ROLES, containerHtml } from '../support/containers.js';

interface NativeNode {
  role: string;
  name: string;
  value: string;
}

/** Chromium's native nodes, by DOM node, and those of the `[data-t]` elements in order. */
async function nativeTree(page: Page): Promise<{ all: NativeNode[]; targets: (NativeNode | undefined)[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const byDom = new Map<number, NativeNode>();
  const all: NativeNode[] = [];
  for (const n of nodes) {
    if (n.ignored) continue;
    const name = String(n.name?.value ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const node = { role: String(n.role?.value ?? ''), name, value: String(n.value?.value ?? '') };
    all.push(node);
    if (n.backendDOMNodeId !== undefined) byDom.set(n.backendDOMNodeId, node);
  }
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-t]' });
  const targets = [];
  for (const nodeId of nodeIds) {
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    targets.push(byDom.get(node.backendNodeId));
  }
  await cdp.detach();
  return { all, targets };
}

async function open(page: Page, html: string): Promise<void> {
  await page.setContent(`<!doctype html><html><head></head><body>${html}</body></html>`);
}

/** The names of the `[data-t]` elements from Chromium's tree, our engine in Chromium, and in jsdom. */
async function namesEverywhere(page: Page, html: string): Promise<{ native: string[]; chromium: string[]; jsdom: string[] }> {
  await open(page, html);
  const { targets } = await nativeTree(page);
  const chromium: string[] = [];
  for (const locator of await page.locator('[data-t]').all()) chromium.push((await describeElement(locator)).name);
  const jsdom = [...jsdomOf(html).querySelectorAll('[data-t]')].map((el) => nameOf(el));
  return { native: targets.map((n) => n?.name ?? '(not in the tree)'), chromium, jsdom };
}

function lines(model: Snapshot): string[] {
  return model.nodes.map((n) =>
    [n.role, JSON.stringify(n.name), n.icon ? `icon:${n.icon}` : '', n.value === undefined ? '' : `=${JSON.stringify(n.value)}`].filter(Boolean).join(' '),
  );
}

const SVG_URL = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='10' height='10'%3E%3Crect width='10' height='10'/%3E%3C/svg%3E")`;
const PATH = '<path d="M0 0h10v10z"/>';

const NAME_CASES: [string, string, string[]][] = [
  [
    'content:url() is not text',
    `<style>.tick::before { content: ${SVG_URL} } .file::after { content: url(dot.png) }</style>
    <span role="checkbox" aria-checked="false" tabindex="0" class="tick" data-t>Lettuce</span><button class="file" data-t>Save</button>`,
    ['Lettuce', 'Save'],
  ],
  [
    'non-inline ::before is set apart',
    `<style>.tag::before { content: "New"; display: inline-block } .abs::before { content: "Hot"; position: absolute } .fl::after { content: "Sale"; float: right }</style>
    <a href="#" class="tag" data-t>Arrivals</a> <a href="#" class="abs" data-t>Deals</a> <a href="#" class="fl" data-t>Shoes</a>`,
    ['New Arrivals', 'Hot Deals', 'Shoes Sale'],
  ],
  [
    'flex and grid items, ::before among them, are set apart',
    `<style>.f { display: flex } .g { display: inline-grid } .tick::before { content: "✓" }</style>
    <button class="f" data-t><span>Save</span><span>draft</span></button> <span role="checkbox" aria-checked="true" class="f tick" data-t>Lettuce</span>
    <a href="#" class="g" data-t><b>New</b><i>Arrivals</i></a> <button data-t><span>Save</span><span>draft</span></button>`,
    ['Save draft', '✓ Lettuce', 'New Arrivals', 'Savedraft'],
  ],
  [
    "a picture's text is set apart from the text beside it",
    `<a href="#" data-t><img alt="Ada" src="a.png">Lovelace</a> <a href="#" data-t>Lovelace<img alt="Ada" src="a.png"></a>
    <a href="#" data-t><span><img alt="Ada" src="a.png"></span><span>Lovelace</span></a> <a href="#" data-t>(<img alt="Ada" src="a.png">)Lovelace</a>
    <a href="#" data-t><svg width="10" height="10"><title>Ada</title>${PATH}</svg>Lovelace</a> <a href="#" data-t><span role="img" aria-label="Ada"></span>Lovelace</a>
    <a href="#" data-t>One<span aria-labelledby="l">x</span>Two</a><span id="l">Lbl</span> <a href="#" data-t><span>Ada</span><b>Lovelace</b></a>`,
    ['Ada Lovelace', 'Lovelace Ada', 'Ada Lovelace', '( Ada )Lovelace', 'Ada Lovelace', 'Ada Lovelace', 'One Lbl Two', 'AdaLovelace'],
  ],
  ['single-colon :after', '<style>.req:after { content: " (required)" }</style><button class="req" data-t>Name</button>', ['Name (required)']],
  [
    'blockified .sr-only text',
    `<style>.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0,0,0,0); white-space: nowrap }</style>
    <button data-t><span class="sr-only">Previous Slide</span>◀</button>`,
    ['Previous Slide ◀'],
  ],
  [
    'containers in a name from content',
    `<div role="tree"><div role="treeitem" aria-expanded="true" data-t>src <div role="group"><div role="treeitem" data-t>main.ts</div></div></div></div>
    <div role="menubar"><div role="menuitem" aria-haspopup="true" data-t>File <div role="menu"><div role="menuitem" data-t>Open</div></div></div></div>
    <a href="#" data-t><article><img alt="Lytro deal" src="x.png"><h2>Google buys Lytro</h2></article></a>
    <a href="#" data-t><figure><img alt="A cat" src="x.png"><figcaption>Cat</figcaption></figure> Read more</a>
    <a href="#" data-t>Docs <nav>Home</nav> <ul><li>One</li></ul> <p>Two</p></a>
    <button data-t>Bold <span role="toolbar">B I</span> <section>Three</section></button>`,
    ['src', 'main.ts', 'File', 'Open', '', 'Read more', 'Docs One Two', 'Bold Three'],
  ],
];

test.describe("names against Chromium's native tree", () => {
  for (const [title, html, expected] of NAME_CASES) {
    test(title, async ({ page }) => {
      const { native, chromium, jsdom } = await namesEverywhere(page, html);
      expect(native, "Chromium's native tree").toEqual(expected);
      expect(chromium, 'our engine in Chromium').toEqual(expected);
      expect(jsdom, 'our engine in jsdom').toEqual(expected);
    });
  }

  test('every container of the decisions table, inside a link, a button and a treeitem', async ({ page }) => {
    const specs = [...SKIPPED_ROLES.map((r) => containerHtml(r, true)), ...KEPT_ROLES.map((r) => containerHtml(r, true))];
    specs.push(...[...SKIPPED_ELEMENTS, ...KEPT_ELEMENTS].map((e) => containerHtml(e, false)));
    const html = Object.values(HOSTS)
      .flatMap((wrap) => specs.map(wrap))
      .join('\n');
    const { native, chromium, jsdom } = await namesEverywhere(page, html);
    expect(
      native.every((name) => name === 'A Z' || name === 'A inner Z'),
      native.join(' | '),
    ).toBe(true);
    expect(chromium).toEqual(native);
    expect(jsdom).toEqual(native);
  });

  test('an icon-font glyph: Chromium names by it, both engines drop it (a listed difference)', async ({ page }) => {
    const html =
      '<style>.i-user::before { content: "\\f007" }</style><button data-t><i class="i-user"></i> Profile</button><button data-t><i>\uf007</i> Profile</button>';
    const { native, chromium, jsdom } = await namesEverywhere(page, html);
    expect(native.map((n) => n.replace(/[\u{E000}-\u{F8FF}]/gu, '').trim())).toEqual(['Profile', 'Profile']);
    expect(chromium).toEqual(['Profile', 'Profile']);
    expect(jsdom).toEqual(['Profile', 'Profile']);
  });
});

test.describe("lines against Chromium's native tree", () => {
  async function linesEverywhere(page: Page, html: string): Promise<{ native: Awaited<ReturnType<typeof nativeTree>>; chromium: string[]; jsdom: string[] }> {
    await open(page, html);
    return { native: await nativeTree(page), chromium: lines(await capturePage(page)), jsdom: lines(capture(jsdomOf(html))) };
  }

  // The picture is part of the button: no line of its own, though Chromium's tree keeps an image node for it.
  test('an SVG title is no visible word: the icon button keeps its icon', async ({ page }) => {
    const html = `<svg style="display:none"><symbol id="trash">${PATH}</symbol></svg><button data-t><svg><title>Delete</title><use href="#trash"/></svg></button>`;
    const { native, chromium, jsdom } = await linesEverywhere(page, html);
    expect(native.targets.map((n) => n?.name)).toEqual(['Delete']);
    expect(native.all.filter((n) => n.role === 'image').map((n) => n.name)).toEqual(['Delete']);
    expect(chromium).toEqual(['button "Delete" icon:trash']);
    expect(jsdom).toEqual(chromium);
  });

  test('a slider with no value is at its midpoint', async ({ page }) => {
    const { native, chromium, jsdom } = await linesEverywhere(
      page,
      '<input type="range" min="0" max="500" aria-label="Budget" data-t><input type="range" min="0" max="5" aria-label="Stars" data-t>',
    );
    expect(native.targets.map((n) => n?.value)).toEqual(['250', '3']);
    expect(chromium).toEqual(['slider "Budget" ="250"', 'slider "Stars" ="3"']);
    expect(jsdom).toEqual(chromium);
  });

  test('media fallback content is not exposed; the player gets no line', async ({ page }) => {
    const html = `<video controls src="v.mp4" data-t>Your browser cannot play it. <a href="v.mp4">Download the video</a></video>
      <audio controls src="a.mp3"><a href="a.mp3">Download the audio</a></audio><a href="/">After</a>`;
    const { native, chromium, jsdom } = await linesEverywhere(page, html);
    expect(native.all.filter((n) => /Download/.test(n.name))).toEqual([]);
    expect(native.targets.map((n) => n?.role)).toEqual(['Video']);
    expect(chromium).toEqual(['link "After"']);
    expect(jsdom).toEqual(chromium);
  });

  test('a standalone unnamed SVG is an unnamed image; inside a control it is the icon', async ({ page }) => {
    const html = `<p>Chart <svg width="20" height="20" data-t>${PATH}</svg></p><p><svg width="20" height="20" data-t><title>Cart</title>${PATH}</svg></p>
      <button data-t><svg width="20" height="20">${PATH}</svg> Save</button><p><svg width="20" height="20" aria-hidden="true">${PATH}</svg></p>`;
    const { native, chromium, jsdom } = await linesEverywhere(page, html);
    expect(native.targets.map((n) => `${n?.role} ${JSON.stringify(n?.name)}`)).toEqual(['image ""', 'image "Cart"', 'button "Save"']);
    expect(chromium).toEqual(['img ""', 'img "Cart"', 'button "Save"']);
    expect(jsdom).toEqual(chromium);
  });

  test('a mobile menu hidden at the desktop viewport gets no lines', async ({ page }) => {
    const html = `<style>.burger { display: none } @media (max-width: 767px) { .burger { display: block } .nav { display: none } }</style>
      <button class="burger">Menu</button><nav class="nav" data-t><a href="/">Home</a></nav>`;
    const { native, chromium, jsdom } = await linesEverywhere(page, html);
    expect(native.all.some((n) => n.name === 'Menu')).toBe(false);
    expect(native.all.some((n) => n.role === 'link' && n.name === 'Home')).toBe(true);
    expect(chromium).toEqual(['link "Home"']);
    expect(jsdom).toEqual(chromium);
  });
});
