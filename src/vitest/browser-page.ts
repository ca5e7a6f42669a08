/**
 * Vitest's browser mode runs each test file in a page of its own, at a url
 * that carries the runner's query parameters (`?sessionId=…&iframeId=…`,
 * fresh on every run). They say where Vitest put the test, not what the page
 * is, so a golden keeps the url without them: `/` for a test that never
 * navigates, the path a test sets with `history.pushState` otherwise.
 */
import type { Snapshot } from '../model/snapshot.js';

/** The query parameters Vitest's browser mode adds to the page of a test file. */
const RUNNER_PARAMS = ['sessionId', 'iframeId'];

/** True inside a test page of Vitest's browser mode (Vitest sets this global there). */
function isVitestBrowserPage(): boolean {
  return (globalThis as { __vitest_browser__?: unknown }).__vitest_browser__ === true;
}

/** The model with the runner's parameters left out of its url; unchanged outside browser mode. */
export function withoutRunnerParams(model: Snapshot): Snapshot {
  if (!isVitestBrowserPage()) return model;
  const url = stripRunnerParams(model.header.url);
  return url === model.header.url ? model : { ...model, header: { ...model.header, url } };
}

/** A url without Vitest's own query parameters; a url that does not parse is kept as it is. */
export function stripRunnerParams(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!RUNNER_PARAMS.some((name) => parsed.searchParams.has(name))) return url;
  for (const name of RUNNER_PARAMS) parsed.searchParams.delete(name);
  return parsed.href;
}
