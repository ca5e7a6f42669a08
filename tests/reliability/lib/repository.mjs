// Hostile repositories and hostile pages at full size, for scripts/stress.mjs
// (the suite runs the same attacks smaller: tests/diff/compare-bound.test.ts,
// tests/review/*.test.ts, tests/golden/node-files.test.ts, tests/vitest/projects.runner.test.ts,
// tests/browser/isolation.spec.ts). Each returns its figures; none asserts.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const time = (fn) => {
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start };
};

/** A golden of `names`, as buttons. */
export const goldenText = (names) =>
  `# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="u" settled\n${names.map((n) => `button ${JSON.stringify(n)}`).join('\n')}\n`;

/** Compares a golden of `n` buttons with a page where every one was renamed. */
export function renamedLines(api, n) {
  const golden = api.readGolden(goldenText(Array.from({ length: n }, (_, i) => `Old ${i}`)), 'x.snap');
  const now = Array.from({ length: n }, (_, i) => ({ role: 'button', name: `New ${i}`, key: `New ${i}`, keyKind: 'text', count: 1, index: 1, flags: [] }));
  const { value, ms } = time(() => api.compareLines(golden.lines, now, 'compact'));
  return { ms, renamed: value.filter((c) => c.kind === 'changed' && c.facets.join() === 'name').length };
}

/** A Vitest `.snap` of about `bytes`, entries with escapes, one with a long inner run of spaces; split and read. */
export function bigSnapFile(api, bytes) {
  const entry = (i) => `exports[\`t ${i}\`] = \`\n${goldenText([`Save \\\` ${i}`, `Open \\\${x} ${i}`])}\`;\n\n`;
  const parts = ['// Vitest Snapshot v1\n\n', `exports[\`spaces\`] = \`\n${goldenText(['a' + ' '.repeat(1_000_000) + 'b'])}${' '.repeat(100_000)}\`;\n\n`];
  let size = parts[0].length + parts[1].length;
  for (let i = 0; size < bytes; i++) size += parts[parts.push(entry(i)) - 1].length;
  const text = parts.join('');
  const { value, ms } = time(() => api.splitSnapFile(text).entries.map((e) => api.goldenOfEntry(e.value)));
  return { ms, bytes: text.length, entries: value.length };
}

/** A `.snap` file cut at each of its bytes: how many cuts lose entries, and how many of those are detected. */
export function cutSnapFiles(api, entries) {
  const full =
    '// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html\n\n' +
    Array.from({ length: entries }, (_, i) => `exports[\`t ${i}\`] = \`\n${goldenText([`Save ${i}`])}\`;`).join('\n\n') +
    '\n';
  let [losing, detected, between] = [0, 0, 0];
  for (let cut = 0; cut < full.length; cut++) {
    const text = full.slice(0, cut);
    const data = {};
    try {
      new Function('exports', text)(data);
    } catch {}
    if (Object.keys(data).length === entries) continue;
    losing++;
    if (api.damageOf(text)) detected++;
    else between++;
  }
  return { cuts: full.length, losing, detected, between };
}

/** `review --base` in a repository whose goldens are links to a secret: is the secret printed? */
export function symlinkedGoldens(cli) {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-stress-links-'));
  try {
    const secret = join(dir, 'environ');
    writeFileSync(secret, goldenText(['A11Y_STRESS_SECRET=hunter2']));
    const repo = join(dir, 'repo');
    mkdirSync(join(repo, 'a-snapshots'), { recursive: true });
    const git = (...args) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo });
    git('init', '-q', '-b', 'main');
    symlinkSync(secret, join(repo, 'a-snapshots/committed.snap'));
    git('add', '.');
    git('commit', '-q', '-m', 'x');
    // The committed link is changed into a file: the review reads the old side from git, where it is a link.
    rmSync(join(repo, 'a-snapshots/committed.snap'));
    writeFileSync(join(repo, 'a-snapshots/committed.snap'), goldenText(['Save']));
    for (let i = 0; i < 20; i++) symlinkSync(secret, join(repo, `a-snapshots/new-${i}.snap`));
    const run = spawnSync(process.execPath, [cli, 'review', '--base', 'main'], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_STEP_SUMMARY: '' },
    });
    return { links: 21, printed: (run.stdout + run.stderr).includes('A11Y_STRESS_SECRET'), unreadable: (run.stdout.match(/symbolic link/g) ?? []).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Atomic writes of a 245-byte non-ASCII golden name, with stale temporary files of a killed writer beside it. */
export function atomicWrites(api, writes) {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-stress-write-'));
  try {
    const name = '注文'.repeat(40) + '.snap';
    for (let i = 0; i < 50; i++) writeFileSync(join(dir, `.a11y-snapshot.99999999${i}-0123abcd.tmp`), 'x');
    let failed = 0;
    for (let i = 0; i < writes; i++) {
      try {
        api.writeFileAtomic(join(dir, name), `text ${i}\n`);
      } catch {
        failed++;
      }
    }
    return { writes, failed, left: readdirSync(dir).length - 1 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
