// Builds dist/: every module transpiled as it is (ESM), the page engine
// bundled once into a single script, the Jest door once more as CommonJS,
// and the type declarations. Every build holds them, so a tarball packed from
// any dist/ (`npm pack --ignore-scripts` after `npm test`) is whole; --quiet
// only leaves out the closing line.
//
// Only when the sources changed (a hash of them is kept in .build-stamp.json),
// one build at a time (.build-lock/), into a temporary folder whose files are
// then renamed into dist/ one by one: a command already running from dist/
// never finds a module missing, and two `npm start` at once both succeed.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const STAMP = join(ROOT, '.build-stamp.json');
const LOCK = join(ROOT, '.build-lock');
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 5 * 60_000;

const quiet = process.argv.includes('--quiet');
const filesUnder = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
const sources = filesUnder(join(ROOT, 'src'))
  .filter((f) => f.endsWith('.ts'))
  .sort();

/** What the output depends on: every source, this script, the compiler settings. */
function hashInputs() {
  const hash = createHash('sha256');
  for (const file of [...sources, fileURLToPath(import.meta.url), join(ROOT, 'tsconfig.json')]) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** dist/ holds a build of these inputs, declarations included. */
function isFresh(hash) {
  if (!existsSync(STAMP)) return false;
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  if (stamp.hash !== hash || !stamp.declarations) return false;
  return stamp.files.every((file) => existsSync(join(DIST, file)));
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Waits for the lock (mkdir is atomic); breaks one whose builder is gone. */
function lock() {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let pid = NaN;
    try {
      pid = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
    } catch {}
    const age = existsSync(LOCK) ? Date.now() - statSync(LOCK).mtimeMs : 0;
    if (age > STALE_LOCK_MS || (pid > 0 && !isAlive(pid))) rmSync(LOCK, { recursive: true, force: true });
    else sleep(100);
  }
}

async function buildInto(out) {
  await build({ entryPoints: sources, outdir: out, outbase: join(ROOT, 'src'), format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning' });
  // The engine for pages: one IIFE evaluated as an expression, yielding the API.
  const bundle = await build({
    entryPoints: [join(ROOT, 'src/engine/injected.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'engine',
    platform: 'browser',
    target: 'chrome100',
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  writeFileSync(join(out, 'engine.iife.js'), `(() => {${bundle.outputFiles[0].text}return engine.api;})()`);
  // The package's bin, and the command's own entry the tests run.
  for (const bin of ['bin/a11y-snapshot.js', 'cli/main.js']) chmodSync(join(out, bin), 0o755);
  // Jest loads a setup file with require(), which cannot load ES modules on Node 20:
  // the Jest door is also one CommonJS file (its packages stay imports).
  await build({
    entryPoints: [join(ROOT, 'src/jest/index.ts')],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outfile: join(out, 'jest/index.cjs'),
    logLevel: 'warning',
  });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', ROOT, '--emitDeclarationOnly', '--outDir', out], { stdio: ['ignore', 2, 2] }); // stdout stays clean for npm pack --json
}

/** Moves each built file over its old self, then drops the files the build no longer has. */
function install(out) {
  const files = filesUnder(out).map((file) => relative(out, file));
  for (const file of files) {
    mkdirSync(dirname(join(DIST, file)), { recursive: true });
    renameSync(join(out, file), join(DIST, file));
  }
  const kept = new Set(files);
  for (const file of filesUnder(DIST)) if (!kept.has(relative(DIST, file))) rmSync(file);
  return files;
}

const hash = hashInputs();
if (!isFresh(hash)) {
  lock();
  try {
    if (!isFresh(hash)) {
      const out = mkdtempSync(join(ROOT, '.dist-tmp-'));
      try {
        await buildInto(out);
        mkdirSync(DIST, { recursive: true });
        const files = install(out);
        writeFileSync(`${STAMP}.tmp`, JSON.stringify({ hash, declarations: true, files }));
        renameSync(`${STAMP}.tmp`, STAMP);
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
if (!quiet) console.error('built dist/');
