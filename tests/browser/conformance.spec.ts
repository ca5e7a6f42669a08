import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CORPUS_DIR, CORPUS_FOUND, CORPUS_MISSING, loadCorpus, passes, type Case } from '../conformance/corpus.js';
import { passRate, surprises, type Outcome } from '../conformance/report.js';
import { expectedFailures } from '../conformance/expected-failures.js';
import { withEngine } from '../../src/browser-page/inject.js';

// The same corpus as tests/conformance/jsdom.test.ts, in Chromium, where page
// scripts run (shadow roots built by script) and generated content exists.
const corpus = loadCorpus();
const byFile = new Map<string, Case[]>();
for (const c of corpus.cases) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);

// The pages are served (as UTF-8, which some do not declare) from a made-up
// origin; everything else they ask for (the test harness) is a 404.
const ORIGIN = 'http://wpt.test';

test('conformance (web-platform-tests) in Chromium', async ({ page }) => {
  if (!CORPUS_FOUND) console.warn(CORPUS_MISSING);
  test.skip(!CORPUS_FOUND, CORPUS_MISSING);
  test.setTimeout(120_000);
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname.slice(1);
    if (!byFile.has(path)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: readFileSync(resolve(CORPUS_DIR, 'wpt', path)) });
  });
  const outcomes: Outcome[] = [];
  for (const [file, cases] of byFile) {
    await page.goto(`${ORIGIN}/${file}`);
    const actual = await withEngine(page, (engine) => engine.call<string[]>(computeAll, cases));
    const mine = cases.map((c, i) => ({ case: c, actual: actual[i], pass: passes(c, actual[i]) }));
    outcomes.push(...mine);
    expect.soft(surprises(mine, expectedFailures.chromium).join('\n'), file).toBe('');
  }
  expect(outcomes.length).toBe(corpus.cases.length);
  expect(passRate(outcomes, 'label'), 'name cases passing').toBeGreaterThanOrEqual(0.95);
  expect(passRate(outcomes, 'role'), 'role cases passing').toBeGreaterThanOrEqual(0.95);
});

/** Runs in the engine's world: the name or role of each case's element. */
function computeAll(api: { roleOf(el: Element): string; nameOf(el: Element): string }, cases: Case[]): string[] {
  return cases.map((c) => {
    try {
      let el: Element | undefined;
      if (c.locator) el = document.getElementsByClassName(c.locator.class)[c.locator.index];
      else {
        const holder = document.createElement('div');
        holder.innerHTML = c.markup ?? '';
        el = holder.firstElementChild!;
        document.body.appendChild(el);
      }
      if (!el) return 'threw: element not found';
      return c.kind === 'label' ? api.nameOf(el) : api.roleOf(el);
    } catch (error) {
      return `threw ${(error as Error).message}`;
    }
  });
}
