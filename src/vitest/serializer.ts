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
import { createA11ySerializer, printSnapshotLines } from '../assert/serializer.js';
import { withoutRunnerParams } from './browser-mode.js';

/** The v2 lines of a Document or an Element, as `toMatchSnapshot` stores them (the golden text without its detail line). */
export function printA11y(root: Document | Element): string {
  return printSnapshotLines(root, withoutRunnerParams);
}

/** Prints Documents and Elements as v2 lines; register it with `expect.addSnapshotSerializer`. */
export const a11ySerializer: SnapshotSerializer = createA11ySerializer(printA11y);
