/**
 * A page's own errors never stop a capture: each is one line on stderr
 * (`a11y-snapshot: page error (uncaught): TypeError "…"`), and the snapshot
 * is printed. The page's text is hostile, so it is printed as a JSON string.
 */
import type { VirtualConsole } from 'jsdom';
import { quote as quotePageText } from '../model/text.js';
import { SizeLimitError } from './bounds.js';

/** Longest message printed, in characters, before the cut. */
const MAX_MESSAGE = 200;

interface JsdomError extends Error {
  type?: string;
  cause?: unknown;
}

/** Where a line goes (without its newline). */
export type Report = (line: string) => void;

/** Each line to stderr, as it comes. */
export const writeToStderr: Report = (line) => void process.stderr.write(`${line}\n`);

/**
 * Reports the page's uncaught errors (and, with scripts, its unhandled promise
 * rejections) while the page loads; `stop()` ends the reporting.
 */
export function reportPageErrors(virtualConsole: VirtualConsole, runScripts: boolean, report: Report = writeToStderr): { stop(): void } {
  const pageError = (kind: string, value: unknown) => report(pageErrorLine(kind, value));
  virtualConsole.on('jsdomError', (error: JsdomError) => {
    if (error.type === 'unhandled-exception') pageError('uncaught', error.cause);
    // A body cut at the size limit is said; other failed loads are the page's, as in a browser's console.
    else if (error.type === 'resource-loading' && error.cause instanceof SizeLimitError) report(`a11y-snapshot: not loaded: ${error.cause.message}`);
  });
  // Page scripts share this process's promise machinery: their unhandled
  // rejections reach Node, whose default is to end the process.
  const onRejection = (reason: unknown) => pageError('unhandled rejection', reason);
  if (!runScripts) return { stop: () => {} };
  process.on('unhandledRejection', onRejection);
  return {
    stop() {
      process.off('unhandledRejection', onRejection);
      ignoreLateRejections();
    },
  };
}

/** The line of one page error, in either engine: `a11y-snapshot: page error (uncaught): TypeError "…"`. */
export function pageErrorLine(kind: string, value: unknown): string {
  return `a11y-snapshot: page error (${kind}): ${describeThrown(value)}`;
}

let ignoring = false;

/** A page's request cut short when its window closes may still reject after the capture: it no longer matters. */
function ignoreLateRejections(): void {
  if (!ignoring) process.on('unhandledRejection', () => {});
  ignoring = true;
}

/** `TypeError "message"`, read defensively: a page's error may be any value, with getters that throw. */
function describeThrown(value: unknown): string {
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
  return quotePageText(text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text);
}
