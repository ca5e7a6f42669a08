// A Vitest browser-mode locator as what the matchers receive (src/assert/received.ts).
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { toSnapshotRoot } from '../../src/assert/received.js';

const { document } = new JSDOM('<form aria-label="New order"><button>Create order</button></form>').window;

/** The shape of `page.getByRole(…)`: Vitest's mark and `element()`, which throws when nothing matches. */
function locator(found: () => Element) {
  return { [Symbol.for('$$vitest:locator')]: true, selector: 'internal:role=form', element: found };
}

describe('vitest/received: locators', () => {
  test('a locator gives the element it finds now', () => {
    const form = document.querySelector('form')!;
    expect(
      toSnapshotRoot(
        locator(() => form),
        'toMatchA11ySnapshot',
      ),
    ).toBe(form);
  });

  test("a locator that finds nothing fails with the locator's own error", () => {
    const none = locator(() => {
      throw new Error('Cannot find element with locator: internal:role=form');
    });
    expect(() => toSnapshotRoot(none, 'toMatchA11ySnapshot')).toThrow('Cannot find element with locator');
  });

  test('an object with element() but without the mark is not taken for a locator', () => {
    expect(() => toSnapshotRoot({ element: () => document.body }, 'toMatchA11ySnapshot')).toThrow(
      'toMatchA11ySnapshot() expects a Document or an Element, got an object',
    );
  });
});
