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
 *
 * Hosts are compared in one spelling on both sides (see {@link canonicalHost}).
 * The local machine has many names and addresses, so a blocked entry that
 * names it blocks all of them; an allowed entry matches its own host only,
 * since refusing an alias is the safe side. Other aliases (another DNS name
 * for the same address) are not known here: an allowed list is what holds.
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
  /** A canonical host ({@link canonicalHost}), or a suffix starting with a dot for `*.` entries. */
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
  const host = canonicalHost(url.hostname);
  // A host of dots alone (`.`, `*..`) names nothing.
  if (host === '') return undefined;
  const explicitPort = /:\d+$/.test(text.replace(/\/$/, ''));
  return {
    protocol: withScheme ? url.protocol : undefined,
    host: wildcard ? `.${host}` : host,
    // An origin names its port, the scheme's own when none is written; a bare host takes any.
    port: withScheme || explicitPort ? url.port || defaultPort(url.protocol) : undefined,
    text,
  };
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

/**
 * A host as the lists compare it: the URL parser's host (lower case, IPv4 in
 * dotted decimal, IPv6 compressed) without trailing dots (`localhost.` is
 * `localhost` to DNS), without IPv6 brackets, and an IPv4-mapped IPv6
 * address (`::ffff:7f00:1`) as its IPv4 address, which it reaches.
 */
function canonicalHost(hostname: string): string {
  let end = hostname.length;
  // A loop, not /\.+$/: a regular expression would retry from every dot of a page's long run of them.
  while (end > 0 && hostname.charCodeAt(end - 1) === 0x2e) end--;
  let host = hostname.slice(0, end).toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return mappedIPv4(host) ?? host;
}

/** The IPv4 address an IPv4-mapped IPv6 address (as the URL parser writes it, `::ffff:7f00:1`) stands for. */
function mappedIPv4(host: string): string | undefined {
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (!mapped) return undefined;
  const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * Whether a canonical host is the local machine: `localhost` and the names
 * under it (which resolve there without DNS), 127.0.0.0/8, `::1`, and the
 * any-addresses `0.0.0.0` and `::`, which a connection on Linux takes to
 * the local machine too. A name that only starts like one
 * (`localhost.example.com`, `127.0.0.1.nip.io`) is left to DNS.
 */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '::1' || host === '0.0.0.0' || host === '::';
}

/** An entry whose hosts are all the local machine: a loopback host, or `*.` under `localhost`. */
function isLoopbackEntry(entry: OriginEntry): boolean {
  return isLoopbackHost(entry.host.startsWith('.') ? entry.host.slice(1) : entry.host);
}

function hostMatches(entry: OriginEntry, host: string, loopbackAsOne: boolean): boolean {
  if (loopbackAsOne && isLoopbackEntry(entry)) return isLoopbackHost(host);
  return entry.host.startsWith('.') ? host.endsWith(entry.host) : host === entry.host;
}

function portMatches(entry: OriginEntry, port: string): boolean {
  return entry.port === undefined || entry.port === port;
}

/** `loopbackAsOne` for blocked entries: there, a loopback entry stands for every loopback host. */
function matches(entry: OriginEntry, url: URL, loopbackAsOne: boolean): boolean {
  if (entry.protocol && entry.protocol !== url.protocol) return false;
  return hostMatches(entry, canonicalHost(url.hostname), loopbackAsOne) && portMatches(entry, url.port || defaultPort(url.protocol));
}

/**
 * Whether `address`, an IP address as `dns.lookup` gives it (`127.0.0.1`,
 * `::1`, `::ffff:127.0.0.1`, `fe80::1%eth0`), is the local machine: for the
 * request proxy, which sees the address a name resolved to. Anything that
 * is no address is not loopback.
 */
export function isLoopbackAddress(address: string): boolean {
  // The URL parser reads every spelling of an address into one; a zone index is no part of it.
  const bare = address.replace(/%.*$/, '');
  let url: URL;
  try {
    url = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`);
  } catch {
    return false;
  }
  return isLoopbackHost(canonicalHost(url.hostname));
}

/**
 * Whether a blocked entry that names the local machine covers `port` (as
 * digits, the scheme's default filled in): then a request whose host
 * resolved to a loopback address ({@link isLoopbackAddress}) on that port
 * is refused. The entry's scheme is not asked: a port is blocked either way.
 */
export function blocksLoopback(policy: OriginPolicy, port: string): boolean {
  return policy.blocked.some((entry) => isLoopbackEntry(entry) && portMatches(entry, port));
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
  const blocked = policy.blocked.find((entry) => matches(entry, parsed, true));
  if (blocked) return `${parsed.origin} is blocked (--blocked-origins ${JSON.stringify(blocked.text)})`;
  if (policy.allowed && !policy.allowed.some((entry) => matches(entry, parsed, false))) return `${parsed.origin} is not in --allowed-origins`;
  return undefined;
}

/** Whether requests need checking at all: only when a list was given. */
export function restrictsRequests(policy: OriginPolicy): boolean {
  return policy.allowed !== undefined || policy.blocked.length > 0;
}
