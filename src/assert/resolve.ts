/**
 * `toResolve` on a Document or an Element, for the DOM doors (Vitest, Jest):
 * passes when the step names exactly one element (`done`); fails with the
 * answer, its candidate lines and the step that would name each one.
 */
import { capture } from '../engine/index.js';
import { readStep, resolutionMessage } from '../steps/assertion.js';
import { resolve } from '../steps/resolve.js';
import { readSnapshotOptions } from './options.js';

/** Options of `toResolve` in the DOM doors. */
export interface ResolveOptions {
  /** Attributes that carry a test id, first present wins (default `['data-testid']`). */
  testIdAttributes?: string[];
}

/** The matcher's result for a root; `isNot` words the message of `.not`. */
export function resolveOnRoot(root: Document | Element, stepText: unknown, options: unknown, isNot: boolean): { pass: boolean; message: () => string } {
  const step = readStep('toResolve', stepText);
  const { testIdAttributes } = readSnapshotOptions('toResolve', options, ['testIdAttributes']);
  const result = resolve(capture(root, { refs: false, testIdAttributes }), step);
  const receiver = root.nodeType === 9 ? 'document' : 'element';
  return { pass: result.outcome === 'done', message: () => resolutionMessage(receiver, step, result, isNot) };
}
