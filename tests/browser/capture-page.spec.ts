import { test, expect } from '@playwright/test';
import { capturePage, describeElement } from '../../src/playwright/index.js';
import { captureSettled } from '../../src/browser-page/settle.js';
import { ScopeError } from '../../src/index.js';
import { fixtureUrl } from '../fixtures.js';
import { serveFixtures } from './serve.js';

test.describe('playwright/capturePage', () => {
  test.beforeEach(async ({ page }) => {
    await serveFixtures(page);
    await page.goto(fixtureUrl('example'));
  });

  test('a locator scopes the snapshot, counts stay whole-page', async ({ page }) => {
    const model = await capturePage(page.getByRole('table', { name: 'Orders' }));
    expect(model.nodes.every((n) => n.in?.kind === 'table')).toBe(true);
    const deletes = model.nodes.filter((n) => n.name === 'Delete');
    expect(deletes.map((n) => [n.index, n.count])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(model.nodes.some((n) => n.name === 'Search')).toBe(false);
  });

  test('an element keeps its ref across captures; a navigation starts over at e1', async ({ page }) => {
    const before = await capturePage(page);
    const save = before.nodes.find((n) => n.name === 'Create order')!;
    await page.getByRole('button', { name: 'Create order' }).evaluate((b) => {
      b.textContent = 'Place order';
      b.parentElement!.prepend(Object.assign(document.createElement('button'), { textContent: 'New first' }));
    });
    const after = await capturePage(page);
    const renamed = after.nodes.find((n) => n.name === 'Place order')!;
    const added = after.nodes.find((n) => n.name === 'New first')!;
    expect(renamed.ref).toBe(save.ref);
    expect(Number(added.ref!.slice(1))).toBeGreaterThan(Math.max(...before.nodes.map((n) => Number(n.ref!.slice(1)))));

    await page.reload();
    const fresh = await capturePage(page);
    expect(fresh.nodes[0].ref).toBe('e1');
  });

  test('the page cannot reach the engine or its refs', async ({ page }) => {
    await capturePage(page);
    const globals = await page.evaluate(() => Object.keys(window).filter((k) => /engine|a11y|snapshot/i.test(k)));
    expect(globals).toEqual([]);
  });

  test('the header says loading(Network N) while requests are in flight', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/slow', async (route) => {
      await held;
      await route.fulfill({ body: 'ok' });
    });
    await capturePage(page); // counting starts with the first capture
    await page.evaluate(() => void fetch('/slow'));
    await expect.poll(async () => (await capturePage(page)).header).toMatchObject({ settled: false, network: 1 });
    release();
    await expect.poll(async () => (await capturePage(page)).header.settled).toBe(true);
  });

  test('describeElement gives the role and name of one element', async ({ page }) => {
    expect(await describeElement(page.locator('#q'))).toEqual({ role: 'searchbox', name: 'Search orders' });
  });

  test('a scope selector that matches nothing is a one-line error naming it', async ({ page }) => {
    await expect(capturePage(page, { scope: '.nothing' })).rejects.toThrow('Snapshot selector did not match: ".nothing"');
    const error = await capturePage(page, { scope: '.nothing' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScopeError);
    expect(error).toMatchObject({ kind: 'unmatched', selector: '.nothing' });
  });

  test('a selector that matches nothing yet is waited for; its element may come later', async ({ page }) => {
    await page.evaluate(() =>
      setTimeout(() => document.body.append(Object.assign(document.createElement('nav'), { className: 'later', innerHTML: '<a href="#">Later</a>' })), 300),
    );
    const { model } = await captureSettled(page, { capture: { scope: '.later' }, timeout: 0, quiet: 0 });
    expect(model.nodes.map((n) => n.name)).toEqual(['Later']);
  });

  test('an invalid selector fails at once, whatever words it holds', async ({ page }) => {
    test.setTimeout(15_000);
    // Waiting with no timeout: a retry would never end, where the error must come at once.
    const scope = '[Snapshot selector did not match';
    const error = await captureSettled(page, { capture: { scope }, timeout: 0, quiet: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScopeError);
    expect(error).toMatchObject({ kind: 'invalid', message: `Invalid snapshot selector: ${JSON.stringify(scope)}` });
  });
});
