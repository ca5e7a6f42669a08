// The "orders dashboard" the benchmark and the memory checks measure: a page
// header (navigation, a search form), filters, a table of `rows` orders and
// a dialog. Each row holds 15 elements (a selection checkbox, a link, a
// status badge, an Edit button with a test id, an icon-only Delete button,
// and a clickable div that is only a pointer target), so `ordersPage(500)`
// is 7,552 elements and `ordersPage(5000)` 75,052.
//
//     node bench/orders-page.mjs 500 > orders.html
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** One table row; `i` numbers the order. */
function orderRow(i) {
  const order = 1000 + i;
  const status = i % 3 === 0 ? 'Pending' : 'Paid';
  return [
    '<tr>',
    `<td><input type="checkbox" aria-label="Select order ${order}"></td>`,
    `<td><a href="/orders/${order}">Order ${order}</a></td>`,
    `<td>Customer ${i % 37}</td>`,
    `<td>${(i * 13.7).toFixed(2)} EUR</td>`,
    `<td><span class="badge">${status}</span></td>`,
    '<td>',
    `<button data-testid="edit-${i}">Edit</button>`,
    '<button class="icon" aria-label="Delete"><svg aria-hidden="true"><use href="#trash"/></svg></button>',
    '<div class="menu" style="cursor:pointer" onclick="void 0">More</div>',
    '</td></tr>',
  ].join('');
}

const HEADER = `<header><nav aria-label="Main"><a href="/">Home</a><a href="/orders">Orders</a><a href="/customers">Customers</a><a href="/settings">Settings</a></nav>
<form role="search"><label for="q">Search orders</label><input id="q" type="search" placeholder="Order number or customer"><button>Search</button></form></header>`;

const FILTERS = `<section aria-labelledby="filters"><h2 id="filters">Filters</h2>
<label><input type="radio" name="status" checked> All</label><label><input type="radio" name="status"> Paid</label><label><input type="radio" name="status"> Pending</label>
<label for="from">From</label><input id="from" type="date" value="2026-01-01">
<select aria-label="Status"><option>Any</option><option selected>Open</option></select>
<button disabled>Apply</button><button class="hidden">Secret</button></section>`;

const TABLE_HEAD =
  '<thead><tr><th><input type="checkbox" aria-label="Select all"></th><th>Order</th><th>Customer</th><th>Total</th><th>Status</th><th>Actions</th></tr></thead>';

const DIALOG = `<div role="dialog" aria-modal="true" aria-labelledby="new-order"><h2 id="new-order">Create order</h2>
<label>Customer <input name="customer" value="ACME"></label><textarea aria-label="Notes" placeholder="Optional"></textarea>
<button>Create order</button><button>Cancel</button></div>`;

/** The page with `rows` orders, as HTML. */
export function ordersPage(rows) {
  const body = Array.from({ length: rows }, (_, i) => orderRow(i)).join('\n');
  return `<!doctype html><html><head><title>Orders</title><style>.hidden{display:none}</style></head><body>
${HEADER}
<main><h1>Orders</h1>
${FILTERS}
<table aria-label="Orders">${TABLE_HEAD}
<tbody>${body}</tbody></table>
${DIALOG}
</main><footer><p>© 2026</p></footer></body></html>`;
}

if (process.argv[1] && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url) {
  process.stdout.write(ordersPage(Number(process.argv[2]) || 50));
}
