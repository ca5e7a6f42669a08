/**
 * `a11y-snapshot diff A B` (two pages, two snapshot files, or a page against
 * a saved golden) and `--save FILE`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectOneLineError, run } from './helpers.js';

const BEFORE = `<!doctype html><title>Cart</title>
<nav aria-label="Main"><a href="/">Home</a><a href="/help">Help</a></nav>
<main><h1>Cart</h1><label>Coupon <input value="SPRING"></label>
<button>Remove</button><button>Create order</button><button>Cancel</button></main>`;
const AFTER = BEFORE.replace('<a href="/help">Help</a>', '')
  .replace('Create order', 'Place order')
  .replace('<button>Cancel</button>', '<button>Cancel</button><button>Export</button>');

const DIFF = [
  '  link "Home"',
  '- link "Help"',
  '  heading "Cart" level=1',
  '  textbox "Coupon" ="SPRING"',
  '  button "Remove"',
  '~name button "Place order" (was "Create order")',
  '  button "Cancel"',
  '+ button "Export"',
  '',
].join('\n');

let dir: string;
const path = (name: string) => join(dir, name);
function write(name: string, text: string): string {
  writeFileSync(path(name), text);
  return path(name);
}

let server: Server;
let origin: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-diff-'));
  write('before.html', BEFORE);
  write('after.html', AFTER);
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/after' ? AFTER : BEFORE);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

describe('diff', { timeout: 60_000 }, () => {
  test('two pages that differ: the element diff, exit 1', async () => {
    const result = await run('diff', path('before.html'), path('after.html'));
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(DIFF);
    expect(result.code).toBe(1);
  });

  test('the same page twice: nothing printed, exit 0', async () => {
    const result = await run('diff', path('before.html'), path('before.html'));
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('two snapshots the command printed (with refs): the same diff', async () => {
    write('before.txt', (await run(path('before.html'))).stdout);
    write('after.txt', (await run(path('after.html'))).stdout);
    const result = await run('diff', path('before.txt'), path('after.txt'));
    expect(result.stdout).toBe(DIFF);
    expect(result.code).toBe(1);
  });

  test('a saved golden against a page: the same diff; against itself, exit 0', async () => {
    expect((await run(path('before.html'), '--save', path('cart.snap'))).code).toBe(0);
    const changed = await run('diff', path('cart.snap'), path('after.html'));
    expect(changed.stdout).toBe(DIFF);
    expect(changed.code).toBe(1);
    expect(await run('diff', path('cart.snap'), path('before.html'))).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await run('diff', path('cart.snap'), path('cart.snap'))).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('two URLs: a changed title shows, the origin does not', async () => {
    const result = await run('diff', `${origin}/before`, `${origin}/after`);
    expect(result.stdout).toBe('~url "/after" (was "/before")\n' + DIFF);
    expect(result.code).toBe(1);
  });

  test('a page from a file has no url: a golden of the served page holds against it', async () => {
    expect((await run(`${origin}/before`, '--save', path('served-before.snap'))).code).toBe(0);
    expect(await run('diff', path('served-before.snap'), path('before.html'))).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await run('diff', path('before.html'), path('served-before.snap'))).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  test('--detail full compares every marker', async () => {
    const result = await run('diff', '--detail', 'full', path('before.html'), path('after.html'));
    expect(result.stdout).toContain('~name button "Place order" in:main"" (was "Create order")\n');
    expect(result.code).toBe(1);
  });

  test('--detail read: the text lines too; a read golden A compares B at read without being asked', async () => {
    const ledger = (total: string) => `<!doctype html><title>Ledger</title><main><h1>Ledger</h1><p>Total: ${total} EUR</p><button>Pay</button></main>`;
    const pages = [write('ledger-a.html', ledger('12.00')), write('ledger-b.html', ledger('13.00'))];
    const result = await run('diff', '--detail', 'read', ...pages);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('-text "Total: 12.00 EUR"\n+text "Total: 13.00 EUR"\n');
    expect((await run('diff', pages[0], pages[1])).code).toBe(0);
    const golden = path('ledger.snap');
    expect((await run(pages[0], '--save', golden, '--detail', 'read')).code).toBe(0);
    expect(readFileSync(golden, 'utf8')).toContain('\ntext "Total: 12.00 EUR"\n');
    expect((await run('diff', golden, pages[0])).code).toBe(0);
    const changed = await run('diff', golden, pages[1]);
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('+text "Total: 13.00 EUR"');
  });

  test('--help prints its usage', async () => {
    const result = await run('diff', '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: a11y-snapshot diff A B/);
  });

  test('one side only, or three: exit 2', async () => {
    expect(expectOneLineError(await run('diff', path('before.html')), 2)).toContain('two');
    expectOneLineError(await run('diff', path('before.html'), path('after.html'), path('after.html')), 2);
  });

  test('--detail regions: exit 2 (diff compares snapshots line by line)', async () => {
    expect(expectOneLineError(await run('diff', '--detail', 'regions', path('before.html'), path('after.html')), 2)).toContain('regions');
  });

  test('a broken golden: exit 1, one line naming the file and the line', async () => {
    const broken = write('broken.snap', '# a11y-snapshot detail:compact\nsnapshot v2\npage "Cart" url="" settled\nbutton "Pay\n');
    expect(expectOneLineError(await run('diff', broken, path('before.html')), 1)).toContain(`${broken}:4`);
  });

  test('printed text that does not parse: exit 1, one line naming the file', async () => {
    const bad = write('bad.txt', 'snapshot v2\npage "Cart" url="" settled\ne1 button "Pay\n');
    expect(expectOneLineError(await run('diff', bad, path('before.html')), 1)).toContain(`${bad}: `);
  });

  test('a missing side: exit 1, naming it', async () => {
    expect(expectOneLineError(await run('diff', path('nowhere.html'), path('before.html')), 1)).toContain('nowhere.html');
  });
});

describe('--save', { timeout: 60_000 }, () => {
  test('writes a golden: no refs, no origin, the detail on its first line', async () => {
    const file = path('served.snap');
    const result = await run(`${origin}/before`, '--save', file, '--detail', 'full');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`saved ${file}: 7 elements\n`);
    expect(readFileSync(file, 'utf8')).toBe(
      [
        '# a11y-snapshot detail:full',
        'snapshot v2',
        'page "Cart" url="/before" settled',
        'link "Home" in:nav"Main"',
        'link "Help" in:nav"Main"',
        'heading "Cart" level=1 in:main""',
        'textbox "Coupon" ="SPRING" in:main""',
        'button "Remove" in:main""',
        'button "Create order" in:main""',
        'button "Cancel" in:main""',
        '',
      ].join('\n'),
    );
  });

  test('a page from a file keeps no machine path: its url is left empty', async () => {
    const file = path('local.snap');
    expect((await run(path('before.html'), '--save', file)).code).toBe(0);
    expect(readFileSync(file, 'utf8').split('\n')[2]).toBe('page "Cart" url="" settled');
  });

  test('an existing golden is replaced', async () => {
    const file = path('replaced.snap');
    expect((await run(path('before.html'), '--save', file)).code).toBe(0);
    expect((await run(path('after.html'), '--save', file)).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('button "Place order"');
  });

  test('a file that is not a golden is never overwritten: exit 1', async () => {
    const page = path('keep.html');
    writeFileSync(page, BEFORE);
    const message = expectOneLineError(await run(path('after.html'), '--save', page), 1);
    expect(message).toContain('not a golden');
    expect(readFileSync(page, 'utf8')).toBe(BEFORE);
  });

  test('--save with --json or --around: exit 2', async () => {
    expectOneLineError(await run('--save', path('x.snap'), '--json'), 2);
    expectOneLineError(await run('--save', path('x.snap'), '--around', 'e5'), 2);
  });
});
