import { test } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture } from '/work/main/src/engine/index.js';
function nest(doc: Document, parent: Element, depth: number, tag = 'div'): Element {
  let cur = parent;
  for (let i = 0; i < depth; i++) { const d = doc.createElement(tag); cur.appendChild(d); cur = d; }
  return cur;
}
test('probe', () => {
  let t = Date.now();
  const d2 = new JSDOM(`<body></body>`).window.document;
  const bottom = nest(d2, d2.body, 10000); const b = d2.createElement('button'); b.textContent = 'Deep'; bottom.append(b);
  console.log('buildDeep', Date.now() - t); t = Date.now();
  const m2 = capture(d2); console.log('capDeep', Date.now() - t, JSON.stringify(m2.nodes)); t = Date.now();
  const d3 = new JSDOM(`<body><button>Top</button></body>`).window.document;
  const bb = nest(d3, d3.querySelector('button')!, 10000, 'span'); bb.textContent = 'deep';
  console.log('buildDeepBtn', Date.now() - t); t = Date.now();
  const m3 = capture(d3); console.log('capDeepBtn', Date.now() - t, JSON.stringify(m3.nodes)); t = Date.now();
  const d4 = new JSDOM(`<body><div id=a aria-labelledby="b">A</div><button id=b aria-labelledby="a">B</button><button id=c aria-labelledby="c">C</button><input id=d aria-labelledby="d e"><span id=e>E</span>
  <div role=listbox aria-owns="o1"><div role=option id=o1 aria-owns="o2">one<div role=group id=o2 aria-owns="o1">two</div></div></div>
  <button id=x aria-owns="y">X</button><button id=y aria-owns="x">Y</button><div id=z aria-owns="z"><button>Z</button></div></body>`).window.document;
  const m4 = capture(d4); console.log('cycles', Date.now() - t, JSON.stringify(m4.nodes.map(n=>[n.role,n.name])));
}, 120000);
