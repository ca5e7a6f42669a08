// Timing in jsdom on cold documents: every timed run gets a newly parsed
// JSDOM, and the parse is outside the timing.
import { JSDOM } from 'jsdom';
import { getAllByRole } from '@testing-library/dom';
import { capture } from '../dist/engine/index.js';
import { format } from '../dist/notation/index.js';
import { summary } from './stats.mjs';
import { WARMUPS } from './config.mjs';

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

/** One timed run of `task` on a freshly parsed document. */
function runOnFreshDocument(html, task) {
  const { window } = new JSDOM(html);
  const doc = window.document;
  const start = performance.now();
  const result = task(doc);
  const ms = performance.now() - start;
  const elements = doc.getElementsByTagName('*').length;
  window.close();
  return { ms, result, elements };
}

/** Spreads `runs` of `rounds` evenly: true when round `r` is one of them. */
function runsInRound(r, runs, rounds) {
  return Math.floor(((r + 1) * runs) / rounds) > Math.floor((r * runs) / rounds);
}

/**
 * Times several measurements, each `{ html, task, runs, warmup = true }`, on
 * a new document per run. After WARMUPS untimed warm-up runs of each (they warm
 * V8's JIT; its document is thrown away), the runs are interleaved in rounds
 * so that a change in machine load falls on all of them alike. Returns, per
 * key, the median, min, max, element count and the last run's result.
 */
export function timeInterleaved(measurements) {
  const entries = Object.entries(measurements);
  for (const [, m] of entries) if (m.warmup !== false) for (let i = 0; i < WARMUPS; i++) runOnFreshDocument(m.html, m.task);
  const rounds = Math.max(...entries.map(([, m]) => m.runs));
  const done = Object.fromEntries(entries.map(([key]) => [key, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [key, m] of entries) if (runsInRound(r, m.runs, rounds)) done[key].push(runOnFreshDocument(m.html, m.task));
  }
  return Object.fromEntries(
    entries.map(([key]) => {
      const runs = done[key];
      const last = runs[runs.length - 1];
      return [key, { ...summary(runs.map((run) => run.ms)), elements: last.elements, result: last.result }];
    }),
  );
}

/**
 * What one call of `call(element, window)` costs on a cold document: the
 * median over `limit` of the elements `candidates(document)` lists, spread
 * evenly, each called once. `population` is how many candidates there are.
 */
export function perCallMs(html, candidates, call, limit) {
  const { window } = new JSDOM(html);
  const all = candidates(window.document);
  const step = Math.max(1, Math.ceil(all.length / limit));
  const times = all
    .filter((_, i) => i % step === 0)
    .map((element) => {
      const start = performance.now();
      call(element, window);
      return performance.now() - start;
    });
  window.close();
  return { ...summary(times), population: all.length };
}

export const allElements = (doc) => [...doc.getElementsByTagName('*')];
export const formControls = (doc) => [...doc.querySelectorAll('input, select, textarea')];
export const computedDisplay = (element, window) => window.getComputedStyle(element).display;
export const labelCount = (element) => element.labels.length;
