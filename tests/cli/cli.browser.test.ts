/**
 * The command's Chromium engine (`--engine chromium`): the same lines as
 * jsdom on the bundled page, bar what needs layout, in process and from the
 * built command, from a file and over HTTP.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectOneLineError, lines, run, SMALL } from './helpers.js';
import { runCommand } from '../support/command.js';

const withoutLayoutFlags = (line: string) => line.replace(/ (?:focus|offscreen)(?= |$)/g, '');

describe('--engine chromium', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/small.html') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(SMALL);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  test('the built command prints the example page as jsdom does', async () => {
    const chromium = await runCommand(['--engine', 'chromium']);
    expect(chromium.stderr).toBe('');
    expect(chromium.code).toBe(0);
    const jsdom = await run();
    const a = lines(chromium.stdout).map(withoutLayoutFlags);
    const b = lines(jsdom.stdout).map(withoutLayoutFlags);
    expect(a[0]).toBe('snapshot v2');
    expect(a.slice(2)).toEqual(b.slice(2));
    expect(a[1].replace(/ url="[^"]*"/, '')).toBe(b[1].replace(/ url="[^"]*"/, ''));
  });

  test('an http URL, from the built command', async () => {
    const url = `${base}/small.html`;
    const result = await runCommand(['--engine', 'chromium', url]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(lines(result.stdout)[1]).toBe(`page "Small \\"page\\"" url=${JSON.stringify(url)} settled`);
    expect(lines(result.stdout)).toContain('e4 textbox "Email" ="a@b.c"');
  });

  test('--detail full names the engine', async () => {
    const result = await run('--engine', 'chromium', '--detail', 'full', '--scope', 'form');
    expect(result.code).toBe(0);
    expect(lines(result.stdout)[1]).toMatch(/ settled engine:chromium$/);
  });

  test('errors from the page engine stay one line', async () => {
    const result = await run('--engine', 'chromium', '--scope', '#[');
    expectOneLineError(result, 1);
    expect(result.stderr).toContain('#[');
  });
});
