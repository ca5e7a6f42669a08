import { describe, test, expect } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { packModel, unpackModel } from '../../src/notation/wire.js';
import { fixtureNames, loadInJsdom } from '../fixtures.js';

describe('notation/wire', () => {
  test.each(fixtureNames().map((name) => [name]))('%s: unpack(pack(model)) is the model', (name) => {
    const model = capture(loadInJsdom(name));
    expect(unpackModel(packModel(model))).toEqual(model);
  });

  test('packing leaves out what the receiver derives', () => {
    const model = capture(loadInJsdom('example'));
    const packed = JSON.parse(packModel(model));
    expect(packed.nodes.some((n: object) => 'in' in n)).toBe(false);
    expect(packed.nodes.filter((n: { keyKind: string }) => n.keyKind === 'text').some((n: object) => 'key' in n)).toBe(false);
    expect(packModel(model).length).toBeLessThan(JSON.stringify(model).length * 0.8);
  });
});
