/**
 * Work on a thread of its own, so that `--timeout` bounds it whatever it does
 * (a page script that loops forever, a comparison that runs long), and so
 * that a heap it fills ends that thread with one line rather than the
 * process with a V8 crash report.
 */
import { Worker } from 'node:worker_threads';
import { UserError, type Budget } from './bounds.js';

/**
 * The old-generation heap a thread may fill, in MB. A 45 MB page of 1.5
 * million elements fills it (README, "Bounds"); a real page needs a few
 * hundred MB at most. The thread's heap is its own: when it fills, the
 * thread ends and the main thread still has the room to say so in one line.
 */
export const THREAD_HEAP_MB = 2048;

/** What a thread is for, in the one line that ends it: `cannot capture "…"`, `cannot compare …`. */
export interface ThreadJob<Input> {
  entry: URL;
  input: Input;
  budget: Budget;
  what: string;
  /** Why the heap filled, said after `what` (the size of the page, the golden). */
  tooBig: string;
}

/** The thread's one answer, or a UserError when the budget runs out or the heap fills first. */
export async function runOnThread<Input, Output>(job: ThreadJob<Input>): Promise<Output> {
  const worker = new Worker(job.entry, { workerData: job.input, resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } });
  try {
    return await job.budget.race(answerOf<Output>(worker, job), job.what);
  } finally {
    // A thread blocked in a native call ends when it returns: the answer does not wait for it.
    await Promise.race([worker.terminate(), new Promise((done) => setTimeout(done, 1000).unref())]);
    worker.unref();
  }
}

function answerOf<Output>(worker: Worker, job: ThreadJob<unknown>): Promise<Output> {
  return new Promise((done, fail) => {
    worker.once('message', done);
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') fail(new UserError(`${job.what}: out of memory (${THREAD_HEAP_MB} MB): ${job.tooBig}`));
      else fail(error);
    });
    worker.once('exit', (code) => fail(new Error(`the thread ended with code ${code}`)));
  });
}
