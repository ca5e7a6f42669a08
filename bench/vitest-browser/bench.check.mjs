// Times our assertion and Vitest's own toMatchAriaSnapshot on the same
// element of the orders page, alternating, in one page. The first run writes
// the snapshots; the second, timed, holds the page against them.
import { commands } from 'vitest/browser';
import { expect, inject, test } from 'vitest';

/** The page's title, style sheets and body in the test's document. */
function show(html) {
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.title = page.title;
  for (const style of page.head.querySelectorAll('style')) document.head.append(document.importNode(style, true));
  document.body.innerHTML = page.body.innerHTML;
}

function time(fn) {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

test('orders', async () => {
  const { ROUNDS, ORDERS_HTML } = inject('benchInput');
  show(ORDERS_HTML);
  const timings = { browserOurs: [], browserAria: [] };
  for (let round = 0; round < ROUNDS + 1; round++) {
    const ours = time(() => expect(document.body).toMatchA11ySnapshot());
    const aria = time(() => expect(document.body).toMatchAriaSnapshot());
    // The first round warms both up.
    if (round > 0) {
      timings.browserOurs.push(ours);
      timings.browserAria.push(aria);
    }
  }
  await commands.recordTimings(timings);
});
