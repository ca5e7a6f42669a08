// The pages the benchmark measures: the orders dashboard (orders-page.mjs) and a form.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DEFAULT_GENERATOR = fileURLToPath(new URL('./orders-page.mjs', import.meta.url));

/** `ordersPage(rows)` from bench/orders-page.mjs, or from the generator $A11Y_BENCH_PAGE names. */
export async function loadOrdersPage() {
  const path = resolve(process.env.A11Y_BENCH_PAGE ?? DEFAULT_GENERATOR);
  if (!existsSync(path)) {
    throw new Error(`orders page generator not found at ${path} (set A11Y_BENCH_PAGE to the path of orders-page.mjs)`);
  }
  const { ordersPage } = await import(pathToFileURL(path).href);
  if (typeof ordersPage !== 'function') throw new Error(`${path} does not export ordersPage(rows)`);
  return ordersPage;
}

const SECTION_SIZE = 25;

/**
 * A settings form with `controls` labelled controls, in fieldsets of 25:
 * mostly `<label for>` + input, with wrapping labels, checkboxes, selects,
 * textareas and described fields mixed in.
 */
export function formsPage(controls) {
  const sections = [];
  for (let first = 0; first < controls; first += SECTION_SIZE) {
    const fields = [];
    for (let i = first; i < Math.min(first + SECTION_SIZE, controls); i++) fields.push(formField(i));
    sections.push(`<fieldset><legend>Section ${first / SECTION_SIZE + 1}</legend>\n${fields.join('\n')}\n</fieldset>`);
  }
  return `<!doctype html><html><head><title>Account settings</title></head><body>
<header><nav aria-label="Main"><a href="/">Home</a><a href="/settings">Settings</a></nav></header>
<main><h1>Account settings</h1><form action="/settings" method="post">
${sections.join('\n')}
<div class="actions"><button type="submit">Save</button><button type="reset">Reset</button></div>
</form></main></body></html>`;
}

function formField(i) {
  const id = `f${i}`;
  switch (i % 10) {
    case 2:
      return `<div class="field"><label>Field ${i} <input name="${id}" type="email"></label></div>`;
    case 4:
      return `<div class="field"><label for="${id}">Field ${i}</label><select id="${id}" name="${id}"><option>Daily</option><option selected>Weekly</option><option>Never</option></select></div>`;
    case 6:
      return `<div class="field"><label><input type="checkbox" name="${id}"> Field ${i}</label></div>`;
    case 7:
      return `<div class="field"><label for="${id}">Field ${i}</label><textarea id="${id}" name="${id}" rows="3"></textarea></div>`;
    case 9:
      return `<div class="field"><label for="${id}">Field ${i}</label><input id="${id}" name="${id}" type="number" aria-describedby="h${i}"><p class="hint" id="h${i}">Between 1 and 99</p></div>`;
    default:
      return `<div class="field"><label for="${id}">Field ${i}</label><input id="${id}" name="${id}"></div>`;
  }
}
