/**
 * The files `upload` may give the page: paths relative to the folder the
 * server was started with (`--upload-dir`), each judged by where it really
 * leads (its real path, every link followed) before the page is given
 * anything. A path with a `..` part is refused whatever it would come back
 * to, as an absolute one is; a link that leads outside the folder is refused
 * as the path that names it. Each refusal is one line naming the file.
 */
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep, win32 } from 'node:path';

/** Files one upload may give at most. */
export const MAX_UPLOAD_FILES = 20;
/** A file larger than this is refused. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export interface UploadLimits {
  /** Bytes a file may have at most (default `MAX_UPLOAD_BYTES`). */
  maxBytes?: number;
}

/** The real paths of `files` inside `folder` (itself a real path), in order; else an error naming the first file refused. */
export function resolveUploads(folder: string | undefined, files: readonly string[], limits: UploadLimits = {}): string[] {
  if (folder === undefined) throw new Error('the server sends no files: start it with --upload-dir DIR, the folder whose files the page may be given');
  if (files.length === 0) throw new Error('give at least one file, by its path inside --upload-dir');
  if (files.length > MAX_UPLOAD_FILES) throw new Error(`at most ${MAX_UPLOAD_FILES} files at once, got ${files.length}`);
  return files.map((file) => resolveUpload(folder, file, limits.maxBytes ?? MAX_UPLOAD_BYTES));
}

function resolveUpload(folder: string, file: string, maxBytes: number): string {
  const named = JSON.stringify(file);
  if (file === '' || file.includes('\0')) throw new Error(`${named} is not a file name`);
  if (isAbsolute(file) || win32.isAbsolute(file)) throw new Error(`${named} is absolute: give a path relative to --upload-dir`);
  if (file.split(/[/\\]/).includes('..')) throw new Error(`${named} is outside --upload-dir: give a path inside it`);
  let real: string;
  try {
    real = realpathSync(join(folder, file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new Error(`${named} does not exist in --upload-dir`, { cause: error });
    throw new Error(`${named} cannot be read: ${code ?? (error as Error).message.split('\n')[0]}`, { cause: error });
  }
  const inside = relative(folder, real);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
    throw new Error(`${named} leads outside --upload-dir (through a link): give a path inside it`);
  const stat = statSync(real);
  if (!stat.isFile()) throw new Error(`${named} is not a regular file`);
  if (stat.size > maxBytes) throw new Error(`${named} is larger than ${maxBytes} bytes`);
  return real;
}
