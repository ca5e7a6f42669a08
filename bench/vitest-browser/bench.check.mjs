// Times our assertion and Vitest's own toMatchAriaSnapshot on the same
// element of the orders page, alternating, in one page. The first run
// (WRITE_ONLY) only writes the snapshots; the second, timed, holds the page
// against them.
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
  const { ROUNDS, WARMUPS, WRITE_ONLY, ORDERS_HTML } = inject('benchInput');
  show(ORDERS_HTML);
  if (WRITE_ONLY) {
    // One snapshot entry per call of the timed run: as many calls, in the same
    // order, in this test (Vitest's own assertion stores its snapshot too); no timing.
    for (let round = 0; round < WARMUPS + ROUNDS; round++) {
      expect(document.body).toMatchA11ySnapshot();
      expect(document.body).toMatchAriaSnapshot();
    }
    return;
  }
  const timings = { browserOurs: [], browserAria: [] };
  for (let round = 0; round < WARMUPS + ROUNDS; round++) {
    const ours = time(() => expect(document.body).toMatchA11ySnapshot());
    const aria = time(() => expect(document.body).toMatchAriaSnapshot());
    // The first rounds warm both up.
    if (round < WARMUPS) continue;
    timings.browserOurs.push(ours);
    timings.browserAria.push(aria);
  }
  await commands.recordTimings(timings);
});
