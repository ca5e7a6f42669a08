import { expect as baseExpect, type Page, type Route } from '@playwright/test';
import { test, expect } from '../../src/playwright/index.js';
import { A11y } from '../../src/playwright/a11y.js';
import { RefError } from '../../src/model/refs.js';
import { fixtureUrl } from '../fixtures.js';
import { serveFixtures } from './serve.js';

// Receipt goldens are in a11y.spec.ts-snapshots/, reviewed line by line.

/** Answers POST /api/orders as `answer` says; counts the calls. */
async function serveOrders(page: Page, answer: (route: Route) => Promise<void>): Promise<{ calls: number }> {
  const seen = { calls: 0 };
  await page.route('http://fixtures.test/api/orders', async (route) => {
    seen.calls++;
    await answer(route);
  });
  return seen;
}

const created = (route: Route) => route.fulfill({ status: 201, json: { id: 1003, customer: 'Grace Hopper' } });

test.beforeEach(async ({ page }) => {
  await serveFixtures(page);
  await page.goto(fixtureUrl('flows'));
});

test.describe('a11y.snapshot', () => {
  test('the page as v2 lines with refs, once it has settled', async ({ a11y }) => {
    const text = await a11y.snapshot();
    baseExpect(text.split('\n').slice(0, 4)).toEqual([
      'snapshot v2',
      'page "Orders" url="http://fixtures.test/flows.html" settled',
      'e1 heading "Orders" level=1',
      'e2 textbox "Customer" required',
    ]);
    baseExpect(text).toContain('e4 button[1] "Delete" x2 row:"Order 1001"\n');
  });

  test('the header says loading(Network N) when requests are still in flight at the timeout', async ({ page }) => {
    await page.route('http://fixtures.test/api/slow', () => new Promise(() => {}));
    await page.evaluate(() => void fetch('/api/slow'));
    const text = await new A11y(page, { timeout: 300 }).snapshot();
    baseExpect(text.split('\n')[1]).toBe('page "Orders" url="http://fixtures.test/flows.html" loading(Network 1)');
  });

  test('around a ref: the full lines of its container', async ({ a11y }) => {
    await a11y.snapshot();
    baseExpect(await a11y.snapshot({ around: 'e2' })).toContain('e3 button "Create order" in:form"New order"');
  });
});

test.describe('a11y.try', () => {
  test('a form that asks for confirmation: the receipt names the dialog, and a golden holds it', async ({ a11y }) => {
    const typed = await a11y.try("inputText: { text: 'Customer', value: 'Grace Hopper' }");
    baseExpect(typed.outcome).toBe('done');
    baseExpect(typed.text.split('\n')[0]).toBe('done inputText e2 textbox "Customer" ="Grace Hopper"');
    const opened = await a11y.try("tapOn: 'Create order'");
    await expect(opened).toMatchA11ySnapshot('create-order');
  });

  test('inside the open dialog a match wins over the same name outside it', async ({ a11y, page }) => {
    await page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<button>Confirm</button>'));
    await a11y.try("inputText: { text: 'Customer', value: 'Grace Hopper' }");
    await a11y.try("tapOn: 'Create order'");
    const answer = await a11y.try("tapOn: 'Back'");
    baseExpect(answer.text.split('\n')[0]).toMatch(/^done tapOn e\d+ button "Back" in:dialog"Confirm order"$/);
  });

  test('a request that succeeds: toast, new row, net line', async ({ a11y, page }) => {
    const api = await serveOrders(page, created);
    await a11y.try("inputText: { text: 'Customer', value: 'Grace Hopper' }");
    await a11y.try("tapOn: 'Create order'");
    const confirmed = await a11y.try("tapOn: 'Confirm'");
    baseExpect(api.calls).toBe(1);
    await expect(confirmed).toMatchA11ySnapshot('confirm-created');
  });

  test('a request that fails: the alert and the status are in the receipt', async ({ a11y, page }) => {
    await serveOrders(page, (route) => route.fulfill({ status: 500, body: 'no' }));
    await a11y.try("inputText: { text: 'Customer', value: 'Grace Hopper' }");
    await a11y.try("tapOn: 'Create order'");
    await expect(await a11y.try("tapOn: 'Confirm'")).toMatchA11ySnapshot('confirm-failed');
  });

  test('a request the network drops: an error line and a failed request', async ({ a11y, page }) => {
    await serveOrders(page, (route) => route.abort());
    await a11y.try("inputText: { text: 'Customer', value: 'Grace Hopper' }");
    await a11y.try("tapOn: 'Create order'");
    await expect(await a11y.try("tapOn: 'Confirm'")).toMatchA11ySnapshot('confirm-dropped');
  });

  test('an ambiguous or unmatched step touches nothing', async ({ a11y, page }) => {
    const api = await serveOrders(page, created);
    const before = await page.content();
    const ambiguous = await a11y.try("tapOn: 'Delete'");
    baseExpect(ambiguous.outcome).toBe('ambiguous');
    baseExpect(ambiguous.text).toBe(
      [
        'ambiguous "Delete": 2',
        `  e4 button[1] "Delete" x2 row:"Order 1001" via:exact  → tapOn: { text: 'Delete', rightOf: 'Order 1001' }`,
        `  e5 button[2] "Delete" x2 row:"Order 1002" via:exact  → tapOn: { text: 'Delete', rightOf: 'Order 1002' }`,
      ].join('\n'),
    );
    baseExpect(ambiguous.receipt).toBeUndefined();
    const none = await a11y.try("tapOn: 'Place order'");
    baseExpect(none.outcome).toBe('none');
    baseExpect(none.golden.split('\n')[0]).toBe('none "Place order"');
    baseExpect(await page.content()).toBe(before);
    baseExpect(api.calls).toBe(0);
  });

  test('a receipt golden catches a dialog that stopped opening', async ({ a11y, page }) => {
    const mode = test.info().config.updateSnapshots;
    test.skip(mode === 'all' || mode === 'changed', 'a mismatch would rewrite the golden in this update mode');
    await page.evaluate(() => (HTMLDialogElement.prototype.showModal = () => {}));
    await a11y.try("inputText: { text: 'Customer', value: 'Grace Hopper' }");
    const opened = await a11y.try("tapOn: 'Create order'");
    const error = await expect(opened)
      .toMatchA11ySnapshot('create-order')
      .catch((e: Error) => e);
    baseExpect((error as Error).message).toContain('-dialog "Confirm order"');
  });
});

test.describe('a11y.act and refs', () => {
  test('act: your own code between two reads', async ({ a11y, page }) => {
    const receipt = await a11y.act(() => page.getByRole('button', { name: 'Delete' }).first().click());
    // The page re-renders every row with new nodes: row 1002's button is a new element too.
    baseExpect(receipt.golden.split('\n')).toEqual([
      '- button[1] "Delete" x2 row:"Order 1001"',
      '- button[2] "Delete" x2 row:"Order 1002"',
      '+ button "Delete"',
    ]);
  });

  test('rows that re-render with new nodes: an old ref is gone, never moved to a lookalike', async ({ a11y }) => {
    await a11y.snapshot();
    const refreshed = await a11y.try("tapOn: 'Refresh'");
    baseExpect(refreshed.text).toMatch(/^done tapOn e\d+ button "Refresh"\n/);
    const error = await a11y.tap('e4').catch((e: Error) => e);
    baseExpect(error).toBeInstanceOf(RefError);
    baseExpect(error).toMatchObject({ kind: 'gone', ref: 'e4' });
    baseExpect((error as Error).message).toBe('gone e4: the element is no longer in the page; take a new snapshot');
  });

  test('a ref no snapshot ever handed out is unknown, with the refs the latest snapshot has', async ({ a11y, page }) => {
    const fresh = await a11y.tap('e999').catch((e: Error) => e);
    baseExpect((fresh as Error).message).toBe('unknown ref e999 (no snapshot was taken yet: take a snapshot first)');
    const text = await a11y.snapshot();
    const numbers = [...text.matchAll(/\be(\d+) /g)].map((m) => Number(m[1]));
    const error = await a11y.tap('e999').catch((e: Error) => e);
    baseExpect(error).toMatchObject({ kind: 'invalid', ref: 'e999' });
    baseExpect((error as Error).message).toBe(`unknown ref e999 (the latest snapshot has e${Math.min(...numbers)}–e${Math.max(...numbers)})`);
    // A ref that was handed out and whose element left is still "gone", not unknown.
    await page
      .getByRole('button', { name: 'Export' })
      .first()
      .evaluate((el) => el.remove());
    const gone = await a11y.tap(/(e\d+) button "Export"/.exec(text)![1]).catch((e: Error) => e);
    baseExpect(gone).toMatchObject({ kind: 'gone' });
  });

  test('a ref whose evidence now matches two elements is refused as ambiguous', async ({ a11y, page }) => {
    const text = await a11y.snapshot();
    const ref = /(e\d+) button "Export"/.exec(text)![1];
    // A twin appears after the snapshot that proved the ref unique.
    await page.locator('.export').click();
    const error = await a11y.tap(ref).catch((e: Error) => e);
    baseExpect(error).toMatchObject({ kind: 'ambiguous', ref });
    baseExpect((error as Error).message).toBe(`ambiguous ${ref}: button "Export" now matches more than one element; take a new snapshot`);
    // A new snapshot numbers both twins; each ref then names its own element.
    const again = await a11y.snapshot();
    const twins = [...again.matchAll(/(e\d+) button\[\d\] "Export" x2/g)].map((m) => m[1]);
    baseExpect(twins).toEqual([ref, expect.stringMatching(/^e\d+$/)]);
    // Focus was already there (the click above): no focus line.
    const first = await a11y.tap(ref);
    baseExpect(first.golden).toBe('done tapOn button "Export"\n+ button[2] "Export" x3 in:main""');
  });

  test("a page's reply to a tap in a timer is in the receipt: quiet is counted from the act's end", async ({ a11y, page }) => {
    // Quiet by its DOM for long before the tap, the page answers 30 ms after it, as frameworks that batch their renders do.
    await page.setContent(
      '<main><button type="button">Save</button><p role="status"></p></main>' +
        '<script>document.querySelector("button").onclick = () => setTimeout(() => { document.querySelector("p").textContent = "Saved"; }, 30);</script>',
    );
    await page.waitForTimeout(200);
    const receipt = await a11y.try("tapOn: 'Save'");
    baseExpect(receipt.golden.split('\n')).toContain('toast "Saved"');
  });

  test('fill by ref: the value event names the field', async ({ a11y }) => {
    await a11y.snapshot();
    const receipt = await a11y.fill('e2', 'Ada');
    baseExpect(receipt.text).toBe('done inputText e2 textbox "Customer" ="Ada"\nfocus e2\nvalue e2 "Ada"');
  });
});

test.describe('a11y: navigation and screenshots', () => {
  test('an act that loads a new document: went, and the new page is not compared line by line', async ({ a11y, page }) => {
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<a href="/roles.html">All roles</a>'));
    const receipt = await a11y.try("tapOn: 'All roles'");
    const lines = receipt.golden.split('\n');
    baseExpect(lines.slice(0, 2)).toEqual(['done tapOn link "All roles"', 'went "/roles.html"']);
    baseExpect(lines).toContainEqual(expect.stringMatching(/^page "[^"]*": \d+ lines$/));
    baseExpect(lines.at(-1)).toBe('net: 1 request — GET /roles.html 200');
    baseExpect(receipt.text).toContain('went "http://fixtures.test/roles.html"');
  });

  test('after an act that loaded a new document, a ref of the old one is gone until the new one is read', async ({ a11y, page }) => {
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<a href="/roles.html">All roles</a>'));
    const before = await a11y.snapshot();
    const old = /^(e\d+) /m.exec(before.split('\n')[2])![1];
    // The act's own read after it took the new document: its refs were never shown, so none of them is in force.
    baseExpect((await a11y.try("tapOn: 'All roles'")).text).toContain('went ');
    const error = await a11y.tap(old).catch((e: Error) => e);
    baseExpect(error).toMatchObject({ kind: 'gone', ref: old });
    baseExpect((await a11y.snapshot()).split('\n').some((line) => line.startsWith(`${old} `))).toBe(true);
    await baseExpect(a11y.tap(old)).resolves.toBeTruthy();
  });

  test('an annotated screenshot draws each ref and leaves the page as it was', async ({ a11y, page }, testInfo) => {
    const plain = await page.screenshot();
    const before = await page.evaluate(() => document.documentElement.outerHTML);
    const image = await a11y.screenshot({ annotate: true });
    baseExpect(image.subarray(1, 4).toString()).toBe('PNG');
    baseExpect(image.equals(plain)).toBe(false);
    baseExpect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(before);
    baseExpect(await page.screenshot()).toEqual(plain);
    const attached = testInfo.attachments.find((a) => a.name === 'a11y-annotated.png');
    baseExpect(attached?.body?.equals(image)).toBe(true);
  });
});

test.describe('a11y: what must fail, and fail fast', () => {
  test('a ref from before a navigation is gone, though the new page has a line of that number', async ({ a11y, page }) => {
    await a11y.snapshot();
    await page.goto(fixtureUrl('example'));
    const error = await a11y.tap('e3').catch((e: Error) => e);
    baseExpect(error).toMatchObject({ kind: 'gone', ref: 'e3' });
    baseExpect((error as Error).message).toBe('gone e3: the page has loaded another document since the snapshot; take a new snapshot');
    // A snapshot of the new page makes its refs the ones in force.
    baseExpect(await a11y.snapshot()).toContain('e3 link "Customers"');
    baseExpect((await a11y.tap('e3')).text.split('\n')[0]).toBe('done tapOn e3 link "Customers"');
  });

  test('a disabled control fails the act within the timeout instead of hanging the test', async ({ page }) => {
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('#refresh')!.setAttribute('disabled', ''));
    const a11y = new A11y(page, { timeout: 500 });
    const started = Date.now();
    const error = await a11y.try("tapOn: 'Refresh'").catch((e: Error) => e);
    baseExpect((error as Error).name).toBe('TimeoutError');
    baseExpect(Date.now() - started).toBeLessThan(10_000);
  });

  test('inputText on a select picks the option of that label', async ({ a11y, page }) => {
    await page.evaluate(() =>
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<label>Sort by <select><option>Newest</option><option>Total</option></select></label>'),
    );
    const receipt = await a11y.try("inputText: { text: 'Sort by', value: 'Total' }");
    baseExpect(receipt.golden.split('\n')).toContain('value combobox "Sort by" "Total"');
    baseExpect(await page.locator('select').inputValue()).toBe('Total');
  });
});

test.describe('a11y.select, a11y.press and a11y.wait', () => {
  test('select picks the option of a select by ref, and refuses a line that is no select', async ({ a11y, page }) => {
    await page.evaluate(() =>
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<label>Sort by <select><option>Newest</option><option>Total</option></select></label>'),
    );
    const text = await a11y.snapshot();
    const select = /(e\d+) combobox "Sort by"/.exec(text)![1];
    const receipt = await a11y.select(select, 'Total');
    baseExpect(receipt.text.split('\n')[0]).toBe(`done inputText ${select} combobox "Sort by" ="Total"`);
    baseExpect(await page.locator('select').inputValue()).toBe('Total');
    const button = /(e\d+) button "Refresh"/.exec(text)![1];
    const error = await a11y.select(button, 'Total').catch((e: Error) => e);
    baseExpect((error as Error).message).toBe(`select ${button}: its line is button "Refresh", not a select (combobox or listbox); use fill or tap`);
  });

  test('press acts where the focus is, between two reads', async ({ a11y, page }) => {
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<label>Note <input id="note"></label>'));
    await page.locator('#note').focus();
    const receipt = await a11y.press('X');
    baseExpect(receipt.golden.split('\n')).toContain('value textbox "Note" "X"');
  });

  test('press with a ref puts the focus on its element first, and the receipt names it', async ({ a11y, page }) => {
    await page.setContent('<title>Notes</title><label>Note <input id="note"></label><label>Other <input id="other"></label>');
    await page.locator('#other').focus();
    const note = /(e\d+) textbox "Note"/.exec(await a11y.snapshot())![1];
    const receipt = await a11y.press('X', note);
    baseExpect(receipt.text.split('\n')[0]).toBe(`done press X on ${note} textbox "Note"`);
    baseExpect(receipt.text.split('\n')).toContain(`value ${note} "X"`);
    baseExpect(await page.locator('#other').inputValue()).toBe('');
  });

  // A search box that hands the focus to "Delete account" as soon as it has it: a key meant for the box must never reach the button.
  for (const [when, handOff] of [
    ['at once (a microtask)', 'queueMicrotask(move)'],
    ['a moment later (a timer)', 'setTimeout(move, 0)'],
  ]) {
    test(`press with a ref, on a page that moves the focus away ${when}: the key never reaches the other element`, async ({ page }) => {
      await page.setContent(`<title>Account</title><label>Search <input id="search"></label>
        <button id="delete" onkeydown="window.deleted = true" onclick="window.deleted = true">Delete account</button>
        <script>
          const move = () => document.getElementById('delete').focus();
          document.getElementById('search').addEventListener('focus', () => ${handOff});
        </script>`);
      const a11y = new A11y(page, { timeout: 1_000 });
      const search = /(e\d+) textbox "Search"/.exec(await a11y.snapshot())![1];
      const outcome = await a11y.press('Enter', search).then(
        (receipt) => receipt.text.split('\n')[0],
        (error: Error) => error.message,
      );
      baseExpect(outcome).toMatch(
        /^(The key reached another element \(<button>\) and was stopped: the page moved the focus; take a new snapshot|Timeout 1000ms exceeded: could not press a key on the element: it is not focused: it takes no focus, or the focus moved elsewhere|done press Enter on e\d+ textbox "Search")$/,
      );
      baseExpect(await page.evaluate(() => (window as { deleted?: boolean }).deleted ?? false)).toBe(false);
    });
  }

  test('wait answers once the text appears, with what changed meanwhile; and throws when it never does', async ({ a11y, page }) => {
    await a11y.snapshot();
    await page.evaluate(() => setTimeout(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p role="status">Saved at noon</p>'), 300));
    const waited = await a11y.wait({ text: 'saved AT' });
    baseExpect(waited.golden).toMatch(/^toast "Saved at noon"$/m);
    const error = await a11y.wait({ text: 'Never there', timeout: 300 }).catch((e: Error) => e);
    baseExpect((error as Error).message).toBe('wait: "Never there" did not appear within 300 ms');
    // gone: until no line holds it.
    await page.evaluate(() => setTimeout(() => document.querySelector('[role=status]')!.remove(), 200));
    baseExpect((await a11y.wait({ text: 'Saved at noon', gone: true })).golden).toContain('- status "Saved at noon"');
  });

  test('wait tells what changed since the latest read: a change that came before the wait began is told, and meets a ref wait at once', async ({
    a11y,
    page,
  }) => {
    const refresh = /(e\d+) button "Refresh"/.exec(await a11y.snapshot())![1];
    // Both changes land before the wait's own first read (a busy machine reads late).
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<p role="status">Saved at noon</p>');
      [...document.querySelectorAll('button')].find((button) => button.textContent === 'Refresh')!.textContent = 'Reload';
    });
    baseExpect((await a11y.wait({ text: 'Saved at noon' })).golden).toMatch(/^toast "Saved at noon"$/m);
    const reloaded = /(e\d+) button "Reload"/.exec(await a11y.snapshot())![1];
    await page.evaluate(() => ([...document.querySelectorAll('button')].find((button) => button.textContent === 'Reload')!.textContent = 'Refresh'));
    const receipt = await a11y.wait({ ref: reloaded, timeout: 1_000 });
    baseExpect(receipt.text).toContain(`~name ${reloaded} button "Refresh" #"refresh" (was "Reload")`);
    baseExpect(refresh).toBe(reloaded);
  });
});
