// Builds dist/: every module transpiled as it is (ESM), the page engine
// bundled once into a single script, and (without --quiet) type declarations.
import { build } from 'esbuild';
import { readdirSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const quiet = process.argv.includes('--quiet');
const sources = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);

rmSync('dist', { recursive: true, force: true });
await build({ entryPoints: sources('src'), outdir: 'dist', format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning' });

// The engine for pages: one IIFE evaluated as an expression, yielding the API.
const bundle = await build({
  entryPoints: ['src/engine/injected.ts'], bundle: true, format: 'iife', globalName: 'engine',
  platform: 'browser', target: 'chrome100', minify: true, write: false, logLevel: 'warning',
});
writeFileSync('dist/engine.iife.js', `(() => {${bundle.outputFiles[0].text}return engine.api;})()`);
chmodSync('dist/cli/bin.js', 0o755);

if (!quiet) execFileSync('npx', ['tsc', '-p', '.', '--emitDeclarationOnly'], { stdio: 'inherit' });
if (!quiet) console.log('built dist/');
