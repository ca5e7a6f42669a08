// Timing in jsdom on cold documents: every timed run gets a newly parsed
// JSDOM, and the parse is outside the timing.
import v8 from 'node:v8';
import vm from 'node:vm';
import { JSDOM } from 'jsdom';
import { getAllByRole } from '@testing-library/dom';
import { capture } from '../dist/engine/index.js';
import { format } from '../dist/notation/index.js';
import { summary } from './stats.mjs';

/** The product: the compact snapshot text of a document. */
export function snapshotText(doc) {
  return format(capture(doc));
}

/** The first anchor: what a testing-library query pays on the same page. */
export function buttonsByRole(doc) {
  return getAllByRole(doc.body, 'button').length;
}

/** The floor: a plain recursive element walk reading four attributes each. */
export function bareWalk(element) {
  let present = 0;
  if (element.getAttribute('role') !== null) present++;
  if (element.getAttribute('aria-label') !== null) present++;
  if (element.getAttribute('id') !== null) present++;
  if (element.getAttribute('class') !== null) present++;
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) present += bareWalk(child);
  return present;
}

export function bareWalkDocument(doc) {
  return bareWalk(doc.documentElement);
}

// A full collection before each timed run, so that the garbage of earlier
// documents is not collected on the clock of the next one.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

/** One timed run of `task` on a freshly parsed document. */
function runOnFreshDocument(html, task) {
  const { window } = new JSDOM(html);
  const doc = window.document;
  collectGarbage();
  const start = performance.now();
  const result = task(doc);
  const ms = performance.now() - start;
  const elements = doc.getElementsByTagName('*').length;
  window.close();
  return { ms, result, elements };
}

/**
 * Median of `runs` timed runs, each on a new document, after one untimed
 * warm-up run (which warms V8's JIT; its document is thrown away).
 */
export function timeOnFreshDocuments(html, task, { runs, warmup = true }) {
  if (warmup) runOnFreshDocument(html, task);
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    last = runOnFreshDocument(html, task);
    times.push(last.ms);
  }
  return { ...summary(times), elements: last.elements, result: last.result };
}
