/**
 * A pretty-format plugin: with it, `toMatchSnapshot()` and
 * `toMatchInlineSnapshot()` print a Document or an Element as v2 lines
 * (compact, no refs) instead of its HTML:
 *
 *     expect.addSnapshotSerializer(a11ySerializer);
 *     expect(form).toMatchInlineSnapshot(`
 *       snapshot v2
 *       page "Sign in" url="/login" settled
 *       textbox "Email"
 *       button "Sign in"
 *     `);
 *
 * These are plain text snapshots: no detail line, no patterns. For goldens
 * with patterns and a readable diff use `toMatchA11ySnapshot()`.
 */
import type { SnapshotSerializer } from 'vitest';
import { capture } from '../engine/index.js';
import { renderGolden } from '../golden/golden.js';
import { withoutRunnerParams } from './browser-page.js';
import { isSnapshotRoot } from './received.js';

/** The v2 lines of a Document or an Element, as `toMatchSnapshot` stores them (the golden text without its detail line). */
export function printA11y(root: Document | Element): string {
  const golden = renderGolden(withoutRunnerParams(capture(root, { refs: false })), 'compact');
  return golden.slice(golden.indexOf('\n') + 1).replace(/\n$/, '');
}

/** Prints Documents and Elements as v2 lines; register it with `expect.addSnapshotSerializer`. */
export const a11ySerializer: SnapshotSerializer = {
  test: (value: unknown) => isSnapshotRoot(value),
  // Lines after the first carry the indentation of where the value sits (inside an object or array).
  serialize: (value: Document | Element, _config: unknown, indentation: string) => printA11y(value).split('\n').join('\n' + indentation),
};
