import { describe, test, expect } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { captureWithKeys } from '../../src/engine/capture.js';
import { packModel, unpackModel } from '../../src/model/wire.js';
import { fixtureNames, loadInJsdom } from '../fixtures.js';

describe('model/wire', () => {
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

describe('model/wire: what crosses from a page is checked', () => {
  const one = {
    header: { title: 'T', url: 'u', engine: 'chromium' },
    containers: [],
    nodes: [{ ref: 'e1', role: 'button', name: 'Delete account', key: 'Delete account', keyKind: 'text', count: 1, index: 1, flags: [] }],
  };
  const withNode = (patch: object, top: object = {}) => JSON.stringify({ ...one, ...top, nodes: [{ ...one.nodes[0], ...patch }] });

  test('keys, counts and indexes are recomputed from the lines, whatever the page sent', () => {
    const forged = JSON.stringify({
      ...one,
      nodes: [
        { ...one.nodes[0], name: 'Cancel', key: 'Keep', count: 2, index: 1 },
        { ...one.nodes[0], ref: 'e7', name: 'Keep my account', count: 1, index: 1 },
        { ...one.nodes[0], ref: 'e8', role: 'checkbox', count: 2, index: 2 },
      ],
    });
    const lines = unpackModel(forged).nodes.map((n) => [n.name, n.key, n.count, n.index]);
    expect(lines).toEqual([
      ['Cancel', 'Cancel', 1, 1],
      ['Keep my account', 'Keep my account', 1, 1],
      ['Delete account', 'Delete account', 1, 1],
    ]);
  });

  test.each([
    ['a second line with ref e1', JSON.stringify({ ...one, nodes: [one.nodes[0], one.nodes[0]] }), /nodes\[1\]\.ref/],
    ['a ref outside e<N>', withNode({ ref: 'e1 button' }), /nodes\[0\]\.ref/],
    ['a role outside the word grammar', withNode({ role: 'button "x" on' }), /nodes\[0\]\.role/],
    ['a flag outside the flag list', withNode({ flags: ['on', 'hacked'] }), /nodes\[0\]\.flags/],
    ['a flag twice', withNode({ flags: ['on', 'on'] }), /nodes\[0\]\.flags/],
    ['a via signal outside its list', withNode({ via: 'magic' }), /nodes\[0\]\.via/],
    ['a name that is not a string', withNode({ name: { toString: 1 } }), /nodes\[0\]\.name/],
    ['a level that is not a whole number', withNode({ level: 1.5 }), /nodes\[0\]\.level/],
    ['a field the notation lacks', withNode({ extra: 'x' }), /not a field/],
    ['__proto__', withNode({}).replace('"flags":[]', '"flags":[],"__proto__":{"role":"x"}'), /not a field/],
    ['a container that is not there', withNode({ container: 3 }), /nodes\[0\]\.container/],
    ['a container kind outside the word grammar', withNode({}, { containers: [{ kind: 'dialog"', name: 'x' }] }), /containers\[0\]\.kind/],
    ['a container kind the engine never prints', withNode({}, { containers: [{ kind: 'checkout', name: 'x' }] }), /containers\[0\]\.kind/],
    ['a container whose parent comes after it', withNode({}, { containers: [{ kind: 'main', name: '', parent: 0 }] }), /containers\[0\]\.parent/],
    ['a header engine outside the list', withNode({}, { header: { ...one.header, engine: 'gecko' } }), /header\.engine/],
    // Whether the page settled is for the door that watched its requests to say, never the page.
    ['a header that says the page settled', withNode({}, { header: { ...one.header, settled: true } }), /header\.settled/],
    ['a header that counts requests in flight', withNode({}, { header: { ...one.header, network: 0 } }), /header\.network/],
    ['nodes that are not a list', JSON.stringify({ ...one, nodes: {} }), /at nodes/],
    ['page keys that disagree with a line', withNode({}, { page: { keys: [['text', 'Other']], at: [0] } }), /page\.at\[0\]/],
  ])('%s: a one-line WireError naming the field', (_, text, path) => {
    let message = '';
    try {
      unpackModel(text);
    } catch (error) {
      expect((error as Error).name).toBe('WireError');
      message = (error as Error).message;
    }
    expect(message).toMatch(path);
    expect(message.split('\n')).toHaveLength(1);
  });

  test('a scoped capture is recounted over the whole page it came with', () => {
    const doc = loadInJsdom('example');
    const table = doc.querySelector('table')!;
    const { model, page } = captureWithKeys(table);
    expect(page!.keys.length).toBeGreaterThan(model.nodes.length);
    expect(unpackModel(packModel(model, page))).toEqual(capture(table));
    expect(
      unpackModel(packModel(model, page))
        .nodes.filter((n) => n.name === 'Delete')
        .map((n) => [n.index, n.count]),
    ).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });
});
