/**
 * When a door that keeps each golden in a file of its own writes it, and
 * whether the assertion passes: Playwright's update modes, as its own
 * `toMatchSnapshot` applies them, plus one rule of ours: in CI the default
 * mode writes nothing (a missing golden fails, as under `none`); a mode the
 * run asks for (`--update-snapshots=all`, or `updateSnapshots` in the config)
 * is honoured there too, as Playwright honours it.
 *
 * | golden is   | all          | changed      | missing      | default            | none |
 * |-------------|--------------|--------------|--------------|--------------------|------|
 * | missing     | write, pass  | write, pass  | write, pass  | write, **fail**    | fail |
 * | different   | write, pass  | write, pass  | fail         | fail               | fail |
 * | the same    | pass (1)     | pass         | pass         | pass               | pass |
 * | unreadable  | write, pass  | fail         | fail         | fail               | fail |
 *
 * (1) rewritten only if the text on disk differs from what would be written.
 * `default` is Playwright's default since 1.50 (`missing` before it): a new
 * golden is written, but the test that wrote it fails, so a run never passes
 * on goldens nobody reviewed. An unreadable golden (a merge conflict, a hand
 * edit gone wrong) is rewritten only under `all`: `changed` is for goldens
 * whose page moved on, and must not paper over a conflict someone has to
 * resolve.
 */
import type { GoldenState } from './policy.js';

/** Playwright's `updateSnapshots` values. */
export type UpdateMode = 'all' | 'changed' | 'missing' | 'default' | 'none';

export interface UpdatePlan {
  write: boolean;
  pass: boolean;
}

/** The mode a run applies: the one asked for, `default` when none is; in CI the default mode writes nothing. */
export function updateModeIn(asked: UpdateMode | undefined, ci: boolean): UpdateMode {
  const mode = asked ?? 'default';
  return mode === 'default' && ci ? 'none' : mode;
}

/** Whether to write the golden, and whether the assertion passes. */
export function planUpdate(mode: UpdateMode, state: GoldenState): UpdatePlan {
  switch (state) {
    case 'same':
      return { write: mode === 'all', pass: true };
    case 'missing':
      return { write: mode !== 'none', pass: mode !== 'none' && mode !== 'default' };
    case 'different': {
      const write = mode === 'all' || mode === 'changed';
      return { write, pass: write };
    }
    case 'unreadable':
      return { write: mode === 'all', pass: mode === 'all' };
  }
}
