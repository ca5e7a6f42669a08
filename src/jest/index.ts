/**
 * a11y-snapshot/jest: the Jest door. As a setup file it registers the
 * matchers on Jest's `expect`:
 *
 *     // jest.config.js
 *     module.exports = { testEnvironment: 'jsdom', setupFilesAfterEnv: ['a11y-snapshot/jest'] };
 *
 *     // a test
 *     expect(document).toMatchA11ySnapshot();                  // the page, into __snapshots__/*.snap
 *     expect(form).toMatchA11ySnapshot({ detail: 'full' });    // an element: the lines inside it
 *     expect(document).toMatchInlineA11ySnapshot();            // Jest writes the golden into the test
 *     expect(document).toResolve("tapOn: 'Create order'");    // the step names exactly one element
 *
 * Snapshots are Jest snapshots: `-u`, `--ci`, obsolete-snapshot reports and
 * inline rewriting behave as for `toMatchSnapshot`.
 */
import { resolveOnRoot, type ResolveOptions } from '../assert/resolve.js';
import { toSnapshotRoot } from '../assert/received.js';
import { goldenTextSerializer } from './golden-text.js';
import { toMatchA11ySnapshot, toMatchInlineA11ySnapshot, type A11ySnapshotOptions } from './matchers.js';
import { createA11ySerializer, printSnapshotLines } from '../assert/serializer.js';

export type { A11ySnapshotOptions } from './matchers.js';
export type { ResolveOptions } from '../assert/resolve.js';

/** The v2 lines of a Document or an Element, as `toMatchSnapshot` stores them with `a11ySerializer`. */
export function printA11y(root: Document | Element): string {
  return printSnapshotLines(root);
}

/** `expect(document).toResolve(step)`: passes when the step names exactly one element. */
function toResolve(this: { isNot?: boolean }, received: unknown, stepText: string, options?: ResolveOptions) {
  return resolveOnRoot(toSnapshotRoot(received, 'toResolve'), stepText, options, !!this.isNot);
}

/**
 * A pretty-format plugin for `expect.addSnapshotSerializer`: with it,
 * `toMatchSnapshot()` prints a Document or an Element as v2 lines (compact,
 * no refs) instead of its HTML. Plain text snapshots: no patterns.
 */
export const a11ySerializer = createA11ySerializer(printA11y);

/** The matchers, for `expect.extend`. */
export const a11yMatchers = { toMatchA11ySnapshot, toMatchInlineA11ySnapshot, toResolve };

/** What of Jest's `expect` the door needs. */
interface JestExpect {
  extend(matchers: object): void;
  addSnapshotSerializer(serializer: object): void;
}

/**
 * Registers the matchers, and the printer of golden text, on a Jest `expect`
 * (the setup file does it on the global one; with `injectGlobals: false`,
 * call it with the `expect` of `@jest/globals`).
 */
export function registerA11yMatchers(expect: JestExpect): void {
  expect.extend(a11yMatchers);
  expect.addSnapshotSerializer(goldenTextSerializer);
}

const globalExpect = (globalThis as { expect?: Partial<JestExpect> }).expect;
if (typeof globalExpect?.extend === 'function' && typeof globalExpect.addSnapshotSerializer === 'function') registerA11yMatchers(globalExpect as JestExpect);

interface A11yMatchers<R> {
  /** Holds the accessibility snapshot of a Document or an Element against the test's `.snap` file. */
  toMatchA11ySnapshot(options?: A11ySnapshotOptions): R;
  /** Holds the accessibility snapshot against the golden written in the test; Jest writes it when missing. */
  toMatchInlineA11ySnapshot(inlineSnapshot?: string): R;
  toMatchInlineA11ySnapshot(options: A11ySnapshotOptions, inlineSnapshot?: string): R;
  /** Passes when the `try` step (`"tapOn: 'Create order'"`) names exactly one element. */
  toResolve(step: string, options?: ResolveOptions): R;
}

declare module 'expect' {
  // `expect` of `@jest/globals` and `@jest/expect`. A merged declaration takes the parameters and the body jest's has.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Matchers<R extends void | Promise<void>, T = unknown> extends A11yMatchers<R> {}
}

declare global {
  // The global `expect` as `@types/jest` types it.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
    interface Matchers<R, T = {}> extends A11yMatchers<R> {}
  }
}
