/**
 * Where the agent's page may go (src/agent/origins.ts), as pure rules: the
 * entries `--allowed-origins` and `--blocked-origins` take, and the URLs each
 * lets through or refuses with a reason. The server's use of them (navigate,
 * and the page's own requests) is driven through a real client elsewhere in
 * this folder.
 */
import { describe, expect, test } from 'vitest';
import { blocksLoopback, isLoopbackAddress, parseOriginList, whyUrlRefused, restrictsRequests, type OriginPolicy } from '../../src/agent/origins.js';

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

/** The URLs of `urls` that `policy` lets through (an empty list: every one refused). */
const passed = (p: OriginPolicy, urls: string[]) => urls.filter((url) => whyUrlRefused(p, url) === undefined);

// Every spelling of the local machine on port 3000: a name, an alias by
// name, IPv4 in 127.0.0.0/8 (some written as URL reads numbers), IPv6, the
// IPv4-mapped forms, and the any-address that reaches this machine on Linux.
const LOOPBACK_3000 = [
  'http://localhost:3000/',
  'http://localhost.:3000/',
  'http://LOCALHOST.:3000/',
  'http://localhost..:3000/',
  'http://a.localhost:3000/',
  'http://a.localhost.:3000/',
  'http://127.0.0.1:3000/',
  'http://127.0.0.2:3000/',
  'http://127.1:3000/',
  'http://2130706433:3000/',
  'http://0x7f.0.0.1:3000/',
  'http://[::1]:3000/',
  'http://[0:0:0:0:0:0:0:1]:3000/',
  'http://[::ffff:127.0.0.1]:3000/',
  'http://[::ffff:7f00:1]:3000/',
  'http://[::ffff:7f00:2]:3000/',
  'http://0.0.0.0:3000/',
  'http://0:3000/',
  'http://[::]:3000/',
  'http://[::ffff:0.0.0.0]:3000/',
];
// Names that only look local: DNS decides where they go, not their spelling.
const NOT_LOOPBACK_BY_NAME = ['http://localhost.example.com:3000/', 'http://127.0.0.1.nip.io:3000/', 'http://localhostx:3000/', 'http://xlocalhost:3000/'];

describe('hosts as one host: case, trailing dots, IPv4-mapped IPv6', () => {
  test('an entry is read as its canonical host: lower case, no trailing dot, a mapped IPv4 as the IPv4, IPv6 without brackets', () => {
    const hosts = parseOriginList('--blocked-origins', 'LOCALHOST., Shop.Example..:8080, *.Example.COM., [::ffff:127.0.0.1], [::FFFF:7f00:1], [::1]:3000').map(
      (e) => [e.host, e.port],
    );
    expect(hosts).toEqual([
      ['localhost', undefined],
      ['shop.example', '8080'],
      ['.example.com', undefined],
      ['127.0.0.1', undefined],
      ['127.0.0.1', undefined],
      ['::1', '3000'],
    ]);
    // A host of dots alone is no host.
    for (const bad of ['.', '..:3000', '*..']) expect(() => parseOriginList('--blocked-origins', bad), bad).toThrow('is not an origin');
  });

  test('a blocked host is blocked in any case and with trailing dots; a blocked wildcard covers a.x and a.x. alike', () => {
    const blocked = policy(undefined, 'tracker.example, *.ads.example');
    expect(
      passed(blocked, ['http://tracker.example./', 'http://TRACKER.example../', 'http://x.ads.example./', 'http://X.ADS.example./', 'http://x.ads.example/']),
    ).toEqual([]);
    expect(passed(blocked, ['http://ads.example./', 'http://other.example./'])).toEqual(['http://ads.example./', 'http://other.example./']);
    expect(whyUrlRefused(policy(undefined, 'Tracker.Example.'), 'https://tracker.example/')).toBe(
      'https://tracker.example is blocked (--blocked-origins "Tracker.Example.")',
    );
  });

  test('an allowed host lets through its own spellings only: case, trailing dots, the mapped form of an allowed IPv4', () => {
    const shop = policy('shop.example:8080, *.cdn.example, 127.0.0.1:3000');
    const lets = [
      'http://SHOP.example.:8080/',
      'http://shop.example..:8080/',
      'https://img.cdn.example./',
      'http://[::ffff:127.0.0.1]:3000/',
      'http://[::ffff:7f00:1]:3000/',
    ];
    expect(passed(shop, lets)).toEqual(lets);
    expect(passed(shop, ['http://cdn.example./', 'http://shop.example.:8081/'])).toEqual([]);
    expect(passed(policy('[::ffff:127.0.0.1]:3000'), ['http://127.0.0.1:3000/'])).toEqual(['http://127.0.0.1:3000/']);
  });
});

describe('loopback: one address for blocking, strict for allowing', () => {
  test.each([
    'localhost:3000',
    'LOCALHOST.:3000',
    '127.0.0.1:3000',
    '127.0.0.2:3000',
    '[::1]:3000',
    '[::ffff:127.0.0.1]:3000',
    '0.0.0.0:3000',
    '[::]:3000',
    'a.localhost:3000',
  ])('a blocked %s blocks every loopback host on its port, and no other port or name', (entry) => {
    const blocked = policy(undefined, entry);
    expect(passed(blocked, LOOPBACK_3000)).toEqual([]);
    for (const url of LOOPBACK_3000) expect(whyUrlRefused(blocked, url)).toBe(`${new URL(url).origin} is blocked (--blocked-origins ${JSON.stringify(entry)})`);
    const otherPort = LOOPBACK_3000.map((url) => url.replace(':3000/', ':3001/'));
    expect(passed(blocked, otherPort)).toEqual(otherPort);
    expect(passed(blocked, NOT_LOOPBACK_BY_NAME)).toEqual(NOT_LOOPBACK_BY_NAME);
  });

  test('a blocked loopback entry without a port blocks every port; with a scheme, that scheme only', () => {
    const anyPort = policy(undefined, 'localhost');
    expect(passed(anyPort, ['http://127.0.0.1/', 'https://[::1]:8443/', 'http://a.localhost.:1/'])).toEqual([]);
    const https = policy(undefined, 'https://localhost');
    expect(passed(https, ['https://127.0.0.1/', 'https://[::ffff:7f00:1]:443/'])).toEqual([]);
    expect(passed(https, ['http://127.0.0.1/', 'http://localhost:443/', 'https://127.0.0.1:8443/'])).toEqual([
      'http://127.0.0.1/',
      'http://localhost:443/',
      'https://127.0.0.1:8443/',
    ]);
  });

  test('a blocked *.localhost covers every loopback host, since each name under it is this machine', () => {
    const blocked = policy(undefined, '*.localhost');
    expect(passed(blocked, LOOPBACK_3000)).toEqual([]);
    expect(passed(blocked, NOT_LOOPBACK_BY_NAME)).toEqual(NOT_LOOPBACK_BY_NAME);
  });

  test('a blocked host that only looks local blocks itself, not loopback', () => {
    for (const entry of ['localhost.example.com:3000', '127.0.0.1.nip.io:3000']) {
      const blocked = policy(undefined, entry);
      expect(passed(blocked, LOOPBACK_3000), entry).toEqual(LOOPBACK_3000);
      expect(passed(blocked, NOT_LOOPBACK_BY_NAME), entry).toEqual(NOT_LOOPBACK_BY_NAME.filter((url) => !url.includes(entry)));
    }
  });

  test('an allowed loopback entry matches its own canonical host only: an alias is refused', () => {
    expect(passed(policy('localhost:3000'), LOOPBACK_3000)).toEqual([
      'http://localhost:3000/',
      'http://localhost.:3000/',
      'http://LOCALHOST.:3000/',
      'http://localhost..:3000/',
    ]);
    expect(passed(policy('127.0.0.1:3000'), LOOPBACK_3000)).toEqual([
      'http://127.0.0.1:3000/',
      'http://127.1:3000/',
      'http://2130706433:3000/',
      'http://0x7f.0.0.1:3000/',
      'http://[::ffff:127.0.0.1]:3000/',
      'http://[::ffff:7f00:1]:3000/',
    ]);
    expect(passed(policy('[::1]:3000'), LOOPBACK_3000)).toEqual(['http://[::1]:3000/', 'http://[0:0:0:0:0:0:0:1]:3000/']);
    expect(passed(policy('0.0.0.0:3000'), LOOPBACK_3000)).toEqual(['http://0.0.0.0:3000/', 'http://0:3000/', 'http://[::ffff:0.0.0.0]:3000/']);
    expect(passed(policy('*.localhost'), LOOPBACK_3000)).toEqual(['http://a.localhost:3000/', 'http://a.localhost.:3000/']);
    expect(whyUrlRefused(policy('localhost:3000'), 'http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000 is not in --allowed-origins');
  });
});

describe('isLoopbackAddress and blocksLoopback: a resolved address, as the request proxy judges it', () => {
  test('an address is loopback in 127.0.0.0/8, ::1, 0.0.0.0, ::, and their IPv4-mapped forms', () => {
    const loopback = [
      '127.0.0.1',
      '127.255.255.254',
      '127.0.0.2',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:7f00:1',
      '0.0.0.0',
      '::',
      '::ffff:0.0.0.0',
    ];
    expect(loopback.filter((address) => !isLoopbackAddress(address))).toEqual([]);
    const other = ['10.0.0.1', '128.0.0.1', '126.255.255.255', '1.2.3.4', '::2', '::ffff:10.0.0.1', '2001:db8::1', 'fe80::1%eth0', '0.0.0.1', ''];
    expect(other.filter((address) => isLoopbackAddress(address))).toEqual([]);
  });

  test('blocksLoopback: whether a blocked loopback entry covers the port, whatever its scheme', () => {
    expect(blocksLoopback(policy(undefined, 'localhost:3000'), '3000')).toBe(true);
    expect(blocksLoopback(policy(undefined, 'localhost:3000'), '3001')).toBe(false);
    expect(blocksLoopback(policy(undefined, 'shop.example, [::ffff:7f00:1]'), '9')).toBe(true);
    expect(blocksLoopback(policy(undefined, 'https://127.0.0.2'), '443')).toBe(true);
    expect(blocksLoopback(policy(undefined, 'https://127.0.0.2'), '80')).toBe(false);
    expect(blocksLoopback(policy(undefined, '*.localhost:8080'), '8080')).toBe(true);
    expect(blocksLoopback(policy(undefined, 'shop.example, localhost.example.com, 127.0.0.1.nip.io'), '80')).toBe(false);
    expect(blocksLoopback(policy('localhost:3000'), '3000')).toBe(false);
  });
});
