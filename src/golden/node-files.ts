/**
 * Golden files on disk, for every reader and writer in Node: read without
 * following a symbolic link (a repository is hostile: a `.snap` committed as
 * a link to `/proc/self/environ` must not print a CI job's secrets into a
 * review), never blocked on (a FIFO), bounded in size by the caller, and
 * written atomically. Goldens themselves go through store.ts.
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileReads } from './regular-files.js';
import { dirname, join } from 'node:path';

export { describeBytes, FileTooLargeError, NotAFileError } from './regular-files.js';

/**
 * Regular files only, over Node's `fs` (regular-files.ts): `readRegularFile`
 * (throws NotAFileError for a link, a directory, a FIFO, a device;
 * FileTooLargeError past the bound it is given), `regularFileSize`,
 * `readRegularFileStart`, `isLink`, `removeLink`.
 */
export const { readRegularFile, regularFileSize, readRegularFileStart, removeLink, isLink } = fileReads(fs);

/** How the temporary files of {@link writeFileAtomic} are named: short, whatever the golden's name (255 bytes is the limit). */
const TEMPORARY = /^\.(?:a11y-snapshot|.+\.snap)\.(\d+)-[0-9a-f]{8}\.tmp$/;

/** A temporary file older than this is stale even if its process id is in use again. */
const STALE_MS = 60 * 60 * 1000;

/**
 * Writes a file atomically: a temporary file in the same directory, then a
 * rename. A reader (another worker, a reviewer's editor) sees the old text
 * or the new one, never half of one; the rename replaces a link at `path`
 * rather than writing through it. Temporary files a killed process left
 * behind in the directory are swept first.
 * @throws Error naming the path when it is a directory, or when the write fails.
 */
export function writeFileAtomic(path: string, text: string): void {
  const dir = dirname(path);
  let temporary: string | undefined;
  try {
    mkdirSync(dir, { recursive: true });
    if (lstatSync(path, { throwIfNoEntry: false })?.isDirectory()) throw new Error('it is a directory');
    sweepStaleTemporaries(dir);
    temporary = join(dir, `.a11y-snapshot.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
    writeFileSync(temporary, text, { flag: 'wx' });
    renameSync(temporary, path);
  } catch (error) {
    // The clean-up must never hide the error that made it necessary.
    try {
      if (temporary) rmSync(temporary, { force: true });
    } catch {}
    throw new Error(`Cannot write ${path}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}

/** Removes our temporary files in `dir` whose process is gone, or that are older than an hour. */
function sweepStaleTemporaries(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = TEMPORARY.exec(name)?.[1];
    if (pid === undefined || Number(pid) === process.pid) continue;
    const file = join(dir, name);
    try {
      if (isRunning(Number(pid)) && Date.now() - statSync(file).mtimeMs < STALE_MS) continue;
      rmSync(file, { force: true });
    } catch {
      // Another writer swept it first, or it is not ours to remove: either way, not this write's problem.
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
