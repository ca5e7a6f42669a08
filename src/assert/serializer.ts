/**
 * The pretty-format plugin both DOM runners take (`expect.addSnapshotSerializer`):
 * with it, `toMatchSnapshot()` and `toMatchInlineSnapshot()` print a
 * Document or an Element as v2 lines (compact, no refs) instead of its HTML.
 * These are plain text snapshots: no detail line, no patterns. For goldens
 * with patterns and a readable diff a test uses `toMatchA11ySnapshot()`.
 */
import { capture } from '../engine/index.js';
import { renderGolden } from '../golden/golden.js';
import type { Snapshot } from '../model/snapshot.js';
import { isSnapshotRoot } from './received.js';

/** A pretty-format plugin, as Vitest's and Jest's `addSnapshotSerializer` take it. */
export interface A11ySerializer {
  test(value: unknown): boolean;
  serialize(value: Document | Element, config: unknown, indentation: string): string;
}

/**
 * The v2 lines of a Document or an Element, as `toMatchSnapshot` stores them
 * (the golden text without its detail line). `clean` is the door's last word
 * on the model (Vitest's browser mode drops its own url parameters).
 */
export function printSnapshotLines(root: Document | Element, clean: (model: Snapshot) => Snapshot = (model) => model): string {
  const golden = renderGolden(clean(capture(root, { refs: false })), 'compact');
  return golden.slice(golden.indexOf('\n') + 1).replace(/\n$/, '');
}

/** The plugin that prints Documents and Elements with `print`. */
export function createA11ySerializer(print: (root: Document | Element) => string): A11ySerializer {
  return {
    test: (value) => isSnapshotRoot(value),
    // Lines after the first carry the indentation of where the value sits (inside an object or array).
    serialize: (value, _config, indentation) =>
      print(value)
        .split('\n')
        .join('\n' + indentation),
  };
}
