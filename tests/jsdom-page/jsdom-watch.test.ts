/**
 * The command's quiet window in jsdom (`--run-scripts`) sees the page's
 * changes through an observer made before the page's first script: a page
 * that replaces `MutationObserver` cannot pass for quiet while it changes.
 * In process (`captureInJsdom`), one page changing every 50 ms and one still.
 */
import { describe, expect, test } from 'vitest';
import { Budget, DEFAULT_MAX_BYTES } from '../../src/jsdom-page/bounds.js';
import { captureInJsdom } from '../../src/jsdom-page/jsdom-load.js';

const BLIND = `window.MutationObserver = class { observe() {} disconnect() {} takeRecords() { return []; } };`;

function page(ticking: boolean): { url: string; html: Buffer } {
  const tick = ticking ? 'let n = 0; setInterval(() => { document.querySelector("button").textContent = "Seen " + ++n; }, 50);' : '';
  return { url: 'file:///blind.html', html: Buffer.from(`<!doctype html><title>Blind</title><button>Seen 0</button><script>${BLIND}${tick}</script>`) };
}

describe('jsdom-page/jsdom-watch', () => {
  test('a page that replaces MutationObserver is settled only when it is still', { timeout: 40_000 }, async () => {
    await import('jsdom'); // a cold import on a loaded machine is no part of the page's budget
    // A budget far above the 5 s of settling: the changing page ends there, the still one after its quiet window.
    const options = (report: string[]) => ({
      runScripts: true,
      maxBytes: DEFAULT_MAX_BYTES,
      budget: new Budget(20_000),
      report: (line: string) => void report.push(line),
    });
    const reported: string[] = [];
    const [ticking, still] = await Promise.all([captureInJsdom(page(true), {}, options(reported)), captureInJsdom(page(false), {}, options(reported))]);
    expect(ticking.header).toMatchObject({ settled: false, network: 0 });
    expect(still.header.settled).toBe(true);
    expect(reported).toEqual([]);
  });
});
