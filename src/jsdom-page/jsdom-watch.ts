/**
 * Counts the changes to a jsdom document, for the command's quiet window.
 * The observer is made in `beforeParse`, before the page's first script
 * runs: a script that replaces `window.MutationObserver` (or its `observe`)
 * comes too late to blind it, and the observer itself is never on `window`.
 * (jsdom has no isolated world; this is the one part of a settle decision a
 * page script could otherwise reach.)
 */
import type { DOMWindow } from 'jsdom';

export interface ChangeCount {
  /** Mutation records seen so far. */
  count(): number;
  stop(): void;
}

/** Starts counting `window.document`'s changes; call it before the page is parsed. */
export function countChanges(window: DOMWindow): ChangeCount {
  let changes = 0;
  const observer = new window.MutationObserver((records) => (changes += records.length));
  observer.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  return { count: () => changes, stop: () => observer.disconnect() };
}
