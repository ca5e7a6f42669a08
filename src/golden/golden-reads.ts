/**
 * How the golden store reads (store.ts), over the file readers it is given
 * (regular-files.ts): Node's `fs` in store.ts, or the `fs` the Vitest door
 * loads when Node runs it. Nothing here imports `node:*`, so the Vitest
 * door's module still loads in a browser.
 */
import { decodeGolden, GoldenError } from './golden.js';
import { describeBytes, FileTooLargeError, NotAFileError, type FileReads } from './regular-files.js';

/**
 * 16 MiB: the largest golden file the store reads. A golden of a page is a
 * few KiB, a `.snap` file holding a whole suite's goldens rarely 1 MiB; a
 * file past this bound is a mistake or an attack, and reading it would hold
 * it in memory whole (and Vitest and Jest would hold it again).
 */
export const MAX_GOLDEN_BYTES = 16 * 1024 * 1024;

/**
 * A golden file as read. `error` is set when it cannot be read; `text` is
 * then what was read with any bad bytes replaced (a file that is not UTF-8),
 * or empty (nothing was read: a link, a directory, a file too large).
 */
export interface GoldenFile {
  text: string;
  error?: GoldenError;
}

/** The store's readers over `reads`; `shown` names the file in every error (the path as the user sees it). */
export function goldenReads(reads: FileReads) {
  return {
    /** The golden at `path`, or undefined when there is none. Never throws for the file itself: see {@link GoldenFile}. */
    readGoldenFile(path: string, shown: string): GoldenFile | undefined {
      let bytes: Buffer | undefined;
      try {
        bytes = reads.readRegularFile(path, MAX_GOLDEN_BYTES);
      } catch (error) {
        return { text: '', error: unreadable(error, shown) };
      }
      if (bytes === undefined) return undefined;
      try {
        return { text: decode(bytes, shown) };
      } catch (error) {
        if (error instanceof GoldenError) return { text: bytes.toString('utf8'), error };
        throw error;
      }
    },

    /**
     * Why the file at `path` cannot be read as a golden, found without
     * reading it (a link, not a regular file, too large); undefined when it
     * can, or when there is none. For the `.snap` files a runner reads itself.
     */
    refusedGoldenFile(path: string, shown: string): GoldenError | undefined {
      try {
        const size = reads.regularFileSize(path);
        return size !== undefined && size > MAX_GOLDEN_BYTES ? unreadable(new FileTooLargeError(path, MAX_GOLDEN_BYTES), shown) : undefined;
      } catch (error) {
        return unreadable(error, shown);
      }
    },

    /** The first `length` characters of a golden file (to tell a golden from another file); undefined when there is none or it cannot be read. */
    goldenFileStart(path: string, length: number): string | undefined {
      try {
        return reads.readRegularFileStart(path, length)?.toString('utf8');
      } catch (error) {
        if (unreadable(error, path)) return undefined;
        throw error;
      }
    },

    /** Whether a symbolic link stands where a golden would be (the link itself, never followed). */
    isGoldenLink(path: string): boolean {
      return reads.isLink(path);
    },

    /**
     * Before a run that rewrites every snapshot hands a `.snap` file to a
     * runner that writes it in place (Vitest, Jest): a link there is taken
     * away (never its target), so the runner writes a new file rather than
     * through the link. True when there was a link to take away.
     */
    unlinkForRewrite(path: string): boolean {
      return reads.removeLink(path);
    },
  };
}

/**
 * The text of a golden's bytes, as golden.ts `decodeGolden` reads them:
 * bytes that are UTF-8 without a NUL are decoded by Node's Buffer, since a
 * test environment such as Jest's jsdom has no global TextDecoder; any
 * other bytes go to decodeGolden, whose error names the bad byte's line.
 */
function decode(bytes: Buffer, shown: string): string {
  const text = bytes.toString('utf8');
  return !bytes.includes(0) && Buffer.from(text, 'utf8').equals(bytes) ? text : decodeGolden(bytes, shown);
}

/** What {@link goldenReads} gives. */
export type GoldenReads = ReturnType<typeof goldenReads>;

/**
 * The one conversion of a file that cannot be read into data: a
 * {@link GoldenError} at line 1 of `shown`. Anything that is not about the
 * file (a bug) is thrown.
 */
function unreadable(error: unknown, shown: string): GoldenError {
  if (error instanceof NotAFileError) return new GoldenError(shown, 1, undefined, `${error.what}, not a file: not read`);
  if (error instanceof FileTooLargeError)
    return new GoldenError(shown, 1, undefined, `larger than ${describeBytes(error.maxBytes)}, the bound on a golden file: not read`);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code === 'string') return new GoldenError(shown, 1, undefined, `cannot be read (${code})`);
  throw error;
}
