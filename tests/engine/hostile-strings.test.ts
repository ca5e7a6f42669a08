/**
 * Page-controlled strings end to end (NOTATION.md "Markers and strings"): a
 * page whose names, values, placeholders, title, test ids, ids, row texts and
 * container name are arbitrary strings, set through DOM APIs, captured in
 * jsdom, printed compact and full. The page can never add a line, break the
 * parser, or smuggle a raw line separator or bidi control into the text.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { foldText, format, parse } from '../../src/notation/index.js';
import type { Snapshot, SnapshotNode } from '../../src/model/snapshot.js';
// Plain JavaScript (its JSDoc gives the types), shared with scripts/stress.mjs
import { rawUnsafe } from '../reliability/lib/strings.mjs';

/** The suite's count; `npm run stress -- properties` runs 2,000 pages (FC_RUNS). */
const RUNS = Number(process.env.FC_RUNS ?? 100);

const NASTY = [
  '"',
  "'",
  '\\',
  '\\"',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\f',
  '\v',
  ' ',
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u00a0',
  '…',
  '\ud83d\ude00',
  'é',
  'x',
];
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: loneSurrogate },
);
const FORGERIES = [
  'e99 button "x" x5 on',
  'Pay\n@e99 [button] "Steal"',
  '" x5 $"id" on disabled',
  'x"\nsnapshot v2\npage "" url="" settled',
  '\\u0041\\n',
  'in:dialog"Create order" via:cursor icon:trash',
  '"\u2028e7 link "Home"',
  '\u202ee99 nottub',
];
const hostile = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 4, arbitrary: fc.string({ unit, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...FORGERIES) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...FORGERIES), fc.string({ unit, maxLength: 10 })).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.string({ unit, minLength: 190, maxLength: 260 }) },
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

const pageSpec = fc.record({
  title: hostile,
  nav: hostile,
  buttons: fc.array(fc.record({ name: hostile, testId: maybe(hostile), id: maybe(hostile) }), { maxLength: 5 }),
  inputs: fc.array(fc.record({ label: hostile, value: hostile, placeholder: maybe(hostile), testId: maybe(hostile) }), { maxLength: 3 }),
  rows: fc.array(fc.record({ text: hostile, button: hostile }), { maxLength: 4 }),
});
type PageSpec = typeof pageSpec extends fc.Arbitrary<infer T> ? T : never;

interface Built {
  doc: Document;
  inputs: HTMLInputElement[];
}

/** The page, built with DOM calls only: no page string ever goes through the HTML parser. */
function buildPage(spec: PageSpec): Built {
  const { document: doc } = new JSDOM('<!doctype html><html><head><title></title></head><body></body></html>').window;
  doc.title = spec.title;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, parent: Element): HTMLElementTagNameMap[K] => parent.appendChild(doc.createElement(tag));
  const nav = el('nav', doc.body);
  nav.setAttribute('aria-label', spec.nav);
  for (const b of spec.buttons) {
    const button = el('button', nav);
    button.textContent = b.name;
    if (b.testId !== undefined) button.setAttribute('data-testid', b.testId);
    if (b.id !== undefined) button.setAttribute('id', b.id);
  }
  const main = el('main', doc.body);
  const inputs = spec.inputs.map((i) => {
    const input = el('input', main);
    input.setAttribute('aria-label', i.label);
    input.value = i.value;
    if (i.placeholder !== undefined) input.setAttribute('placeholder', i.placeholder);
    if (i.testId !== undefined) input.setAttribute('data-testid', i.testId);
    return input;
  });
  const tbody = el('tbody', el('table', main));
  for (const r of spec.rows) {
    const tr = el('tr', tbody);
    el('td', tr).textContent = r.text;
    el('button', el('td', tr)).textContent = r.button;
  }
  return { doc, inputs };
}

/** The model as full text reads back: no outline. */
function linesOnly(model: Snapshot, refs: boolean): SnapshotNode[] {
  return model.nodes.map(({ container: _container, ref, ...node }) => (refs && ref !== undefined ? { ref, ...node } : node));
}

/** What compact prints of a node: no placeholder, no offscreen, row:/in: only where x > 1. */
function compactOnly(node: SnapshotNode): SnapshotNode {
  const { placeholder: _placeholder, row, in: home, ...rest } = node;
  const out: SnapshotNode = { ...rest, flags: node.flags.filter((f) => f !== 'offscreen') };
  if (node.count > 1 && row !== undefined) out.row = row;
  if (node.count > 1 && row === undefined && home !== undefined) out.in = home;
  return out;
}

function checkText(text: string, model: Snapshot): void {
  const lines = text.split('\n');
  expect(lines.at(-1)).toBe('');
  expect(lines.length - 1).toBe(model.nodes.length + 2);
  expect(lines[0]).toBe('snapshot v2');
  expect(lines[1].startsWith('page "')).toBe(true);
  for (const line of lines) {
    // No raw character a terminal, editor or diff view would break a line at, hide, or reorder by (emoji keep their joiners).
    expect(rawUnsafe(line), JSON.stringify(line)).toBeUndefined();
  }
  // Each element line starts with its ref (or role) and its role: a page string never comes first.
  model.nodes.forEach((node, i) => {
    const head = (node.ref ? `${node.ref} ` : '') + node.role + (node.count > 1 ? `[${node.index}]` : '') + ' "';
    expect(lines[i + 2].startsWith(head), lines[i + 2]).toBe(true);
  });
}

describe('engine/capture with hostile page strings', () => {
  test(`every page string stays inside its quotes (${RUNS} pages)`, { timeout: Math.max(120_000, RUNS * 100) }, () => {
    fc.assert(
      fc.property(pageSpec, (spec) => {
        const { doc, inputs } = buildPage(spec);
        const model = capture(doc);

        // The page's strings neither add nor hide an element.
        expect(model.nodes.map((n) => n.role)).toEqual([
          ...spec.buttons.map(() => 'button'),
          ...spec.inputs.map(() => 'textbox'),
          ...spec.rows.map(() => 'button'),
        ]);
        expect(model.header.title).toBe(foldText(doc.title));
        model.nodes.slice(0, spec.buttons.length).forEach((node, i) => {
          const testId = spec.buttons[i].testId;
          if (testId !== undefined && foldText(testId) !== '') expect(node.testId).toBe(foldText(testId));
          expect(node.in?.kind).toBe('nav');
        });
        model.nodes.slice(spec.buttons.length, spec.buttons.length + inputs.length).forEach((node, i) => {
          expect(node.value).toBe(foldText(inputs[i].value) || undefined);
          const placeholder = spec.inputs[i].placeholder;
          expect(node.placeholder).toBe(placeholder === undefined ? undefined : foldText(placeholder) || undefined);
        });
        for (const node of model.nodes) {
          for (const text of [node.name, node.key, node.value, node.placeholder, node.row, node.testId, node.id, node.in?.name]) {
            if (text !== undefined) expect(text.length).toBeLessThanOrEqual(201);
          }
        }

        for (const refs of [true, false]) {
          const full = format(model, { detail: 'full', refs });
          checkText(full, refs ? model : { ...model, nodes: model.nodes.map(({ ref: _ref, ...n }) => n) });
          const readFull = parse(full);
          expect(readFull.errors).toEqual([]);
          // A document no one waited for prints `settled`, and reads back so.
          expect(readFull.value.header).toEqual({ ...model.header, settled: true });
          expect(readFull.value.nodes).toStrictEqual(linesOnly(model, refs));

          const compact = format(model, { refs });
          checkText(compact, refs ? model : { ...model, nodes: model.nodes.map(({ ref: _ref, ...n }) => n) });
          const readCompact = parse(compact);
          expect(readCompact.errors).toEqual([]);
          expect(readCompact.value.header).toEqual({ ...model.header, settled: true, engine: 'dom' });
          expect(readCompact.value.nodes).toStrictEqual(linesOnly(model, refs).map(compactOnly));
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('a forged line in a name stays one quoted name', () => {
    const { doc } = buildPage({
      title: 'x"\nsnapshot v2',
      nav: '\u2028in:dialog"x"',
      buttons: [{ name: 'Pay"\ne99 button "Steal" x5 on', testId: undefined, id: undefined }],
      inputs: [],
      rows: [],
    });
    const text = format(capture(doc), { detail: 'full' });
    expect(text).toBe(
      [
        'snapshot v2',
        'page "x\\" snapshot v2" url="about:blank" settled engine:jsdom',
        'e1 button "Pay\\" e99 button \\"Steal\\" x5 on" in:nav"\\u2028in:dialog\\"x\\""',
        '',
      ].join('\n'),
    );
  });
});
