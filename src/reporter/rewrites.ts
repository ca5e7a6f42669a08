/**
 * The goldens a run wrote, before and after. A run that updates goldens
 * (`-u`, `--update-snapshots=changed`) passes: no test attaches what it
 * found different, yet a pull request that commits updated goldens is the
 * review's common case. So the reporter reads our goldens where goldens
 * live when the run begins, and when it ends holds each golden a test read
 * and the run wrote (changed since it began) against its text before.
 *
 * Reads go through the golden store (never through a link, at most 16 MiB a
 * file), and the texts kept are bounded: past {@link BASELINE_BYTES} in all,
 * the goldens not yet read are left out of the review, and one line says so.
 */
import { lstatSync } from 'node:fs';
import { displayPath } from '../golden/paths.js';
import { readGoldenFile } from '../golden/store.js';
import { foldersUnder, goldenFilesIn } from './golden-search.js';
import type { GoldenPair } from '../review/index.js';

/** What any golden of ours starts with (an element golden's or a receipt's signature). */
const OURS = '# a11y-snapshot ';

/** Most bytes of golden text kept from the run's start. */
export const BASELINE_BYTES = 64 * 1024 * 1024;

export class GoldenBaseline {
  private readonly texts = new Map<string, string>();
  private readonly started: number;
  /** False when the budget ran out: a golden not kept may have existed before the run. */
  readonly complete: boolean;

  /** Reads our goldens under `roots` (leaving out `skip`, `node_modules` and hidden folders), now. */
  constructor(roots: readonly string[], skip: ReadonlySet<string>, budget = BASELINE_BYTES) {
    // Whole milliseconds, a little early: a file system that keeps coarse times still dates a write after it.
    this.started = Math.floor(Date.now() / 1000) * 1000 - 1000;
    let left = budget;
    for (const path of goldenFiles(roots, skip)) {
      const text = readGoldenFile(path)?.text;
      if (text === undefined) continue;
      left -= Buffer.byteLength(text);
      if (left < 0) break;
      this.texts.set(path, text);
    }
    this.complete = left >= 0;
  }

  /**
   * The goldens of `read` the run wrote, as review pairs: changed since the
   * run began, or new in it. A golden written by no one during the run, or
   * whose text is as it was, is left out.
   */
  written(read: ReadonlySet<string>): GoldenPair[] {
    const pairs: GoldenPair[] = [];
    for (const path of [...read].sort()) {
      if (!this.writtenSinceStart(path)) continue;
      const now = readGoldenFile(path);
      if (!now || now.error) continue;
      const before = this.texts.get(path);
      if (before === undefined && !this.complete) continue;
      if (before !== now.text) pairs.push({ file: displayPath(path), old: before, new: now.text });
    }
    return pairs;
  }

  private writtenSinceStart(path: string): boolean {
    try {
      const stat = lstatSync(path);
      return stat.isFile() && stat.mtimeMs >= this.started;
    } catch {
      return false;
    }
  }
}

/** Our golden files under `roots`, folder by folder. */
function goldenFiles(roots: readonly string[], skip: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  return roots.flatMap((root) => foldersUnder(root, skip, seen)).flatMap((dir) => goldenFilesIn(dir, OURS));
}
