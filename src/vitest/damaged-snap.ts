/**
 * A `.snap` file that a killed `vitest -u` left empty or cut short. Vitest
 * writes it in place (not through a rename) and reads a file that does not
 * evaluate as no snapshots at all, so the next local run writes every
 * snapshot anew and passes: a regression would slip through unseen. The
 * file is Vitest's; what the door can do is notice, before a snapshot it
 * holds is treated as new, that the file on disk is damaged, and fail with
 * one line. (A cut that happens to fall between two entries leaves a file
 * that reads whole: that loss only git can show.)
 */
import type { MatcherState } from 'vitest';
import { splitSnapFile } from '../review/snapfile.js';
import { readSnapFileText, showSnapFilePath } from './snap-files.js';

/** How every `.snap` file Vitest writes starts. */
const HEADER = '// Vitest Snapshot';

/**
 * The one-line failure for a snapshot about to be written anew into a
 * damaged `.snap` file; undefined when the snapshot is stored, when the run
 * rewrites everything (`-u`), or when the file is whole or absent.
 */
export function describeDamagedSnapFile(state: MatcherState, matcher: string): string | undefined {
  const snapshotState = state.snapshotState as MatcherState['snapshotState'] | undefined;
  const file = snapshotState?.snapshotPath;
  if (!file || snapshotState.snapshotUpdateState === 'all') return undefined;
  try {
    if (snapshotState.probeExpectedSnapshot({ testName: state.currentTestName ?? '', testId: '', isInline: false }).data !== undefined) return undefined;
  } catch {
    return undefined;
  }
  const damage = findDamage(file);
  if (!damage) return undefined;
  const shown = showSnapFilePath(file);
  return `${matcher}: ${shown} is ${damage} (a killed "vitest -u" leaves it so), so every snapshot in it would be written anew: restore it (git checkout -- ${shown}), or delete it to write them all again.`;
}

/** What is wrong with a `.snap` file on disk: empty, or cut short; undefined when whole or absent. */
function findDamage(file: string): string | undefined {
  const text = readSnapFileText(file);
  return text === undefined ? undefined : damageOf(text);
}

/** What is wrong with the text of a `.snap` file: empty, or cut short (inside its header or an entry); undefined when whole. */
export function damageOf(text: string): string | undefined {
  if (text.trim() === '') return 'empty';
  const { error } = splitSnapFile(text);
  if (!text.startsWith(HEADER) || error || !text.trimEnd().endsWith('`;')) return `cut short${error ? ` (line ${error.line}: ${error.message})` : ''}`;
  return undefined;
}
