/**
 * A page's own errors never stop a capture: each is one line on stderr
 * (`a11y-snapshot: page error (uncaught): TypeError "…"`), and the snapshot
 * is printed. The page's text is hostile, so it is printed as a JSON string.
 */
import type { VirtualConsole } from 'jsdom';
import { SizeLimitError } from './bounds.js';

/** Longest message printed, in characters, before the cut. */
const MAX_MESSAGE = 200;

interface JsdomError extends Error {
  type?: string;
  cause?: unknown;
}

/**
 * Writes the page's uncaught errors (and, with scripts, its unhandled promise
 * rejections) to stderr while the page loads; `stop()` ends the reporting.
 */
export function reportPageErrors(virtualConsole: VirtualConsole, runScripts: boolean): { stop(): void } {
  virtualConsole.on('jsdomError', (error: JsdomError) => {
    if (error.type === 'unhandled-exception') writePageError('uncaught', error.cause);
    // A body cut at the size limit is said; other failed loads are the page's, as in a browser's console.
    else if (error.type === 'resource-loading' && error.cause instanceof SizeLimitError) process.stderr.write(`a11y-snapshot: not loaded: ${error.cause.message}\n`);
  });
  // Page scripts share this process's promise machinery: their unhandled
  // rejections reach Node, whose default is to end the process.
  const onRejection = (reason: unknown) => writePageError('unhandled rejection', reason);
  if (!runScripts) return { stop: () => {} };
  process.on('unhandledRejection', onRejection);
  return {
    stop() {
      process.off('unhandledRejection', onRejection);
      ignoreLateRejections();
    },
  };
}

let ignoring = false;

/** A page's request cut short when its window closes may still reject after the capture: it no longer matters. */
function ignoreLateRejections(): void {
  if (!ignoring) process.on('unhandledRejection', () => {});
  ignoring = true;
}

function writePageError(kind: string, value: unknown): void {
  process.stderr.write(`a11y-snapshot: page error (${kind}): ${describeThrown(value)}\n`);
}

/** `TypeError "message"`, read defensively: a page's error may be any value, with getters that throw. */
export function describeThrown(value: unknown): string {
  try {
    if (typeof value === 'object' && value !== null && 'message' in value) {
      const name = String((value as { name?: unknown }).name ?? 'Error');
      return `${/^[A-Za-z]\w{0,40}$/.test(name) ? name : 'Error'} ${quote(String((value as { message: unknown }).message))}`;
    }
    return quote(String(value));
  } catch {
    return 'a value that cannot be printed';
  }
}

function quote(text: string): string {
  return JSON.stringify(text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text);
}
