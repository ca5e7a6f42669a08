/**
 * The `a11y-snapshot` command: `main(argv)` in-process with stdout and stderr
 * captured. Where a real process is the point (standard input) the built
 * command runs in cli.process.test.ts; its Chromium engine in cli.browser.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expectOneLineError, lines, run, SMALL } from './helpers.js';
import { GRAMMAR, legend, parse } from '../../src/notation/index.js';
import { ROOT } from '../fixtures.js';

const EXAMPLE = resolve(ROOT, 'examples/orders.html');
const EXAMPLE_URL = pathToFileURL(EXAMPLE).href;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-cli-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function writePage(name: string, html: string): string {
  const path = join(dir, name);
  writeFileSync(path, html);
  return path;
}

describe('cli/main', () => {
  describe('reading the text', () => {
    const LEDGER =
      '<!doctype html><title>Ledger</title><main><h1>Ledger</h1><p>Totals include <a href="/tax">tax</a>.</p>' +
      '<table><caption>Orders</caption><tr><th>Order</th><th>Total</th></tr><tr><td>#1001</td><td>$120.00</td></tr></table></main>';

    test('--detail read prints the text among the lines', async () => {
      const result = await run(writePage('ledger.html', LEDGER), '--detail', 'read');
      expect([result.code, result.stderr]).toEqual([0, '']);
      expect(lines(result.stdout).slice(2)).toEqual([
        'e1 heading "Ledger" level=1',
        'text "Totals include"',
        'e2 link "tax"',
        'text "."',
        'caption "Orders"',
        'columns "Order | Total"',
        'row "#1001 | $120.00"',
      ]);
    });

    test('--find prints the lines holding the words, the sentence whole, with container and heading', async () => {
      const result = await run(writePage('ledger.html', LEDGER), '--find', 'include tax');
      expect([result.code, result.stderr]).toEqual([0, '']);
      expect(result.stdout).toBe('find "include tax": 1 line\ntext "Totals include tax." in:main"" under:"Ledger"\n');
      const none = await run(writePage('ledger.html', LEDGER), '--find', '$121');
      expect(none.stdout).toBe('find "$121": nothing\n');
    });

    test('--find takes no --detail: one line, exit 2', async () => {
      const result = await run(writePage('ledger.html', LEDGER), '--find', 'tax', '--detail', 'full');
      expect(expectOneLineError(result, 2)).toContain('--find prints the lines found: it takes no --json, --save, --detail or --around');
    });
  });

  describe('output', () => {
    test('no argument prints the bundled example page', async () => {
      const result = await run();
      expect(result.code).toBe(0);
      expect(result.stderr).toBe('');
      const out = lines(result.stdout);
      expect(out[0]).toBe('snapshot v2');
      expect(out[1]).toBe(`page "Orders · Acme Shop" url=${JSON.stringify(EXAMPLE_URL)} settled`);
      expect(out).toContain('e5 button "Search"');
      expect(out).toContain('e22 button[1] "Delete" x2 row:"Ada Lovelace" icon:trash');
      expect(out).toHaveLength(44);
      expect(parse(result.stdout).errors).toEqual([]);
    });

    test('a file argument prints that page', async () => {
      const path = writePage('small.html', SMALL);
      const result = await run(path);
      expect(result.code).toBe(0);
      expect(result.stderr).toBe('');
      expect(lines(result.stdout)).toEqual([
        'snapshot v2',
        `page "Small \\"page\\"" url=${JSON.stringify(pathToFileURL(path).href)} settled`,
        'e1 heading "Hello" level=1',
        'e2 button[1] "Go" x2 in:main""',
        'e3 button[2] "Go" x2 in:main""',
        'e4 textbox "Email" ="a@b.c"',
        'e5 button "Send"',
      ]);
    });

    test('a relative file argument is read from the working directory', async () => {
      const result = await run('examples/orders.html');
      expect(result.code).toBe(0);
      expect(lines(result.stdout)[1]).toBe(`page "Orders · Acme Shop" url=${JSON.stringify(EXAMPLE_URL)} settled`);
    });

    test('--test-id-attribute chooses the test id attributes', async () => {
      const path = writePage('testid.html', SMALL);
      const result = await run(path, '--test-id-attribute', 'data-test');
      expect(result.code).toBe(0);
      expect(lines(result.stdout)).toContain('e2 button "Go" $"go"');
      expect(lines(result.stdout)).toContain('e3 button "Go"');
    });

    test('--detail full adds placeholders, in: on every line and the engine', async () => {
      const result = await run('--detail', 'full');
      expect(result.code).toBe(0);
      const out = lines(result.stdout);
      expect(out[1]).toBe(`page "Orders · Acme Shop" url=${JSON.stringify(EXAMPLE_URL)} settled engine:jsdom`);
      expect(out).toContain('e4 searchbox "Search orders" #"q" ?"Order number or customer" in:search""');
      expect(out).toContain('e1 link "Home" in:nav"Main"');
      expect(out).toHaveLength(44);
    });

    test('--detail regions prints one line per container', async () => {
      const result = await run('--detail', 'regions');
      expect(result.code).toBe(0);
      const out = lines(result.stdout);
      expect(out.slice(0, 2)).toEqual(['snapshot v2', `page "Orders · Acme Shop" url=${JSON.stringify(EXAMPLE_URL)} settled`]);
      expect(out).toContain('nav "Main": 3 links');
      expect(out).toContain('dialog "New order": 3 buttons, 2 textboxes, 1 heading');
      expect(out.some((line) => /^e\d+ /.test(line))).toBe(false);
    });

    test('--detail v1 prints the old indented lines', async () => {
      const result = await run('--detail', 'v1');
      expect(result.code).toBe(0);
      const out = lines(result.stdout);
      expect(out).toContain('    @e9 [radio] "All" [checked]');
      expect(out).toContain('  [nav] "Main"');
      expect(out.some((line) => line.startsWith('snapshot v2'))).toBe(false);
    });

    test('--around e5 prints only the lines of its container, in full', async () => {
      const result = await run('--around', 'e5');
      expect(result.code).toBe(0);
      expect(lines(result.stdout)).toEqual([
        'snapshot v2',
        `page "Orders · Acme Shop" url=${JSON.stringify(EXAMPLE_URL)} settled engine:jsdom`,
        'e4 searchbox "Search orders" #"q" ?"Order number or customer" in:search""',
        'e5 button "Search" in:search""',
      ]);
    });

    test('--scope keeps the lines inside, with whole-page counts', async () => {
      const result = await run('--scope', 'table');
      expect(result.code).toBe(0);
      const out = lines(result.stdout);
      expect(out).toHaveLength(2 + 16);
      expect(out.filter((l) => l.includes('"More" x3'))).toHaveLength(3);
      expect(out.some((l) => l.includes('"Search"'))).toBe(false);
    });

    test('--json prints the model', async () => {
      const result = await run('--json');
      expect(result.code).toBe(0);
      const model = JSON.parse(result.stdout);
      expect(model.header).toEqual({ title: 'Orders · Acme Shop', url: EXAMPLE_URL, settled: true, engine: 'jsdom' });
      expect(model.nodes).toHaveLength(42);
      expect(model.nodes[4]).toMatchObject({ ref: 'e5', role: 'button', name: 'Search', count: 1, index: 1 });
      expect(Array.isArray(model.containers)).toBe(true);
    });

    test('--json with --scope keeps only the scoped nodes', async () => {
      const result = await run('--json', '--scope', '[role=dialog]');
      expect(result.code).toBe(0);
      const model = JSON.parse(result.stdout);
      expect(model.nodes.map((n: { name: string }) => n.name)).toEqual(['New order', 'Customer', 'Notes', 'Options', 'Create order', 'Cancel']);
    });

    test('--help prints the usage and the legend', async () => {
      const result = await run('--help');
      expect(result.code).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout.startsWith('Usage: a11y-snapshot')).toBe(true);
      expect(result.stdout).toContain('--detail');
      expect(result.stdout).toContain('--around');
      expect(result.stdout).toContain(GRAMMAR);
      expect(result.stdout.endsWith(legend())).toBe(true);
    });

    test('-h is --help', async () => {
      expect((await run('-h')).stdout).toBe((await run('--help')).stdout);
    });
  });

  describe('a URL argument', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        if (request.url === '/small.html') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(SMALL);
        } else {
          response.writeHead(404).end();
        }
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((done) => server.close(done));
    });

    test('an http URL is loaded and captured', async () => {
      const url = `${base}/small.html`;
      const result = await run(url);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(lines(result.stdout).slice(1, 4)).toEqual([
        `page "Small \\"page\\"" url=${JSON.stringify(url)} settled`,
        'e1 heading "Hello" level=1',
        'e2 button[1] "Go" x2 in:main""',
      ]);
    });

    test('a data: URL is loaded and captured', async () => {
      const result = await run('data:text/html,<title>D</title><button>Hi</button>');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(lines(result.stdout).slice(2)).toEqual(['e1 button "Hi"']);
    });

    test('a URL that cannot be fetched: exit 1, one line naming it', async () => {
      const closed = createServer();
      await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
      const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/gone.html`;
      await new Promise((done) => closed.close(done));
      const message = expectOneLineError(await run(url), 1);
      expect(message).toContain(url);
    });
  });

  describe('errors: exit code and one line on stderr', () => {
    test('--around a ref no line has: exit 1, naming it', async () => {
      const message = expectOneLineError(await run('--around', 'e999'), 1);
      expect(message).toContain('e999');
    });

    test('--around a malformed ref (5, button): exit 2, naming it and saying refs look like e12', async () => {
      expect(expectOneLineError(await run('--around', '5'), 2)).toBe('a11y-snapshot: --around takes a ref such as e12, got "5" (see --help)\n');
      expect(expectOneLineError(await run('--around', 'button'), 2)).toBe('a11y-snapshot: --around takes a ref such as e12, got "button" (see --help)\n');
    });

    test('--json with --detail: exit 2, the pair refused', async () => {
      const message = expectOneLineError(await run('--json', '--detail', 'regions'), 2);
      expect(message).toContain('--json');
      expect(message).toContain('--detail');
    });

    test('--json with --around: exit 2, the pair refused', async () => {
      expect(expectOneLineError(await run('--json', '--around', 'e5'), 2)).toContain('--around');
    });

    test('a binary file: exit 1, it is not HTML', async () => {
      const path = join(dir, 'image.png');
      writeFileSync(path, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe, 0, 1]));
      const message = expectOneLineError(await run(path), 1);
      expect(message).toBe(`a11y-snapshot: ${JSON.stringify(path)} is not HTML: it holds binary data\n`);
    });

    test('--scope with an invalid selector: exit 1, naming it', async () => {
      const message = expectOneLineError(await run('--scope', '#['), 1);
      expect(message).toBe('a11y-snapshot: Invalid snapshot selector: "#["\n');
    });

    test('--scope with a selector that matches nothing: exit 1, naming it', async () => {
      const message = expectOneLineError(await run('--scope', '.nothing'), 1);
      expect(message).toBe('a11y-snapshot: Snapshot selector did not match: ".nothing"\n');
    });

    test('--scope with a selector holding a newline stays one line', async () => {
      const message = expectOneLineError(await run('--scope', '.a\n.b'), 1);
      expect(message).toContain('.a');
    });

    test('an unknown option: exit 2, our own line', async () => {
      expect(expectOneLineError(await run('--bogus'), 2)).toBe('a11y-snapshot: unknown option "--bogus" (see --help)\n');
      expect(expectOneLineError(await run('-x'), 2)).toBe('a11y-snapshot: unknown option "-x" (see --help)\n');
    });

    test('a flag given a value: exit 2, our own line', async () => {
      expect(expectOneLineError(await run('--json=yes'), 2)).toBe('a11y-snapshot: --json takes no value (see --help)\n');
    });

    test('--detail bogus: exit 2, naming the levels', async () => {
      const message = expectOneLineError(await run('--detail', 'bogus'), 2);
      expect(message).toContain('bogus');
      expect(message).toContain('compact');
    });

    test('--engine firefox: exit 2', async () => {
      expect(expectOneLineError(await run('--engine', 'firefox'), 2)).toContain('firefox');
    });

    test('an option without its value: exit 2, naming it', async () => {
      expect(expectOneLineError(await run('--detail'), 2)).toBe('a11y-snapshot: --detail needs a value (see --help)\n');
    });

    test('two pages: exit 2', async () => {
      expectOneLineError(await run(EXAMPLE, EXAMPLE), 2);
    });

    test('a missing file: exit 1, cannot read and the path', async () => {
      const path = join(dir, 'missing.html');
      const message = expectOneLineError(await run(path), 1);
      expect(message).toContain('cannot read');
      expect(message).toContain(path);
    });

    test('a directory: exit 1, cannot read and the path', async () => {
      const message = expectOneLineError(await run(dir), 1);
      expect(message).toContain('cannot read');
      expect(message).toContain(dir);
    });

    test('a file name with a newline: the message stays one line', async () => {
      const message = expectOneLineError(await run(join(dir, 'bad\nname.html')), 1);
      expect(message).toContain('cannot read');
    });
  });

  // What the Chromium engine prints: cli.browser.test.ts.
  describe('--engine chromium', () => {
    test('--run-scripts with chromium: exit 2', async () => {
      expectOneLineError(await run('--engine', 'chromium', '--run-scripts'), 2);
    });
  });
});

describe('cli/main --run-scripts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-cli-scripts-'));
  const page = join(dir, 'scripted.html');
  writeFileSync(
    page,
    '<title>Scripted</title><button>Static</button>' +
      "<script>document.body.append(Object.assign(document.createElement('button'), { textContent: 'Added by script' }))</script>",
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("without it the page's scripts do not run", async () => {
    const { code, stdout } = await run(page);
    expect(code).toBe(0);
    expect(stdout).toContain('button "Static"');
    expect(stdout).not.toContain('Added by script');
  });

  test('with it they run before the capture', async () => {
    const { code, stdout } = await run(page, '--run-scripts');
    expect(code).toBe(0);
    expect(stdout).toContain('button "Added by script"');
  });
});
