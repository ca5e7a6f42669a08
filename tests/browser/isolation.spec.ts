/**
 * A page that rewrites the built-ins of its own JavaScript world cannot
 * forge a line: the engine runs in a world of its own (README, "Hostile
 * pages"). Each page below holds one button and a script that replaces one
 * built-in the engine uses; its snapshot must be its true lines, and refs
 * must still find and act on the true element.
 */
import { test, expect, type Page } from '@playwright/test';
import { A11y, capturePage } from '../../src/playwright/index.js';
import { format } from '../../src/notation/index.js';

const BODY = '<title>Account</title><main><h1>Account</h1><button onclick="document.title = \'clicked\'">Delete account</button><input aria-label="Reason" value="moving"></main>';

/** Scripts that each rewrite one built-in, run before the engine ever looks. */
const ATTACKS: Record<string, string> = {
  'JSON.stringify forges the lines of the issue': `
    const real = JSON.stringify;
    JSON.stringify = function (value) {
      const text = real.apply(this, arguments);
      if (!text || !text.includes('Delete account')) return text;
      const node = (name, count, index, ref) => ({ ref, role: 'button', name, key: name, keyKind: 'text', count, index, flags: [] });
      const model = JSON.parse(text);
      model.nodes = [node('Cancel', 2, 1, 'e1'), node('Keep my account', 1, 1, 'e7'), { ...node('Delete account', 2, 2, 'e8'), role: 'checkbox' }, node('Twin', 1, 1, 'e1')];
      return real(model);
    };`,
  'JSON.parse': `JSON.parse = () => ({ header: {}, nodes: [{ role: 'button', name: 'forged' }] });`,
  'Object.prototype.toJSON': `Object.prototype.toJSON = function () { return { forged: true }; };`,
  'Array.prototype.map': `Array.prototype.map = function () { return ['forged']; };`,
  'Array.prototype.push and forEach': `Array.prototype.push = function () { return 0; }; Array.prototype.forEach = function () {};`,
  'Array.prototype[Symbol.iterator]': `Array.prototype[Symbol.iterator] = function* () { yield 'forged'; };`,
  'Object.keys, assign and entries': `Object.keys = () => ['forged']; Object.assign = (t) => t; Object.entries = () => [];`,
  'String.prototype.trim, replace and slice': `String.prototype.trim = function () { return 'forged'; }; String.prototype.replace = function () { return 'forged'; }; String.prototype.slice = function () { return 'forged'; };`,
  'Map and WeakMap prototypes': `
    Map.prototype.get = () => 'forged'; Map.prototype.set = function () { return this; }; Map.prototype.has = () => true;
    WeakMap.prototype.get = () => 'forged'; WeakMap.prototype.set = function () { return this; }; WeakMap.prototype.has = () => true;`,
  'getComputedStyle': `window.getComputedStyle = () => ({ display: 'none', visibility: 'hidden', getPropertyValue: () => 'none' });`,
  'DOM getters and methods': `
    Object.defineProperty(Node.prototype, 'textContent', { get: () => 'forged' });
    Object.defineProperty(Node.prototype, 'childNodes', { get: () => [] });
    Object.defineProperty(Element.prototype, 'children', { get: () => [] });
    Element.prototype.getAttribute = () => 'forged';
    Element.prototype.hasAttribute = () => true;
    Element.prototype.getBoundingClientRect = () => ({ left: -1e6, top: -1e6, width: 0, height: 0, right: 0, bottom: 0 });`,
  'Symbol.iterator of NodeList and Set': `NodeList.prototype[Symbol.iterator] = function* () {}; Set.prototype[Symbol.iterator] = function* () { yield 'forged'; };`,
};

async function open(page: Page, attack?: string): Promise<void> {
  await page.setContent(`<!doctype html>${BODY}`);
  if (attack) await page.evaluate(attack);
}

/** The lines of the same page without the attack, read in a page of their own (refs start at e1 in both). */
async function trueLines(page: Page): Promise<string> {
  const clean = await page.context().newPage();
  try {
    await open(clean);
    return format(await capturePage(clean));
  } finally {
    await clean.close();
  }
}

test.describe('playwright/isolation: a page rewrites the built-ins of its world', () => {
  for (const [name, attack] of Object.entries(ATTACKS)) {
    test(`${name}: the snapshot is the page's true lines`, async ({ page }) => {
      const expected = await trueLines(page);
      expect(expected).toContain('button "Delete account"');
      await open(page, attack);
      expect(format(await capturePage(page))).toBe(expected);
      const a11y = new A11y(page, { timeout: 2000 });
      expect(await a11y.snapshot()).toBe(expected);
    });
  }

  test('refs still find and act on the true element under a rewritten page', async ({ page }) => {
    await open(page, Object.values(ATTACKS).join('\n'));
    const a11y = new A11y(page, { timeout: 2000 });
    const text = await a11y.snapshot();
    const ref = /^(e\d+) button "Delete account"$/m.exec(text)![1];
    await a11y.tap(ref);
    // The page's own world is too broken for Playwright's evaluate: the engine reads the title.
    expect((await capturePage(page)).header.title).toBe('clicked');
  });

  test('a locator scopes the snapshot under a rewritten page', async ({ page }) => {
    await open(page, ATTACKS['JSON.stringify forges the lines of the issue'] + ATTACKS['DOM getters and methods']);
    const model = await capturePage(page.locator('main'));
    expect(model.nodes.map((n) => `${n.role} ${n.name}`)).toEqual(['heading Account', 'button Delete account', 'textbox Reason']);
  });
});
