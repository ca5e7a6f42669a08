/**
 * What the Jest door reads of Jest's snapshot state (`this.snapshotState` in
 * a matcher; jest-snapshot's `SnapshotState`). `match` and `fail` are what
 * `toMatchSnapshot` itself calls; to hold a page against the stored golden
 * with its patterns before Jest compares texts, the door also reads the
 * stored value of the key `match` is about to check, from the same fields
 * `match` reads (`_counters`, `_snapshotData`, `_updateSnapshot`, Jest 30).
 */

/** Jest's update mode: `all` (`-u`), `new` (the default), `none` (`--ci`). */
export type JestUpdateMode = 'all' | 'new' | 'none';

export interface JestMatchArguments {
  testName: string;
  testIdentity?: object;
  received: unknown;
  inlineSnapshot?: string;
  isInline: boolean;
  error?: Error;
  testFailing?: boolean;
}

/** The parts of jest-snapshot's `SnapshotState` the door uses. */
export interface JestSnapshotState {
  match(args: JestMatchArguments): { actual?: string; expected?: string; count: number; key: string; pass: boolean };
  fail(testName: string, received: unknown, key?: string, testIdentity?: object): string;
  readonly snapshotPath?: string;
  _counters: Map<string, number>;
  _snapshotData: Record<string, string | undefined>;
  _updateSnapshot: JestUpdateMode;
}

/** The snapshot state of a matcher's context, or a one-line error naming what is missing. */
export function snapshotStateOf(context: { snapshotState?: unknown }, matcher: string): JestSnapshotState {
  const state = context.snapshotState as Partial<JestSnapshotState> | undefined;
  if (!state || typeof state.match !== 'function') {
    throw new Error(`${matcher}() needs Jest's snapshot state: call it inside a test run by Jest (jest-circus), not outside one`);
  }
  if (!(state._counters instanceof Map) || typeof state._snapshotData !== 'object' || typeof state._updateSnapshot !== 'string') {
    throw new Error(`${matcher}() does not know this Jest's snapshot state: a11y-snapshot/jest needs Jest 30`);
  }
  return state as JestSnapshotState;
}

/**
 * The key `match` will give the next snapshot of a test: its name (line
 * breaks written as `\n`, as jest-snapshot's `testNameToKey` writes them)
 * and a count per name, from 1.
 */
export function nextKeyOf(state: JestSnapshotState, testName: string): string {
  const name = testName.replace(/\r\n|\r|\n/g, (eol) => (eol === '\r\n' ? '\\r\\n' : eol === '\r' ? '\\r' : '\\n'));
  return `${name} ${(state._counters.get(testName) ?? 0) + 1}`;
}
