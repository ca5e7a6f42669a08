/**
 * `expect(document).toResolve("tapOn: 'Create order'")`: passes when the step
 * names exactly one element of the Document or Element (`done`); fails with
 * the answer, its candidate lines and the step that would name each one.
 * To wait for a page that renders later: `await expect.poll(() => document).toResolve(step)`.
 */
import type { MatcherState } from 'vitest';
import { resolveOnRoot, type ResolveOptions } from '../assert/resolve.js';
import { toSnapshotRoot } from '../assert/received.js';

export type { ResolveOptions } from '../assert/resolve.js';

export function toResolve(this: MatcherState, received: unknown, stepText: string, options: ResolveOptions = {}) {
  return resolveOnRoot(toSnapshotRoot(received, 'toResolve'), stepText, options, this.isNot);
}
