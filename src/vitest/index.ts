/**
 * a11y-snapshot/vitest: the Vitest door. As a setup file it registers the
 * matchers on the global `expect`:
 *
 *     // vitest.config.ts
 *     export default defineConfig({ test: { environment: 'jsdom', setupFiles: ['a11y-snapshot/vitest'] } });
 *
 *     // a test
 *     expect(document).toMatchA11ySnapshot();                   // the page, into __snapshots__/*.snap
 *     expect(form).toMatchA11ySnapshot({ detail: 'full' });     // an element: the lines inside it
 *     expect(document).toMatchInlineA11ySnapshot();             // Vitest writes the golden into the test
 *     await expect.poll(() => document).toMatchA11ySnapshot();  // waits for a stable page that matches
 *     expect(document).toResolve("tapOn: 'Create order'");     // the step names exactly one element
 *     expect(document).toMatchA11ySnapshot({ steps: ["tapOn: 'Create order'"] }); // answers kept in the golden
 *
 * Snapshots are Vitest snapshots: `-u`, `--update=new|all|none`, CI and
 * obsolete-snapshot reports behave as for `toMatchSnapshot`.
 */
import * as vitest from 'vitest';
import { a11yMatchers, type A11ySnapshotOptions } from './matchers.js';
import type { ResolveOptions } from './to-resolve.js';

export { a11yMatchers, type A11ySnapshotOptions } from './matchers.js';
export type { ResolveOptions } from './to-resolve.js';
export { a11ySerializer, printA11y } from './serializer.js';
export { createA11yAdapter, type A11yAdapterSettings } from './adapter.js';

// A namespace import, so that an older Vitest (no `Snapshots` export) gets this message, not a link error.
const snapshots = (vitest as { Snapshots?: Partial<typeof vitest.Snapshots> }).Snapshots;
if (typeof snapshots?.toMatchDomainSnapshot !== 'function' || typeof snapshots.toMatchDomainInlineSnapshot !== 'function') {
  throw new Error('a11y-snapshot/vitest needs Vitest 4.1.4 or later (it builds on Snapshots.toMatchDomainSnapshot): upgrade vitest');
}
vitest.expect.extend(a11yMatchers);

/**
 * What a matcher call gives back: `void`, or a promise under `expect.poll`,
 * `.resolves` and `.rejects`. Vitest 5 passes it as the assertion's `R`,
 * which its own `toBeTypeOf` returns; Vitest 4 returns `void` there and
 * promisifies the whole assertion itself.
 */
type Returned<A> = A extends { toBeTypeOf(expected: never): infer R } ? R : void;

declare module 'vitest' {
  // No type parameters: Vitest 4 declares `Matchers<T>` and Vitest 5
  // `Matchers<R, T>`, so a declaration that names either clashes with the
  // other, and both accept one that names none. The return type is read
  // from the assertion the matcher is called on (`this`).
  interface Matchers {
    /** Holds the accessibility snapshot of a Document or an Element against the test's `.snap` file. */
    toMatchA11ySnapshot(options?: A11ySnapshotOptions): Returned<this>;
    /** Holds the accessibility snapshot against the golden written in the test; Vitest writes it when missing. */
    toMatchInlineA11ySnapshot(inlineSnapshot?: string): Returned<this>;
    toMatchInlineA11ySnapshot(options: A11ySnapshotOptions, inlineSnapshot?: string): Returned<this>;
    /** Passes when the `try` step (`"tapOn: 'Create order'"`) names exactly one element. */
    toResolve(step: string, options?: ResolveOptions): Returned<this>;
  }
}
