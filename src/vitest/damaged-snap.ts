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
import { damagedSnapMessage, unreadableMessage } from '../assert/policy.js';
import { damageOf } from '../golden/snap-format.js';
import { readSnapFileText, refusedSnapFile, showSnapFilePath } from './snap-on-disk.js';

/**
 * The one-line failure for a `.snap` file the golden store refuses (a link,
 * a directory, a FIFO, past the bound: `-u` takes a link away instead), or
 * for a snapshot about to be written anew into a damaged `.snap` file;
 * undefined when the snapshot is stored, when the run rewrites everything
 * (`-u`), or when the file is whole or absent.
 */
export function describeDamagedSnapFile(state: MatcherState, matcher: string): string | undefined {
  const snapshotState = state.snapshotState as MatcherState['snapshotState'] | undefined;
  const file = snapshotState?.snapshotPath;
  if (!file) return undefined;
  const refused = refusedSnapFile(file, snapshotState.snapshotUpdateState === 'all');
  if (refused) return `${matcher}: ${unreadableMessage(refused.file, refused.reason, 'vitest -u')}`;
  if (snapshotState.snapshotUpdateState === 'all') return undefined;
  try {
    if (snapshotState.probeExpectedSnapshot({ testName: state.currentTestName ?? '', testId: '', isInline: false }).data !== undefined) return undefined;
  } catch {
    return undefined;
  }
  const damage = findDamage(file);
  if (!damage) return undefined;
  return damagedSnapMessage(matcher, showSnapFilePath(file), damage, 'vitest -u');
}

/** What is wrong with a `.snap` file on disk: empty, or cut short; undefined when whole or absent. */
function findDamage(file: string): string | undefined {
  const text = readSnapFileText(file);
  return text === undefined ? undefined : damageOf(text);
}
