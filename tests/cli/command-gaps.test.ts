/**
 * What a command user met: `--version`; `diff --scope`, so a Locator's golden
 * can be held against a page; a line that says which engine read a page a
 * golden differs from; the page's own errors from the Chromium engine, one
 * line each as jsdom prints them (command-gaps.browser.test.ts); and
 * `--scope` refs that are the whole page's. The command runs in this process
 * (tests/cli/helpers.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../fixtures.js';
import { run } from './helpers.js';

let dir: string;
const at = (name: string) => join(dir, name);

const ORDERS = `<!doctype html><meta charset="utf-8"><title>Orders</title>
<nav aria-label="Main"><a href="/">Home</a><a href="/orders">Orders</a></nav>
<main><table aria-label="Orders"><tr><td>Ada</td><td><button>Delete</button></td></tr></table>
<p role="status">Loading…</p>
<script>document.querySelector('[role=status]').textContent = 'Loaded';</script></main>`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-command-gaps-'));
  writeFileSync(at('orders.html'), ORDERS);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('--version prints the package version, and nothing else', async () => {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  expect(await run('--version')).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
});

describe('diff', () => {
  test('--scope reads only that element of a page side: a Locator golden holds against the page', async () => {
    expect((await run(at('orders.html'), '--scope', 'table', '--save', at('table.snap'))).code).toBe(0);
    expect(readFileSync(at('table.snap'), 'utf8')).not.toContain('link');
    expect(await run('diff', at('table.snap'), at('orders.html'), '--scope', 'table')).toEqual({ code: 0, stdout: '', stderr: '' });
    const whole = await run('diff', at('table.snap'), at('orders.html'));
    expect(whole.code).toBe(1);
    expect(whole.stdout).toContain('link');
  });

  test('a golden that differs from a page jsdom read without scripts: one line says which engine read it and how to choose', async () => {
    // As a browser door writes it: the script has run.
    writeFileSync(at('loaded.snap'), readFileSync(at('table.snap'), 'utf8').replace(/\n$/, '\nstatus "Loaded"\n'));
    const result = await run('diff', at('loaded.snap'), at('orders.html'), '--scope', 'main');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('"Loading…"');
    expect(result.stderr).toBe(
      'a11y-snapshot diff: the page was read with jsdom, without its scripts; a golden written in a browser (Playwright, Vitest browser mode) wants --engine chromium, or --run-scripts\n',
    );
    // With the scripts run, the page agrees, and nothing is said.
    expect(await run('diff', at('loaded.snap'), at('orders.html'), '--scope', 'main', '--run-scripts')).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('two pages that differ say nothing of engines', async () => {
    writeFileSync(at('renamed.html'), ORDERS.replace('>Delete<', '>Remove<'));
    const result = await run('diff', at('orders.html'), at('renamed.html'));
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
  });
});

test('--scope lines carry the refs the whole page gives the same elements', async () => {
  const whole = (await run(at('orders.html'))).stdout.split('\n').filter((line) => /^e\d+ /.test(line));
  const scoped = (await run(at('orders.html'), '--scope', 'table')).stdout.split('\n').filter((line) => /^e\d+ /.test(line));
  // Two links come first in the page: the table's button is e3 in both.
  expect(scoped).toEqual(['e3 button "Delete"']);
  expect(whole).toContain('e3 button "Delete"');
});
