/**
 * The agent server's drag, upload and downloads from an MCP host's seat, as
 * tests/consumer/agent.runner.test.ts drives the rest: the packed tarball
 * installed beside only the MCP SDK, whose own client spawns the bin, over
 * pages served by node:http on 127.0.0.1 and built as sites build them (a
 * kanban board with HTML5 drag and drop, a list sorted with the pointer, an
 * upload form, an "Export CSV" link). Answers are read as an agent reads
 * them; files are checked on disk.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answer, connect, fault, hostSdk, refOf, type HostSdk, type Session } from './mcp-host.js';
import { bin, cached, installProject, run, sharedPack } from './npm.js';

const HOST_PROJECT: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'consumer-mcp-files-host', private: true, type: 'module' }),
};

/** A kanban board: cards (links to their pages) dragged between columns with HTML5 drag and drop, a status that says what moved. */
const KANBAN = `<!doctype html><title>Board</title>
<style>.column { display: inline-block; vertical-align: top; width: 220px; min-height: 200px; margin: 10px; border: 1px solid #999 } .card { margin: 8px; padding: 8px; background: #eee }</style>
<main><h1>Board</h1>
<section class="column" aria-label="To do"><h2>To do</h2><ul><li class="card" draggable="true" id="c1"><a href="#c1">Write tests</a></li><li class="card" draggable="true" id="c2"><a href="#c2">Ship it</a></li></ul></section>
<section class="column" aria-label="Done"><h2>Done</h2><ul><li class="card" draggable="true" id="c3"><a href="#c3">Plan</a></li></ul></section>
<p role="status"></p></main>
<script>
for (const card of document.querySelectorAll('.card')) card.addEventListener('dragstart', (event) => event.dataTransfer.setData('text/plain', card.id));
for (const column of document.querySelectorAll('.column')) {
  column.addEventListener('dragover', (event) => event.preventDefault());
  column.addEventListener('drop', (event) => {
    event.preventDefault();
    const card = document.getElementById(event.dataTransfer.getData('text/plain'));
    column.querySelector('ul').append(card);
    document.querySelector('[role=status]').textContent = 'Moved ' + card.textContent + ' to ' + column.getAttribute('aria-label');
  });
}
</script>`;

/** A list sorted by drag handles, as sortable libraries do it: the item follows the pointer and lands before the item it is dropped on. */
const SORTABLE = `<!doctype html><title>Groceries</title>
<style>li { padding: 10px; margin: 4px; background: #eef; list-style: none; width: 220px } .handle { touch-action: none }</style>
<main><h1>Groceries</h1><ul aria-label="Groceries">
<li><button class="handle" aria-label="Move Apples">⋮⋮</button> Apples</li>
<li><button class="handle" aria-label="Move Bananas">⋮⋮</button> Bananas</li>
<li><button class="handle" aria-label="Move Cherries">⋮⋮</button> Cherries</li></ul>
<p role="status"></p>
<label><input type="checkbox" id="cover"> Cover on drag</label></main>
<script>
let dragged, startY;
document.querySelector('ul').addEventListener('pointerdown', (event) => {
  if (!event.target.closest('.handle')) return;
  dragged = event.target.closest('li');
  startY = event.clientY;
  if (document.getElementById('cover').checked) {
    const veil = document.createElement('div');
    veil.style.cssText = 'position: fixed; inset: 0; z-index: 9';
    document.body.append(veil);
  }
});
document.addEventListener('pointermove', (event) => {
  if (dragged) dragged.style.transform = 'translateY(' + (event.clientY - startY) + 'px)';
});
document.addEventListener('pointerup', (event) => {
  if (!dragged) return;
  dragged.style.transform = '';
  dragged.style.pointerEvents = 'none';
  const over = document.elementFromPoint(event.clientX, event.clientY)?.closest('li');
  dragged.style.pointerEvents = '';
  if (over && over !== dragged) {
    over.before(dragged);
    document.querySelector('[role=status]').textContent = 'Moved ' + dragged.textContent.trim().replace(/^\\W+/, '');
  }
  dragged = undefined;
});
</script>`;

/** An upload form that shows the chosen file's name and size, and a styled button that opens the chooser of a hidden input. */
const UPLOAD = `<!doctype html><title>Upload</title><main><h1>Upload</h1>
<form><label>Attachment <input type="file" id="file" multiple></label>
<button type="button" id="photo-button">Add photo</button><input type="file" id="photo" hidden>
<button type="button">Send</button></form>
<p role="status"></p></main>
<script>
const say = (files) => (document.querySelector('[role=status]').textContent = [...files].map((f) => f.name + ' (' + f.size + ' bytes)').join(', '));
document.getElementById('file').addEventListener('change', (event) => say(event.target.files));
document.getElementById('photo').addEventListener('change', (event) => say(event.target.files));
document.getElementById('photo-button').addEventListener('click', () => document.getElementById('photo').click());
</script>`;

const CSV = 'order,customer,total\n1001,Ada Lovelace,120.00\n1002,Grace Hopper,40.00\n';

/** Exports as admin pages offer them: a CSV, a file whose suggested name tries to climb out of the folder, an archive too big to keep. */
const EXPORTS = `<!doctype html><title>Exports</title><main><h1>Exports</h1>
<a href="/export.csv">Export CSV</a> <a href="/sneaky">Export report</a> <a href="/archive.bin">Export archive</a></main>`;

const PAGES: Record<string, string> = { '/kanban': KANBAN, '/sortable': SORTABLE, '/upload': UPLOAD, '/exports': EXPORTS };

/** Bytes of the archive the server streams, past the cap the server under test is given. */
const ARCHIVE_BYTES = 20_000_000;
/** Bytes of the archive the server sent before the browser hung up. */
let archiveSent = 0;
const CAP = 1_000_000;

function serveApp(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    if (url === '/export.csv') {
      response.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="orders.csv"' }).end(CSV);
    } else if (url === '/sneaky') {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-disposition': 'attachment; filename="../../.profile"' }).end('climbed');
    } else if (url === '/archive.bin') {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="archive.bin"' });
      let sent = 0;
      const timer = setInterval(() => {
        if (response.destroyed || sent >= ARCHIVE_BYTES) return (clearInterval(timer), response.end());
        response.write(Buffer.alloc(100_000, 7));
        sent += 100_000;
        archiveSent = sent;
      }, 20);
    } else if (PAGES[url] !== undefined) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGES[url]);
    else response.writeHead(404).end();
  });
  return new Promise((listening) =>
    server.listen(0, '127.0.0.1', () => listening({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

/** The names of the drag handles on a snapshot, in order. */
function items(snapshot: string): string[] {
  return [...snapshot.matchAll(/^e\d+ button "Move ([^"]*)"/gm)].map((match) => match[1]);
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/** A server started with `args` through the bin npm linked, for the tests of one describe block. */
function useServer(args: () => string[]): { session: Session } {
  const server = {} as { session: Session };
  beforeAll(async () => {
    server.session = await connect(sdk, { command: 'npx', args: ['a11y-snapshot', 'mcp', ...args()], cwd: project });
  }, 300_000);
  afterAll(async () => {
    await server.session?.close();
  }, 60_000);
  return server;
}

let dir: string;
let project: string;
let sdk: HostSdk;
let app: { server: Server; origin: string };
/** The folders the server is given: what may be uploaded, where downloads go; and beside them, what must stay out of reach. */
let uploads: string;
let outputs: string;
let outside: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-consumer-mcp-files-'));
  project = await installProject(join(dir, 'mcp-host'), HOST_PROJECT, (await sharedPack()).tarball, [cached('@modelcontextprotocol/sdk')]);
  sdk = hostSdk(project);
  app = await serveApp();
  outside = join(dir, 'outside');
  uploads = join(outside, 'uploads');
  outputs = join(outside, 'downloads');
  mkdirSync(join(uploads, 'photos'), { recursive: true });
  writeFileSync(join(uploads, 'report.txt'), 'quarterly report\n');
  writeFileSync(join(uploads, 'photos', 'cat.png'), Buffer.alloc(2_048, 1));
  writeFileSync(join(outside, 'secret'), 'not for the page\n');
  symlinkSync(join(outside, 'secret'), join(uploads, 'link-to-secret'));
}, 600_000);

afterAll(async () => {
  await new Promise((closed) => (app ? app.server.close(closed) : closed(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe('drag', () => {
  const server = useServer(() => []);

  test('drags a card onto another column of a kanban board (HTML5 drag and drop): the receipt says what moved', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/kanban` });
    const board = await answer(server.session, 'snapshot', {});
    const card = refOf(board, 'link "Write tests"');
    const done = refOf(board, 'heading "Done"');
    const receipt = await answer(server.session, 'drag', { ref: card, to: done });
    expect(receipt).toMatch(new RegExp(`^done drag ${card} link "Write tests" to ${done} heading "Done"\\n`));
    expect(receipt).toContain('"Moved Write tests to Done"');
    expect(await answer(server.session, 'snapshot', { around: done })).toMatch(/link "Plan"[\s\S]*link "Write tests"/);
  });

  test('a ref that is unknown or gone is refused, and nothing is touched', { timeout: 60_000 }, async () => {
    const board = await answer(server.session, 'snapshot', {});
    const card = refOf(board, 'link "Ship it"');
    expect(await fault(server.session, 'drag', { ref: card, to: 'e999' })).toMatch(/^drag: unknown ref e999 /);
    expect(await fault(server.session, 'drag', { ref: 'e999', to: card })).toMatch(/^drag: unknown ref e999 /);
    expect(await answer(server.session, 'diff', {})).toBe('no change');
  });

  test('sorts a list moved by the pointer: the item lands where it was dropped', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/sortable` });
    const list = await answer(server.session, 'snapshot', {});
    expect(items(list)).toEqual(['Apples', 'Bananas', 'Cherries']);
    const receipt = await answer(server.session, 'drag', { ref: refOf(list, 'button "Move Cherries"'), to: refOf(list, 'button "Move Apples"') });
    expect(receipt).toMatch(/^done drag e\d+ button "Move Cherries" to e\d+ button "Move Apples"\n/);
    expect(receipt).toContain('"Moved Cherries"');
    expect(items(await answer(server.session, 'snapshot', {}))).toEqual(['Cherries', 'Apples', 'Bananas']);
  });

  test('a drop that something the page slid over the target takes is stopped and says so; the list stays', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/sortable` });
    const list = await answer(server.session, 'snapshot', {});
    await answer(server.session, 'tap', { ref: refOf(list, 'checkbox "Cover on drag"') });
    const stopped = await fault(server.session, 'drag', { ref: refOf(list, 'button "Move Cherries"'), to: refOf(list, 'button "Move Apples"') });
    expect(stopped).toMatch(/^drag: The drag reached another element \(<div>\) and was stopped: /);
    expect(items(await answer(server.session, 'snapshot', {}))).toEqual(['Apples', 'Bananas', 'Cherries']);
  });
});

describe('upload and downloads with --upload-dir and --output-dir', () => {
  const server = useServer(() => ['--upload-dir', uploads, '--output-dir', outputs, '--max-download-bytes', String(CAP)]);
  let form: string;

  test('upload sets a file from the folder on a file input: the page shows its name and size', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/upload` });
    form = await answer(server.session, 'snapshot', {});
    const input = refOf(form, 'button "Attachment"');
    const receipt = await answer(server.session, 'upload', { ref: input, files: ['report.txt', 'photos/cat.png'] });
    expect(receipt).toMatch(new RegExp(`^done upload ${input} button "Attachment" files:"report.txt","photos/cat.png"\\n`));
    expect(receipt).toContain('"report.txt (17 bytes), cat.png (2048 bytes)"');
  });

  test('paths that leave the folder, links out of it, folders and missing files are refused in one line, the page unchanged', { timeout: 60_000 }, async () => {
    const input = refOf(form, 'button "Attachment"');
    const refused = async (file: string) => fault(server.session, 'upload', { ref: input, files: [file] });
    expect(await refused('../secret')).toBe('upload: "../secret" is outside --upload-dir: give a path inside it');
    expect(await refused(join(outside, 'secret'))).toBe(`upload: ${JSON.stringify(join(outside, 'secret'))} is absolute: give a path relative to --upload-dir`);
    expect(await refused('link-to-secret')).toBe('upload: "link-to-secret" leads outside --upload-dir (through a link): give a path inside it');
    expect(await refused('photos')).toBe('upload: "photos" is not a regular file');
    expect(await refused('missing.txt')).toBe('upload: "missing.txt" does not exist in --upload-dir');
    expect(await answer(server.session, 'diff', {})).toBe('no change');
  });

  test("upload on the button that opens a hidden input's chooser sets the file through the chooser", { timeout: 60_000 }, async () => {
    const button = refOf(form, 'button "Add photo"');
    const receipt = await answer(server.session, 'upload', { ref: button, files: ['photos/cat.png'] });
    expect(receipt).toMatch(new RegExp(`^done upload ${button} button "Add photo" files:"photos/cat.png" \\(through the file chooser it opened\\)\\n`));
    expect(receipt).toContain('"cat.png (2048 bytes)"');
  });

  test('upload on a control that opens no chooser says so in one line', { timeout: 60_000 }, async () => {
    const send = refOf(form, 'button "Send"');
    expect(await fault(server.session, 'upload', { ref: send, files: ['report.txt'] })).toMatch(
      new RegExp(`^upload ${send}: its line is button "Send", not a file input, and a click on it opened no file chooser \\(the click was made; `),
    );
  });

  test('a download is saved in --output-dir, and the answer says where; a name taken gets a new one', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/exports` });
    const page = await answer(server.session, 'snapshot', {});
    const link = refOf(page, 'link "Export CSV"');
    const first = await answer(server.session, 'tap', { ref: link });
    expect(first).toContain(`note: downloaded "orders.csv" (${CSV.length} bytes) to ${JSON.stringify(join(outputs, 'orders.csv'))}`);
    expect(readFileSync(join(outputs, 'orders.csv'), 'utf8')).toBe(CSV);
    const second = await answer(server.session, 'tap', { ref: link });
    expect(second).toContain(`note: downloaded "orders.csv" (${CSV.length} bytes) to ${JSON.stringify(join(outputs, 'orders (1).csv'))}`);
  });

  test('a suggested name that climbs out of the folder or hides itself is kept inside it, plain', { timeout: 60_000 }, async () => {
    const page = await answer(server.session, 'snapshot', {});
    const said = await answer(server.session, 'tap', { ref: refOf(page, 'link "Export report"') });
    expect(said).toMatch(/note: downloaded ".*profile" \(7 bytes\) to ".*"/);
    const kept = filesUnder(outputs).filter((name) => name.includes('profile'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^[^./\\][^/\\]*$/);
    expect(readFileSync(join(outputs, kept[0]), 'utf8')).toBe('climbed');
    expect(filesUnder(outside).filter((name) => !name.startsWith('uploads/') && !name.startsWith('downloads/'))).toEqual(['secret']);
  });

  test('a download past --max-download-bytes is cancelled, nothing of it kept, and the answer says so', { timeout: 60_000 }, async () => {
    const page = await answer(server.session, 'snapshot', {});
    let said = await answer(server.session, 'tap', { ref: refOf(page, 'link "Export archive"') });
    // A download still running when the act answers is told in a later answer.
    for (let i = 0; i < 50 && !said.includes('"archive.bin"'); i++) {
      await new Promise((later) => setTimeout(later, 200));
      said += await answer(server.session, 'snapshot', { detail: 'regions' });
    }
    expect(said, said).toContain(`note: download "archive.bin" cancelled: larger than --max-download-bytes ${CAP}; nothing was kept`);
    expect(filesUnder(outputs).filter((name) => name.includes('archive'))).toEqual([]);
    // Cancelled while it ran: the browser hung up long before the end.
    expect(archiveSent).toBeLessThan(ARCHIVE_BYTES / 2);
  });
});

describe('without the folders', () => {
  const server = useServer(() => []);

  test('upload is refused in one line naming --upload-dir', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/upload` });
    const form = await answer(server.session, 'snapshot', {});
    expect(await fault(server.session, 'upload', { ref: refOf(form, 'button "Attachment"'), files: ['report.txt'] })).toBe(
      'upload: the server sends no files: start it with --upload-dir DIR, the folder whose files the page may be given',
    );
  });

  test('a download is refused as before and named in the answer', { timeout: 60_000 }, async () => {
    await answer(server.session, 'navigate', { url: `${app.origin}/exports` });
    const page = await answer(server.session, 'snapshot', {});
    const said = await answer(server.session, 'tap', { ref: refOf(page, 'link "Export CSV"') });
    expect(said).toContain(`note: download refused: "orders.csv" from "${app.origin}/export.csv"`);
  });
});

describe('options', () => {
  test('--upload-dir that is not a folder, and --max-download-bytes without --output-dir, are refused at start in one line', { timeout: 60_000 }, async () => {
    const notDir = await run(bin(project, 'a11y-snapshot'), ['mcp', '--upload-dir', join(uploads, 'report.txt')], project);
    expect(notDir.code).toBe(2);
    expect(notDir.stderr.trim().split('\n')).toEqual([expect.stringMatching(/--upload-dir ".*report\.txt": not a folder/)]);
    const alone = await run(bin(project, 'a11y-snapshot'), ['mcp', '--max-download-bytes', '5'], project);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--max-download-bytes goes with --output-dir');
  });
});
