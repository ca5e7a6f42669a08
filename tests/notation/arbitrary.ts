/**
 * Generated models whose page strings are anything a page could hold (after
 * `foldText`, as the engine stores them), for the property tests of the
 * notation and of goldens.
 */
import fc from 'fast-check';
import { FLAG_ORDER, VIA_SIGNALS, type Container, type Snapshot, type SnapshotNode, type Flag } from '../../src/model/snapshot.js';
import { foldText } from '../../src/model/text.js';

// Characters that break naive printers: quotes, backslashes, line breaks of
// every kind, bidi overrides, lone surrogate halves, the ellipsis we cut with.
const NASTY = ['"', '\\', '\n', '\r', '\t', ' ', '\u0000', '\u0085', '\u2028', '\u2029', '\u202e', '\u200b', '\ufeff', '…', '\u00a0'];
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const anyUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: loneSurrogate },
);
const forgeries = fc.constantFrom(
  'e99 button "x" x5 on',
  'Pay\n@e99 [button] "Steal"',
  '" x5 $"id" on',
  'x"\nsnapshot v2\npage "" url="" settled',
  '\\u0041',
  'in:dialog"Create order" via:cursor',
);
const pageText = fc
  .oneof(
    { weight: 5, arbitrary: fc.string({ unit: anyUnit, maxLength: 30 }) },
    { weight: 2, arbitrary: forgeries },
    { weight: 1, arbitrary: fc.string({ unit: anyUnit, minLength: 190, maxLength: 260 }) },
  )
  .map(foldText);
const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
const role = fc.oneof(fc.constantFrom('button', 'link', 'heading', 'textbox', 'checkbox', 'clickable', 'img'), word);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

// Contradicting flags never come from the engine, and parse refuses them.
const flags = fc
  .tuple(
    fc.constantFrom<Flag[]>([], ['on'], ['off'], ['mixed']),
    fc.constantFrom<Flag[]>([], ['expanded'], ['collapsed']),
    fc.subarray(['disabled', 'focus', 'selected', 'required', 'invalid', 'readonly', 'offscreen'] as Flag[]),
  )
  .map(([check, disclosure, rest]) => FLAG_ORDER.filter((flag) => [...check, ...disclosure, ...rest].includes(flag)));

const containers = fc.array(fc.record({ kind: word, name: pageText, pick: fc.nat() }), { maxLength: 5 }).map((list) =>
  list.map(({ kind, name, pick }, i): Container => {
    const parent = pick % (i + 1);
    return parent < i ? { kind, name, parent } : { kind, name };
  }),
);

const countAndIndex = fc.integer({ min: 1, max: 40 }).chain((count) => fc.record({ count: fc.constant(count), index: fc.integer({ min: 1, max: count }) }));

const nodeSpec = fc.record({
  ref: maybe(fc.integer({ min: 1, max: 100000 }).map((n) => `e${n}`)),
  role,
  name: pageText,
  keyKind: fc.constantFrom('testId', 'id', 'text'),
  keyText: pageText,
  countAndIndex,
  value: maybe(pageText),
  placeholder: maybe(pageText),
  flags,
  level: maybe(fc.integer({ min: 1, max: 9 })),
  row: maybe(pageText),
  icon: maybe(word),
  via: maybe(fc.constantFrom(...VIA_SIGNALS)),
  description: maybe(pageText),
  container: maybe(fc.nat()),
});

/** An object without its undefined properties, as the engine and the parser build nodes. */
function definedOnly<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

type NodeSpec = typeof nodeSpec extends fc.Arbitrary<infer U> ? U : never;

function buildNode(spec: NodeSpec, outline: Container[]): SnapshotNode {
  const { keyKind, keyText, countAndIndex: ci, container: pick, ...rest } = spec;
  const index = pick === undefined || outline.length === 0 ? undefined : pick % outline.length;
  const home = index === undefined ? undefined : outline[index];
  return definedOnly({
    ...rest,
    ...ci,
    key: keyKind === 'text' ? spec.name : keyText,
    keyKind: keyKind as SnapshotNode['keyKind'],
    testId: keyKind === 'testId' ? keyText : undefined,
    id: keyKind === 'id' ? keyText : undefined,
    container: index,
    in: home && { kind: home.kind, name: home.name },
  });
}

/** A model: header, outline and up to 12 nodes, with forged notation among the page strings. */
export const snapshot: fc.Arbitrary<Snapshot> = fc
  .record({
    title: pageText,
    url: pageText,
    network: maybe(fc.nat({ max: 50 })),
    engine: fc.constantFrom('jsdom', 'chromium', 'dom' as const),
    outline: containers,
    specs: fc.array(nodeSpec, { maxLength: 12 }),
  })
  .map(({ title, url, network, engine, outline, specs }) => ({
    header: definedOnly({ title, url, settled: network === undefined, network, engine }),
    nodes: specs.map((spec) => buildNode(spec, outline)),
    containers: outline,
  }));
