// `review` over many goldens, for scripts/stress.mjs and tests/review/git-processes.process.test.ts:
// a repository of `goldens` Playwright goldens and `tests` test files with an
// inline snapshot, every one changed in the work tree, reviewed by the built
// command with a `git` on PATH that counts its runs. `run(argv, { cwd, env })`
// runs the built command (tests/support/command.ts in the tests) and resolves
// to its `{ code, stdout, stderr }`.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const golden = (name) => `# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="/t" settled\nbutton ${JSON.stringify(name)}\n`;
const inline = (name) => `test('t', () => {\n  expect(form).toMatchInlineA11ySnapshot(\`\n${golden(name).replace(/^/gm, '    ').trimEnd()}\n  \`);\n});\n`;

/** Reviews `goldens` changed goldens and `tests` changed test files; the time, the git runs and the items found. */
export async function reviewMany(run, { goldens, tests = 0 }) {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-review-scale-'));
  try {
    const repo = join(dir, 'repo');
    const git = (...args) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo });
    mkdirSync(join(repo, 'e2e/orders.spec.ts-snapshots'), { recursive: true });
    mkdirSync(join(repo, 'src'), { recursive: true });
    const write = (name) => {
      for (let i = 0; i < goldens; i++) writeFileSync(join(repo, `e2e/orders.spec.ts-snapshots/g${i}.snap`), golden(`${name} ${i}`));
      for (let i = 0; i < tests; i++) writeFileSync(join(repo, `src/t${i}.test.ts`), inline(`${name} ${i}`));
      // A changed source file without inline snapshots: not read from git.
      writeFileSync(join(repo, 'src/plain.ts'), `export const name = '${name}';\n`);
    };
    git('init', '-q', '-b', 'main');
    write('Save');
    git('add', '.');
    git('commit', '-q', '-m', 'goldens');
    write('Store');
    // A `git` first on PATH that counts its runs, then runs the real one.
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    const bin = join(dir, 'bin');
    const log = join(dir, 'git.log');
    mkdirSync(bin);
    writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$1" >> '${log}'\nexec '${real}' "$@"\n`);
    chmodSync(join(bin, 'git'), 0o755);
    writeFileSync(log, '');
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, GITHUB_STEP_SUMMARY: '' };
    const start = performance.now();
    const result = await run(['review', '--base', 'main'], { cwd: repo, env });
    const ms = performance.now() - start;
    const renamed = Number(/(\d+) renamed/.exec(result.stdout)?.[1] ?? 0);
    return { ms, code: result.code, stderr: result.stderr, renamed, gitRuns: readFileSync(log, 'utf8').split('\n').filter(Boolean).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
