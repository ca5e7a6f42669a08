/**
 * The page's own dialogs (`alert`, `confirm`, `prompt`) in the `a11y`
 * fixture. With `test.use({ a11yDialogs: 'hold' })` an act a dialog stops
 * answers with the dialog's line, and `a11y.answerDialog` answers it with
 * what the act changed; a dialog outside an act is dismissed and noted. By
 * default dialogs are Playwright's: a test's own handler answers them, else
 * they are dismissed and nothing is said.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { test, expect } from '../../src/playwright/index.js';

// Receipt goldens are in dialogs.spec.ts-snapshots/, reviewed line by line.

const ORDER = `<!doctype html><title>Order 1001</title><main><h1>Order 1001</h1>
<button type="button">Delete order</button>
<button type="button">Rename</button>
<p role="status"></p></main>
<script>
const status = document.querySelector('[role=status]');
const [remove, rename] = document.querySelectorAll('button');
remove.onclick = () => { status.textContent = confirm('Delete order 1001?') ? 'Deleted' : 'Kept'; };
rename.onclick = () => {
  const name = prompt('New name?', 'Order 1001');
  status.textContent = name === null ? 'Not renamed' : 'Renamed to ' + name;
};
</script>`;

/** A page whose script greets with an alert while it loads. */
const WELCOME = `<!doctype html><title>Welcome</title><script>alert('Welcome back')</script><main><h1>Orders</h1><p role="status">Ready</p></main>`;

const PAGES: Record<string, string> = { order: ORDER, welcome: WELCOME };

async function open(page: Page, name: string): Promise<void> {
  await page.route('http://dialogs.test/*', (route) => {
    const body = PAGES[new URL(route.request().url()).pathname.slice(1)];
    return body ? route.fulfill({ contentType: 'text/html; charset=utf-8', body }) : route.fulfill({ status: 404, body: '' });
  });
  await page.goto(`http://dialogs.test/${name}`);
}

const WAITS = 'confirm "Delete order 1001?" waits: answer it with a11y.answerDialog(true) or a11y.answerDialog(false)';

test.describe("a11yDialogs: 'hold'", () => {
  test.use({ a11yDialogs: 'hold' });

  test('a confirm an act opens waits; accepting it answers with what the act changed', async ({ a11y, page }) => {
    await open(page, 'order');
    const asked = await a11y.try("tapOn: 'Delete order'");
    baseExpect(asked.text.split('\n')).toEqual([expect.stringMatching(/^done tapOn e\d+ button "Delete order"$/), WAITS]);
    await expect(asked).toMatchA11ySnapshot('delete-asks');
    const deleted = await a11y.answerDialog(true);
    baseExpect(deleted.text.split('\n')).toEqual(['accepted confirm "Delete order 1001?"', 'toast "Deleted"', 'focus e2']);
    await expect(deleted).toMatchA11ySnapshot('delete-confirmed');
  });

  test('dismissing it says Cancel to the page', async ({ a11y, page }) => {
    await open(page, 'order');
    await a11y.try("tapOn: 'Delete order'");
    const kept = await a11y.answerDialog(false);
    baseExpect(kept.golden).toBe('dismissed confirm "Delete order 1001?"\ntoast "Kept"\nfocus button "Delete order"');
  });

  test('a prompt a tap by ref opens takes the text of the answer', async ({ a11y, page }) => {
    await open(page, 'order');
    const ref = /^(e\d+) button "Rename"$/m.exec(await a11y.snapshot())![1];
    const asked = await a11y.tap(ref);
    baseExpect(asked.text).toBe(
      `done tapOn ${ref} button "Rename"\nprompt "New name?" ="Order 1001" waits: answer it with a11y.answerDialog(true) or a11y.answerDialog(false)`,
    );
    const renamed = await a11y.answerDialog(true, 'Order 1001 (paid)');
    baseExpect(renamed.golden).toBe(
      'accepted prompt "New name?" ="Order 1001" with "Order 1001 (paid)"\ntoast "Renamed to Order 1001 (paid)"\nfocus button "Rename"',
    );
  });

  test('an alert while the page loads does not block it: it is dismissed, and the dialog notes name it once', async ({ a11y, page }) => {
    await open(page, 'welcome');
    baseExpect(await a11y.snapshot()).toContain('\ne1 heading "Orders" level=1\n');
    baseExpect(a11y.takeDialogNotes()).toEqual(['note: the page opened alert "Welcome back", not during an act: dismissed']);
    baseExpect(a11y.takeDialogNotes()).toEqual([]);
  });

  test('while a dialog waits, every call but its answer is refused at once: the page cannot answer', async ({ a11y, page }) => {
    await open(page, 'order');
    await a11y.try("tapOn: 'Delete order'");
    const started = Date.now();
    await baseExpect(a11y.snapshot()).rejects.toThrow(
      'a11y.snapshot: the page\'s confirm "Delete order 1001?" waits for an answer: a11y.answerDialog(true) or a11y.answerDialog(false) first',
    );
    await baseExpect(a11y.try("tapOn: 'Rename'")).rejects.toThrow(/^a11y\.try: the page's confirm "Delete order 1001\?" waits/);
    baseExpect(Date.now() - started).toBeLessThan(1000);
    baseExpect((await a11y.answerDialog(true)).golden).toMatch(/^toast "Deleted"$/m);
  });

  test('no dialog waiting: answerDialog says so', async ({ a11y }) => {
    await baseExpect(a11y.answerDialog(true)).rejects.toThrow('a11y.answerDialog: no page dialog waits for an answer');
  });
});

test.describe('a11yDialogs by default: Playwright answers dialogs', () => {
  test('answerDialog says how to hold them', async ({ a11y }) => {
    await baseExpect(a11y.answerDialog(true)).rejects.toThrow("test.use({ a11yDialogs: 'hold' }) holds them for answerDialog");
  });

  test('a dialog no handler answers is dismissed, as Playwright does, and the receipt says only what changed', async ({ a11y, page }) => {
    await open(page, 'order');
    const receipt = await a11y.try("tapOn: 'Delete order'");
    baseExpect(receipt.golden).toBe('done tapOn button "Delete order"\ntoast "Kept"\nfocus button "Delete order"');
    baseExpect(a11y.takeDialogNotes()).toEqual([]);
  });

  test("a test's own handler answers them", async ({ a11y, page }) => {
    await open(page, 'order');
    page.on('dialog', (dialog) => void dialog.accept());
    const receipt = await a11y.try("tapOn: 'Delete order'");
    baseExpect(receipt.golden).toBe('done tapOn button "Delete order"\ntoast "Deleted"\nfocus button "Delete order"');
  });
});
