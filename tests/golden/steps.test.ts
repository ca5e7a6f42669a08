import { describe, test, expect } from 'vitest';
import { parseGolden, readGolden, renderGolden } from '../../src/golden/golden.js';
import { matchGolden } from '../../src/golden/match.js';
import { parseStepOrThrow } from '../../src/steps/grammar.js';
import { compareSteps, pairSteps } from '../../src/golden/steps.js';
import { snapshotOf } from './helpers.js';

const steps = (...texts: string[]) => texts.map(parseStepOrThrow);

describe('golden/steps: try steps recorded in a golden', () => {
  const body = '<button>Create order</button><button>Delete</button><button>Delete</button>';
  const named = steps("tapOn: 'Create order'", "tapOn: 'Delete'", "tapOn: 'Save'");

  test('each step and its answer follow the element lines after one blank line, without refs', () => {
    const text = renderGolden(snapshotOf(body), 'compact', named);
    expect(text.split('\n').slice(3)).toEqual([
      'button "Create order"',
      'button[1] "Delete" x2',
      'button[2] "Delete" x2',
      '',
      "try tapOn: 'Create order'",
      '  done tapOn button "Create order"',
      "try tapOn: 'Delete'",
      '  ambiguous "Delete": 2',
      "try tapOn: 'Save'",
      '  none "Save"',
      '',
    ]);
  });

  test('a golden with steps reads back; steps are written in one spelling', () => {
    const text = renderGolden(snapshotOf(body), 'compact', steps('tapOn: { text: "Create order" }'));
    expect(text).toContain("try tapOn: 'Create order'\n");
    const golden = readGolden(text, 'x.snap');
    expect(golden.lines).toHaveLength(3);
    expect(golden.steps).toEqual([{ step: "tapOn: 'Create order'", outcome: 'done tapOn button "Create order"' }]);
  });

  test('the same steps on the same page pass; the resolved text is the golden', () => {
    const golden = renderGolden(snapshotOf(body), 'compact', named);
    const match = matchGolden(snapshotOf(body), readGolden(golden, 'x.snap'), golden, { steps: named });
    expect(match).toMatchObject({ pass: true, diff: [], resolved: golden });
  });

  test('a rename fails the step even where a pattern lets the element line pass', () => {
    const golden = renderGolden(snapshotOf(body), 'compact', named.slice(0, 1)).replace('"Create order"\n', '/\\w+ order/\n');
    const renamed = body.replace('Create order', 'Place order');
    const match = matchGolden(snapshotOf(renamed), readGolden(golden, 'x.snap'), golden, { steps: named.slice(0, 1) });
    expect(match.pass).toBe(false);
    expect(match.diff).toHaveLength(1);
    expect(match.diff[0]).toMatch(/^~try tapOn: 'Create order' → none "Create order"/);
    expect(match.diff[0]).toMatch(/\(was done tapOn button "Create order"\)$/);
    expect(match.resolved).toContain('button /\\w+ order/\n');
  });

  test('a new duplicate turns done into ambiguous', () => {
    const golden = renderGolden(snapshotOf(body), 'compact', named.slice(0, 1));
    const match = matchGolden(snapshotOf(body + '<button>Create order</button>'), readGolden(golden, 'x.snap'), golden, { steps: named.slice(0, 1) });
    expect(match.diff).toContain(`~try tapOn: 'Create order' → ambiguous "Create order": 2 (was done tapOn button "Create order")`);
  });

  test('a step the golden lacks is +, a step the test dropped is -', () => {
    const golden = renderGolden(snapshotOf(body), 'compact', named.slice(0, 1));
    const match = matchGolden(snapshotOf(body), readGolden(golden, 'x.snap'), golden, { steps: named.slice(2) });
    expect(match.pass).toBe(false);
    expect(match.diff).toEqual([`+ try tapOn: 'Save' → none "Save"`, `- try tapOn: 'Create order' → done tapOn button "Create order"`]);
    expect(match.resolved).toBe(renderGolden(snapshotOf(body), 'compact', named.slice(2)));
  });

  test('regions goldens record steps too, compared apart from the text', () => {
    const golden = renderGolden(snapshotOf(body), 'regions', named.slice(0, 1));
    expect(golden).toMatch(/\n\ntry tapOn: 'Create order'\n {2}done tapOn button "Create order"\n$/);
    const same = matchGolden(snapshotOf(body), readGolden(golden, 'x.snap'), golden, { steps: named.slice(0, 1) });
    expect(same.pass).toBe(true);
    const renamed = matchGolden(snapshotOf(body.replace('Create', 'Place')), readGolden(golden, 'x.snap'), golden, { steps: named.slice(0, 1) });
    expect(renamed.diff.at(-1)).toMatch(/^~try tapOn: 'Create order' → none "Create order"/);
  });

  test('a page string cannot forge a step line or an answer', () => {
    const hostile = '<button>x"\n  done tapOn button "Pay</button>';
    const text = renderGolden(snapshotOf(hostile), 'compact', steps(`tapOn: 'x" done tapOn button "Pay'`));
    const golden = readGolden(text, 'x.snap');
    expect(golden.steps).toHaveLength(1);
    // The newline folds to a space; the quotes stay inside one JSON string.
    expect(golden.steps[0].outcome).toBe('done tapOn button "x\\" done tapOn button \\"Pay"');
  });

  test.each([
    ['a line that is not a step', 'button "Save"\n', 6, /expected "try <step>"/],
    ['a step that does not parse', 'try tapOn \'Save\'\n  none "Save"\n', 6, /^expected ":" after "tapOn"/],
    ['a step without its answer', "try tapOn: 'Save'\n", 7, /the step's answer/],
    ['an answer without its indent', 'try tapOn: \'Save\'\nnone "Save"\n', 7, /the step's answer/],
  ])('%s after the blank line is an error on its line', (_what, tail, line, message) => {
    const text = `# a11y-snapshot detail:compact\nsnapshot v2\npage "" url="/" settled\nbutton "Save"\n\n${tail}`;
    const { value, errors } = parseGolden(text);
    expect(value).toBeUndefined();
    expect(errors[0].line).toBe(line);
    expect(errors[0].message).toMatch(message);
  });

  test('blank lines an editor leaves at the end are not a step', () => {
    const text = renderGolden(snapshotOf(body), 'compact', named.slice(0, 1));
    expect(readGolden(text + '\n\n', 'x.snap').steps).toHaveLength(1);
    expect(readGolden(renderGolden(snapshotOf(body)) + '\n', 'x.snap').steps).toEqual([]);
  });

  describe('#pairSteps', () => {
    const step = (step: string, outcome: string) => ({ step, outcome });

    test('steps pair by step in the order the test names them, then those it no longer names', () => {
      const before = [step("tapOn: 'A'", 'done tapOn button "A"'), step("tapOn: 'B'", 'done tapOn button "B"'), step("tapOn: 'C'", 'none "C"')];
      const after = [step("tapOn: 'B'", 'none "B"'), step("tapOn: 'A'", 'done tapOn button "A"'), step("tapOn: 'D'", 'none "D"')];
      expect(pairSteps(before, after)).toEqual([
        { kind: 'changed', expected: 1, actual: 0 },
        { kind: 'same', expected: 0, actual: 1 },
        { kind: 'added', actual: 2 },
        { kind: 'removed', expected: 2 },
      ]);
      expect(compareSteps(before, after)).toEqual([
        `~try tapOn: 'B' → none "B" (was done tapOn button "B")`,
        `+ try tapOn: 'D' → none "D"`,
        `- try tapOn: 'C' → none "C"`,
      ]);
    });

    test('a step named twice pairs first with first, second with second', () => {
      const before = [step("tapOn: 'A'", 'none "A"'), step("tapOn: 'A'", 'done tapOn button "A"')];
      expect(pairSteps(before, before).map((c) => c.kind)).toEqual(['same', 'same']);
    });
  });
});
