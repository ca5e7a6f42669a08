/**
 * Reading a file that is not a regular one (a FIFO, a terminal, a device
 * such as /dev/zero) without ever blocking a thread.
 *
 * Node reads files on libuv's thread pool, where opening a FIFO waits for a
 * writer and reading a terminal waits for a line: a wait no timeout can end,
 * and one that also holds the process at exit (the pool's threads are joined
 * then). So such a file is opened non-blocking and polled from this thread,
 * and the poll stops when the signal fires.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { setImmediate as yieldToTimers, setTimeout as sleep } from 'node:timers/promises';

/** Bytes asked for in one read: a pipe's whole buffer on Linux. */
const CHUNK = 64 * 1024;
/** How long to wait before asking again when nothing was there (a writer that has not come, or not written yet). */
const IDLE_MS = 10;
/** Reads in a row before the timers get their turn (the budget's signal is one). */
const READS_PER_TURN = 16;

/**
 * Every byte of the non-regular file at `path`, rejecting with `tooLarge()`
 * as soon as they pass `maxBytes`, and with `signal`'s reason when it fires.
 */
export async function readUnblocked(path: string, maxBytes: number, tooLarge: () => Error, signal: AbortSignal): Promise<Buffer> {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    // A FIFO read non-blocking ends (reads 0 bytes) while no writer has it open: before its writer comes too.
    const isFifo = fstatSync(fd).isFIFO();
    const buffer = Buffer.allocUnsafe(CHUNK);
    const chunks: Buffer[] = [];
    let size = 0;
    let writerCame = false;
    let reads = 0;
    for (;;) {
      signal.throwIfAborted();
      const read = readOnce(fd, buffer);
      if (read === 'empty' || (read === 0 && isFifo && !writerCame)) {
        writerCame ||= read === 'empty';
        await sleep(IDLE_MS, undefined, { signal });
        continue;
      }
      if (read === 0) break;
      writerCame = true;
      size += read;
      if (size > maxBytes) throw tooLarge();
      chunks.push(Buffer.from(buffer.subarray(0, read)));
      if (++reads % READS_PER_TURN === 0) await yieldToTimers();
    }
    return Buffer.concat(chunks, size);
  } finally {
    closeSync(fd);
  }
}

/** The count of bytes read (0 at the end), or 'empty' when the writer is there but has written nothing yet. */
function readOnce(fd: number, buffer: Buffer): number | 'empty' {
  try {
    return readSync(fd, buffer, 0, buffer.length, null);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return 'empty';
    throw error;
  }
}
