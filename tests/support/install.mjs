// A Playwright project as a user has it: copied to a temporary folder, with
// this repository's node_modules linked in and the package installed as npm
// installs it (package.json and dist/ in node_modules/a11y-snapshot, a real
// folder: frames inside it count as a library's for Playwright).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Copies `project` (without its results, modules and goldens) to a new temporary folder, installed; returns the folder. */
export function installProject(project, prefix) {
  if (!existsSync(resolve(ROOT, 'dist/playwright/matchers.js'))) throw new Error('dist/ is not built: run "node scripts/build.mjs --quiet" first');
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(project, dir, { recursive: true, filter: (src) => !/[\\/](test-results|node_modules|[^\\/]+-snapshots)$/.test(src) });
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(resolve(ROOT, 'node_modules'))) symlinkSync(resolve(ROOT, 'node_modules', entry), join(modules, entry));
  cpSync(resolve(ROOT, 'package.json'), join(modules, 'a11y-snapshot/package.json'));
  cpSync(resolve(ROOT, 'dist'), join(modules, 'a11y-snapshot/dist'), { recursive: true });
  return dir;
}
