/**
 * A repository read for `review` with a fixed number of git processes,
 * whatever the number of goldens: one `git diff --raw` for what changed and
 * the object ids of its old side, one `git ls-files` for untracked files, one
 * `git grep` for the test files whose old side holds inline snapshots, and
 * two `git cat-file` (sizes, then contents) for every old blob at once.
 * Paths stay bytes until they are known to be UTF-8: git prints a path as it
 * is stored, and a name decoded with replacement characters would name no file.
 */
import { execFileSync } from 'node:child_process';
import { isUtf8 } from 'node:buffer';

/** The output of one git command. @throws the child process error (`code` ENOENT when git is missing, `status` its exit code). */
export function runGit(cwd: string, args: string[], input?: string, maxBuffer = 1 << 28): Buffer {
  return execFileSync('git', args, { cwd, input, maxBuffer, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
}

/** A path of the repository, as git stores it. */
export interface GitPath {
  /** The path's bytes. */
  bytes: Buffer;
  /** The path as text; undefined when its bytes are not UTF-8. */
  path: string | undefined;
  /** The old side in the commit compared with: its mode (`100644`, `120000` for a link) and blob id; undefined when absent there. */
  old?: { mode: string; id: string };
}

/** A path's bytes as a map key (latin1 keeps every byte). */
export const keyOf = (bytes: Buffer): string => bytes.toString('latin1');

function gitPath(bytes: Buffer): GitPath {
  return { bytes, path: isUtf8(bytes) ? bytes.toString('utf8') : undefined };
}

function splitNul(output: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let from = 0; from < output.length;) {
    const end = output.indexOf(0, from);
    parts.push(output.subarray(from, end < 0 ? output.length : end));
    from = end < 0 ? output.length : end + 1;
  }
  return parts.filter((part) => part.length > 0);
}

const ABSENT = /^0+$/;

/**
 * Every path matching `pathspecs` that differs between `commit` and the work
 * tree, with its old mode and blob id, and every untracked one, in byte order.
 */
export function changedPaths(root: string, commit: string, pathspecs: string[]): GitPath[] {
  const found = new Map<string, GitPath>();
  const raw = splitNul(runGit(root, ['diff', '--raw', '-z', '--no-abbrev', '--no-renames', '--no-ext-diff', commit, '--', ...pathspecs]));
  // Each change is a `:<old mode> <new mode> <old id> <new id> <status>` field, then its path.
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const [oldMode, , oldId] = raw[i].toString('latin1').slice(1).split(' ');
    const path = gitPath(raw[i + 1]);
    if (!ABSENT.test(oldMode) && !ABSENT.test(oldId)) path.old = { mode: oldMode, id: oldId };
    found.set(keyOf(path.bytes), path);
  }
  for (const bytes of splitNul(runGit(root, ['ls-files', '-z', '--others', '--exclude-standard', '--', ...pathspecs]))) {
    if (!found.has(keyOf(bytes))) found.set(keyOf(bytes), gitPath(bytes));
  }
  return [...found.values()].sort((a, b) => Buffer.compare(a.bytes, b.bytes));
}

/** The keys ({@link keyOf}) of the paths of `commit` matching `pathspecs` whose text holds `needle`. */
export function pathsHolding(root: string, commit: string, needle: string, pathspecs: string[]): Set<string> {
  let output: Buffer;
  try {
    output = runGit(root, ['grep', '-l', '-z', '-F', '--no-textconv', '-e', needle, commit, '--', ...pathspecs]);
  } catch (error) {
    // Status 1: nothing holds it.
    if ((error as { status?: number }).status === 1) return new Set();
    throw error;
  }
  const prefix = commit.length + 1; // `<commit>:` before each path
  return new Set(splitNul(output).map((line) => keyOf(line.subarray(prefix))));
}

/** A blob that was not read, and why. */
export interface Unread {
  reason: string;
}

/**
 * The contents of blobs by id, two processes for them all: sizes first, so
 * that a blob over `maxBytes` is named, not read, and git's whole output is
 * bounded by what was asked.
 */
export function readBlobs(root: string, ids: Iterable<string>, maxBytes: number): Map<string, Buffer | Unread> {
  const blobs = new Map<string, Buffer | Unread>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return blobs;
  const sizes = runGit(root, ['cat-file', '--batch-check'], wanted.join('\n') + '\n')
    .toString('latin1')
    .split('\n');
  const read: string[] = [];
  let total = 0;
  wanted.forEach((id, i) => {
    const [, type, size] = sizes[i]?.split(' ') ?? [];
    if (type !== 'blob') blobs.set(id, { reason: `not a file in git (${type ?? 'missing'})` });
    else if (Number(size) > maxBytes) blobs.set(id, { reason: `larger than ${Math.round(maxBytes / 1024 / 1024)} MB: not read` });
    else {
      read.push(id);
      total += Number(size);
    }
  });
  if (read.length === 0) return blobs;
  // Each blob comes as `<id> blob <size>\n<contents>\n`.
  const output = runGit(root, ['cat-file', '--batch'], read.join('\n') + '\n', total + read.length * 160 + 1024);
  let at = 0;
  for (const id of read) {
    const headerEnd = output.indexOf(10, at);
    const [shown, type, size] = output
      .subarray(at, headerEnd < 0 ? at : headerEnd)
      .toString('latin1')
      .split(' ');
    // The repository changed between the two reads (a gc, a rewrite): better no review than a misread one.
    if (shown !== id || type !== 'blob') throw new Error(`git cat-file: blob ${id} changed while it was read; run the review again`);
    blobs.set(id, output.subarray(headerEnd + 1, headerEnd + 1 + Number(size)));
    at = headerEnd + 1 + Number(size) + 1;
  }
  return blobs;
}

/** A path for a one-line message: quoted as JSON, each byte that is not UTF-8 shown as `\xNN`. */
export function quotePath(bytes: Buffer): string {
  let text = '';
  let from = 0;
  for (let i = 0; i < bytes.length;) {
    const length = [1, 2, 3, 4].find((n) => i + n <= bytes.length && isUtf8(bytes.subarray(i, i + n)));
    if (length) {
      i += length;
      continue;
    }
    text += JSON.stringify(bytes.subarray(from, i).toString('utf8')).slice(1, -1) + `\\x${bytes[i].toString(16).padStart(2, '0')}`;
    from = ++i;
  }
  return `"${text}${JSON.stringify(bytes.subarray(from).toString('utf8')).slice(1, -1)}"`;
}
