/**
 * The strict readers of `.snap` files and inline snapshots against the
 * runner itself: JavaScript evaluates the text, and whatever a reader
 * accepts must be exactly what the evaluation holds. Files are written as
 * the runners write them, then cut into with JavaScript a hostile commit
 * could add; a reader either refuses the result or reads what runs.
 */
import { describe, expect, test } from 'vitest';
import { readSnapFileStrictly } from '../../src/golden/snap-format.js';
import { inlineSnapshotsOf, stripInlineIndentation } from '../../src/golden/inline.js';
import { snapFile } from '../support/snap-files.js';

/** A small seeded generator, so that a failure can be run again. */
function random(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state % n;
  };
}

const PIECES = ['a', ' ', '\n', '`', '\\', '${', '$', '{', '}', '"', "'", '\r\n', '\u2028', 'é', '/', '*', '//', '/*', '*/', ';', ')', '('];
const SNIPPETS = [
  '\nexports["k 1"] = "forged";\n',
  '${"x"}',
  '\\u0041',
  '\\x41',
  '\\\n',
  '\r',
  '\u2028exports[`k 1`] = `forged`;',
  '/* */',
  '// note\n',
  '`;\nexports[`k 1`] = `',
  ';exports[`k 2`] = `forged`',
  '\\`',
  '\\${',
  '\\$',
  '\n\n',
  ' ',
];

function text(pick: (n: number) => number, length: number): string {
  return Array.from({ length }, () => PIECES[pick(PIECES.length)]).join('');
}

/** What the runners hold after evaluating a `.snap` file (undefined when it does not evaluate). */
function evaluate(file: string): Record<string, string> | undefined {
  const data: Record<string, string> = Object.create(null);
  try {
    new Function('exports', file)(data);
  } catch {
    return undefined;
  }
  return { ...data };
}

describe('a .snap file read strictly holds what the runner holds', () => {
  test('files as Vitest and Jest write them are read whole, entry for entry', () => {
    const pick = random(20);
    for (let round = 0; round < 300; round++) {
      const entries: Record<string, string> = {};
      for (let i = pick(4); i >= 0; i--) entries[text(pick, 1 + pick(6))] = text(pick, pick(40));
      // The runners normalise line ends before they write.
      for (const key of Object.keys(entries)) entries[key] = entries[key].replace(/\r\n|\r/g, '\n');
      const file = snapFile(entries, round % 2 ? 'jest' : 'vitest');
      const read = readSnapFileStrictly(file);
      expect(read.error).toBeUndefined();
      expect(Object.fromEntries(read.entries.map((entry) => [entry.key, entry.value]))).toEqual(evaluate(file));
    }
  });

  test('a file with hostile text added anywhere is refused, or read exactly as it runs', () => {
    const pick = random(7);
    let [refused, accepted] = [0, 0];
    for (let round = 0; round < 3000; round++) {
      let file = snapFile({ 'k 1': '\n# a11y-snapshot detail:compact\nbutton "Save"\n', 'k 2': 'x' }, 'vitest');
      for (let cuts = 1 + pick(2); cuts > 0; cuts--) {
        const at = pick(file.length + 1);
        file = file.slice(0, at) + SNIPPETS[pick(SNIPPETS.length)] + file.slice(at);
      }
      const read = readSnapFileStrictly(file);
      if (read.error) {
        refused++;
        continue;
      }
      accepted++;
      const held = evaluate(file);
      expect(held, JSON.stringify(file)).toBeDefined();
      expect(Object.fromEntries(read.entries.map((entry) => [entry.key, entry.value])), JSON.stringify(file)).toEqual(held);
    }
    // Both outcomes happen, so the check above checks something.
    expect(refused).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(100);
  });

  test('what is refused is named by its line', () => {
    const file = snapFile({ 'k 1': 'x' }) + '\nexports["k 1"] = "forged";\n';
    expect(readSnapFileStrictly(file).error).toEqual({ line: 6, message: 'not a snapshot entry (exports[`…`] = `…`;)' });
    expect(readSnapFileStrictly('// Vitest Snapshot v1\n\nexports[`a`] = `${1}`;\n').error).toEqual({
      line: 3,
      message: 'in the entry "a": a ${…} substitution (code the runner runs, not stored text)',
    });
  });
});

describe('inline snapshots read strictly are what the runner is given', () => {
  /** Each call's snapshot as the matcher receives it: a first argument that is a string, else the second. */
  function givenSnapshots(source: string): (string | undefined)[] | undefined {
    const given: (string | undefined)[] = [];
    const matchers = {
      toMatchInlineA11ySnapshot: (first?: unknown, second?: unknown) => given.push(typeof first === 'string' ? first : (second as string | undefined)),
    };
    try {
      new Function('expect', 'a', 'stored', 'name', source)(() => matchers, {}, 'a stored text', 'Save');
    } catch {
      return undefined;
    }
    return given;
  }

  const CALLS = [
    'expect(a).toMatchInlineA11ySnapshot(`\n  button "Save"\n`);\n',
    "expect(a).toMatchInlineA11ySnapshot({ detail: 'full', steps: [`x ${'}'}`, \"y)\"] }, `\n  link \\`a\\` \\${b}\n`);\n",
    'expect(a).toMatchInlineA11ySnapshot();\n',
  ];
  const INLINE_SNIPPETS = [
    'stored',
    ', stored',
    'stored, ',
    '${name}',
    ' + stored',
    '.trim()',
    '/* ) */',
    '// x\n',
    '\\u0041',
    "'quoted', ",
    '{}, ',
    '(',
    ')',
    '`',
    '\n',
  ];

  test('calls with hostile text added anywhere are refused, or read exactly as they run', () => {
    const pick = random(11);
    let [refused, accepted] = [0, 0];
    for (let round = 0; round < 3000; round++) {
      let source = CALLS.join('');
      for (let cuts = 1 + pick(2); cuts > 0; cuts--) {
        const at = pick(source.length + 1);
        source = source.slice(0, at) + INLINE_SNIPPETS[pick(INLINE_SNIPPETS.length)] + source.slice(at);
      }
      const read = inlineSnapshotsOf(source);
      const given = givenSnapshots(source);
      if (read.error || given === undefined) {
        refused += read.error ? 1 : 0;
        continue;
      }
      accepted++;
      const expected = given.flatMap((snapshot, i) =>
        snapshot === undefined ? [] : [{ key: `toMatchInlineA11ySnapshot #${i + 1}`, value: stripInlineIndentation(snapshot) }],
      );
      expect(
        read.entries.map(({ key, value }) => ({ key, value })),
        JSON.stringify(source),
      ).toEqual(expected);
    }
    expect(refused).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(100);
  });
});
