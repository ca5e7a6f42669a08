/**
 * Urls as snapshots keep them: a golden holds the path, never the origin,
 * so that the same page served from another host or port matches.
 */

/** The url as a golden keeps it: path, query and hash, without the origin. */
export function stripOrigin(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  if (!match || /^file:/i.test(url)) return url;
  return url.slice(match[0].length) || '/';
}
