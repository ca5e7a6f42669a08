/**
 * The error a capture's scope (a CSS selector) raises when it is invalid or
 * matches nothing. The engine throws it; across a boundary (a page, a
 * thread) only its kind travels, and the receiver rebuilds the error from
 * the selector it sent: no text the page writes decides what a door retries.
 */

export type ScopeErrorKind = 'invalid' | 'unmatched';

const SCOPE_ERROR_KINDS: readonly ScopeErrorKind[] = ['invalid', 'unmatched'];

/** A scope selector that is invalid (not worth retrying) or matches nothing (perhaps not yet). */
export class ScopeError extends Error {
  override name = 'ScopeError';
  constructor(
    readonly kind: ScopeErrorKind,
    readonly selector: string,
  ) {
    super(`${kind === 'invalid' ? 'Invalid snapshot selector' : 'Snapshot selector did not match'}: ${JSON.stringify(selector)}`);
  }
}

/** What crosses a boundary in place of a thrown error: its kind only. */
export interface ErrorAnswer {
  error: { kind: string };
}

/** `kind` when it is a scope error's kind, else undefined: what crossed a boundary is checked, not trusted. */
export function asScopeErrorKind(kind: unknown): ScopeErrorKind | undefined {
  return SCOPE_ERROR_KINDS.find((k) => k === kind);
}
