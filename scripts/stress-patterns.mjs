// Golden patterns that backtrack without end in a regular expression engine
// (`npm run stress -- patterns`): each is read from a golden line by the built
// reader and held against a name of 200 characters (the longest a name
// prints) and a value of 1 MB, once that does not match and once that does;
// then the built command's `diff` of such a golden against a page, in a child
// process with a deadline.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGolden } from '../dist/golden/golden.js';
import { MAX_PROGRAM } from '../dist/notation/pattern-engine.js';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
/** Far past the command's usual second: a child still running then has hung. */
const HANG = 90_000;
const NAME = 200;
const VALUE = 1024 * 1024;

/** Words and spaces `length` long, ending in `last`: every split of it is a way to try `(\w+\s?)+`. */
function words(length, last = '') {
  const unit = 'item1 item22 item333 ';
  return (unit.repeat(Math.ceil(length / unit.length)).slice(0, length - last.length - 1) + 'x' + last).slice(0, length);
}

/** Each pattern, with a text of a given length it does not match and one it does. */
const CATASTROPHIC = [
  ['/(\\w+\\s?)+ order/', (n) => words(n), (n) => words(n, ' order')],
  ['/(a+)+$/', (n) => 'a'.repeat(n - 1) + '!', (n) => 'a'.repeat(n)],
  ['/(a|a)*b/', (n) => 'a'.repeat(n), (n) => 'a'.repeat(n - 1) + 'b'],
  ['/(a|aa)+c/', (n) => 'a'.repeat(n), (n) => 'a'.repeat(n - 1) + 'c'],
  ['/(.*a){20}/', (n) => 'a'.repeat(19) + 'b'.repeat(n - 19), (n) => 'ba'.repeat(n / 2)],
  ['/(\\d+\\.?)*[a-z]/', (n) => '1.'.repeat(n / 2), (n) => '1.'.repeat(n / 2 - 1) + '1z'],
];

function matcherOf(pattern) {
  const golden = readGolden(`# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="/" settled\ntextbox ${pattern}\n`, 'stress.snap');
  return golden.lines[0].patterns.name.matcher;
}

/** Milliseconds per answer (the mean of `runs`), and whether every answer was `expected`. */
function timed(matcher, text, expected, runs) {
  let right = true;
  const start = performance.now();
  for (let i = 0; i < runs; i++) right = matcher.test(text) === expected && right;
  return { ms: (performance.now() - start) / runs, right };
}

const shown = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : ms < 1000 ? `${ms.toFixed(1)} ms` : `${(ms / 1000).toFixed(1)} s`);

function runDiff(dir, golden, page) {
  return new Promise((done) => {
    const start = performance.now();
    execFile(process.execPath, [CLI, 'diff', golden, page], { cwd: dir, timeout: HANG }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      done({ ms: performance.now() - start, code, stdout, stderr });
    });
  });
}

export async function patterns(row) {
  const COMMAND = 'npm run stress -- patterns';
  for (const [pattern, miss, hit] of CATASTROPHIC) {
    const matcher = matcherOf(pattern);
    const name = [timed(matcher, miss(NAME), false, 100), timed(matcher, hit(NAME), true, 100)];
    const value = [timed(matcher, miss(VALUE), false, 1), timed(matcher, hit(VALUE), true, 1)];
    const right = [...name, ...value].every((t) => t.right);
    row(
      'golden patterns',
      `${pattern} against a ${NAME}-character name and a 1 MB value, each not matching, then matching`,
      `name: ${shown(name[0].ms)}, ${shown(name[1].ms)} per answer; value: ${shown(value[0].ms)}, ${shown(value[1].ms)}; answers ${right ? 'right' : 'WRONG'}`,
      right,
      COMMAND,
    );
  }

  // The largest program a pattern may compile to, every state alive after every character.
  const widest = `/(?:(?:.?){${MAX_PROGRAM / 2 - 1}})*/`;
  const all = matcherOf(widest);
  const widestName = timed(all, 'a'.repeat(NAME), true, 10);
  const widestValue = timed(all, 'a'.repeat(100 * 1024) + '\n', false, 1);
  row(
    'golden patterns',
    `${widest} (${MAX_PROGRAM.toLocaleString('en')} states, the most a pattern may expand to), every state alive, against a ${NAME}-character name and a 100 kB value`,
    `name: ${shown(widestName.ms)}; value: ${shown(widestValue.ms)}`,
    widestName.right && widestValue.right,
    COMMAND,
  );

  const dir = mkdtempSync(join(tmpdir(), 'a11y-stress-patterns-'));
  try {
    const text = words(NAME);
    writeFileSync(join(dir, 'page.html'), `<!doctype html><title>T</title><button>${text}</button>`);
    writeFileSync(join(dir, 'golden.snap'), `# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="" settled\nbutton /(\\w+\\s?)+ order/\n`);
    const diff = await runDiff(dir, 'golden.snap', 'page.html');
    const right = diff.code === 1 && diff.stdout === `~name button ${JSON.stringify(text)} (was /(\\w+\\s?)+ order/)\n`;
    row(
      'golden patterns',
      `\`diff\` of a golden holding /(\\w+\\s?)+ order/ against a page whose button's name is ${NAME} characters of words (the command, a child process)`,
      `${shown(diff.ms)}, exit ${diff.code}${right ? ', the ~name line' : `: ${JSON.stringify((diff.stderr || diff.stdout).slice(0, 200))}`}`,
      right,
      COMMAND,
    );
    writeFileSync(join(dir, 'refused.snap'), `# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="" settled\nbutton /(\\w+) \\1 order/\n`);
    const refused = await runDiff(dir, 'refused.snap', 'page.html');
    const oneLine =
      refused.code === 1 && refused.stdout === '' && /^a11y-snapshot diff: refused\.snap:4:8: pattern .* uses a backreference [^\n]*\n$/.test(refused.stderr);
    row(
      'golden patterns',
      '`diff` of a golden holding a backreference, /(\\w+) \\1 order/',
      `${shown(refused.ms)}, exit ${refused.code}; ${oneLine ? 'one line naming the file, line, column and pattern' : JSON.stringify(refused.stderr)}`,
      oneLine,
      COMMAND,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
