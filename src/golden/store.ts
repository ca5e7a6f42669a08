/**
 * The golden store: every door reads and writes golden files (a Playwright
 * `.snap`, the `.snap` file Vitest or Jest keeps, a golden the command saves
 * or compares) here and nowhere else.
 *
 * - Read: a regular file only, never through a symbolic link, never a FIFO
 *   or a device (nothing blocks), at most {@link MAX_GOLDEN_BYTES}, decoded as
 *   UTF-8 (golden.ts `decodeGolden`). A repository is hostile: a `.snap`
 *   committed as a link to a secret must not put the secret in a failure
 *   message, and a huge one must not exhaust memory.
 * - Unreadable: a golden that is there but cannot be read (a link, a
 *   directory, a FIFO, too large, not UTF-8, a read error) is data, not an
 *   exception: a {@link GoldenError} naming the file (golden-reads.ts, the one
 *   place that makes it), which each door words in its own message, and
 *   which an update writes over.
 * - Write: atomically, through a temporary file and a rename, which replaces
 *   a link rather than writing through it (node-files.ts).
 *
 * The Vitest door, whose module must also load in a browser, binds the same
 * readers (golden-reads.ts) to the `node:fs` it loads when Node runs it.
 */
import * as files from './node-files.js';
import { displayPath } from './paths.js';
import { goldenReads, type GoldenFile } from './golden-reads.js';

export { MAX_GOLDEN_BYTES, type GoldenFile } from './golden-reads.js';

const reads = goldenReads(files);

/** The golden at `path`, or undefined when there is none; one that cannot be read comes back with `error` set (see {@link GoldenFile}). */
export function readGoldenFile(path: string, shown: string = displayPath(path)): GoldenFile | undefined {
  return reads.readGoldenFile(path, shown);
}

/** Why the file at `path` cannot be read as a golden, found without reading it; undefined when it can, or there is none. */
export function refusedGoldenFile(path: string, shown: string = displayPath(path)) {
  return reads.refusedGoldenFile(path, shown);
}

export const { goldenFileStart, isGoldenLink, unlinkForRewrite } = reads;

/**
 * Writes a golden atomically (node-files.ts `writeFileAtomic`): a reader sees the
 * old golden or the new one, never half of one, and a link at the golden's
 * place is replaced, never written through. The temporary name does not end
 * in `.snap`, so nothing mistakes it for a golden; an error names the path as
 * the user sees it.
 */
export function writeGoldenFile(path: string, text: string): void {
  files.writeFileAtomic(displayPath(path), text);
}
