import { readFileSync } from 'node:fs';
import { expect as baseExpect } from '@playwright/test';
import { test, expect } from '../../src/playwright/index.js';
import { fixtureUrl } from '../fixtures.js';
import { serveFixtures } from './serve.js';

// The golden of this file is in steps.spec.ts-snapshots/, reviewed line by line.

test.beforeEach(async ({ page }) => {
  await serveFixtures(page);
  await page.goto(fixtureUrl('example'));
});

test.describe('toResolve', () => {
  test('passes when the step names exactly one element', async ({ page }) => {
    await expect(page).toResolve("tapOn: 'Create order'");
    await expect(page).toResolve("tapOn: { testId: 'edit-1002' }");
    await expect(page).toResolve("tapOn: { text: 'Delete', rightOf: 'Alan Turing' }");
    await expect(page).toResolve("inputText: { text: 'Notes', value: 'Leave at the door' }");
    await expect(page.locator('table')).toResolve("tapOn: { text: 'More', index: 3 }");
  });

  test('an ambiguous step fails with its candidates and the step that names each one', async ({ page }) => {
    const error = await expect(page)
      .toResolve("tapOn: 'Delete'", { timeout: 2000 })
      .catch((e: Error) => e);
    baseExpect((error as Error).message).toBe(
      [
        `expect(page).toResolve("tapOn: 'Delete'") failed: the step must name exactly one element`,
        '',
        'ambiguous "Delete": 2',
        `  button[1] "Delete" x2 row:"Ada Lovelace" icon:trash via:exact  → tapOn: { text: 'Delete', rightOf: 'Ada Lovelace' }`,
        `  button[2] "Delete" x2 row:"Alan Turing" icon:trash via:exact  → tapOn: { text: 'Delete', rightOf: 'Alan Turing' }`,
      ].join('\n'),
    );
  });

  test('waits for the page: a control that renders late still resolves', async ({ page }) => {
    await page.evaluate(() => setTimeout(() => document.body.insertAdjacentHTML('beforeend', '<button>Archive</button>'), 400));
    await expect(page).toResolve("tapOn: 'Archive'", { timeout: 3000 });
  });

  test('.not passes while the step does not name exactly one element', async ({ page }) => {
    await expect(page).not.toResolve("tapOn: 'Archive'", { timeout: 300 });
    const error = await expect(page)
      .not.toResolve("tapOn: 'Search'", { timeout: 2000 })
      .catch((e: Error) => e);
    baseExpect((error as Error).message).toMatch(
      /^expect\(page\)\.not\.toResolve\("tapOn: 'Search'"\) failed: the step must not name exactly one element\n\ndone tapOn button "Search"$/,
    );
  });

  test('a name reached only by stretching does not resolve: "Creat ordr" and "order" fail, offering "Create order"', async ({ page }) => {
    for (const step of ["tapOn: 'Creat ordr'", "tapOn: 'Create orde'"]) {
      const error = await expect(page)
        .toResolve(step, { timeout: 300 })
        .catch((e: Error) => e);
      baseExpect((error as Error).message).toMatch(
        /\n\nnone "Create? orde?r?" — no line is named "[^"]+"; 1 line only with a stretched name \(via:(sub|score)\)\n {2}button "Create order"/,
      );
    }
  });

  test('a bad step is refused before anything is captured', async ({ page }) => {
    await baseExpect(expect(page).toResolve("tapOn: 'Save")).rejects.toThrow(/^toResolve: step: Bad step at column \d+: /);
    await baseExpect(expect(page).toMatchA11ySnapshot({ steps: ['tapOn Save'] })).rejects.toThrow(/^toMatchA11ySnapshot: steps\[0\]: Bad step at column 7: /);
  });
});

test.describe('toMatchA11ySnapshot({ steps })', () => {
  const steps = ["tapOn: 'Create order'", "tapOn: 'Delete'", "tapOn: { testId: 'edit-1001' }", "assertNotVisible: 'Archive'"];

  test('records each step and its answer in the golden', async ({ page }) => {
    await expect(page).toMatchA11ySnapshot('orders-steps', { steps });
    const golden = readFileSync(test.info().snapshotPath('orders-steps.snap', { kind: 'aria' }), 'utf8');
    baseExpect(golden.split('\n\n')[1]).toBe(
      [
        "try tapOn: 'Create order'",
        '  done tapOn button "Create order" in:dialog"New order"',
        "try tapOn: 'Delete'",
        '  ambiguous "Delete": 2',
        "try tapOn: { testId: 'edit-1001' }",
        '  done tapOn button "Edit"',
        "try assertNotVisible: 'Archive'",
        '  done assertNotVisible "Archive"',
        '',
      ].join('\n'),
    );
  });

  test('a rename fails with the changed answer, though the golden stays unwritten', async ({ page }) => {
    const mode = test.info().config.updateSnapshots;
    test.skip(mode === 'all' || mode === 'changed', 'a mismatch would rewrite the golden in this update mode');
    const path = test.info().snapshotPath('orders-steps.snap', { kind: 'aria' });
    const before = readFileSync(path, 'utf8');
    await page.getByRole('button', { name: 'Create order' }).evaluate((b) => (b.textContent = 'Place order'));
    const error = await expect(page)
      .toMatchA11ySnapshot('orders-steps', { steps, timeout: 300 })
      .catch((e: Error) => e);
    const message = (error as Error).message;
    baseExpect(message).toContain('~name button "Place order" (was "Create order")');
    baseExpect(message).toMatch(/~try tapOn: 'Create order' → none "Create order" \(was done tapOn button "Create order" in:dialog"New order"\)/);
    baseExpect(readFileSync(path, 'utf8')).toBe(before);
  });
});
