/**
 * Where the agent's page may go. `navigate` checks its URL here first, and
 * when a list is given every request of the page is checked too, so a link
 * the page follows by itself (or a script's fetch) cannot leave the list.
 *
 * An entry is an origin (`https://shop.example:8443`: that scheme, host and
 * port), a host with or without a port (`shop.example`, `localhost:3000`:
 * http or https), or `*.example.com` (any host under example.com, not
 * example.com itself). `file:` URLs need --allow-file; `about:blank` is always
 * allowed; any other scheme (`data:`, `javascript:`, `chrome:`) never is.
 */

export interface OriginPolicy {
  /** When given, only these; else any http(s) origin not blocked. */
  allowed?: OriginEntry[];
  blocked: OriginEntry[];
  allowFile: boolean;
}

export interface OriginEntry {
  /** `http:` or `https:`; undefined for either. */
  protocol?: string;
  /** A host name, or a suffix starting with a dot for `*.` entries. */
  host: string;
  /** Undefined for any port. */
  port?: string;
  /** As the user wrote it, for messages. */
  text: string;
}

const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const MAX_ENTRIES = 1000;

/** The entries of a comma-separated list; an Error naming the first entry that is none. */
export function parseOriginList(option: string, list: string): OriginEntry[] {
  const texts = list
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean);
  if (texts.length === 0) throw new Error(`${option} needs at least one origin, got ${JSON.stringify(list)}`);
  if (texts.length > MAX_ENTRIES) throw new Error(`${option} takes at most ${MAX_ENTRIES} origins, got ${texts.length}`);
  return texts.map((text) => {
    const entry = parseEntry(text);
    if (!entry) throw new Error(`${option}: ${JSON.stringify(text)} is not an origin (https://shop.example, shop.example, *.example.com, localhost:3000)`);
    return entry;
  });
}

function parseEntry(text: string): OriginEntry | undefined {
  const wildcard = text.startsWith('*.');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(withScheme ? text : `http://${wildcard ? text.slice(2) : text}`);
  } catch {
    return undefined;
  }
  if (!WEB_PROTOCOLS.has(url.protocol) || url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return undefined;
  if (url.hostname.includes('*')) return undefined;
  const explicitPort = /:\d+$/.test(text.replace(/\/$/, ''));
  return {
    protocol: withScheme ? url.protocol : undefined,
    host: wildcard ? `.${url.hostname}` : url.hostname,
    // An origin names its port, the scheme's own when none is written; a bare host takes any.
    port: withScheme || explicitPort ? url.port || defaultPort(url.protocol) : undefined,
    text,
  };
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

function matches(entry: OriginEntry, url: URL): boolean {
  if (entry.protocol && entry.protocol !== url.protocol) return false;
  const hostMatches = entry.host.startsWith('.') ? url.hostname.endsWith(entry.host) : url.hostname === entry.host;
  if (!hostMatches) return false;
  return entry.port === undefined || entry.port === (url.port || defaultPort(url.protocol));
}

/** Why the page may not go to `url`, or undefined when it may. */
export function whyUrlRefused(policy: OriginPolicy, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${JSON.stringify(url)} is not an absolute URL`;
  }
  if (parsed.href === 'about:blank') return undefined;
  if (parsed.protocol === 'file:') return policy.allowFile ? undefined : 'file: URLs need --allow-file';
  if (!WEB_PROTOCOLS.has(parsed.protocol)) return `${parsed.protocol} URLs are not opened (http, https, and file: with --allow-file)`;
  const blocked = policy.blocked.find((entry) => matches(entry, parsed));
  if (blocked) return `${parsed.origin} is blocked (--blocked-origins ${JSON.stringify(blocked.text)})`;
  if (policy.allowed && !policy.allowed.some((entry) => matches(entry, parsed))) return `${parsed.origin} is not in --allowed-origins`;
  return undefined;
}

/** Whether requests need checking at all: only when a list was given. */
export function restrictsRequests(policy: OriginPolicy): boolean {
  return policy.allowed !== undefined || policy.blocked.length > 0;
}
