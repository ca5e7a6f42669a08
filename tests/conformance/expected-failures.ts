/**
 * Corpus cases each engine is known to fail, each with its reason. The
 * conformance tests fail when a listed case passes (the entry is stale) or an
 * unlisted case fails (a regression), so these lists are always the truth.
 * Case ids are those of corpus.ts: `<file> #<index> <kind>`.
 */
import { roleFailures } from './failures-roles.js';
import { nameFailures } from './failures-names.js';

export type Engine = 'jsdom' | 'chromium';

export const expectedFailures: Record<Engine, Record<string, string>> = {
  jsdom: { ...roleFailures.jsdom, ...nameFailures.jsdom },
  chromium: { ...roleFailures.chromium, ...nameFailures.chromium },
};
