/**
 * Refs as they travel: the `e<N>` handle's syntax and the error a ref that
 * cannot be resolved safely raises. The registry that issues refs lives in
 * the engine (`engine/refs.ts`); doors and steps need only these.
 */

/** `changed`: the ref's element is no longer what the caller was last shown of it (another role or name). */
export type RefErrorKind = 'invalid' | 'gone' | 'ambiguous' | 'changed';

/** A ref that cannot be resolved safely. Not worth retrying with the same ref. */
export class RefError extends Error {
  override name = 'RefError';
  constructor(
    readonly kind: RefErrorKind,
    readonly ref: string,
    message: string,
  ) {
    super(message);
  }
}

/** Parses `e12`, `@e12` or `ref=e12`. */
export function parseRef(ref: string): number | undefined {
  const match = /^(?:ref=)?@?e([1-9]\d{0,8})$/.exec(ref.trim());
  return match ? Number(match[1]) : undefined;
}
