// Two pages built the way real ones are, for the Locator assertions of
// figures 6d and 6e: a widget library's documentation page (a combobox
// example among long prose, keyboard tables and highlighted source) and an
// admin dashboard (a sidebar of links with icons, stat cards, tables of
// orders with badges and row menus). Each page marks the part a test holds
// with a Locator.

const ICON = '<svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16"><path d="M2 2h12v12H2z"/></svg>';
const FRUITS = ['Apple', 'Apricot', 'Banana', 'Blackberry', 'Blueberry', 'Cherry', 'Coconut', 'Cranberry', 'Date', 'Fig', 'Grape', 'Guava'];

/** A highlighted source listing: a span per token, as highlighters print. */
function source(lines) {
  const tokens = (i) =>
    `<span class="k">const</span> <span class="v">item${i}</span> <span class="o">=</span> <span class="f">document</span>.<span class="f">querySelector</span>(<span class="s">'#cb${i}'</span>);`;
  return `<pre><code>${Array.from({ length: lines }, (_, i) => tokens(i)).join('\n')}</code></pre>`;
}

function keyboardTable(caption, rows) {
  const body = Array.from(
    { length: rows },
    (_, i) =>
      `<tr><th scope="row"><kbd>${['Down Arrow', 'Up Arrow', 'Enter', 'Escape', 'Home', 'End'][i % 6]}</kbd></th><td><ul><li>Moves focus to the next option ${i}.</li><li>Keeps the listbox open.</li></ul></td></tr>`,
  ).join('');
  return `<table class="data"><caption>${caption}</caption><thead><tr><th>Key</th><th>Function</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** A widget library's page for its combobox: the example is `#example` (a region named "Example"). */
export function widgetDocPage() {
  const nav = Array.from({ length: 40 }, (_, i) => `<li><a href="/patterns/p${i}">Pattern ${i}</a></li>`).join('');
  const prose = (n) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<p>Paragraph ${i} about the pattern: a <a href="/glossary#t${i}">term</a>, some <code>code</code> and <em>emphasis</em> in a sentence long enough to wrap.</p>`,
    ).join('');
  const options = FRUITS.map((fruit, i) => `<li id="opt${i}" role="option" aria-selected="false">${fruit}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Editable Combobox With List Autocomplete Example</title>
<style>.listbox[hidden] { display: none } .combobox-list { position: relative }</style></head><body>
<header><a href="/">Skip to content</a><nav aria-label="Site"><ul>${nav}</ul></nav></header>
<main><h1>Editable Combobox With List Autocomplete Example</h1>${prose(12)}
<section id="example" aria-labelledby="ex-label"><h2 id="ex-label">Example</h2>
<div class="combobox combobox-list"><label for="cb1-input">State</label>
<div class="group"><input id="cb1-input" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="cb1-listbox">
<button id="cb1-button" tabindex="-1" aria-label="States" aria-expanded="false" aria-controls="cb1-listbox">${ICON}</button></div>
<ul id="cb1-listbox" role="listbox" aria-label="States" class="listbox" hidden>${options}</ul></div>
<p><button type="button">Open in CodePen</button></p></section>
<section aria-labelledby="kbd"><h2 id="kbd">Keyboard Support</h2>${keyboardTable('Textbox', 8)}${keyboardTable('Listbox popup', 10)}</section>
<section aria-labelledby="roles"><h2 id="roles">Role, Property, State, and Tabindex Attributes</h2>${keyboardTable('Combobox attributes', 10)}</section>
<section aria-labelledby="src"><h2 id="src">JavaScript and CSS Source Code</h2>${source(120)}</section>
<section aria-labelledby="more"><h2 id="more">Related</h2>${prose(20)}</section></main>
<footer><nav aria-label="Footer"><ul>${nav}</ul></nav></footer></body></html>`;
}

/** An admin theme's dashboard: the table a test holds is named "Recent orders". */
export function dashboardPage() {
  const sidebar = Array.from(
    { length: 8 },
    (_, g) =>
      `<li><button type="button" aria-expanded="true">${ICON}<span>Section ${g}</span></button><ul>${Array.from({ length: 8 }, (_, i) => `<li><a href="/s${g}/p${i}">${ICON}<span>Page ${g}.${i}</span></a></li>`).join('')}</ul></li>`,
  ).join('');
  const cards = Array.from(
    { length: 4 },
    (_, i) => `<div class="card"><h3>Metric ${i}</h3><p class="value">${1200 + i * 37}</p><p><span class="badge">+${i + 2}%</span> since last week</p></div>`,
  ).join('');
  const status = ['Paid', 'Pending', 'Refunded', 'Shipped'];
  const rows = (n, prefix) =>
    Array.from(
      { length: n },
      (_, i) => `<tr><td><input type="checkbox" aria-label="Select ${prefix}${1000 + i}"></td><td><a href="/orders/${1000 + i}">#${prefix}${1000 + i}</a></td>
<td><img src="data:," alt="" width="24" height="24"> Customer ${i}</td><td>${(i * 13.5).toFixed(2)} EUR</td><td><span class="badge">${status[i % 4]}</span></td>
<td><div class="dropdown"><button type="button" aria-haspopup="menu" aria-expanded="false" aria-label="Actions for ${prefix}${1000 + i}">${ICON}</button>
<ul role="menu" hidden><li role="menuitem">View</li><li role="menuitem">Edit</li><li role="menuitem">Delete</li></ul></div></td></tr>`,
    ).join('');
  const table = (name, prefix, n) =>
    `<div class="card"><table><caption>${name}</caption><thead><tr><th><input type="checkbox" aria-label="Select all"></th><th>Order</th><th>Customer</th><th>Total</th><th>Status</th><th><span class="sr-only">Actions</span></th></tr></thead><tbody>${rows(n, prefix)}</tbody></table>
<nav aria-label="${name} pages"><ul class="pagination">${Array.from({ length: 7 }, (_, i) => `<li><a href="?p=${i + 1}">${i + 1}</a></li>`).join('')}</ul></nav></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dashboard · Admin</title><style>.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0) }</style></head><body>
<aside><a href="/">${ICON}<span>Admin</span></a><nav aria-label="Sidebar"><ul>${sidebar}</ul></nav></aside>
<div class="wrapper"><header><form role="search"><input type="search" aria-label="Search"></form>
<button type="button" aria-label="Notifications">${ICON}<span class="badge">4</span></button><button type="button" aria-haspopup="menu">${ICON} Ada Lovelace</button></header>
<main><h1>Dashboard</h1><div class="row">${cards}</div>${table('Recent orders', 'A', 25)}${table('Returns', 'R', 25)}</main>
<footer><p>© Admin</p></footer></div></body></html>`;
}
