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

/** Words the article's sentences are made of, varied so that no two paragraphs read alike. */
const WORDS = [
  'language',
  'spoken',
  'early',
  'kingdom',
  'trade',
  'scholars',
  'vowel',
  'grammar',
  'texts',
  'dialect',
  'century',
  'borrowed',
  'northern',
  'printing',
  'spelling',
  'speakers',
  'Norman',
  'conquest',
  'Latin',
  'Saxon',
  'literature',
];

/**
 * A long encyclopedia article, shaped as one reads in a browser: `sections`
 * sections of a heading and five paragraphs of 80 words (about 560
 * characters), a link every tenth word (to `/wiki/<Title>` addresses) and two
 * citation marks each; a list per section and, every fourth section, a table
 * of figures; an infobox, a navigation bar, and the numbered references at
 * the end, each with its source link.
 */
export function articlePage(sections) {
  const body = [];
  const references = [];
  for (let s = 0; s < sections; s++) {
    body.push(`<h2 id="s${s}">Section ${s + 1}</h2>`);
    for (let p = 0; p < 5; p++) {
      const words = Array.from({ length: 80 }, (_, i) => WORDS[(s * 7 + p * 3 + i) % WORDS.length]);
      for (let w = 5; w < words.length; w += 10) {
        // Link texts name distinct things, as an article's do: a number keeps each apart.
        const text = `${words[w]} ${words[w + 1]} ${s * 100 + p * 10 + w / 10 + 0.5}`;
        const title = text.replace(/ /g, '_');
        words[w] = `<a href="/wiki/${title}" title="${text}">${text}</a>`;
        words[w + 1] = '';
      }
      const cites = [0, 1].map((c) => {
        const n = references.push(
          `<li id="cite-${s}-${p}-${c}">Author ${s}, P. (${1900 + s}). <a href="https://books.example.org/title/${s}-${p}-${c}">History of the ${WORDS[(s + c) % WORDS.length]}, volume ${s * 10 + p * 2 + c + 1}</a>. p. ${p * 10 + c}.</li>`,
        );
        return `<sup><a href="#cite-${s}-${p}-${c}">[${n}]</a></sup>`;
      });
      body.push(`<p>${words.filter(Boolean).join(' ')}.${cites.join('')}</p>`);
    }
    body.push(`<ul>${Array.from({ length: 4 }, (_, i) => `<li>${WORDS[(s + i) % WORDS.length]} of the period ${s}.${i}</li>`).join('')}</ul>`);
    if (s % 4 === 0)
      body.push(
        `<table><caption>Speakers by region ${s}</caption><tr><th>Region</th><th>Speakers</th><th>Share</th></tr>${Array.from(
          { length: 6 },
          (_, r) => `<tr><td>Region ${r}</td><td>${(r + 1) * 1234}</td><td>${r + 3}%</td></tr>`,
        ).join('')}</table>`,
      );
  }
  return `<!doctype html><html><head><title>English language</title></head><body>
<header><nav aria-label="Main"><a href="/">Main page</a><a href="/random">Random article</a><a href="/help">Help</a></nav></header>
<main><h1>English language</h1>
<table class="infobox"><caption>English</caption><tr><th>Region</th><td>Worldwide</td></tr><tr><th>Speakers</th><td>1.5 billion</td></tr></table>
${body.join('\n')}
<h2>References</h2><ol class="references">${references.join('')}</ol>
</main><footer><p>Text is available under a licence.</p></footer></body></html>`;
}
