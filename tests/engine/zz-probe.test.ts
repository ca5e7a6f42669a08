import { test } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture } from '/work/main/src/engine/index.js';
import { format } from '/work/main/src/notation/index.js';
function nest(doc: Document, parent: Element, tags: string[], depth: number, leaf: Node, chunk = 250) {
  let attachAt = parent; let k = 0;
  for (let done = 0; done < depth; done += chunk) {
    const n = Math.min(chunk, depth - done);
    const top = doc.createElement(tags[k++ % tags.length]);
    let bottom = top;
    for (let i = 1; i < n; i++) { const c = doc.createElement(tags[k++ % tags.length]); bottom.appendChild(c); bottom = c; }
    attachAt.appendChild(top);
    attachAt = bottom;
  }
  attachAt.appendChild(leaf);
}
test('probe', () => {
  let t = Date.now();
  const d = new JSDOM('<body></body>').window.document;
  const b = d.createElement('button'); b.textContent = 'Deep';
  nest(d, d.body, ['ul', 'li'], 10000, b);
  console.log('built', Date.now() - t); t = Date.now();
  const m = capture(d);
  console.log('cap', Date.now() - t, m.nodes.length, m.containers?.length); t = Date.now();
  for (const detail of ['compact', 'full', 'regions', 'v1'] as const) {
    try { const s = format(m, { detail }); console.log(detail, Date.now() - t, s.length, s.slice(0, 300)); } catch (e) { console.log(detail, 'ERR', String(e).slice(0, 200)); }
    t = Date.now();
  }
  try { console.log('around', format(m, { around: 'e1' }).slice(0, 300)); } catch (e) { console.log('around ERR', String(e).slice(0,200)); }
  const d2 = new JSDOM('<body></body>').window.document;
  const b2 = d2.createElement('button'); b2.textContent = 'Deep';
  nest(d2, d2.body, ['div'], 10000, b2);
  const f = d2.body.firstElementChild!; f.setAttribute('aria-label', 'outer');
  const h = d2.createElement('h1'); h.textContent = 'Top'; d2.body.prepend(h);
  const dm = capture(d2); console.log('div', JSON.stringify(dm.nodes.map(n => [n.role, n.name])));
  // deep inside label
  const d3 = new JSDOM('<body><label>Email <span id=s></span></label><input id=i></body>').window.document;
  d3.querySelector('label')!.htmlFor = 'i';
  nest(d3, d3.getElementById('s')!, ['span'], 10000, d3.createTextNode('deep'));
  console.log('label', JSON.stringify(capture(d3).nodes.map(n => [n.role, n.name])));
}, 120000);
