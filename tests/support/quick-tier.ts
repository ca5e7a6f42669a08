/**
 * Set up before every file of the quick tier (`npm test`): a test there runs
 * in this process only. Starting a child process (the built command, git,
 * npm, mkfifo, a browser) throws at once, naming the tier such a test
 * belongs to, so the quick tier stays quick on any machine.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';

const STARTERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

for (const name of STARTERS) {
  Object.assign(childProcess, {
    [name]: () => {
      throw new Error(
        `child_process.${name}: the quick tier starts no child process; a test that needs one goes in a *.process.test.ts file ` +
          '(or *.browser.test.ts with a browser, *.runner.test.ts for a user project): see tests/README.md',
      );
    },
  });
}
// ES module imports of node:child_process see the stand-ins too.
syncBuiltinESMExports();
