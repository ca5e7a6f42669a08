// Pages that rewrite what a watcher in their own world would use to tell
// whether they still change (MutationObserver, performance.now, Date.now),
// shared by tests/browser/settle-world.spec.ts and scripts/stress.mjs. Each
// attack runs first thing in the page, before anything looks at it.

/** Scripts that each blind or mislead a watcher of the page's world. */
export const QUIET_ATTACKS = {
  'MutationObserver replaced by a no-op': `
    window.MutationObserver = class { observe() {} disconnect() {} takeRecords() { return []; } };`,
  'a clock that races ahead (performance.now, Date.now)': `
    let t = 0;
    const racing = () => (t += 86400000);
    Performance.prototype.now = racing; performance.now = racing; Date.now = racing;`,
  'a frozen clock (performance.now, Date.now)': `
    const frozen = () => 1000;
    Performance.prototype.now = frozen; performance.now = frozen; Date.now = frozen;`,
};

/** Every attack of QUIET_ATTACKS in one page. */
export const ALL_QUIET_ATTACKS = [
  QUIET_ATTACKS['MutationObserver replaced by a no-op'],
  QUIET_ATTACKS['a clock that races ahead (performance.now, Date.now)'],
].join('\n');

/** An ordinary page, each attack, and every attack at once. */
export const QUIET_PAGES = { 'an ordinary page': '', ...QUIET_ATTACKS, 'every attack at once': ALL_QUIET_ATTACKS };

/**
 * Whether the matcher's wait (`captureSettled` of browser-page/settle.ts, given
 * by the caller: sources or dist/) calls the counter page settled within
 * `timeout` ms, for a quiet window of `quiet` ms.
 */
export async function settlesInMatcher(page, captureSettled, { attack, ticking, timeout, quiet }) {
  await page.setContent(counterPage(attack, ticking));
  const { steady } = await captureSettled(page, { capture: { refs: false }, timeout, quiet });
  return steady;
}

/** A counter page: its status changes every 50 ms when `ticking`, else never; `attack` runs before the page is read. */
export function counterPage(attack, ticking) {
  const tick = ticking ? `<script>let n = 0; setInterval(() => (document.querySelector('p').textContent = String(++n)), 50);</script>` : '';
  return `<!doctype html><title>Counter</title><script>${attack}</script><main><h1>Orders</h1><p role="status">0</p></main>${tick}`;
}
