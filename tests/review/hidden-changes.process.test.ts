/**
 * Golden changes a review must not miss, from a user's repository: Vitest and
 * Jest run a `.snap` file as JavaScript, and the runner takes whatever an
 * inline snapshot call is given. Each attack makes the runner hold a control
 * without a name while the goldens the review could read look unchanged;
 * `review --fail-on nameless` must fail, with one line naming the file and
 * the line. The built command runs in a throwaway git repository.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { snapFile } from '../support/snap-files.js';
import { git, golden, review, type Run } from './helpers.js';

const temps: string[] = [];

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const SNAP = 'src/__snapshots__/form.test.ts.snap';
const TEST = 'src/form.test.ts';
const NAMED = golden(['textbox "Customer" required', 'button "Search"']);
const NAMELESS = golden(['textbox "Customer" required', 'button ""']);

/** What Vitest or Jest holds after running a `.snap` file: its entries as the runner evaluates them. */
function runnerHolds(text: string): Record<string, string> {
  const data: Record<string, string> = {};
  new Function('exports', text)(data);
  return data;
}

/** A repository on `main` with `files` committed, on a new branch `feature`. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'a11y-hidden-'));
  temps.push(root);
  git(root, 'init', '-q', '-b', 'main');
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'goldens');
  git(root, 'checkout', '-q', '-b', 'feature');
  return root;
}

/** Commits `files` on the branch. */
function commit(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) write(root, path, text);
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'change');
}

/** The 1-based line of the first line of `text` that includes `part`. */
function lineOf(text: string, part: string): number {
  return text.split('\n').findIndex((line) => line.includes(part)) + 1;
}

/** The review failed with exactly one line, naming `file` and `line`. */
function expectFailure(result: Run, file: string, line: number, reason: RegExp): void {
  expect(result.stdout).toBe('');
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(new RegExp(`^a11y-snapshot review: ${JSON.stringify(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} line ${line}: [^\n]+\n$`));
  expect(result.stderr).toMatch(reason);
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

const STORED = snapFile({ 'form 1': NAMED });

describe('a .snap file is read as strictly as the runner runs it', () => {
  const attacks: [string, string, string, RegExp][] = [
    [
      'a statement after the entries rewrites one',
      STORED + `\nexports["form 1"] = exports["form 1"].replace('button "Search"', 'button ""');\n`,
      'exports["form 1"]',
      /not a snapshot entry/,
    ],
    ['a ${…} inside an entry', STORED.replace('button "Search"', 'button "${""}"'), 'button "${', /a \$\{…\} substitution/],
    ['a line continuation inside an entry', STORED.replace('button "Search"', 'button "\\\n"'), 'button "\\', /a backslash at the end of a line/],
    ['an escape the runner never writes', STORED.replace('button "Search"', 'button "\\u200B"'), 'button "\\u200B"', /the escape \\u/],
    [
      'no header and no exports[` line: only code',
      `Object.assign(exports, { 'form 1': ${JSON.stringify('\n' + NAMELESS)} });\n`,
      'Object.assign',
      /not a snapshot entry/,
    ],
  ];

  test.each(attacks)('%s: the review fails with one line naming the file and the line', async (_, text, part, reason) => {
    const root = repository({ [SNAP]: STORED });
    commit(root, { [SNAP]: text });
    const held = runnerHolds(text)['form 1'];
    // The attack is real: the runner holds another golden than the one committed before.
    expect(held).not.toBe(runnerHolds(STORED)['form 1']);
    expectFailure(await review(root, ['--fail-on', 'nameless']), SNAP, lineOf(text, part), reason);
  });

  test('a statement in the base side fails the review too, naming the ref', async () => {
    const hostile = STORED + `\nexports["form 1"] = ${JSON.stringify('\n' + NAMELESS)};\n`;
    const root = repository({ [SNAP]: hostile });
    commit(root, { [SNAP]: snapFile({ 'form 1': NAMELESS }) });
    const result = await review(root, ['--base', 'main', '--fail-on', 'nameless']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(
      `a11y-snapshot review: ${JSON.stringify(SNAP)} line ${lineOf(hostile, 'exports["form 1"]')} (in main): not a snapshot entry (exports[\`…\`] = \`…\`;); Vitest and Jest run a .snap file as code, so the review reads nothing but entries\n`,
    );
  });

  test('files as Vitest and Jest write them, and a CRLF checkout of one, are reviewed', async () => {
    const names = { 'form 1': NAMED, 'say `hi` ${there} \\ 1': golden(['button "a \\\\ `b` ${c}"']) };
    const vitest = snapFile(names, 'vitest');
    const jest = snapFile(names, 'jest');
    const root = repository({ [SNAP]: vitest, 'src/__snapshots__/form.test.js.snap': jest });
    const changed = { 'form 1': NAMELESS, 'say `hi` ${there} \\ 1': golden(['button "a \\\\ `b` ${d}"']) };
    commit(root, { [SNAP]: snapFile(changed, 'vitest').replace(/\n/g, '\r\n'), 'src/__snapshots__/form.test.js.snap': snapFile(changed, 'jest') });
    const result = await review(root, ['--fail-on', 'nameless']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    // The same entries changed alike in both files: each change once, naming both.
    expect(result.stdout).toContain('2 changes in 2 files: 1 nameless, 1 renamed.');
    expect(result.stdout).toContain(
      '— lost its name — in 2 goldens: `src/__snapshots__/form.test.js.snap:8` in `form 1`, `src/__snapshots__/form.test.ts.snap:8` in `form 1`',
    );
    expect(result.stdout).toContain('`button "a \\\\ `b` ${c}"`');
  });
});

describe('an inline snapshot is read as the runner takes it', () => {
  const indent = (text: string) =>
    text
      .split('\n')
      .map((line) => (line ? '    ' + line : line))
      .join('\n');
  const inline = (call: string, before = '') => `import { expect, test } from 'vitest';\n${before}\ntest('form', () => {\n  expect(form).${call};\n});\n`;

  /** Each attack: the test file, its button named or not, and a part of the line the review must name. */
  const attacks: [string, (named: boolean) => string, string][] = [
    [
      'passed as a variable',
      (named) => inline('toMatchInlineA11ySnapshot(stored)', `const stored = \`\n${indent(named ? NAMED : NAMELESS)}\`;\n`),
      'toMatchInlineA11ySnapshot(stored)',
    ],
    [
      'given as a first argument that is a variable, the literal after it ignored',
      (named) => inline(`toMatchInlineA11ySnapshot(stored, \`\n${indent(NAMED)}  \`)`, `const stored = \`\n${indent(named ? NAMED : NAMELESS)}\`;\n`),
      'toMatchInlineA11ySnapshot(stored',
    ],
    [
      'built with a ${…}',
      (named) => inline(`toMatchInlineA11ySnapshot(\`\n${indent(NAMED).replace('"Search"', '"${name}"')}  \`)`, `const name = '${named ? 'Search' : ''}';\n`),
      '"${name}"',
    ],
  ];

  test.each(attacks)('%s: the review fails with one line naming the test file and the line', async (_, source, part) => {
    const root = repository({ [TEST]: source(true) });
    commit(root, { [TEST]: source(false) });
    expectFailure(await review(root, ['--fail-on', 'nameless']), TEST, lineOf(source(false), part), /toMatchInlineA11ySnapshot #1: /);
  });

  test('options and a literal, with brackets and comments inside, are reviewed', async () => {
    const call = (text: string) => `toMatchInlineA11ySnapshot({ detail: 'compact', steps: ["tapOn: 'x)'", \`in \${'}'}\`] } /* ) */, \`\n${indent(text)}  \`)`;
    const root = repository({ [TEST]: inline(call(NAMED)) });
    commit(root, { [TEST]: inline(call(NAMELESS)), 'src/matchers.d.ts': 'interface Matchers { toMatchInlineA11ySnapshot(snapshot?: string): void }\n' });
    const result = await review(root, ['--fail-on', 'nameless']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('1 change in 1 file: 1 nameless.');
  });
});

describe('a path that is not UTF-8', () => {
  test('a golden under such a path fails the review with one line, never drops out', async () => {
    const root = repository({ 'e2e/café.spec.ts-snapshots/orders.snap': NAMED });
    // Latin-1 "café": the byte 0xe9 alone is not UTF-8.
    const folder = Buffer.concat([Buffer.from(root + '/e2e/caf'), Buffer.from([0xe9]), Buffer.from('.spec.ts-snapshots')]);
    mkdirSync(folder, { recursive: true });
    writeFileSync(Buffer.concat([folder, Buffer.from('/orders.snap')]), NAMED);
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'a Latin-1 name');
    writeFileSync(Buffer.concat([folder, Buffer.from('/orders.snap')]), NAMELESS);
    writeFileSync(join(root, 'e2e/café.spec.ts-snapshots/orders.snap'), NAMELESS);
    const result = await review(root, ['--base', 'HEAD', '--fail-on', 'nameless']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toBe(
      'a11y-snapshot review: "e2e/caf\\xe9.spec.ts-snapshots/orders.snap" is not a UTF-8 path: the review can neither read nor name it (rename it)\n',
    );
    // The same change under the UTF-8 name is reviewed.
    writeFileSync(Buffer.concat([folder, Buffer.from('/orders.snap')]), NAMED);
    const named = await review(root, ['--base', 'HEAD', '--fail-on', 'nameless']);
    expect(named.stdout).toContain('`e2e/café.spec.ts-snapshots/orders.snap:5` `button "Search"` → `button ""` — lost its name');
  });
});
