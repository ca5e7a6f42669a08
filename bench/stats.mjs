// Small numeric and text helpers shared by the benchmark modules.

/** The median of a list of numbers (mean of the middle two for even lengths). */
export function median(values) {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median, fastest, slowest and count of a list of timings. */
export function summary(times) {
  return { ms: median(times), min: Math.min(...times), max: Math.max(...times), runs: times.length };
}

/** Runs `fn` and returns its result with the elapsed milliseconds. */
export async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

/** Lines of a snapshot text (a trailing newline does not add one). */
export function countLines(text) {
  return text === '' ? 0 : text.replace(/\n$/, '').split('\n').length;
}

/** UTF-8 bytes of a string. */
export function bytesOf(text) {
  return Buffer.byteLength(text, 'utf8');
}

/** 7551 -> "7,551". */
export function int(n) {
  return Math.round(n).toLocaleString('en-US');
}

/** A duration given in milliseconds, with a sensible unit and precision. */
export function ms(value) {
  if (value >= 100_000) return `${int(value / 1000)} s`;
  if (value >= 10_000) return `${(value / 1000).toFixed(1)} s`;
  return `${value < 10 ? value.toFixed(2) : value < 1000 ? value.toFixed(1) : int(value)} ms`;
}

/** Microseconds per element, from a total in milliseconds. */
export function usPerElement(totalMs, elements) {
  return (totalMs * 1000) / elements;
}
