/**
 * The promises of NOTATION.md ("Key, count and index") held on every line of
 * every fixture page, as the engine captures it and as a golden file parses
 * back, and on generated models:
 * - a line with no `x` and a text key resolves, as `tapOn: '<name>'`, to
 *   `done` on that very line `via:exact` (where tapOn may name its role);
 * - the selector `selectorFor` writes for a line resolves to that line.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { countKeys } from '../../src/model/tokens.js';
import { format, parse } from '../../src/notation/index.js';
import type { Container, Snapshot, SnapshotNode } from '../../src/model/snapshot.js';
import { computeKey } from '../../src/model/tokens.js';
import { parseStepOrThrow } from '../../src/steps/grammar.js';
import { resolve } from '../../src/steps/resolve.js';
import { selectorFor } from '../../src/steps/selector.js';
import { quoteStepText } from '../../src/steps/step.js';
import { canName } from '../../src/steps/targets.js';
import { fixtureNames, loadInJsdom } from '../fixtures.js';
import { HEADER } from '../notation/fixtures.js';

/** Failures as readable strings, so that one report lists every bad line. */
function checkBareText(model: Snapshot): { checked: number; failures: string[] } {
  const failures: string[] = [];
  let checked = 0;
  for (const node of model.nodes) {
    if (node.count !== 1 || node.keyKind !== 'text' || !canName('tapOn', node)) continue;
    checked++;
    const result = resolve(model, parseStepOrThrow(`tapOn: ${quoteStepText(node.name)}`));
    if (result.outcome !== 'done' || result.node !== node || result.via !== 'exact') {
      failures.push(`${node.ref} ${node.role} ${JSON.stringify(node.name)} → ${result.outcome} ${result.outcome === 'done' ? result.node?.ref : ''}`);
    }
  }
  return { checked, failures };
}

function checkSelectors(model: Snapshot): string[] {
  const failures: string[] = [];
  for (const node of model.nodes) {
    const { selector, stepText } = selectorFor(node, model);
    const result = resolve(model, parseStepOrThrow(stepText));
    if (result.outcome !== 'done' || result.node !== node || result.via !== 'exact') {
      failures.push(`${node.ref} ${node.role} ${JSON.stringify(node.name)}: ${stepText} → ${result.outcome}`);
    }
    // The numbers a selector carries are the ones the line printed.
    if (selector.index !== undefined && (selector.index !== node.index || selector.of !== node.count)) {
      failures.push(`${node.ref}: ${stepText} but the line says [${node.index}] x${node.count}`);
    }
    if (canName('inputText', node)) {
      const typed = selectorFor(node, model, { verb: 'inputText', value: 'typed' });
      const typedResult = resolve(model, parseStepOrThrow(typed.stepText));
      if (typedResult.outcome !== 'done' || typedResult.node !== node) failures.push(`${node.ref}: ${typed.stepText} → ${typedResult.outcome}`);
    }
  }
  return failures;
}

describe('steps on the fixture pages', () => {
  for (const name of fixtureNames()) {
    const models = (): [string, Snapshot][] => {
      const engine = capture(loadInJsdom(name));
      const { value: golden, errors } = parse(format(engine, { detail: 'full' }));
      expect(errors).toEqual([]);
      return [
        ['engine', engine],
        ['parsed golden', golden],
      ];
    };

    test(`${name}: a line with no x and a text key resolves as tapOn: '<name>' to done on itself via exact`, () => {
      for (const [kind, model] of models()) {
        const { checked, failures } = checkBareText(model);
        expect(checked, `${kind}: no line to check`).toBeGreaterThan(0);
        expect(failures, kind).toEqual([]);
      }
    });

    test(`${name}: the selector written for every line resolves to that line`, () => {
      for (const [kind, model] of models()) expect(checkSelectors(model), kind).toEqual([]);
    });
  }
});

describe('steps on generated models', () => {
  const containers: Container[] = [
    { kind: 'main', name: '' },
    { kind: 'dialog', name: 'Edit' },
    { kind: 'form', name: 'Details', parent: 1 },
  ];
  const spec = fc.record({
    role: fc.constantFrom('button', 'link', 'heading', 'textbox', 'clickable', 'img', 'checkbox'),
    name: fc.constantFrom('Save', 'save', 'SAVE', 'Save draft', 'Delete', 'Délete', '', 'Don’t save', 'Sve'),
    testId: fc.option(fc.constantFrom('a', 'b'), { nil: undefined, freq: 4 }),
    id: fc.option(fc.constantFrom('x', 'y'), { nil: undefined, freq: 4 }),
    row: fc.option(fc.constantFrom('Ada', 'Alan', 'ada'), { nil: undefined, freq: 2 }),
    container: fc.option(fc.constantFrom(0, 1, 2), { nil: undefined, freq: 2 }),
  });
  type Spec = typeof spec extends fc.Arbitrary<infer T> ? T : never;

  function buildModel(specs: Spec[], withDialog: boolean): Snapshot {
    const nodes = specs.map(({ container, testId, id, row, ...rest }, i): SnapshotNode => {
      const at = withDialog ? container : container === undefined ? undefined : 0;
      const draft: SnapshotNode = { ref: `e${i + 1}`, key: '', keyKind: 'text', count: 1, index: 1, flags: [], ...rest };
      if (testId !== undefined) draft.testId = testId;
      else if (id !== undefined) draft.id = id;
      if (row !== undefined) draft.row = row;
      if (at !== undefined) Object.assign(draft, { container: at, in: { kind: containers[at].kind, name: containers[at].name } });
      return { ...draft, ...computeKey(draft) };
    });
    countKeys(nodes);
    return { header: HEADER, nodes, containers };
  }

  test('a line with no x and a text key resolves to itself via exact (no dialog open)', () => {
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 12 }), (specs) => {
        expect(checkBareText(buildModel(specs, false)).failures).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  test('the selector written for every line resolves to that line, dialogs and all', () => {
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 12 }), (specs) => {
        expect(checkSelectors(buildModel(specs, true))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
