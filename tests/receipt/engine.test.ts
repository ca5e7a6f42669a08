/**
 * Receipts of acts on a real document: two captures by the engine around a
 * change of the DOM, as the Playwright door takes them around an act.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { buildReceipt, formatReceipt } from '../../src/receipt/index.js';

const BODY = `
  <h1>Orders</h1>
  <table aria-label="Orders">
    <tr><td>Order 1001</td><td><button>Delete</button></td></tr>
    <tr><td>Order 1002</td><td><button>Delete</button></td></tr>
  </table>
  <form aria-label="New order">
    <input aria-label="Customer">
    <button type="button">Create order</button>
  </form>
  <div id="toasts"></div>`;

function open(): Document {
  return new JSDOM(`<!doctype html><title>Orders</title><body>${BODY}`, { url: 'http://127.0.0.1:41234/orders' }).window.document;
}

/** The receipt of `act` on `doc`, captured before and after it. */
function receiptOf(doc: Document, act: () => void, target?: string): { refs: string; golden: string } {
  const before = capture(doc);
  act();
  const receipt = buildReceipt({ before, after: capture(doc), requests: [], errors: [], target });
  return { refs: formatReceipt(receipt), golden: formatReceipt(receipt, { refs: false }) };
}

describe('receipt/engine', () => {
  it('typing into a field: focus and value', () => {
    const doc = open();
    const input = doc.querySelector('input')!;
    // Refs in document order: e1 heading, e2 and e3 Delete, e4 Customer, e5 Create order.
    const { refs, golden } = receiptOf(
      doc,
      () => {
        input.focus();
        input.value = 'ACME';
      },
      'e4',
    );
    expect(refs).toBe(['focus e4', 'value e4 "ACME"'].join('\n'));
    expect(golden).toBe(['focus textbox "Customer"', 'value textbox "Customer" "ACME"'].join('\n'));
  });

  it('creating an order: a toast, a new row with its line, the field cleared', () => {
    const doc = open();
    const input = doc.querySelector('input')!;
    input.value = 'ACME';
    const { refs } = receiptOf(
      doc,
      () => {
        doc.querySelector('table')!.insertAdjacentHTML('beforeend', '<tr><td>Order 1003</td><td><button>Delete</button></td></tr>');
        doc.getElementById('toasts')!.innerHTML = '<div role="status">Order 1003 created</div>';
        input.value = '';
      },
      'e5',
    );
    expect(refs).toBe(
      [
        'toast "Order 1003 created"',
        '+1 row in:table"Orders"',
        '+ e6 button[3] "Delete" x3 row:"Order 1003"',
        '~value e4 textbox "Customer" (was ="ACME")',
      ].join('\n'),
    );
  });

  it('deleting a row: the target is gone', () => {
    const doc = open();
    const { refs, golden } = receiptOf(doc, () => doc.querySelector('tr')!.remove(), 'e2');
    expect(refs).toBe('gone e2');
    expect(golden).toBe('gone button "Delete"');
  });

  it('opening a dialog', () => {
    const doc = open();
    const { refs } = receiptOf(doc, () => {
      doc.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Delete order?"><button>Cancel</button><button>Delete order</button></div>');
    });
    expect(refs).toBe(['dialog "Delete order?"', '+ e6 button "Cancel"', '+ e7 button "Delete order"'].join('\n'));
  });

  it('nothing happened', () => {
    const doc = open();
    expect(receiptOf(doc, () => undefined).refs).toBe('no change');
  });
});
