// The pages both agent servers are driven on (bench/mcp.mjs), written as
// files to a temporary folder: the orders page, a short settings form, and
// an orders page whose "New order" button opens a modal <dialog> whose
// "Create" button posts the order to a local API (`serveOrdersApi`) and,
// once it answers, adds the new order to the table.
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formsPage } from './pages.mjs';

/** The order the dialog page's "Create" adds. */
export const NEW_ORDER = 1042;

/** How long the API takes to answer: long enough to be a request in flight when the click returns. */
const API_DELAY_MS = 150;

/**
 * `POST /api/orders` on 127.0.0.1, answering 201 with the new order after
 * API_DELAY_MS, to any origin (the pages are files: their origin is "null").
 * Resolves to the server; its URL is `apiUrl(server)`.
 */
export function serveOrdersApi() {
  const server = createServer((request, response) => {
    request.resume();
    const ok = request.method === 'POST' && request.url === '/api/orders';
    setTimeout(
      () =>
        response
          .writeHead(ok ? 201 : 404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
          .end(ok ? JSON.stringify({ order: NEW_ORDER }) : '{}'),
      ok ? API_DELAY_MS : 0,
    );
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

export function apiUrl(server) {
  return `http://127.0.0.1:${server.address().port}/api/orders`;
}

const createScript = (api) => `
const dialog = document.querySelector('dialog');
document.getElementById('new').addEventListener('click', () => dialog.showModal());
document.getElementById('cancel').addEventListener('click', () => dialog.close());
document.getElementById('create').addEventListener('click', async (event) => {
  event.preventDefault();
  const customer = document.getElementById('customer').value;
  const priority = document.getElementById('priority').value;
  // A text/plain body keeps it a simple request: no preflight.
  const answer = await (await fetch(${JSON.stringify(api)}, { method: 'POST', body: JSON.stringify({ customer, priority }) })).json();
  const row = document.createElement('tr');
  const link = Object.assign(document.createElement('a'), { href: '#order-' + answer.order, textContent: 'Order ' + answer.order });
  row.append(document.createElement('td'), document.createElement('td'), document.createElement('td'));
  row.cells[0].append(link);
  row.cells[1].textContent = customer;
  row.cells[2].textContent = priority;
  document.querySelector('tbody').append(row);
  document.getElementById('status').textContent = 'Order ' + answer.order + ' created';
  dialog.close();
});`;

function existingOrder(i) {
  const order = NEW_ORDER - 3 + i;
  return `<tr><td><a href="#order-${order}">Order ${order}</a></td><td>Customer ${i}</td><td>Normal</td></tr>`;
}

/** Three orders, a "New order" button and the modal dialog it opens; "Create" posts to `api`. */
export function dialogPage(api) {
  return `<!doctype html><html><head><title>Orders</title></head><body>
<main><h1>Orders</h1>
<p role="status" id="status"></p>
<button id="new">New order</button>
<table aria-label="Orders"><thead><tr><th>Order</th><th>Customer</th><th>Priority</th></tr></thead>
<tbody>${[0, 1, 2].map(existingOrder).join('')}</tbody></table>
<dialog aria-labelledby="create-title"><h2 id="create-title">Create order</h2>
<form><label for="customer">Customer</label><input id="customer" name="customer">
<label for="priority">Priority</label><select id="priority" name="priority"><option>Normal</option><option>Rush</option></select>
<button id="create">Create</button><button id="cancel" type="button">Cancel</button></form></dialog>
</main><script>${createScript(api)}</script></body></html>`;
}

/** Writes the pages to `dir`; their file: URLs. */
export function writeAgentPages(dir, { ordersHtml, formControls, api }) {
  const pages = { orders: ordersHtml, form: formsPage(formControls), dialog: dialogPage(api) };
  return Object.fromEntries(
    Object.entries(pages).map(([name, html]) => {
      const path = join(dir, `${name}.html`);
      writeFileSync(path, html);
      return [name, pathToFileURL(path).href];
    }),
  );
}
