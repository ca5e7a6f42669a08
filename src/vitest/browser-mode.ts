/**
 * Vitest's browser mode runs each test file in a page of its own, at a url
 * that carries the runner's query parameters (`?sessionId=…&iframeId=…`,
 * fresh on every run), with the runner's own title ("Vitest Browser Tester").
 * They say where Vitest put the test, not what the page is, so a golden
 * keeps neither: the url is `/` for a test that never navigates (the path a
 * test sets with `history.pushState` otherwise), and the title is `""`, as
 * in jsdom, unless the test gives the page one (`document.title = 'Orders'`).
 */
import type { Snapshot } from '../model/snapshot.js';
import { foldText } from '../model/text.js';

/** The query parameters Vitest's browser mode adds to the page of a test file. */
const RUNNER_PARAMS = ['sessionId', 'iframeId'];

/** True inside a test page of Vitest's browser mode (Vitest sets this global there). */
function isVitestBrowserPage(): boolean {
  return (globalThis as { __vitest_browser__?: unknown }).__vitest_browser__ === true;
}

/**
 * The runner's title of the test page: the one it has when the door loads
 * (as a setup file, before any test runs), as the engine reads a title.
 */
const RUNNER_TITLE = isVitestBrowserPage() && typeof document !== 'undefined' ? foldText(document.title) : undefined;

/** The model with the runner's parameters left out of its url and the runner's title out of its header; unchanged outside browser mode. */
export function withoutRunnerParams(model: Snapshot): Snapshot {
  if (!isVitestBrowserPage()) return model;
  const url = stripRunnerParams(model.header.url);
  const title = withoutRunnerTitle(model.header.title, RUNNER_TITLE);
  return url === model.header.url && title === model.header.title ? model : { ...model, header: { ...model.header, url, title } };
}

/** A page's title, `""` when it is still the one the runner gave its test page. */
export function withoutRunnerTitle(title: string, runnerTitle: string | undefined): string {
  return runnerTitle !== undefined && title === runnerTitle ? '' : title;
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
