/**
 * Snapshots as files, for the command: a golden written by `--save`, and
 * the two sides `diff` reads (a golden, or v2 text the command printed).
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeGolden, GOLDEN_SIGNATURE, readGolden, renderGolden, type Golden, type GoldenDetail } from '../golden/golden.js';
import { parseSnapshot } from '../notation/parse.js';
import type { ParsedSnapshot, Snapshot } from '../model/snapshot.js';
import { firstLine } from './errors.js';
import { UserError } from './load.js';

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
  if (isFile(file) && !readFileSync(file, 'utf8').startsWith(GOLDEN_SIGNATURE)) {
    throw new UserError(`--save: ${JSON.stringify(file)} exists and is not a golden: not overwriting it`);
  }
  // The same atomic write as the test runners' updates (it names Playwright in types only).
  const { writeGoldenFile } = await import('../playwright/golden-file.js');
  try {
    writeGoldenFile(resolve(file), renderGolden(asGoldenModel(model), detail));
  } catch (error) {
    throw new UserError(`--save: cannot write ${JSON.stringify(file)}: ${firstLine(error)}`);
  }
  return `saved ${file}: ${model.nodes.length} elements\n`;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A snapshot file: a golden, or the v2 text the command prints. */
export type SnapshotFile = { kind: 'golden'; golden: Golden; text: string } | { kind: 'printed'; model: ParsedSnapshot };

/** Reads `path` as a snapshot file; undefined when it is not one (a page, or no file). */
export function readSnapshotFile(path: string): SnapshotFile | undefined {
  if (!isFile(path)) return undefined;
  const bytes = readFileSync(path);
  const start = bytes.subarray(0, GOLDEN_SIGNATURE.length).toString('utf8');
  if (start === GOLDEN_SIGNATURE) {
    const text = decodeGolden(bytes, path);
    return { kind: 'golden', golden: readGolden(text, path), text };
  }
  if (!start.startsWith('snapshot v2\n')) return undefined;
  try {
    return { kind: 'printed', model: parseSnapshot(decodeGolden(bytes, path)) };
  } catch (error) {
    throw new UserError(`${path}: ${firstLine(error)}`);
  }
}
