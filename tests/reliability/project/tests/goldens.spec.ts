// Run by tests/reliability/goldens.runner.test.ts and scripts/stress.mjs in a copy of
// this folder. VARIANT changes the pages, so that every golden on disk differs.
// With CATCH set, a failed assertion is printed (`CAUGHT <title> <message as JSON>`)
// and the test passes: a failed test costs a new worker and browser, and a
// run of hundreds of them would measure Playwright's start-up, not ours.
import { test, expect } from 'a11y-snapshot/playwright';
import { brokenPage, workerPage } from '../pages.mjs';

const VARIANT = process.env.VARIANT ?? '1';

async function check(title: string, assertion: Promise<unknown>) {
  if (!process.env.CATCH) return assertion;
  try {
    await assertion;
  } catch (error) {
    console.log(`CAUGHT ${title} ${JSON.stringify((error as Error).message)}`);
  }
}

// A golden is rewritten (--update-snapshots=all) once the page has been quiet
// for 500 ms, counted from the matcher's first look: the timeout must leave
// room for that, or the golden written says `loading`. A quiet page ends the
// wait when it has settled; the timeout is never waited out.
for (const kind of ['truncated', 'corrupt', 'latin1', 'crlf', 'conflict']) {
  test(`broken ${kind}`, async ({ page }) => {
    await page.setContent(brokenPage(VARIANT));
    await check(kind, expect(page).toMatchA11ySnapshot(kind, { timeout: 3000 }));
  });
}

// Four tests, run --repeat-each times over four workers: each run updates its own golden.
// A golden is written `settled` once the page has been quiet for 500 ms,
// counted from the matcher's first look: the timeout leaves a loaded
// machine's cold first look room for that, and the wait ends once it has.
for (let w = 0; w < 4; w++) {
  test(`worker ${w}`, async ({ page }, info) => {
    await page.setContent(workerPage(w, info.repeatEachIndex, VARIANT));
    await check(`w${w}-r${info.repeatEachIndex}`, expect(page).toMatchA11ySnapshot(`w${w}-r${info.repeatEachIndex}`, { timeout: 3000 }));
  });
}
