import { JSDOM } from 'jsdom';
import { loadOrdersPage } from './pages.mjs';
import { formsPage } from './pages.mjs';
const op = await loadOrdersPage();
for (const [name, html] of [['orders500', op(500)], ['form1400', formsPage(1400)]]) {
  const { window } = new JSDOM(html);
  const els = [...window.document.getElementsByTagName('*')];
  const sample = els.filter((_, i) => i % 10 === 0).slice(0, 500);
  let t = performance.now(); for (const e of sample) window.getComputedStyle(e).display; const cs = (performance.now() - t) / sample.length;
  const inputs = [...window.document.querySelectorAll('input,select,textarea')].slice(0, 300);
  t = performance.now(); for (const e of inputs) e.labels.length; const lb = (performance.now() - t) / inputs.length;
  console.log(name, els.length, 'getComputedStyle ms/call', cs.toFixed(3), 'labels ms/call', lb.toFixed(3));
}
