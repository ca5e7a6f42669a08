/**
 * The net line: `net: 2 requests — POST /api/orders 201, GET /api/cart 200`
 * (seed 000). Each request prints its method, its path and query (the
 * origin is the test server's and changes between runs), and its status; a
 * failed request prints `failed` instead, because the browser's reason
 * (`net::ERR_…` in Chromium) differs between browsers; one that never
 * finished prints `pending`. No line when the act caused no request.
 *
 * Urls and methods come from the page. A url prints bare only when it is
 * visible ASCII without spaces (what a browser hands over, percent-encoded);
 * anything else prints as a JSON string, so it cannot end the entry, the
 * line, or forge a status.
 */
import { stripOrigin } from '../model/url.js';
import { foldText, quote } from '../model/text.js';
import type { NetRequest } from './model.js';

const BARE_URL = /^[!-~]+$/;
const BARE_METHOD = /^[A-Z]+$/;

/** The net line, listing at most `limit` requests then `… N more`; undefined when there were none. */
export function formatNet(requests: readonly NetRequest[], limit: number): string | undefined {
  if (requests.length === 0) return undefined;
  const noun = requests.length === 1 ? 'request' : 'requests';
  const shown = requests.slice(0, limit).map(formatRequest);
  if (requests.length > shown.length) shown.push(`… ${requests.length - shown.length} more`);
  return `net: ${requests.length} ${noun} — ${shown.join(', ')}`;
}

/** `POST /api/orders 201`, `POST /api/orders failed`. */
export function formatRequest(request: NetRequest): string {
  const method = BARE_METHOD.test(request.method) ? request.method : quote(foldText(request.method));
  // Tested before the cut at MAX_TEXT: the `…` a long url ends in is not a reason to quote it.
  const path = stripOrigin(request.url);
  const url = BARE_URL.test(path) ? foldText(path) : quote(foldText(path));
  return `${method} ${url} ${formatStatus(request)}`;
}

function formatStatus(request: NetRequest): string {
  if (request.failure !== undefined) return 'failed';
  const { status } = request;
  return typeof status === 'number' && Number.isSafeInteger(status) && status >= 0 ? String(status) : 'pending';
}
