/**
 * Loading a page for the command: from a file, a URL or standard input, into
 * jsdom or into Chromium, and capturing it there, within one time budget
 * (`--timeout`) and one size limit (`--max-bytes`).
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CapturedSnapshot } from '../model/snapshot.js';
import type { CaptureOptions } from '../engine/capture.js';
import { isBinary } from '../jsdom-page/html.js';
import { decodePage } from '../jsdom-page/charset.js';
import { Budget, DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT, fetchBounded, firstLine, readBounded, readFileBounded, UserError } from '../jsdom-page/bounds.js';
import { captureInChromium, type ChromiumPage } from './chromium-load.js';
import type { JsdomPage } from '../jsdom-page/jsdom-load.js';
import { captureInJsdomThread } from '../jsdom-page/jsdom-thread.js';

export type EngineChoice = 'jsdom' | 'chromium';

/** Where the page comes from; a file's `bytes` when they were read already (`diff` reads a file once, to tell a golden from a page). */
export type Source = { kind: 'file'; path: string; bytes?: Buffer } | { kind: 'url'; url: string } | { kind: 'stdin' };

export interface LoadOptions extends CaptureOptions {
  engine: EngineChoice;
  runScripts: boolean;
  /** Milliseconds for the whole load and capture (default 30 s). */
  timeout?: number;
  /** Largest body read from a file, a URL or standard input (default 50 MB). */
  maxBytes?: number;
}

/** What the command's argument names. */
export function sourceOf(arg: string): Source {
  if (arg === '-') return { kind: 'stdin' };
  if (/^file:/i.test(arg)) return { kind: 'file', path: fileURLToPath(arg) };
  if (/^(?:https?|data):/i.test(arg)) return { kind: 'url', url: arg };
  return { kind: 'file', path: resolve(arg) };
}

/**
 * Loads the page in the chosen engine and captures it; every failure is a
 * one-line UserError. `budget` is the command's when it does more than this
 * capture (`diff`); else the capture's own, of `--timeout`.
 */
export async function captureSource(source: Source, options: LoadOptions, budget = new Budget(options.timeout ?? DEFAULT_TIMEOUT)): Promise<CapturedSnapshot> {
  const { engine, runScripts, timeout, maxBytes = DEFAULT_MAX_BYTES, ...captureOptions } = options;
  if (engine === 'chromium') return captureInChromium(await chromiumPage(source, maxBytes, budget), captureOptions, budget);
  return captureInJsdomThread(await readSource(source, maxBytes, budget), captureOptions, { runScripts, budget, maxBytes });
}

/** Chromium fetches URLs and files itself (a file is read first, for its size); standard input becomes content, text read in the encoding jsdom-page/charset.ts decides. */
async function chromiumPage(source: Source, maxBytes: number, budget: Budget): Promise<ChromiumPage> {
  if (source.kind === 'url') return { url: source.url };
  const page = await readSource(source, maxBytes, budget);
  return source.kind === 'stdin' ? { url: page.url, html: decodePage(page.html, page.url) } : { url: page.url };
}

/** The page's bytes, read within the size limit and the time budget. */
async function readSource(source: Source, maxBytes: number, budget: Budget): Promise<JsdomPage> {
  if (source.kind === 'stdin')
    return {
      url: 'about:blank',
      html: refuseBinary(
        await budget.race(readBounded(process.stdin, maxBytes, 'standard input', budget.signal), 'cannot read standard input'),
        'standard input',
      ),
    };
  if (source.kind === 'file')
    return {
      url: pathToFileURL(source.path).href,
      html: refuseBinary(source.bytes ?? (await readPageFile(source.path, maxBytes, budget)), JSON.stringify(source.path)),
    };
  const what = `cannot load ${JSON.stringify(source.url)}`;
  try {
    const fetched = await budget.race(fetchBounded(source.url, maxBytes, budget.signal), what);
    return { url: fetched.url, html: fetched.body, contentType: fetched.contentType };
  } catch (error) {
    if (error instanceof UserError && error.message.startsWith(what)) throw error;
    throw new UserError(`${what}: ${describeFetchError(error)}`);
  }
}

/** A file or stream that holds binary data is no page: say so rather than print an empty one. */
function refuseBinary(bytes: Buffer, what: string): Buffer {
  if (isBinary(bytes)) throw new UserError(`${what} is not HTML: it holds binary data`);
  return bytes;
}

/** A file's bytes within the size limit and the time budget (a FIFO whose writer never comes is a one-line timeout). */
export async function readPageFile(path: string, maxBytes: number, budget: Budget): Promise<Buffer> {
  try {
    return await budget.race(readFileBounded(path, maxBytes, budget.signal), `cannot read ${JSON.stringify(path)}`);
  } catch (error) {
    if (error instanceof UserError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : firstLine(error);
    throw new UserError(`cannot read ${JSON.stringify(path)}: ${why}`);
  }
}

/** Node's fetch says "fetch failed" and hides the reason in `cause`. */
function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  return cause instanceof Error ? `${firstLine(error)} (${firstLine(cause)})` : firstLine(error);
}
