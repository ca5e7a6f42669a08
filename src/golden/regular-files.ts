/**
 * Reading a file that must be a regular one, over a given `node:fs`: never
 * through a symbolic link at the last part of the path, never blocked on (a
 * FIFO, a device), and bounded in size. node-files.ts binds it to Node's `fs`; a
 * module that must also load in a browser (the Vitest door) binds it to the
 * `fs` it loads when Node runs it, so nothing here imports `node:*`.
 */
import type { Stats } from 'node:fs';

type FileSystem = typeof import('node:fs');

/** A path that is there but is not a regular file (a link, a directory, a device): never read through. */
export class NotAFileError extends Error {
  override name = 'NotAFileError';
  constructor(
    readonly path: string,
    readonly what: string,
  ) {
    super(`${path} is ${what}, not a file: not read`);
  }
}

/** A regular file larger than the reader's bound: refused before a byte is read. */
export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(
    readonly path: string,
    readonly maxBytes: number,
  ) {
    super(`${path} is larger than ${describeBytes(maxBytes)}: not read`);
  }
}

/** `16 MiB`, `512 KiB`, `100 bytes`: a bound as a person reads it. */
export function describeBytes(bytes: number): string {
  const [size, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MiB'] : bytes >= 1024 ? [bytes / 1024, 'KiB'] : [bytes, 'bytes'];
  return `${+size.toFixed(1)} ${unit}`;
}

/** The readers over `fs` (Node's own `node:fs`). */
export function fileReads(fs: FileSystem) {
  const { closeSync, constants, fstatSync, lstatSync, openSync, readSync, unlinkSync } = fs;

  /**
   * Opened without following a link at the last part of the path, and without
   * blocking: opening a FIFO for reading waits for a writer that may never
   * come, on a thread nothing can interrupt. The descriptor is then checked
   * with fstat, so a link or a FIFO swapped in between is refused too.
   */
  const openFlags = (constants: FileSystem['constants']) =>
    constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

  /**
   * The bytes of a regular file, or undefined when there is none.
   * @throws NotAFileError for a symbolic link, a directory, a FIFO or anything else that is not a file.
   * @throws FileTooLargeError for a file of more than `maxBytes` (checked before reading, and while reading a file that grows).
   */
  function readRegularFile(path: string, maxBytes = Number.MAX_SAFE_INTEGER): Buffer | undefined {
    const fd = openRegular(path);
    if (fd === undefined) return undefined;
    try {
      const { size } = fstatSync(fd);
      if (size > maxBytes) throw new FileTooLargeError(path, maxBytes);
      return readAtMost(fd, path, maxBytes, size);
    } finally {
      closeSync(fd);
    }
  }

  /**
   * The size of a regular file, opened as {@link readRegularFile} opens it but
   * not read; undefined when there is none. Throws as readRegularFile does.
   */
  function regularFileSize(path: string): number | undefined {
    const fd = openRegular(path);
    if (fd === undefined) return undefined;
    try {
      return fstatSync(fd).size;
    } finally {
      closeSync(fd);
    }
  }

  /** The first `length` bytes of a regular file (fewer when it is shorter); undefined when there is none. Throws as readRegularFile does. */
  function readRegularFileStart(path: string, length: number): Buffer | undefined {
    const fd = openRegular(path);
    if (fd === undefined) return undefined;
    try {
      const buffer = Buffer.alloc(length);
      return buffer.subarray(0, readSync(fd, buffer, 0, length, 0));
    } finally {
      closeSync(fd);
    }
  }

  /** A descriptor of the regular file at `path`, or undefined when there is none. */
  function openRegular(path: string): number | undefined {
    let fd: number;
    try {
      fd = openSync(path, openFlags(constants));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      if (code === 'ELOOP') throw new NotAFileError(path, 'a symbolic link');
      // A socket cannot be opened at all.
      if (code === 'ENXIO' || code === 'EOPNOTSUPP') throw new NotAFileError(path, 'a socket');
      throw error;
    }
    try {
      const stat = fstatSync(fd);
      if (!stat.isFile()) throw new NotAFileError(path, kindOf(stat));
      return fd;
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  function kindOf(stat: Stats): string {
    if (stat.isDirectory()) return 'a directory';
    if (stat.isFIFO()) return 'a FIFO';
    if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
    return stat.isSocket() ? 'a socket' : 'not a regular file';
  }

  /** Reads to the end, refusing the file as soon as it passes `maxBytes` (it may grow after it was measured). */
  function readAtMost(fd: number, path: string, maxBytes: number, expected: number): Buffer {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.max(64 * 1024, Math.min(expected - total + 1, maxBytes - total + 1)));
      const read = readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) break;
      total += read;
      if (total > maxBytes) throw new FileTooLargeError(path, maxBytes);
      chunks.push(read === buffer.length ? buffer : buffer.subarray(0, read));
    }
    return Buffer.concat(chunks, total);
  }

  /**
   * Takes away a symbolic link at `path` (never what it points to), so that a
   * runner that writes its file in place writes a new file there rather than
   * through the link. True when there was a link to take away.
   */
  function removeLink(path: string): boolean {
    if (!isLink(path)) return false;
    unlinkSync(path);
    return true;
  }

  /** Whether `path` is a symbolic link (the link itself, never followed). */
  function isLink(path: string): boolean {
    return lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() === true;
  }

  return { readRegularFile, regularFileSize, readRegularFileStart, removeLink, isLink };
}

/** What {@link fileReads} gives. */
export type FileReads = ReturnType<typeof fileReads>;
