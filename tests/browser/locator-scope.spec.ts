/**
 * A Locator scopes the snapshot to its own element, whatever the page's
 * scripts do in their world. The element is handed to the engine's isolated
 * world without running anything of the page: a page that rewrites
 * `dispatchEvent` or the `Event` constructor, to send what it sees to another
 * element, to drop it or to never return, still gets the snapshot of the
 * Locator's element.
 */
import { test, expect, type Page } from '@playwright/test';
import { capturePage, describeElement } from '../../src/playwright/index.js';

const BODY = `<main>
  <table aria-label="Orders"><tr><th>Order</th><th>Actions</th></tr><tr><td><a href="/orders/1001">Order 1001</a></td><td><button>Delete</button></td></tr></table>
  <nav aria-label="Decoy"><a href="/forged">Forged link</a></nav>
  <section aria-label="Shadow"><div id="host"></div></section>
</main>
<script>
  document.querySelector('#host').attachShadow({ mode: 'open' }).innerHTML = '<div role="toolbar" aria-label="Inside"><button>One</button><button>Two</button></div>';
</script>`;

/** Scripts a page runs in its own world against whatever a script dispatches on its elements. */
const ATTACKS: Record<string, string> = {
  // Every event a script sends into the table goes to the decoy instead.
  'dispatchEvent redirects to another element': `
    const dispatch = EventTarget.prototype.dispatchEvent;
    const decoy = document.querySelector('nav');
    EventTarget.prototype.dispatchEvent = function (event) {
      return dispatch.call(this instanceof Node && this.closest && this.closest('table, [role=toolbar]') ? decoy : this, event);
    };`,
  // Events of a type the page does not know are never delivered.
  'dispatchEvent drops what it does not know': `
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (event) {
      return ['click', 'input', 'change'].includes(event.type) ? dispatch.call(this, event) : true;
    };`,
  // A new event's type is heard first on the decoy, by a capture listener the page adds.
  'the Event constructor sends its type to another element first': `
    const decoy = document.querySelector('nav');
    const Original = Event;
    window.Event = function (type, init) {
      addEventListener(type, (e) => e.stopImmediatePropagation(), { capture: true });
      decoy.dispatchEvent(new Original(type, init));
      return new Original(type, init);
    };`,
  // A script dispatching into the table never returns.
  'dispatchEvent never returns': `
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (event) {
      if (!['click', 'input', 'change'].includes(event.type)) for (;;);
      return dispatch.call(this, event);
    };`,
};

async function open(page: Page, attack?: string): Promise<void> {
  await page.setContent(`<!doctype html>${BODY}`);
  if (attack) await page.addScriptTag({ content: attack });
}

/** The roles and names of a capture, in order. */
async function linesOf(page: Page, selector: string): Promise<string[]> {
  const model = await capturePage(page.locator(selector), { timeout: 2000 });
  return model.nodes.map((n) => `${n.role} ${n.name}`);
}

/** A capture, or "no answer" when the page never gives one (its main thread loops). */
function orNoAnswer<T>(work: Promise<T>): Promise<T | 'no answer'> {
  return Promise.race([work, new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 5000))]);
}

test.describe('browser-page/capture-page: a Locator keeps its own element under a hostile page', () => {
  for (const [name, attack] of Object.entries(ATTACKS)) {
    test(`${name}: the snapshot is of the Locator's element`, async ({ page }) => {
      await open(page);
      const table = await linesOf(page, 'table');
      const list = await linesOf(page, '[role=toolbar]');
      expect(table).toEqual(['link Order 1001', 'button Delete']);
      expect(list).toEqual(['button One', 'button Two']);
      await open(page, attack);
      expect(await orNoAnswer(linesOf(page, 'table'))).toEqual(table);
      // An element inside a shadow root is handed over as well.
      expect(await orNoAnswer(linesOf(page, '[role=toolbar]'))).toEqual(list);
      expect(await orNoAnswer(describeElement(page.getByRole('table')))).toEqual({ role: 'table', name: 'Orders' });
    });
  }

  test("two instances of one component: the element is the Locator's, not its twin's", async ({ page }) => {
    await page.setContent(`<!doctype html><main><div id="a"></div><div id="b"></div></main><script>
      for (const [id, word] of [['a', 'One'], ['b', 'Uno']]) document.getElementById(id).attachShadow({ mode: 'open' }).innerHTML = '<div role="toolbar"><button>' + word + '</button></div>';
    </script>`);
    expect(await linesOf(page, '#b [role=toolbar]')).toEqual(['button Uno']);
    expect(await linesOf(page, '#a [role=toolbar]')).toEqual(['button One']);
  });

  test('a Locator inside a frame is refused, by name, rather than counted in the wrong document', async ({ page }) => {
    await page.setContent('<iframe srcdoc="<button>Inside</button>"></iframe><button>Outside</button>');
    await expect(page.frameLocator('iframe').locator('button')).toHaveText('Inside');
    for (const locator of [page.locator('iframe').contentFrame().getByRole('button'), page.frames()[1].locator('button')]) {
      const error = await capturePage(locator, { timeout: 1000 }).catch((e: Error) => e);
      expect(String((error as Error).message)).toBe(
        `${String(locator)} is inside a frame: a snapshot can be scoped to an element of the page's main document only`,
      );
    }
  });

  test('a Locator that matches two elements fails as Playwright fails it, naming it', async ({ page }) => {
    await open(page);
    const error = await capturePage(page.locator('td'), { timeout: 1000 }).catch((e: Error) => e);
    expect(String((error as Error).message)).toMatch(/strict mode violation: locator\('td'\) resolved to 2 elements/);
  });

  test("a page that adds and removes an element before it on every task: the snapshot is the Locator's element, or a one-line failure, never a neighbour", async ({
    page,
  }) => {
    // Counted with the blinker in, looked at with it out (or the other way), the place names the decoy's link or the table's first row.
    await page.setContent(`<!doctype html><main><nav aria-label="Decoy"><a href="/forged">Forged link</a></nav>
      <table aria-label="Orders"><caption>Orders</caption><tr><td><a href="/orders/1001">Order 1001</a></td><td><button>Delete</button></td></tr></table></main>
      <script>
        const main = document.querySelector('main'), table = document.querySelector('table'), blinker = document.createElement('i');
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { blinker.isConnected ? blinker.remove() : main.insertBefore(blinker, table); channel.port2.postMessage(0); };
        channel.port2.postMessage(0);
      </script>`);
    const seen = new Map<string, number>();
    for (let round = 0; round < 20; round++) {
      const lines = await linesOf(page, 'table').then(
        (nodes) => nodes.join(', '),
        (error: Error) => error.message.split('\n')[0],
      );
      seen.set(lines, (seen.get(lines) ?? 0) + 1);
    }
    const allowed = [
      'link Order 1001, button Delete',
      `The element of locator('table') could not be handed to the snapshot engine: the page changed its elements each time it was found`,
    ];
    expect([...seen.keys()].filter((lines) => !allowed.includes(lines))).toEqual([]);
  });

  test('a Locator whose element appears later is waited for', async ({ page }) => {
    await open(page);
    await page.evaluate(() =>
      setTimeout(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<form aria-label="Late"><button>Send</button></form>'), 300),
    );
    const model = await capturePage(page.getByRole('form'), { timeout: 5000 });
    expect(model.nodes.map((n) => `${n.role} ${n.name}`)).toEqual(['button Send']);
  });
});
