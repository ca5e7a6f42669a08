// The command against hostile servers, inputs and pages (`npm run stress --
// command`): each attack runs the built command in a child process with its
// default bounds (--timeout 30 s, --max-bytes 50 MB) and reports how long it
// took, how it ended and the child's peak memory. The server listens on
// 127.0.0.1 only.
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
/** Longer than any bound the command has: a child still running then has hung. */
const HANG = 90_000;

const ROUTES = {
  '/hang': () => {},
  '/endless': (response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const write = () => (response.destroyed ? undefined : response.write(chunk) ? setImmediate(write) : response.once('drain', write));
    write();
  },
  '/endless-style.html': (response) => page(response, '<title>Sheet</title><link rel=stylesheet href="/endless"><button>Here</button>'),
  '/never-loads.html': (response) => page(response, '<title>Never</title><button>Here</button><img alt="Logo" src="/hang"><script src="/hang"></script>'),
  '/loop.html': (response) => page(response, '<title>Loop</title><button>Here</button><script>for (;;) {}</script>'),
  '/local-fifo.html': (response, files) => page(response, `<title>Local</title><link rel=stylesheet href="file://${files.fifo}"><button>Here</button>`),
};

function page(response, html) {
  response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>${html}`);
}

/** Runs the command; resolves to its time, exit code, stdout/stderr line counts and peak RSS. */
function runCommand(argv, dir, stdin) {
  const rssFile = join(dir, `rss-${Math.random().toString(36).slice(2)}`);
  const preload = join(dir, 'rss.mjs');
  return new Promise((done) => {
    const start = performance.now();
    const env = { ...process.env, NODE_OPTIONS: `--import=${preload}`, RSS_OUT: rssFile };
    const child = spawn(process.execPath, [CLI, ...argv], { env, stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    if (stdin)
      createReadStream(stdin)
        .on('error', () => {})
        .pipe(child.stdin)
        .on('error', () => {});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), HANG);
    child.on('close', (code) => {
      clearTimeout(timer);
      const rss = existsSync(rssFile) ? Number(readFileSync(rssFile, 'utf8')) * 1024 : NaN;
      done({ ms: performance.now() - start, code, stdout, stderr, rss });
    });
  });
}

/** A golden of `count` buttons named by `name(i)`. */
function golden(count, name) {
  const lines = Array.from({ length: count }, (_, i) => `button ${name(i)}`);
  return ['# a11y-snapshot detail:compact', 'snapshot v2', 'page "Orders" url="" settled', ...lines, ''].join('\n');
}

/** The files the attacks read: a FIFO no one writes, a 200 MB golden, goldens slow to compare, a 45 MB page. */
async function writeFiles(dir) {
  const files = {
    fifo: join(dir, 'never.fifo'),
    page: join(dir, 'page.html'),
    big: join(dir, 'big.golden'),
    patterns: join(dir, 'patterns.golden'),
    changed: join(dir, 'changed.golden'),
    huge: join(dir, 'huge.html'),
  };
  execFileSync('mkfifo', [files.fifo]);
  writeFileSync(files.page, '<!doctype html><title>Orders</title><button>Pay</button>');
  await writeRepeated(files.big, `button "Order ${'x'.repeat(2000)}"\n`, 200 * 1024 * 1024, golden(0));
  writeFileSync(
    files.patterns,
    golden(16_000, (i) => `/Order ${i} \\w+/`),
  );
  writeFileSync(
    files.changed,
    golden(16_000, (i) => `"Order ${i} sent out"`),
  );
  await writeRepeated(files.huge, '<div><button>Order 12345</button><a href="/o/1">Link</a></div>\n', 45 * 1024 * 1024, '<!doctype html><title>Huge</title>');
  return files;
}

/** `head`, then `text` again and again up to `bytes`, streamed (a 200 MB string is not built). */
async function writeRepeated(path, text, bytes, head = '') {
  const out = createWriteStream(path);
  out.write(head);
  for (let size = head.length; size < bytes; size += text.length) if (!out.write(text)) await new Promise((done) => out.once('drain', done));
  await new Promise((done) => out.end(done));
}

/** The attacks: what runs, and what a bounded ending looks like. */
function attacks(base, hasChromium, files) {
  const oneLine = (r) => r.code === 1 && r.stdout === '' && /^a11y-snapshot(?: diff)?: [^\n]+\n$/.test(r.stderr);
  const loading = (r) => r.code === 0 && / loading\(Network \d+\)/.test(r.stdout);
  const list = [
    ['a URL whose server never answers (jsdom)', [`${base}/hang`], oneLine],
    ['a URL whose body never ends (jsdom)', [`${base}/endless`], oneLine],
    ['`- < /dev/zero`', ['-'], oneLine, '/dev/zero'],
    ['`/dev/zero` as the page file', ['/dev/zero'], oneLine],
    ['a style sheet that never ends', [`${base}/endless-style.html`], (r) => r.code === 0 && /not loaded: .* is larger than 50 MB/.test(r.stderr)],
    ['a load event that never comes (jsdom --run-scripts)', [`${base}/never-loads.html`, '--run-scripts'], loading],
    ['a page script that loops forever (jsdom --run-scripts)', [`${base}/loop.html`, '--run-scripts'], oneLine],
    ['a FIFO no one writes, as the page file', [files.fifo], oneLine],
    ['a FIFO no one writes, as a `diff` side', ['diff', files.page, files.fifo], oneLine],
    ['an http page whose style sheet is a local FIFO', [`${base}/local-fifo.html`], (r) => r.code === 0 && / settled\n/.test(r.stdout)],
    ['a 200 MB golden (`diff`)', ['diff', files.big, files.page], oneLine],
    ['16,000 pattern lines, none matching (`diff --timeout 5000`)', ['diff', files.patterns, files.changed, '--timeout', '5000'], oneLine],
    ['a 45 MB page (jsdom)', [files.huge], oneLine],
  ];
  if (hasChromium) {
    list.push(['a load event that never comes (Chromium)', ['--engine', 'chromium', `${base}/never-loads.html`], loading]);
    list.push(['a main thread that loops forever (Chromium)', ['--engine', 'chromium', `${base}/loop.html`], oneLine]);
    list.push(['a URL whose body never ends (Chromium)', ['--engine', 'chromium', `${base}/endless`], (r) => r.code === 0 || oneLine(r)]);
  }
  return list;
}

/** Runs every attack against the command and reports each as a row. */
export async function command(row) {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-stress-command-'));
  writeFileSync(
    join(dir, 'rss.mjs'),
    "import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(process.env.RSS_OUT, String(process.resourceUsage().maxRSS)));\n",
  );
  let routeFiles;
  const server = createServer((request, response) =>
    (ROUTES[new URL(request.url, 'http://x').pathname] ?? ((r) => r.writeHead(404).end()))(response, routeFiles),
  );
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    const files = await writeFiles(dir);
    routeFiles = files;
    for (const [name, argv, bounded, stdin] of attacks(base, existsSync('/usr/bin/chromium') || process.env.A11Y_CHROMIUM, files)) {
      const r = await runCommand(argv, dir, stdin);
      const ending =
        r.code === 0
          ? `snapshot printed (${r.stdout.match(/ (settled|loading\(Network \d+\))/)?.[1] ?? '?'})`
          : `exit ${r.code}: ${r.stderr.trim().split('\n')[0]}`;
      row(
        'command',
        name,
        `${(r.ms / 1000).toFixed(1)} s, peak rss ${(r.rss / 1024 / 1024).toFixed(0)} MB; ${ending}`,
        bounded(r),
        'npm run stress -- command',
      );
    }
  } finally {
    server.closeAllConnections();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
