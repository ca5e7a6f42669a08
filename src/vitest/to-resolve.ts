/**
 * `expect(document).toResolve("tapOn: 'Create order'")`: passes when the step
 * names exactly one element of the Document or Element (`done`); fails with
 * the answer, its candidate lines and the step that would name each one.
 * To wait for a page that renders later: `await expect.poll(() => document).toResolve(step)`.
 */
import type { MatcherState } from 'vitest';
import { capture } from '../engine/index.js';
import { readStep, resolutionMessage } from '../steps/assertion.js';
import { resolve } from '../steps/resolve.js';
import { toSnapshotRoot } from './received.js';

/** Options of `toResolve`. */
export interface ResolveOptions {
  /** Attributes that carry a test id, first present wins (default `['data-testid']`). */
  testIdAttributes?: string[];
}

export function toResolve(this: MatcherState, received: unknown, stepText: string, options: ResolveOptions = {}) {
  const root = toSnapshotRoot(received, 'toResolve');
  const step = readStep('toResolve', stepText);
  const unknown = Object.keys(options).find((key) => key !== 'testIdAttributes');
  if (unknown) throw new TypeError(`toResolve: unknown option ${JSON.stringify(unknown)} (the option is testIdAttributes)`);
  const ids = options.testIdAttributes;
  if (ids !== undefined && !(Array.isArray(ids) && ids.every((a) => typeof a === 'string' && a))) throw new TypeError(`toResolve: testIdAttributes must be an array of attribute names, got ${JSON.stringify(ids)}`);
  const result = resolve(capture(root, { refs: false, testIdAttributes: options.testIdAttributes }), step);
  const receiver = root.nodeType === 9 ? 'document' : 'element';
  return { pass: result.outcome === 'done', message: () => resolutionMessage(receiver, step, result, this.isNot) };
}
