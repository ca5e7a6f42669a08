/**
 * What an error answer says besides its line, for an agent to branch on
 * (seed 003's typed refusals): its `kind`, whether anything reached the page
 * (`delivered`), and whether the same call may succeed later unchanged
 * (`retryable`). Sent as MCP structured content beside the one-line text.
 */
import { RefError } from '../model/refs.js';
import { ScopeError } from '../model/scope.js';
import { StoppedActError } from '../browser-page/perform.js';

export type ErrorKind =
  | 'invalid_arguments'
  | 'unknown_tool'
  | 'unknown_ref'
  | 'stale_ref'
  | 'ambiguous_target'
  | 'changed_target'
  | 'not_actionable'
  | 'stopped'
  | 'not_found'
  | 'refused'
  | 'network'
  | 'timeout'
  | 'page_lost'
  | 'dialog_open'
  | 'failed';

export interface ErrorFacts {
  kind: ErrorKind;
  /** Whether the call may have reached the page (a click, keys, a navigation's request). */
  delivered: boolean;
  /** Whether the same call, made again unchanged, may succeed (after a wait; never after a new snapshot is needed). */
  retryable: boolean;
}

/** The error of a navigation: refused by the origin lists, or a load that failed. */
export class NavigationError extends Error {
  override name = 'NavigationError';
  constructor(
    readonly kind: 'refused' | 'network',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const REF_KINDS: Record<RefError['kind'], ErrorKind> = {
  invalid: 'unknown_ref',
  gone: 'stale_ref',
  ambiguous: 'ambiguous_target',
  changed: 'changed_target',
};

/** The facts of an error thrown by a tool; `acts` says whether the tool touches the page, `lost` whether the page went under it. */
export function factsOf(error: unknown, acts: boolean, lost: boolean): ErrorFacts {
  if (lost) return { kind: 'page_lost', delivered: acts, retryable: true };
  // Refs are checked before anything is touched: a new snapshot is needed, never the same call again.
  if (error instanceof RefError) return { kind: REF_KINDS[error.kind], delivered: false, retryable: false };
  if (error instanceof ScopeError)
    return { kind: error.kind === 'invalid' ? 'invalid_arguments' : 'not_found', delivered: false, retryable: error.kind !== 'invalid' };
  if (error instanceof StoppedActError) return { kind: 'stopped', delivered: false, retryable: false };
  if (error instanceof NavigationError) return { kind: error.kind, delivered: error.kind === 'network', retryable: error.kind === 'network' };
  // Playwright's, from an act that waited for its element to be clickable or fillable (disabled, covered), or a wait that ran out.
  if ((error as Error)?.name === 'TimeoutError') return { kind: acts ? 'not_actionable' : 'timeout', delivered: false, retryable: true };
  return { kind: 'failed', delivered: acts, retryable: false };
}
