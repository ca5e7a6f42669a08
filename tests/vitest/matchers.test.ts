// The matchers registered the way a setup file registers them: by importing the door.
import '../../src/vitest/index.js';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { DETAILS, type Detail } from '../../src/model/snapshot.js';

const ORDERS = `<title>Orders</title>
  <main>
    <h1>Orders</h1>
    <ul>
      <li><a href="/orders/1001">Order 1001</a> Ada Lovelace <button>Delete</button></li>
      <li><a href="/orders/1002">Order 1002</a> Alan Turing <button>Delete</button></li>
    </ul>
    <form aria-label="New order"><label>Customer <input required></label><button>Create order</button></form>
  </main>`;

/** A jsdom document of the test's own, as a test in the `node` environment makes one. */
function page(html = ORDERS): Document {
  return new JSDOM(html, { url: 'http://localhost:5173/orders' }).window.document;
}

describe('vitest/matchers', () => {
  test('a document, in the .snap file', () => {
    expect(page()).toMatchA11ySnapshot();
  });

  test('an element: the lines inside it, keys still counted over the whole page', () => {
    expect(page().querySelector('ul')).toMatchA11ySnapshot();
  });

  test.each(DETAILS.map((detail) => [detail]))('at detail %s', (detail: Detail) => {
    expect(page()).toMatchA11ySnapshot({ detail });
  });

  test('inline', () => {
    expect(page().querySelector('form')).toMatchInlineA11ySnapshot(`
      # a11y-snapshot detail:compact
      snapshot v2
      page "Orders" url="/orders" settled
      textbox "Customer" required
      button "Create order"
    `);
  });

  test('inline, with options', () => {
    expect(page().querySelector('form')).toMatchInlineA11ySnapshot(
      { detail: 'full' },
      `
      # a11y-snapshot detail:full
      snapshot v2
      page "Orders" url="/orders" settled
      textbox "Customer" required in:form"New order"
      button "Create order" in:form"New order"
    `,
    );
  });

  test('a pattern in the golden matches a value that changes on every run', () => {
    const number = 1000 + Math.floor(Math.random() * 9000);
    expect(page(`<title>Order</title><a href="/orders/${number}">Order ${number}</a>`)).toMatchInlineA11ySnapshot(`
      # a11y-snapshot detail:compact
      snapshot v2
      page "Order" url="/orders" settled
      link /Order \\d+/
    `);
  });

  test('expect.poll waits for a stable page that matches', async () => {
    const doc = page('<title>Orders</title><p>Loading…</p>');
    setTimeout(() => {
      doc.body.innerHTML = '<button>Create order</button>';
    }, 150);
    // expect.poll's type keeps a matcher's last overload only: the options first.
    await expect
      .poll(() => doc, { timeout: 2000, interval: 20 })
      .toMatchInlineA11ySnapshot(
        {},
        `
      # a11y-snapshot detail:compact
      snapshot v2
      page "Orders" url="/orders" settled
      button "Create order"
    `,
      );
  });

  test('a value that is not a Document or an Element fails at once, saying what it got', () => {
    expect(() => expect('<button>Save</button>').toMatchA11ySnapshot()).toThrow(
      'toMatchA11ySnapshot() expects a Document or an Element, got a string ("<button>Save</button>"): parse HTML first, e.g. new JSDOM(html).window.document',
    );
    expect(() => expect(page().defaultView).toMatchInlineA11ySnapshot()).toThrow(
      'toMatchInlineA11ySnapshot() expects a Document or an Element, got a Window: pass its document (window.document)',
    );
    expect(() => expect(null).toMatchA11ySnapshot()).toThrow(TypeError);
  });

  test('options are checked before anything is captured', () => {
    const doc = page();
    expect(() => expect(doc).toMatchA11ySnapshot({ detail: 'huge' as Detail })).toThrow(
      'toMatchA11ySnapshot: detail must be one of compact, full, regions, v1, read; got "huge"',
    );
    expect(() => expect(doc).toMatchA11ySnapshot('orders' as never)).toThrow(/takes \{ detail \}, not a hint name/);
    expect(() => expect(doc).toMatchA11ySnapshot({ details: 'full' } as never)).toThrow(
      'toMatchA11ySnapshot: unknown option "details" (the options are detail, testIdAttributes, steps, lint)',
    );
    expect(() => expect(doc).toMatchA11ySnapshot({ steps: ['tapOn Save'] })).toThrow(/^toMatchA11ySnapshot: steps\[0\]: Bad step at column 7: /);
    expect(() => expect(doc).toMatchInlineA11ySnapshot({ testIdAttributes: 'data-qa' } as never)).toThrow(/testIdAttributes must be an array/);
  });

  test('.not is refused, as for every Vitest snapshot matcher', () => {
    expect(() => expect(page()).not.toMatchA11ySnapshot()).toThrow('toMatchA11ySnapshot cannot be used with "not"');
  });

  test('steps are recorded in the golden with their answers', () => {
    expect(page()).toMatchInlineA11ySnapshot(
      { steps: ["tapOn: 'Create order'", "tapOn: 'Delete'", "inputText: { text: 'Customer', value: 'Ada' }"] },
      `
      # a11y-snapshot detail:compact
      snapshot v2
      page "Orders" url="/orders" settled
      heading "Orders" level=1
      link "Order 1001"
      button[1] "Delete" x2 row:"Ada Lovelace"
      link "Order 1002"
      button[2] "Delete" x2 row:"Alan Turing"
      textbox "Customer" required
      button "Create order"

      try tapOn: 'Create order'
        done tapOn button "Create order"
      try tapOn: 'Delete'
        ambiguous "Delete": 2
      try inputText: { text: 'Customer', value: 'Ada' }
        done inputText textbox "Customer" ="Ada"
    `,
    );
  });

  describe('toResolve', () => {
    test('passes when the step names exactly one element', () => {
      expect(page()).toResolve("tapOn: 'Create order'");
      expect(page()).toResolve("tapOn: { text: 'Delete', rightOf: 'Alan Turing' }");
      expect(page().querySelector('form')).toResolve("inputText: { text: 'customer', value: 'Ada' }");
    });

    test('an ambiguous step fails with its candidates and the step that names each one', () => {
      expect(() => expect(page()).toResolve("tapOn: 'Delete'")).toThrow(
        [
          `expect(document).toResolve("tapOn: 'Delete'") failed: the step must name exactly one element`,
          '',
          'ambiguous "Delete": 2',
          `  button[1] "Delete" x2 row:"Ada Lovelace" via:exact  → tapOn: { text: 'Delete', rightOf: 'Ada Lovelace' }`,
          `  button[2] "Delete" x2 row:"Alan Turing" via:exact  → tapOn: { text: 'Delete', rightOf: 'Alan Turing' }`,
        ].join('\n'),
      );
    });

    test('a renamed control fails as none, with the nearest line', () => {
      const renamed = page(ORDERS.replace('Create order', 'Place order'));
      expect(() => expect(renamed).toResolve("tapOn: 'Create order'")).toThrow(
        /\n\nnone "Create order"\n {2}button "Place order" via:score {2}→ tapOn: 'Place order'/,
      );
    });

    test('.not passes when the step does not name exactly one element', () => {
      expect(page()).not.toResolve("tapOn: 'Delete'");
      expect(() => expect(page()).not.toResolve("tapOn: 'Create order'")).toThrow(
        /^expect\(document\)\.not\.toResolve\("tapOn: 'Create order'"\) failed: the step must not name exactly one element\n\ndone tapOn button "Create order"$/,
      );
    });

    test('a step that does not parse is a one-line error saying where', () => {
      expect(() => expect(page()).toResolve("tapOn: 'Save")).toThrow(/^toResolve: step: Bad step at column \d+: .*\(tapOn: 'Save\)$/);
      expect(() => expect(page()).toResolve(42 as never)).toThrow(`toResolve: step must be step text like "tapOn: 'Create order'", got number`);
    });

    test('expect.poll waits until the step names one element', async () => {
      const doc = page('<title>Orders</title><p>Loading…</p>');
      setTimeout(() => {
        doc.body.innerHTML = '<button>Create order</button>';
      }, 100);
      await expect.poll(() => doc, { timeout: 2000, interval: 20 }).toResolve("tapOn: 'Create order'");
    });
  });

  test('lint: a rule the test turns on fails an assertion whose golden matches', () => {
    const doc = page(ORDERS.replace('<button>Create order</button>', '<button>Create order</button><button></button>'));
    const form = doc.querySelector('form');
    const golden = `
      # a11y-snapshot detail:compact
      snapshot v2
      page "Orders" url="/orders" settled
      textbox "Customer" required
      button "Create order"
      button ""
    `;
    expect(form).toMatchInlineA11ySnapshot({}, golden);
    expect(() => expect(form).toMatchInlineA11ySnapshot({ lint: ['nameless'] }, golden)).toThrow(
      'expect(received).toMatchInlineA11ySnapshot() failed: 1 line breaks the lint rules this test turns on\n\n  nameless: button "" in:form"New order"',
    );
    expect(() => expect(form).toMatchA11ySnapshot({ lint: ['nameles' as 'nameless'] })).toThrow('lint takes nameless, ambiguous, icon-only; got "nameles"');
  });
});
