import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { renderGolden } from '../../src/golden/golden.js';
import { a11ySerializer, printA11y } from '../../src/vitest/index.js';

expect.addSnapshotSerializer(a11ySerializer);

function page(): Document {
  return new JSDOM('<title>Sign in</title><form aria-label="Sign in"><label>Email <input type="email"></label><button>Sign in</button></form><p>Help</p>', {
    url: 'http://localhost:5173/login',
  }).window.document;
}

describe('vitest/serializer', () => {
  test('toMatchInlineSnapshot prints a document as v2 lines, not HTML', () => {
    expect(page()).toMatchInlineSnapshot(`
      snapshot v2
      page "Sign in" url="/login" settled
      textbox "Email"
      button "Sign in"
    `);
  });

  test('an element prints the lines inside it', () => {
    expect(page().querySelector('button')).toMatchInlineSnapshot(`
      snapshot v2
      page "Sign in" url="/login" settled
      button "Sign in"
    `);
  });

  test('inside an object, each line keeps the indentation of its place', () => {
    expect({ form: page().querySelector('form'), count: 1 }).toMatchInlineSnapshot(`
      {
        "count": 1,
        "form": snapshot v2
        page "Sign in" url="/login" settled
        textbox "Email"
        button "Sign in",
      }
    `);
  });

  test('the printed text is the compact golden without its detail line', () => {
    const doc = page();
    const golden = renderGolden(capture(doc, { refs: false }), 'compact');
    expect(printA11y(doc) + '\n').toBe(golden.slice(golden.indexOf('\n') + 1));
  });

  test('only Documents and Elements: other values, text nodes and lookalikes print as before', () => {
    const doc = page();
    for (const value of [doc.querySelector('p')!.firstChild, { nodeType: 1 }, 'text', null, doc.defaultView]) {
      expect(a11ySerializer.test(value)).toBe(false);
    }
    expect(a11ySerializer.test(doc)).toBe(true);
    expect(a11ySerializer.test(doc.body)).toBe(true);
    expect({ nodeType: 1 }).toMatchInlineSnapshot(`
      {
        "nodeType": 1,
      }
    `);
  });
});
