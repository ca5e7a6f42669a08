// Heap figures, shared by tests/reliability/memory.test.ts and scripts/stress.mjs.
// `gc` is taken from V8 at run time when node was not started with --expose-gc.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A full garbage collection. */
export function collector() {
  if (typeof globalThis.gc === 'function') return globalThis.gc;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc');
}

/** Heap in use after a full collection, in bytes. */
export function settledHeap(gc) {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/**
 * `captures` captures of one document (`rerender` replaces its rows with new
 * elements first, so refs are issued to elements that then leave the page).
 * Heap is sampled after a collection every `every` captures, after `warmup`
 * untimed captures. Returns the samples and the growth from first to last.
 * @param {{ capture: (document: any) => unknown, document: any, captures: number, every: number, warmup?: number, rerender?: (i: number) => void }} options
 */
export function heapOverCaptures({ capture, document, captures, every, warmup = 20, rerender }) {
  const gc = collector();
  for (let i = 0; i < warmup; i++) {
    rerender?.(i);
    capture(document);
  }
  const samples = [settledHeap(gc)];
  for (let i = 1; i <= captures; i++) {
    rerender?.(i);
    capture(document);
    if (i % every === 0) samples.push(settledHeap(gc));
  }
  return { samples, growth: samples.at(-1) - samples[0], max: Math.max(...samples) - samples[0] };
}

/** Whether `makeDocument()`'s document is collected once dropped, after `use(document)`. */
export async function collectedAfter(makeDocument, use) {
  const gc = collector();
  let ref;
  (() => {
    const { window, document } = makeDocument();
    use(document);
    window.close();
    ref = new WeakRef(document);
  })();
  for (let i = 0; i < 10 && ref.deref(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    gc();
  }
  return ref.deref() === undefined;
}
