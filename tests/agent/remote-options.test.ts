/**
 * `--cdp-endpoint` and `--connect` attach to a browser this server did not
 * start: what the server cannot hold there stops it at start, in one line
 * naming the option, rather than running without it.
 */
import { describe, expect, it } from 'vitest';
import { AgentUsageError, parseAgentOptions } from '../../src/agent/options.js';

const refusal = (argv: string[]) => {
  try {
    parseAgentOptions(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(AgentUsageError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
};

describe('agent/remote browsers: the options', () => {
  it('takes a CDP endpoint (ws or http) or a Playwright server (ws), with headers', () => {
    expect(parseAgentOptions(['--cdp-endpoint', 'http://127.0.0.1:9222', '--cdp-header', 'Authorization: Bearer abc'])).toMatchObject({
      cdpEndpoint: 'http://127.0.0.1:9222',
      headers: { Authorization: 'Bearer abc' },
    });
    expect(parseAgentOptions(['--connect', 'ws://grid.example:3000/playwright'])).toMatchObject({ connect: 'ws://grid.example:3000/playwright' });
  });

  it('refuses, naming it, what a browser elsewhere cannot be held to', () => {
    expect(refusal(['--cdp-endpoint', 'ws://h:1/x', '--allowed-origins', 'shop.example'])).toBe(
      '--allowed-origins cannot be held with --cdp-endpoint: the origin lists are kept by a proxy this server gives the Chromium it launches',
    );
    expect(refusal(['--connect', 'ws://h:1/x', '--blocked-origins', 'evil.example'])).toMatch(/^--blocked-origins cannot be held with --connect: /);
    expect(refusal(['--connect', 'ws://h:1/x', '--user-data-dir', '/tmp/p'])).toMatch(/^--user-data-dir cannot be held with --connect: /);
    expect(refusal(['--connect', 'ws://h:1/x', '--upload-dir', '/tmp'])).toMatch(/^--upload-dir cannot be held with --connect: /);
    expect(refusal(['--cdp-endpoint', 'ws://h:1/x', '--output-dir', '/tmp/o'])).toMatch(/^--output-dir cannot be held with --cdp-endpoint: /);
    expect(refusal(['--cdp-endpoint', 'ws://h:1/x', '--headed'])).toMatch(/^--headed cannot be held with --cdp-endpoint: /);
  });

  it('refuses both at once, a header without either, a bad address or header, in one line', () => {
    expect(refusal(['--cdp-endpoint', 'ws://h:1/x', '--connect', 'ws://h:2/y'])).toBe('--cdp-endpoint and --connect: give one');
    expect(refusal(['--cdp-header', 'A: b'])).toBe('--cdp-header goes with --cdp-endpoint or --connect');
    expect(refusal(['--connect', 'http://h:1/'])).toBe('--connect "http://h:1/": http: is not a scheme it takes');
    expect(refusal(['--cdp-endpoint', 'not a url'])).toBe('--cdp-endpoint "not a url": not a URL');
    expect(refusal(['--connect', 'ws://h:1/', '--cdp-header', 'no colon'])).toBe('--cdp-header "no colon": not "NAME: VALUE"');
  });
});
