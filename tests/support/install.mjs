// A Playwright project as a user has it: copied to a temporary folder, with
// this repository's node_modules linked in and the package installed as npm
// installs it (package.json and dist/ in node_modules/a11y-snapshot, a real
// folder: frames inside it count as a library's for Playwright).
import { copyProject } from './projects.mjs';

/** Copies `project` (without its results, modules and goldens) to a new temporary folder, installed; returns the folder. */
export function installProject(project, prefix) {
  return copyProject(project, { prefix, modules: 'package' });
}
