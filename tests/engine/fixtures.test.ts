import { describe, test, expect } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { format, parse } from '../../src/notation/index.js';
import type { Snapshot } from '../../src/model/snapshot.js';
import { fixtureNames, loadInJsdom, readExpected, expectedPath } from '../fixtures.js';
import { comparableLines, listedLines } from '../engine-differences.js';

/** A model as its lines carry it: no container outline. */
/** What text keeps of a capture: no outline, and a header that says `settled` (no one waited for the document, so nothing is loading). */
function linesOnly(model: Snapshot): Snapshot {
  return { header: { ...model.header, settled: true }, nodes: model.nodes.map(({ container: _, ...node }) => node) };
}

describe('engine/capture on the fixture pages (jsdom)', () => {
  for (const name of fixtureNames()) {
    test(`${name}: full snapshot equals the reviewed expectation`, () => {
      const text = format(capture(loadInJsdom(name)), { detail: 'full' });
      const expected = readExpected(name, text);
      expect(expected, `missing ${expectedPath(name)}`).toBeDefined();
      expect(text).toBe(expected);
    });

    test(`${name}: each line listed as printed otherwise in Chromium is a line jsdom prints`, () => {
      const lines = comparableLines(capture(loadInJsdom(name)));
      for (const line of listedLines(name).jsdom) expect(lines, 'a listed engine difference that no longer occurs').toContain(line);
    });

    test(`${name}: parse(format(model)) gives the model back`, () => {
      const model = capture(loadInJsdom(name));
      const { value, errors } = parse(format(model, { detail: 'full' }));
      expect(errors).toEqual([]);
      expect(value).toEqual(linesOnly(model));
    });
  }
});
