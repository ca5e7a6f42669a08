/**
 * Snapshots as files, for the command: a golden written by `--save`, and
 * the sides `diff` reads (a golden, or v2 text the command printed), told
 * apart from a page by their first bytes. A `.snap` file is a golden, read
 * and written through the golden store (golden/store.ts): never through a
 * link, never a FIFO, within the store's bound.
 */
import { goldenFileStart, isGoldenLink, readGoldenFile, writeGoldenFile } from '../golden/store.js';
import { GOLDEN_EXTENSION } from '../golden/paths.js';
import { resolve } from 'node:path';
import { decodeGolden, GOLDEN_SIGNATURE, readGolden, renderGolden, type Golden, type GoldenDetail } from '../golden/golden.js';
import { parseSnapshot } from '../notation/parse.js';
import type { ParsedSnapshot, Snapshot } from '../model/snapshot.js';
import { firstLine, UserError } from '../jsdom-page/bounds.js';

/**
 * The model as a golden holds it. Only an http(s) url says what the page is
 * (its origin is stripped as the golden is written); a file's, a data URL's
 * or standard input's would put a machine path or the whole page in the
 * golden, so the url is left empty.
 */
export function asGoldenModel(model: Snapshot): Snapshot {
  return /^https?:/i.test(model.header.url) ? model : { ...model, header: { ...model.header, url: '' } };
}

/** Writes the golden of `model` to `file`, never over a file that is not a golden; resolves to what to print. */
export async function saveGolden(model: Snapshot, detail: GoldenDetail, file: string): Promise<string> {
  // A link is not read through, so it cannot be told a golden: it is kept, as any file that is not one.
  if (isGoldenLink(file)) throw new UserError(`--save: ${JSON.stringify(file)} is a symbolic link, not a golden: not overwriting it`);
  const start = goldenFileStart(file, GOLDEN_SIGNATURE.length);
  if (start !== undefined && start !== GOLDEN_SIGNATURE) {
    throw new UserError(`--save: ${JSON.stringify(file)} exists and is not a golden: not overwriting it`);
  }
  try {
    writeGoldenFile(resolve(file), renderGolden(asGoldenModel(model), detail));
  } catch (error) {
    throw new UserError(`--save: cannot write ${JSON.stringify(file)}: ${firstLine(error)}`);
  }
  return `saved ${file}: ${model.nodes.length} elements\n`;
}

/** Whether a side of `diff` names a golden file (`*.snap`): read through the store, never as a page. */
export function isGoldenName(path: string): boolean {
  return path.toLowerCase().endsWith(GOLDEN_EXTENSION);
}

/**
 * The bytes of the golden file at `path` (`shown` as the user typed it), for
 * `diff`. A golden the store cannot read is one line naming it.
 */
export function readGoldenSide(path: string, shown: string): Uint8Array {
  const what = JSON.stringify(shown);
  const file = readGoldenFile(path, what);
  if (file === undefined) throw new UserError(`cannot read ${what}: no such file`);
  if (file.error) throw new UserError(file.text === '' ? `cannot read ${what}: ${file.error.reason}` : file.error.message);
  return Buffer.from(file.text, 'utf8');
}

/** A snapshot file: a golden, or the v2 text the command prints. */
export type SnapshotFile = { kind: 'golden'; golden: Golden; text: string } | { kind: 'printed'; model: ParsedSnapshot };

/** Whether `bytes` begin as a snapshot file does (a golden, or v2 text the command printed) rather than a page. */
export function isSnapshotFile(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, GOLDEN_SIGNATURE.length)).toString('utf8');
  return start === GOLDEN_SIGNATURE || start.startsWith(PRINTED_SIGNATURE);
}

const PRINTED_SIGNATURE = 'snapshot v2\n';

/** The bytes of a snapshot file ({@link isSnapshotFile}), read from `path`, as a golden or a printed snapshot. */
export function snapshotFileOf(bytes: Uint8Array, path: string): SnapshotFile {
  const text = decodeGolden(bytes, path);
  if (text.startsWith(GOLDEN_SIGNATURE)) return { kind: 'golden', golden: readGolden(text, path), text };
  try {
    return { kind: 'printed', model: parseSnapshot(text) };
  } catch (error) {
    throw new UserError(`${path}: ${firstLine(error)}`);
  }
}
