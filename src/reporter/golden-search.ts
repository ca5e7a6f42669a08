/**
 * Where the reporter looks for goldens on disk: the folders under a root (as
 * a project lays them out, without `node_modules` and hidden folders), and
 * the golden files in a folder, known by their first bytes.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GOLDEN_EXTENSION } from '../golden/paths.js';
import { goldenFileStart } from '../golden/store.js';

/** `root` and every folder under it but `node_modules`, hidden ones and those in `skip`; each once across calls sharing `seen`. */
export function foldersUnder(root: string, skip: ReadonlySet<string>, seen = new Set<string>()): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (skip.has(dir) || seen.has(dir)) return;
    seen.add(dir);
    out.push(dir);
    for (const entry of entriesOf(dir)) {
      if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(join(dir, entry.name));
    }
  };
  walk(root);
  return out;
}

/**
 * The golden files in `dir` that start with `signature`, but those in
 * `known`. Only their first bytes are read, through the golden store: a link
 * or a FIFO put there after the folder was listed is neither followed nor
 * waited on.
 */
export function goldenFilesIn(dir: string, signature: string, known: ReadonlySet<string> = new Set()): string[] {
  const out: string[] = [];
  for (const entry of entriesOf(dir)) {
    const path = join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith(GOLDEN_EXTENSION) && !known.has(path) && goldenFileStart(path, signature.length) === signature) out.push(path);
  }
  return out;
}

/** A folder's entries, or none when it cannot be read. */
function entriesOf(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}
