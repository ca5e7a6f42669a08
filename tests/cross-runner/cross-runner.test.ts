/**
 * One golden for every runner: the component pages (a form with validation
 * errors, a combobox, tabs, a dialog, a table with row actions) rendered in
 * each runner of runners.ts give the golden Playwright gives on the same
 * HTML, and a naming regression fails in each with the same `~name` line.
 * Each page is held at `compact` and at `full`; `offscreen`, the one marker
 * that needs layout, is left out of the comparison. Each runner's project is
 * copied with the package installed from dist/ and run as a child process.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderGolden } from '../../src/golden/golden.js';
import { chromiumLaunchOptions } from '../../src/page/browser.js';
import { capturePage } from '../../src/page/capture-page.js';
import { ROOT } from '../fixtures.js';
import { runPlain, type Run } from '../support/harness.js';
import { copyProject } from '../support/projects.mjs';
import { readComponents, withNamingRegression, type Component } from './components.js';
import { runners, type Runner } from './runners.js';

const COMPONENTS = readComponents();
const REGRESSED = withNamingRegression(COMPONENTS);

interface Outcome {
  first: Run;
  written: Record<string, string>;
  regressed: Run;
}

/** Playwright's goldens of the pages, captured here: the reference every runner is held to. */
async function referenceGoldens(components: Component[]): Promise<Record<string, string>> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const goldens: Record<string, string> = {};
    for (const { name, html } of components) {
      await page.route('http://localhost/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      await page.goto('http://localhost/');
      const model = await capturePage(page, { refs: false });
      goldens[name] = renderGolden(model, 'compact');
      goldens[`${name} full`] = renderGolden(model, 'full');
      await page.unrouteAll();
    }
    return goldens;
  } finally {
    await browser.close();
  }
}

const folders: string[] = [];

/** The runner's project, its goldens written by a first run, then run again on the regressed pages. */
async function exercise(runner: Runner): Promise<Outcome> {
  const dir = copyProject(resolve(ROOT, 'tests/cross-runner/projects', runner.project), { prefix: 'a11y-cross-', modules: 'package' });
  folders.push(dir);
  writeFileSync(join(dir, 'components.json'), JSON.stringify(COMPONENTS));
  const first = await runPlain(dir, runner.runner, runner.args);
  const written = runner.written(dir);
  writeFileSync(join(dir, 'components.json'), JSON.stringify(REGRESSED));
  return { first, written, regressed: await runPlain(dir, runner.runner, runner.args) };
}

/** Two runners at a time, each to its end. */
function exerciseAll(): Map<string, Promise<Outcome>> {
  const outcomes = new Map<string, Promise<Outcome>>();
  let previous: Promise<unknown>[] = [Promise.resolve(), Promise.resolve()];
  runners.forEach((runner, i) => {
    const outcome = previous[i % 2].then(() => exercise(runner));
    previous[i % 2] = outcome.catch(() => undefined);
    outcomes.set(runner.name, outcome);
  });
  return outcomes;
}

/** Goldens without the `offscreen` marker: jsdom and happy-dom have no layout to find it. */
function withoutOffscreen(goldens: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(goldens).map(([key, text]) => [key, text.replace(/ offscreen(?=[ \n])/g, '')]));
}

/** The element-by-element diff lines a run printed for renamed elements. */
function renamedLines(output: string): string[] {
  return [...new Set(output.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('~name ')))];
}

let reference: Promise<Record<string, string>>;
let outcomes: Map<string, Promise<Outcome>>;

beforeAll(() => {
  reference = referenceGoldens(COMPONENTS);
  outcomes = exerciseAll();
});

afterAll(async () => {
  await Promise.allSettled([reference, ...outcomes.values()]);
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}, 300_000);

describe('cross-runner: one golden in every runner', { timeout: 300_000 }, () => {
  test('the components are the five the runners are held to', () => {
    expect(COMPONENTS.map((c) => c.name)).toEqual(['combobox', 'dialog', 'orders-table', 'signup-form', 'tabs']);
    expect(REGRESSED).not.toEqual(COMPONENTS);
  });

  test.each(runners.map((r) => [r.name, r] as const))('%s writes the golden Playwright gives on the same HTML', async (_, runner) => {
    const { first, written } = await outcomes.get(runner.name)!;
    expect(first.code, first.output).toBe(runner.failsWhenWriting ? 1 : 0);
    expect(withoutOffscreen(written)).toEqual(withoutOffscreen(await reference));
  });

  test.each(runners.map((r) => [r.name, r] as const))('%s fails on the naming regression with the same ~name line', async (_, runner) => {
    const { regressed } = await outcomes.get(runner.name)!;
    expect(regressed.code, regressed.output).toBe(1);
    const full = '~name button "×" in:dialog"Delete “Apollo”?" (was "Close")';
    expect(renamedLines(regressed.output)).toEqual(['~name button "×" (was "Close")', ...(runner.reportsEverySnapshot ? [full] : [])]);
  });
});
