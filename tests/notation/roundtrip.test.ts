/**
 * Properties of print and read together, over generated models whose page
 * strings are anything a page could hold (after `foldText`, as the engine
 * stores them): every element is one line, and the text reads back to the
 * same model.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { format } from '../../src/notation/format.js';
import type { Snapshot } from '../../src/model/snapshot.js';
import { parse } from '../../src/notation/parse.js';
import { snapshot } from './arbitrary.js';
import { withoutOutline } from './fixtures.js';

/** The suite's count; `npm run stress -- properties` runs these properties 5,000 times each (FC_RUNS). */
const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 200) };
/** A hang guard that grows with the count. */
const GUARD = { timeout: Math.max(30_000, RUNS.numRuns * 60) };

// Anything an editor, a terminal or a diff view could take for a line break.
const LINE_BREAKS = /[\r\u000b\u000c\u0085\u2028\u2029]/;

function expectOneLinePerNode(text: string, nodes: number): void {
  const lines = text.split('\n');
  expect(lines).toHaveLength(nodes + 3);
  expect(lines.at(-1)).toBe('');
  expect(LINE_BREAKS.test(text)).toBe(false);
}

function stripRefs(model: Snapshot): Snapshot {
  return { ...model, nodes: model.nodes.map(({ ref: _ref, ...rest }) => rest) };
}

describe('notation round trip', () => {
  it('prints one line per node at every level that has them', GUARD, () => {
    fc.assert(
      fc.property(snapshot, (model) => {
        expectOneLinePerNode(format(model, { detail: 'full' }), model.nodes.length);
        expectOneLinePerNode(format(model), model.nodes.length);
        expectOneLinePerNode(format(model, { refs: false }), model.nodes.length);
      }),
      RUNS,
    );
  });

  it('reads full text back to the model without its outline', GUARD, () => {
    fc.assert(
      fc.property(snapshot, (model) => {
        const { value, errors } = parse(format(model, { detail: 'full' }));
        expect(errors).toEqual([]);
        expect(value).toStrictEqual(withoutOutline(model));
      }),
      RUNS,
    );
  });

  it('reads golden text (no refs) back to the model without refs', GUARD, () => {
    fc.assert(
      fc.property(snapshot, (model) => {
        const { value, errors } = parse(format(model, { detail: 'full', refs: false }));
        expect(errors).toEqual([]);
        expect(value).toStrictEqual(stripRefs(withoutOutline(model)));
      }),
      RUNS,
    );
  });

  it('prints what it read to the same bytes, full and compact', GUARD, () => {
    fc.assert(
      fc.property(snapshot, fc.boolean(), (model, refs) => {
        const full = format(model, { detail: 'full', refs });
        expect(format(parse(full).value, { detail: 'full', refs })).toBe(full);
        const compact = format(model, { refs });
        const read = parse(compact);
        expect(read.errors).toEqual([]);
        expect(format(read.value, { refs })).toBe(compact);
      }),
      RUNS,
    );
  });

  it('keeps regions, v1 and around free of stray line breaks', GUARD, () => {
    fc.assert(
      fc.property(snapshot, fc.nat(), (model, pick) => {
        for (const detail of ['regions', 'v1'] as const) expect(LINE_BREAKS.test(format(model, { detail }))).toBe(false);
        const refs = model.nodes.flatMap((n) => (n.ref === undefined ? [] : [n.ref]));
        if (refs.length === 0) return;
        const around = format(model, { around: refs[pick % refs.length] });
        expect(LINE_BREAKS.test(around)).toBe(false);
        expect(parse(around).errors).toEqual([]);
      }),
      RUNS,
    );
  });
});
