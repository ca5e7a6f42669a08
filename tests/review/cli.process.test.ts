/**
 * `a11y-snapshot review` in a throwaway git repository: goldens committed,
 * changed in the work tree, reviewed. `review` runs in this process; the
 * built command runs where the process is the point: its exit status and
 * output through a pipe, and GITHUB_STEP_SUMMARY from its environment.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { snapFile as runnerSnapFile } from '../support/snap-files.js';
import { git, golden, review, reviewHere, snapFile } from './helpers.js';

const temps: string[] = [];

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-review-'));
  temps.push(dir);
  return dir;
}

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const ORDERS = 'e2e/orders.spec.ts-snapshots/orders.snap';
const VITEST = 'src/__snapshots__/form.test.ts.snap';
const JEST = 'src/__snapshots__/form.test.js.snap';

/** A repository on `main` with two goldens committed, then a branch that changes them. */
function repository(): string {
  const root = temp();
  git(root, 'init', '-q', '-b', 'main');
  write(
    root,
    ORDERS,
    golden(['button "Create order"', 'button "Save" icon:disk', 'checkbox "Agree" off'], ["try tapOn: 'Create order'", '  done tapOn button "Create order"']),
  );
  write(root, VITEST, snapFile({ 'form 1': '\n' + golden(['textbox "Customer" required', 'button "Search"']) }));
  write(root, 'README.md', 'not a golden\n');
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'goldens');
  git(root, 'checkout', '-q', '-b', 'feature');
  return root;
}

function change(root: string): void {
  write(
    root,
    ORDERS,
    golden(
      ['button "Place order"', 'button "" icon:disk', 'checkbox "Agree" on'],
      ["try tapOn: 'Create order'", '  none "Create order": no line has this name'],
    ),
  );
  write(root, VITEST, snapFile({ 'form 1': '\n' + golden(['textbox "Customer" required', 'button[1] "Search" x2', 'button[2] "Search" x2']) }));
  write(root, 'README.md', 'changed, still not a golden\n');
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('review from git', () => {
  test('inline snapshots in a changed test file are reviewed, each located on its line of that file', async () => {
    const root = repository();
    const inline = (lines: string[]) =>
      golden(lines)
        .split('\n')
        .map((line) => (line ? '      ' + line : line))
        .join('\n');
    const source = (lines: string[]) =>
      `import { expect, test } from 'vitest';\n\ntest('form', () => {\n  expect(form).toMatchInlineA11ySnapshot({ detail: 'compact' }, \`\n${inline(lines)}    \`);\n});\n`;
    write(root, 'src/form.test.ts', source(['textbox "Customer" required', 'button "Search"']));
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'inline');
    write(root, 'src/form.test.ts', source(['textbox "Customer" required', 'button "Find"']));
    const result = await reviewHere(root, ['--base', 'HEAD']);
    const at =
      readFileSync(join(root, 'src/form.test.ts'), 'utf8')
        .split('\n')
        .findIndex((line) => line.trim() === 'button "Find"') + 1;
    expect(at).toBeGreaterThan(0);
    expect(result.stdout).toContain(`- \`src/form.test.ts:${at}\` in \`toMatchInlineA11ySnapshot #1\` \`button "Search"\` → \`button "Find"\``);
    expect(result.stdout).toContain('1 change in 1 file: 1 renamed.');
  });

  test('nothing changed', async () => {
    const root = repository();
    const result = await review(root, []);
    expect(result).toEqual({ code: 0, stdout: '## Accessibility review\n\nNo accessibility changes.\n', stderr: '' });
  });

  test('the goldens changed in the work tree since the merge base with main, most serious first', async () => {
    const root = repository();
    change(root);
    const result = await reviewHere(root, []);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const items = result.stdout.split('\n').filter((line) => line.startsWith('- '));
    const headings = result.stdout.split('\n').filter((line) => line.startsWith('#'));
    expect(headings).toEqual([
      '## Accessibility review',
      '### Controls without a name (1)',
      '### Steps that no longer reach one element (1)',
      '### Renamed (1)',
      '### New duplicate keys (1)',
      '### Flags changed (1)',
    ]);
    // The new duplicate's two lines are one change.
    expect(result.stdout).toContain('5 changes in 2 files: 1 nameless, 1 lost, 1 renamed, 1 ambiguous, 1 flags.');
    expect(items[0]).toBe(`- \`${ORDERS}:5\` \`button "Save" icon:disk\` → \`button "" icon:disk\` — lost its name`);
    expect(items).toContain(`- \`${ORDERS}:4\` \`button "Create order"\` → \`button "Place order"\``);
    // Lines of a Vitest .snap file are lines of that file.
    const snapLines = readFileSync(join(root, VITEST), 'utf8').split('\n');
    const ambiguous = items.find((line) => line.includes('`button[1] "Search" x2`') && line.includes('and no row anchor'))!;
    const at = /:(\d+),(\d+)`/.exec(ambiguous)!.slice(1).map(Number);
    expect(at.map((line) => snapLines[line - 1])).toEqual(['button[1] "Search" x2', 'button[2] "Search" x2']);
    expect(ambiguous).toContain('in `form 1`');
  });

  test('committed changes on the branch count too; untracked goldens are included; other files are not', async () => {
    const root = repository();
    change(root);
    git(root, 'commit', '-q', '-am', 'change');
    write(root, 'e2e/new.spec.ts-snapshots/new.snap', golden(['link ""']));
    const result = await reviewHere(root, []);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('`e2e/new.spec.ts-snapshots/new.snap:4` `link ""` — new control without a name');
    expect(result.stdout).toContain('`e2e/new.spec.ts-snapshots/new.snap:1` `# a11y-snapshot detail:compact` — new golden: 1 element line, 0 steps');
    expect(result.stdout).not.toContain('README');
  });

  test('--base REF compares with that ref; a deleted golden is an item', async () => {
    const root = repository();
    change(root);
    git(root, 'commit', '-q', '-am', 'change');
    rmSync(join(root, ORDERS));
    const result = await reviewHere(root, ['--base', 'HEAD']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('1 change in 1 file: 1 removed.');
    expect(result.stdout).toContain(`- \`${ORDERS}:1\` (old) \`# a11y-snapshot detail:compact\` — golden deleted`);
  });

  // Six runs of the command: more than the default five seconds on a loaded machine.
  test('--fail-on sets the exit code', { timeout: 30_000 }, async () => {
    const root = repository();
    change(root);
    expect((await review(root, ['--fail-on', 'nameless,lost'])).code).toBe(1);
    expect((await reviewHere(root, ['--fail-on', 'ambiguous'])).code).toBe(1);
    expect((await reviewHere(root, ['--fail-on', 'removed,value'])).code).toBe(0);
    expect((await reviewHere(root, ['--fail-on', 'removed', '--fail-on', 'flags'])).code).toBe(1);
    const failed = await reviewHere(root, ['--fail-on', 'lost']);
    expect(failed.stdout).toContain('### Steps that no longer reach one element (1)');
  });

  test('an unreadable golden is reported, and fails with --fail-on unreadable', async () => {
    const root = repository();
    write(
      root,
      ORDERS,
      readFileSync(join(root, ORDERS), 'utf8').replace('button "Save"', '<<<<<<< HEAD\nbutton "Save"\n=======\nbutton "Store"\n>>>>>>> x\nbutton "Save"'),
    );
    const result = await reviewHere(root, ['--fail-on', 'unreadable']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`- \`${ORDERS}:5\` \`<<<<<<< HEAD\` — \`merge conflict marker`);
  });

  test('GITHUB_STEP_SUMMARY: the Markdown is appended there too', async () => {
    const root = repository();
    change(root);
    const summary = join(temp(), 'summary.md');
    writeFileSync(summary, '# Earlier step\n');
    const result = await review(root, [], { GITHUB_STEP_SUMMARY: summary });
    expect(result.code).toBe(0);
    expect(readFileSync(summary, 'utf8')).toBe('# Earlier step\n' + result.stdout + '\n');
  });

  test('without main, master or origin/HEAD: an error asking for --base', async () => {
    const root = temp();
    git(root, 'init', '-q', '-b', 'trunk');
    write(root, 'a.snap', golden(['button "A"']));
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'a');
    const result = await reviewHere(root, []);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe('a11y-snapshot review: no default branch to compare with (origin/HEAD, main, master): pass --base REF\n');
    expect((await reviewHere(root, ['--base', 'trunk'])).code).toBe(0);
  });

  test('in a clone, the merge base with origin/HEAD', async () => {
    const origin = repository();
    git(origin, 'checkout', '-q', 'main');
    const root = temp();
    git(root, 'clone', '-q', origin, '.');
    git(root, 'checkout', '-q', '-b', 'topic');
    write(root, ORDERS, readFileSync(join(root, ORDERS), 'utf8').replace('checkbox "Agree" off', 'checkbox "Agree" off disabled'));
    git(root, 'commit', '-q', '-am', 'disable');
    const result = await reviewHere(root, []);
    expect(result.stdout).toContain(`- \`${ORDERS}:6\` \`checkbox "Agree" off\` → \`checkbox "Agree" off disabled\``);
  });

  test('master is the fallback default branch', async () => {
    const root = temp();
    git(root, 'init', '-q', '-b', 'master');
    write(root, 'a.snap', golden(['button "A"']));
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'a');
    write(root, 'a.snap', golden(['button "B"']));
    expect((await reviewHere(root, [])).stdout).toContain('`a.snap:4` `button "A"` → `button "B"`');
  });

  test('the review of a changed Jest .snap names the entry and the line of the file', async () => {
    const root = repository();
    git(root, 'checkout', '-q', 'main');
    write(root, JEST, runnerSnapFile({ 'form 1': golden(['textbox "Customer" required', 'button "Search"']) }, 'jest'));
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'jest goldens');
    git(root, 'checkout', '-q', '-b', 'jest');
    write(root, JEST, runnerSnapFile({ 'form 1': golden(['textbox "Customer" required', 'button "Find"']) }, 'jest'));
    const result = await reviewHere(root, []);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const item = result.stdout.split('\n').find((line) => line.includes('`button "Find"`'));
    expect(item).toBeDefined();
    const at = Number(/:(\d+)`/.exec(item!)![1]);
    expect(readFileSync(join(root, JEST), 'utf8').split('\n')[at - 1]).toBe('button "Find"');
    expect(item).toContain(`${JEST}:${at}`);
    expect(item).toContain('in `form 1`');
  });

  test('an unknown ref, outside a repository: exit 1, one line', async () => {
    const root = repository();
    const unknown = await reviewHere(root, ['--base', 'no-such-ref']);
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'a11y-snapshot review: unknown git ref "no-such-ref"\n' });
    const outside = await reviewHere(temp(), []);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toMatch(/^a11y-snapshot review: not inside a git work tree[^\n]*\n$/);
  });
});

describe('review --results DIR', () => {
  test('expected/actual pairs anywhere under DIR; old lines name the expected file', async () => {
    const root = temp();
    write(root, 'test-results/orders-chromium/orders-expected.snap', golden(['button "Create order"', 'link "Help"']));
    write(root, 'test-results/orders-chromium/orders-actual.snap', golden(['button "Place order"']));
    write(root, 'test-results/orders-chromium/orders-diff.txt', 'ignored\n');
    write(root, 'test-results/new-chromium/fresh-actual.snap', golden(['button "Go"']));
    const result = await reviewHere(root, ['--results', 'test-results', '--fail-on', 'renamed']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      [
        '## Accessibility review',
        '',
        '3 changes in 3 files: 1 removed, 1 added, 1 renamed.',
        '',
        '### Removed (1)',
        '',
        '- `test-results/orders-chromium/orders-expected.snap:5` (old) `link "Help"`',
        '',
        '### Added (1)',
        '',
        '- `test-results/new-chromium/fresh-actual.snap:1` `# a11y-snapshot detail:compact` — new golden: 1 element line, 0 steps',
        '',
        '### Renamed (1)',
        '',
        '- `test-results/orders-chromium/orders-actual.snap:4` `button "Create order"` → `button "Place order"`',
        '',
      ].join('\n'),
    );
  });

  test('an empty directory: no changes; a missing one: exit 1', async () => {
    const root = temp();
    mkdirSync(join(root, 'empty'));
    expect((await reviewHere(root, ['--results', 'empty'])).stdout).toBe('## Accessibility review\n\nNo accessibility changes.\n');
    expect(await reviewHere(root, ['--results', 'nope'])).toEqual({ code: 1, stdout: '', stderr: 'a11y-snapshot review: --results: no directory "nope"\n' });
  });
});

describe('usage', () => {
  test('--help prints the usage, exit 0', async () => {
    const result = await reviewHere(temp(), ['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: a11y-snapshot review \[--base REF \| --results DIR\] \[--fail-on KINDS\]\n/);
    expect(result.stdout).toContain('nameless, lost, removed, added, renamed, ambiguous, value, flags');
  });

  test.each([
    [['--fail-on', 'bogus'], /unknown kind "bogus"/],
    [['--base', 'main', '--results', 'x'], /--base and --results cannot be used together/],
    [['--nope'], /unknown option "--nope"/],
    [['extra'], /review takes no arguments/],
    [['--base'], /--base/],
  ])('%j is a usage error: exit 2, one line', async (argv, message) => {
    const result = await reviewHere(temp(), argv as string[]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^a11y-snapshot review: [^\n]+ \(see --help\)\n$/);
    expect(result.stderr).toMatch(message);
  });
});
