import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { renderGolden } from '../../src/golden/golden.js';
import { describeCall, detailFor, goldenToHold, judgeCapture, readStoredGolden, unreadableMessage } from '../../src/assert/policy.js';
import { readSnapshotOptions } from '../../src/assert/options.js';
import { createGoldenDomain } from '../../src/assert/domain.js';
import { parseStepOrThrow } from '../../src/steps/grammar.js';
import { ROOT } from '../fixtures.js';

const BODY = '<a href="/orders/1001">Order 1001</a><button>Create order</button>';

const page = (body = BODY) => new JSDOM(`<title>Orders</title><body>${body}`, { url: 'http://localhost:5173/orders' }).window.document;
const model = (body = BODY) => capture(page(body), { refs: false });

const golden = renderGolden(model());

describe('assert/policy', () => {
  test('nothing stored: missing, and an update writes the capture at the level asked for (else compact)', () => {
    expect(judgeCapture(model(), undefined)).toMatchObject({ state: 'missing', diff: [], resolved: golden });
    expect(judgeCapture(model(), undefined, { detail: 'full' }).resolved).toBe(renderGolden(model(), 'full'));
  });

  test('a stored golden: same, or different with the diff; resolved keeps the patterns that still match', () => {
    const patterned = golden.replace('link "Order 1001"', 'link /Order \\d+/');
    const stored = readStoredGolden(patterned, 'x.snap');
    expect(judgeCapture(model(BODY.replace('1001', '2002')), stored)).toMatchObject({ state: 'same', diff: [], resolved: patterned, expected: patterned });
    const changed = judgeCapture(model(BODY.replace('Create order', 'Place order')), stored);
    expect(changed.state).toBe('different');
    expect(changed.diff).toContain('~name button "Place order" (was "Create order")');
    expect(changed.resolved).toBe(patterned.replace('Create order', 'Place order'));
  });

  test('a golden at another level than asked: one ~detail line, and an update writes the level asked for', () => {
    const full = readStoredGolden(renderGolden(model(), 'full'), 'x.snap');
    expect(detailFor(full, undefined)).toBe('full');
    expect(judgeCapture(model(), full).state).toBe('same');
    expect(goldenToHold(full, 'compact')).toBeUndefined();
    expect(judgeCapture(model(), full, { detail: 'compact' })).toMatchObject({
      state: 'different',
      diff: ['~detail compact (was full): the test asks for another level of detail than the golden records'],
      resolved: golden,
    });
  });

  test('an unreadable golden is kept as its GoldenError; any other exception is a bug and is thrown', () => {
    const stored = readStoredGolden(golden.replace('link "Order 1001"', 'link /Order (\\d+/'), 'x.snap');
    expect('error' in stored && stored.error.message).toMatch(/^x\.snap:4:6: invalid pattern/);
    expect(judgeCapture(model(), stored)).toMatchObject({ state: 'unreadable', resolved: golden });
    expect(() => readStoredGolden(undefined as unknown as string, 'x.snap')).toThrow(TypeError);
  });

  test('one wording for an unreadable golden and for the call, whatever the door', () => {
    expect(unreadableMessage('a.snap:4:9', 'expected a role\n  here', 'jest -u')).toBe('a.snap:4:9: expected a role here (fix the golden, or rewrite it with: jest -u)');
    expect(describeCall('page', 'toMatchA11ySnapshot', 'cart')).toBe('expect(page).toMatchA11ySnapshot("cart")');
    expect(describeCall('received', 'toMatchA11ySnapshot')).toBe('expect(received).toMatchA11ySnapshot()');
  });
});

describe('assert/domain', () => {
  test('a capture that renders the stored text matches it without a line-by-line comparison', () => {
    const domain = createGoldenDomain({});
    const model = domain.capture(page());
    const judgement = domain.match(model, domain.parseExpected('\n' + golden));
    expect(judgement).toMatchObject({ state: 'same', diff: [], resolved: golden, expected: golden });
    // Compared element by element, a judgement lists every line; this one was not compared.
    expect(judgement.changes).toEqual([]);
  });

  test('a capture the door adjusts (Vitest\'s browser mode strips its url parameters) is the one held', () => {
    const domain = createGoldenDomain({ adjust: (m) => ({ ...m, header: { ...m.header, url: 'http://localhost:5173/orders' } }) });
    const model = domain.capture(new JSDOM(`<title>Orders</title><body>${BODY}`, { url: 'http://localhost:5173/orders?sessionId=1' }).window.document);
    expect(domain.render(model)).toBe(golden);
    const judgement = domain.match(model, domain.parseExpected('\n' + golden));
    expect(judgement).toMatchObject({ state: 'same', changes: [] });
  });

  test('a stored text read before any capture (as under a poll) is read and compared', () => {
    const domain = createGoldenDomain({});
    const stored = domain.parseExpected(golden);
    const judgement = domain.match(domain.capture(page()), stored);
    expect(judgement.state).toBe('same');
    expect(judgement.changes.map((c) => c.kind)).toEqual(['same', 'same']);
  });

  test('a stored text that was the rendering of another capture is compared with this one', () => {
    const domain = createGoldenDomain({});
    domain.capture(page());
    const stored = domain.parseExpected(golden);
    const changed = domain.match(domain.capture(page(BODY.replace('Create order', 'Place order'))), stored);
    expect(changed.state).toBe('different');
    expect(changed.diff).toContain('~name button "Place order" (was "Create order")');
    expect(stored.text).toBe(golden);
    expect('golden' in stored && stored.golden.lines.map((l) => l.node.name)).toEqual(['Order 1001', 'Create order']);
  });

  test('patterns, another level asked for, and step answers still decide', () => {
    const patterned = createGoldenDomain({});
    const withPattern = golden.replace('link "Order 1001"', 'link /Order \\d+/');
    expect(patterned.match(patterned.capture(page(BODY.replace('1001', '2002'))), patterned.parseExpected(withPattern))).toMatchObject({ state: 'same', resolved: withPattern });

    const full = createGoldenDomain({ detail: 'full' });
    expect(full.match(full.capture(page()), full.parseExpected(golden)).diff).toEqual(['~detail full (was compact): the test asks for another level of detail than the golden records']);

    const steps = [parseStepOrThrow("tapOn: 'Create order'")];
    const stepped = createGoldenDomain({ steps });
    const withSteps = stepped.render(stepped.capture(page()));
    expect(withSteps).toContain("try tapOn: 'Create order'");
    const twice = stepped.capture(page(BODY + '<button>Create order</button>'));
    const judgement = stepped.match(twice, stepped.parseExpected(withSteps));
    expect(judgement.state).toBe('different');
    expect(judgement.diff.join('\n')).toMatch(/Create order/);
  });
});

describe('assert/options', () => {
  const keys = ['detail', 'testIdAttributes', 'steps', 'lint'] as const;
  test('reads what a door takes', () => {
    expect(readSnapshotOptions('m', undefined, keys)).toEqual({ steps: [] });
    expect(readSnapshotOptions('m', { detail: 'full', lint: ['nameless'], testIdAttributes: ['data-qa'] }, keys)).toEqual({ detail: 'full', lint: ['nameless'], testIdAttributes: ['data-qa'], steps: [] });
    expect(readSnapshotOptions('m', { steps: ["tapOn: 'Save'"] }, keys).steps).toEqual([{ verb: 'tapOn', selector: { text: 'Save' } }]);
  });

  test('refuses, in one wording, what a door does not take or a wrong value', () => {
    expect(() => readSnapshotOptions('m', 'full', keys)).toThrow(new TypeError('m: options must be an object, got string'));
    expect(() => readSnapshotOptions('m', [], keys)).toThrow('m: options must be an object, got an array');
    expect(() => readSnapshotOptions('m', { scope: 'main' }, keys)).toThrow('m: unknown option "scope" (the options are detail, testIdAttributes, steps, lint)');
    expect(() => readSnapshotOptions('m', { detail: 'around' }, keys)).toThrow('m: detail must be one of compact, full, regions, v1; got "around"');
    expect(() => readSnapshotOptions('m', { testIdAttributes: 'data-qa' }, keys)).toThrow('m: testIdAttributes must be an array of attribute names; got "data-qa"');
    expect(() => readSnapshotOptions('m', { timeout: -1 }, ['timeout'])).toThrow('m: timeout must be a number of milliseconds (0 for none); got -1');
    expect(() => readSnapshotOptions('m', { lint: ['nope'] }, keys)).toThrow('m: lint takes nameless, ambiguous, icon-only; got "nope"');
  });
});

/** Every module a source file imports, transitively (relative imports only; packages listed apart). */
function importsOf(file: string, seen = new Set<string>(), packages = new Set<string>()): { files: Set<string>; packages: Set<string> } {
  if (seen.has(file)) return { files: seen, packages };
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/^(?:import|export)\s(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
    if (spec.startsWith('.')) importsOf(resolve(dirname(file), spec.replace(/\.js$/, '.ts')), seen, packages);
    else packages.add(spec);
  }
  return { files: seen, packages };
}

describe('assert: runner-neutral', () => {
  test('imports no runner and nothing of Node, so that it runs in a browser page too', () => {
    for (const entry of ['policy.ts', 'options.ts', 'domain.ts']) {
      const { files, packages } = importsOf(join(ROOT, 'src/assert', entry));
      const doors = [...files].filter((file) => /src[\\/](playwright|vitest|jest|cli)[\\/]/.test(file));
      expect(doors, entry).toEqual([]);
      expect([...packages].filter((name) => name.startsWith('node:') || /^(vitest|@playwright|jest|@jest|expect|jsdom)/.test(name)), entry).toEqual([]);
    }
  });
});
