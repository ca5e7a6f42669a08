import '../../src/vitest/index.js';
import { JSDOM } from 'jsdom';
import { expect, test } from 'vitest';
import { a11ySerializer } from '../../src/vitest/index.js';

const page = () => new JSDOM('<title>Orders</title><main><h1>Orders</h1><a href="/o/1">Order 1001</a><form aria-label="New"><label>Qty <input value="2"></label><button>Create order</button></form></main>', { url: 'http://localhost:5173/orders' }).window.document;

test('doc', () => {
  expect(page()).toMatchA11ySnapshot();
});
test('inline', () => {
  expect(page()).toMatchInlineA11ySnapshot(`
    # a11y-snapshot detail:compact
    snapshot v2
    page "Orders" url="/orders" settled
    heading "Orders" level=1
    link /Order \\d+/
    textbox "Qty" ="2"
    button "Create order"
  `);
});
test('inline opts', () => {
  expect(page().querySelector('form')).toMatchInlineA11ySnapshot({ detail: 'full' }, `
    # a11y-snapshot detail:full
    snapshot v2
    page "Orders" url="/orders" settled
    textbox "Qty" ="2" in:form"New"
    button "Create order" in:form"New"
  `);
});
test('serializer', () => {
  expect.addSnapshotSerializer(a11ySerializer);
  expect({ form: page().querySelector('form') }).toMatchInlineSnapshot(`
    {
      "form": snapshot v2
      page "Orders" url="/orders" settled
      textbox "Qty" ="2"
      button "Create order",
    }
  `);
});
test('bad', () => {
  expect(() => expect('<p>').toMatchA11ySnapshot()).toThrowErrorMatchingInlineSnapshot(`[TypeError: toMatchA11ySnapshot() expects a Document or an Element, got a string ("<p>"): parse HTML first, e.g. new JSDOM(html).window.document]`);
});
