/**
 * Where our (role, name) for a fixture line differs from Playwright's
 * `ariaSnapshot()` on purpose, with the reason. Keyed by fixture, then by
 * `"<role> <name>"` as we print it.
 */
export const ariaDifferences: Record<string, Record<string, string>> = {};
