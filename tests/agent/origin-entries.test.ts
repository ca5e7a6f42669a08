/**
 * Where the agent's page may go (src/agent/origins.ts), as pure rules: the
 * entries `--allowed-origins` and `--blocked-origins` take, and the URLs each
 * lets through or refuses with a reason. The server's use of them (navigate,
 * and the page's own requests) is driven through a real client elsewhere in
 * this folder.
 */
import { describe, expect, test } from 'vitest';
import { parseOriginList, whyUrlRefused, restrictsRequests, type OriginPolicy } from '../../src/agent/origins.js';

const policy = (allowed: string | undefined, blocked?: string, allowFile = false): OriginPolicy => ({
  allowed: allowed === undefined ? undefined : parseOriginList('--allowed-origins', allowed),
  blocked: blocked === undefined ? [] : parseOriginList('--blocked-origins', blocked),
  allowFile,
});

describe('origin entries', () => {
  test('an origin, a host, a host with a port and a wildcard are entries; a path, a query or another scheme is not', () => {
    expect(
      parseOriginList('--allowed-origins', 'https://shop.example:8443, shop.example,localhost:3000, *.example.com').map((e) => [e.protocol, e.host, e.port]),
    ).toEqual([
      ['https:', 'shop.example', '8443'],
      [undefined, 'shop.example', undefined],
      [undefined, 'localhost', '3000'],
      [undefined, '.example.com', undefined],
    ]);
    for (const bad of ['https://shop.example/orders', 'shop.example?x=1', 'ftp://shop.example', 'https://*.example.com', 'user:pw@shop.example']) {
      expect(() => parseOriginList('--allowed-origins', bad), bad).toThrow(`--allowed-origins: ${JSON.stringify(bad)} is not an origin`);
    }
    expect(() => parseOriginList('--blocked-origins', ' , ')).toThrow('--blocked-origins needs at least one origin');
  });
});

describe('whyUrlRefused', () => {
  test('without lists: any http(s) URL, about:blank; file: only with --allow-file; no other scheme', () => {
    const open = policy(undefined);
    expect(restrictsRequests(open)).toBe(false);
    expect(whyUrlRefused(open, 'https://anywhere.example/x')).toBeUndefined();
    expect(whyUrlRefused(open, 'about:blank')).toBeUndefined();
    expect(whyUrlRefused(open, 'file:///etc/passwd')).toBe('file: URLs need --allow-file');
    expect(whyUrlRefused(policy(undefined, undefined, true), 'file:///tmp/page.html')).toBeUndefined();
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'chrome://settings', 'view-source:https://a.example']) {
      expect(whyUrlRefused(open, url), url).toMatch(/URLs are not opened/);
    }
    expect(whyUrlRefused(open, 'not a url')).toBe('"not a url" is not an absolute URL');
  });

  test('an allowed list lets through only its origins: scheme, host and port as each entry says', () => {
    const shop = policy('https://shop.example, localhost:3000, *.cdn.example');
    expect(restrictsRequests(shop)).toBe(true);
    expect(whyUrlRefused(shop, 'https://shop.example/orders')).toBeUndefined();
    expect(whyUrlRefused(shop, 'https://shop.example:443/orders')).toBeUndefined();
    expect(whyUrlRefused(shop, 'http://shop.example/orders')).toBe('http://shop.example is not in --allowed-origins');
    expect(whyUrlRefused(shop, 'https://shop.example:8443/')).toBe('https://shop.example:8443 is not in --allowed-origins');
    expect(whyUrlRefused(shop, 'http://localhost:3000/')).toBeUndefined();
    expect(whyUrlRefused(shop, 'http://localhost:3001/')).toBe('http://localhost:3001 is not in --allowed-origins');
    expect(whyUrlRefused(shop, 'https://img.cdn.example/a.png')).toBeUndefined();
    expect(whyUrlRefused(shop, 'https://cdn.example/a.png')).toBe('https://cdn.example is not in --allowed-origins');
    // A host that only ends like an allowed one is another host.
    expect(whyUrlRefused(shop, 'https://evilshop.example/')).toBe('https://evilshop.example is not in --allowed-origins');
  });

  test('a blocked origin is refused even when the allowed list holds it', () => {
    const both = policy('*.example.com', 'ads.example.com');
    expect(whyUrlRefused(both, 'https://www.example.com/')).toBeUndefined();
    expect(whyUrlRefused(both, 'https://ads.example.com/x.js')).toBe('https://ads.example.com is blocked (--blocked-origins "ads.example.com")');
    expect(whyUrlRefused(policy(undefined, 'tracker.example'), 'http://tracker.example/p')).toMatch(/is blocked/);
  });
});
