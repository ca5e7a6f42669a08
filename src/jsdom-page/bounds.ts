/**
 * The command's bounds: one time budget for the whole run (`--timeout`) and
 * one size limit for every body it reads (`--max-bytes`). A server that never
 * answers, a body that never ends and `- < /dev/zero` each stop with one line.
 *
 * They live with the jsdom page, which reads within them everywhere (its
 * page, its style sheets, its scripts' fetches, its thread); the command's
 * Chromium page (cli/chromium-load.ts) and `diff` keep the same budget, and
 * every failure the user can fix is said in one line ({@link UserError},
 * {@link firstLine}).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { captureReserve } from '../settle/settle-loop.js';
import { readUnblocked } from './unblocked-read.js';

/** Playwright's default navigation timeout. */
export const DEFAULT_TIMEOUT = 30_000;
/** 50 MB: far above any real page, far below what exhausts memory. */
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/** A failure the user can fix, printed as one line. */
export class UserError extends Error {}

/** The first non-empty line of an error's message: errors print on one line. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? 'unknown error'
  );
}

/** A body larger than the size limit. */
export class SizeLimitError extends UserError {}

/** The time left of the command's budget, and a signal that fires when it is spent. */
export class Budget {
  readonly deadline: number;
  readonly signal: AbortSignal;

  constructor(readonly timeout: number) {
    this.deadline = Date.now() + timeout;
    this.signal = AbortSignal.timeout(timeout);
  }

  /** Milliseconds left, never below 0. */
  left(): number {
    return Math.max(0, this.deadline - Date.now());
  }

  /** Milliseconds a wait may take and still leave the capture its time (`captureReserve`, the agent's navigation keeps the same). */
  leftForWaiting(): number {
    return Math.max(0, this.left() - captureReserve(this.timeout));
  }

  /** What ran out, for a one-line message. */
  describe(): string {
    return `timed out after ${formatMs(this.timeout)} (--timeout)`;
  }

  /** `promise`, or a UserError naming `what` when the budget runs out first. */
  async race<T>(promise: Promise<T>, what: string): Promise<T> {
    let stop: () => void = () => {};
    const expired = new Promise<never>((_, fail) => {
      stop = () => this.signal.removeEventListener('abort', onAbort);
      const onAbort = () => fail(new UserError(`${what}: ${this.describe()}`));
      if (this.signal.aborted) onAbort();
      else this.signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([promise, expired]);
    } finally {
      stop();
    }
  }
}

/** `1.5 s`, `30 s`, `250 ms`. */
function formatMs(ms: number): string {
  return ms >= 1000 ? `${+(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

/** `50 MB`, `1.5 KB`. */
export function formatBytes(bytes: number): string {
  const [size, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MB'] : bytes >= 1024 ? [bytes / 1024, 'KB'] : [bytes, 'bytes'];
  return `${+size.toFixed(1)} ${unit}`;
}

/** The error for `what` passing `maxBytes`. */
export function sizeLimitError(what: string, maxBytes: number): SizeLimitError {
  return new SizeLimitError(`${what} is larger than ${formatBytes(maxBytes)} (--max-bytes)`);
}

/**
 * Every byte of `stream`, stopping (and destroying the stream) as soon as it
 * passes `maxBytes`, so an endless stream costs at most the limit, or as soon
 * as `signal` fires, so a stream that never ends (a pipe whose writer waits)
 * holds neither the command nor its exit.
 */
export async function readBounded(
  stream: AsyncIterable<Uint8Array> & { destroy?: () => void },
  maxBytes: number,
  what: string,
  signal?: AbortSignal,
): Promise<Buffer> {
  const stop = () => stream.destroy?.();
  signal?.addEventListener('abort', stop, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy?.();
        throw sizeLimitError(what, maxBytes);
      }
      chunks.push(Buffer.from(chunk));
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  signal?.throwIfAborted();
  return Buffer.concat(chunks, size);
}

/**
 * A file's bytes within the limit, until `signal` fires: a regular file (or
 * a disk) is streamed; anything else (a FIFO, a terminal, /dev/zero) is read
 * without blocking a thread, since opening a FIFO blocks until a writer comes.
 */
export async function readFileBounded(path: string, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const what = JSON.stringify(path);
  const kind = await stat(path);
  if (kind.isDirectory()) throw Object.assign(new Error(`${what} is a directory`), { code: 'EISDIR' });
  if (kind.isFile() || kind.isBlockDevice()) return readBounded(createReadStream(path), maxBytes, what, signal);
  return readUnblocked(path, maxBytes, () => sizeLimitError(what, maxBytes), signal);
}

/** What a URL answered: its final address, its type and its bytes. */
interface FetchedBody {
  url: string;
  contentType: string | null;
  body: Buffer;
}

/** GETs an http(s) or data URL with Node's fetch, within the budget and the size limit. */
export async function fetchBounded(url: string, maxBytes: number, signal: AbortSignal): Promise<FetchedBody> {
  const response = await fetch(url, { signal, redirect: 'follow' });
  if (!response.ok) {
    await response.body?.cancel();
    throw new UserError(`HTTP ${response.status} ${response.statusText}`.trim());
  }
  const body = response.body ? await readBounded(Readable.fromWeb(response.body as never), maxBytes, 'the body') : Buffer.alloc(0);
  return { url: response.url || url, contentType: response.headers.get('content-type'), body };
}
