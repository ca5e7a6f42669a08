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
import {
  holdCapture,
  holdReceipt,
  mismatchFileMessage,
  missingFileMessage,
  unreadableFileMessage,
  type FilePolicySettings,
  type GoldenOutcome,
} from '../../src/assert/file-policy.js';
import { judgeReceipt, readStoredReceipt } from '../../src/assert/receipt.js';
import { planUpdate, updateModeIn, type UpdateMode } from '../../src/assert/update.js';
import { GoldenError } from '../../src/golden/golden.js';
import { renderReceiptGolden } from '../../src/golden/receipt.js';
import type { Snapshot } from '../../src/model/snapshot.js';
import type { GoldenState } from '../../src/assert/policy.js';
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
    expect(unreadableMessage('a.snap:4:9', 'expected a role\n  here', 'jest -u')).toBe(
      'a.snap:4:9: expected a role here (fix the golden, or rewrite it with: jest -u)',
    );
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

  test("a capture the door adjusts (Vitest's browser mode strips its url parameters) is the one held", () => {
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
    expect(patterned.match(patterned.capture(page(BODY.replace('1001', '2002'))), patterned.parseExpected(withPattern))).toMatchObject({
      state: 'same',
      resolved: withPattern,
    });

    const full = createGoldenDomain({ detail: 'full' });
    expect(full.match(full.capture(page()), full.parseExpected(golden)).diff).toEqual([
      '~detail full (was compact): the test asks for another level of detail than the golden records',
    ]);

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

describe('assert/update', () => {
  const MODES: UpdateMode[] = ['all', 'changed', 'missing', 'default', 'none'];
  /** The table in update.ts, row by row: [write, pass] per mode. */
  const TABLE: Record<GoldenState, Record<UpdateMode, [boolean, boolean]>> = {
    missing: { all: [true, true], changed: [true, true], missing: [true, true], default: [true, false], none: [false, false] },
    different: { all: [true, true], changed: [true, true], missing: [false, false], default: [false, false], none: [false, false] },
    same: { all: [true, true], changed: [false, true], missing: [false, true], default: [false, true], none: [false, true] },
    unreadable: { all: [true, true], changed: [false, false], missing: [false, false], default: [false, false], none: [false, false] },
  };

  test("#planUpdate follows Playwright's toMatchSnapshot in every mode; an unreadable golden is rewritten only by all", () => {
    for (const [state, row] of Object.entries(TABLE) as [GoldenState, Record<UpdateMode, [boolean, boolean]>][]) {
      for (const mode of MODES) expect([state, mode, planUpdate(mode, state)]).toEqual([state, mode, { write: row[mode][0], pass: row[mode][1] }]);
    }
  });

  test('#updateModeIn: the mode asked for, default when none is; in CI the default mode writes nothing, a mode asked for is honoured', () => {
    expect(updateModeIn('changed', false)).toBe('changed');
    expect(updateModeIn('all', true)).toBe('all');
    expect(updateModeIn('missing', true)).toBe('missing');
    expect(updateModeIn('default', true)).toBe('none');
    expect(updateModeIn(undefined, true)).toBe('none');
    expect(updateModeIn(undefined, false)).toBe('default');
  });
});

/**
 * The Playwright door's policy, every permutation in process: the mode asked
 * for (and CI) × what is stored × whether the page matches, from the first
 * capture's judgement to what is written and said. The door only reads the
 * file, captures and carries the outcome out (tests/browser and
 * tests/playwright/projects.runner.test.ts run it for real).
 */
describe('assert/file-policy', () => {
  const COMMAND = 'npx playwright test --update-snapshots';
  const CALL = 'expect(page).toMatchA11ySnapshot("orders")';
  const settingsFor = (asked: UpdateMode | undefined, ci: boolean, more: Partial<FilePolicySettings> = {}): FilePolicySettings => ({
    mode: updateModeIn(asked, ci),
    ci,
    call: CALL,
    golden: 'x.snap',
    update: COMMAND,
    ...more,
  });
  // One page, and one page whose button was renamed: each parsed once (a JSDOM is most of a test's time).
  const current = model();
  const renamedGolden = renderGolden(model(BODY.replace('Create order', 'Place order')));
  const unreadableText = golden.replace('link "Order 1001"', 'link /Order (\\d+/');
  const STORED = {
    missing: () => undefined,
    same: () => readStoredGolden(golden, 'x.snap'),
    different: () => readStoredGolden(renamedGolden, 'x.snap'),
    unreadable: () => readStoredGolden(unreadableText, 'x.snap'),
  };
  const UNREADABLE_LINE = `x.snap:4:6: invalid pattern /Order (\\d+/: Invalid regular expression: /Order (\\d+/: Unterminated group (fix the golden, or rewrite it with: ${COMMAND}=all)`;

  /** One assertion on the page `current`: refused before any capture, or concluded from one settled capture. */
  function assertOnce(settings: FilePolicySettings, state: keyof typeof STORED, page: Snapshot = current, steady = true, note = '') {
    const assertion = holdCapture(settings, STORED[state]());
    const judged = assertion.judge(page);
    return { assertion, judged, outcome: assertion.refused ?? assertion.conclude({ model: page, steady, judged }, note) };
  }

  const ASKED: (UpdateMode | undefined)[] = ['all', 'changed', 'missing', 'default', 'none', undefined];

  test('which capture ends the wait: one that matches a golden kept; else a settled one, when nothing is held, all is rewritten, or under changed', () => {
    for (const asked of ASKED) {
      for (const ci of [false, true]) {
        const settings = settingsFor(asked, ci);
        const rewriting = settings.mode === 'all';
        const same = assertOnce(settings, 'same');
        expect([asked, ci, same.judged.pass, same.assertion.endWhenSettled]).toEqual([asked, ci, !rewriting, rewriting || settings.mode === 'changed']);
        const different = assertOnce(settings, 'different');
        expect([asked, ci, different.judged.pass, different.assertion.endWhenSettled]).toEqual([asked, ci, false, rewriting || settings.mode === 'changed']);
        for (const state of ['missing', 'unreadable'] as const) {
          const { judged, assertion } = assertOnce(settings, state);
          expect([asked, ci, state, judged.pass, assertion.endWhenSettled]).toEqual([asked, ci, state, false, true]);
        }
      }
    }
    // A golden at another level than asked is not held: the page settles, then the ~detail line fails it.
    const full = holdCapture(settingsFor('default', false, { detail: 'full' }), STORED.same());
    expect([full.judge(current).pass, full.endWhenSettled]).toEqual([false, true]);
  });

  test('a missing golden: written by every mode but none (and the default in CI); the default mode fails the test softly, none fails it', () => {
    for (const asked of ASKED) {
      for (const ci of [false, true]) {
        const { mode } = settingsFor(asked, ci);
        const { outcome } = assertOnce(settingsFor(asked, ci), 'missing');
        const row = [asked, ci, outcome.write, outcome.pass, !!outcome.soft, outcome.notice];
        if (mode === 'none') {
          const hint = ci
            ? `CI is set, so the default mode writes no golden: create it on your machine with: ${COMMAND}, review it and commit it (or ask for a mode: ${COMMAND}=missing).`
            : `Create it with: ${COMMAND}`;
          expect(row).toEqual([asked, ci, undefined, false, false, undefined]);
          expect(outcome.message).toBe(`A snapshot doesn't exist at x.snap.\n${hint}`);
        } else if (mode === 'default') {
          expect(row).toEqual([asked, ci, golden, false, true, undefined]);
          expect(outcome.message).toBe("A snapshot doesn't exist at x.snap, writing actual.\nReview the new golden, then run the test again.");
        } else {
          expect(row).toEqual([asked, ci, golden, true, false, "x.snap doesn't exist, writing actual."]);
          expect(outcome.message).toBe('');
        }
        expect(outcome.keep).toEqual(outcome.pass ? [] : [{ kind: 'actual', text: golden }]);
        expect([outcome.expected, outcome.actual]).toEqual([undefined, golden]);
      }
    }
  });

  test('a golden that differs: all and changed rewrite it and pass; every other mode fails with the diff, the file and what to do, and keeps the three texts', () => {
    const stored = renamedGolden;
    for (const asked of ASKED) {
      for (const ci of [false, true]) {
        const { mode } = settingsFor(asked, ci);
        const { outcome } = assertOnce(settingsFor(asked, ci), 'different');
        if (mode === 'all' || mode === 'changed') {
          expect([asked, ci, outcome]).toEqual([
            asked,
            ci,
            { write: golden, notice: 'x.snap does not match, writing actual.', keep: [], pass: true, message: '', expected: stored, actual: golden },
          ]);
          continue;
        }
        const hint = ci
          ? `CI is set, so the default mode writes no golden: update it on your machine with: ${COMMAND}`
          : `To accept the page as it is now: ${COMMAND}`;
        const diff = '  link "Order 1001"\n~name button "Create order" (was "Place order")';
        expect([asked, ci, outcome.write, outcome.pass, outcome.soft, outcome.message]).toEqual([
          asked,
          ci,
          undefined,
          false,
          undefined,
          `${CALL} failed\n\nGolden: x.snap\n    link "Order 1001"\n  ~name button "Create order" (was "Place order")\n\n${hint}`,
        ]);
        expect(outcome.keep).toEqual([
          { kind: 'actual', text: golden },
          { kind: 'expected', text: stored },
          { kind: 'diff', text: diff + '\n' },
        ]);
        expect([outcome.expected, outcome.actual]).toEqual([stored, golden]);
      }
    }
  });

  test('a golden that matches passes in every mode and is not written again; all rewrites only a text that would change', () => {
    for (const asked of ASKED) {
      for (const ci of [false, true]) {
        expect([asked, ci, assertOnce(settingsFor(asked, ci), 'same').outcome]).toEqual([
          asked,
          ci,
          { write: undefined, notice: undefined, keep: [], pass: true, message: '', expected: golden, actual: golden },
        ]);
      }
    }
    // A golden recorded before its page settled says `loading`: all writes it again from the settled page.
    const loading = golden.replace(' settled', ' loading(Network 1)');
    const all = holdCapture(settingsFor('all', false), readStoredGolden(loading, 'x.snap'));
    expect(all.conclude({ model: current, steady: true, judged: all.judge(current) }, '')).toMatchObject({
      write: golden,
      pass: true,
      notice: 'x.snap does not match, writing actual.',
    });
  });

  test('an unreadable golden fails on one line before any capture, and is left as it is; only all rewrites it, from a capture', () => {
    for (const asked of ASKED) {
      for (const ci of [false, true]) {
        const { mode } = settingsFor(asked, ci);
        const { assertion, outcome } = assertOnce(settingsFor(asked, ci), 'unreadable');
        if (mode === 'all') {
          expect(assertion.refused).toBeUndefined();
          expect([asked, ci, outcome]).toEqual([
            asked,
            ci,
            { write: golden, notice: 'x.snap does not match, writing actual.', keep: [], pass: true, message: '', expected: unreadableText, actual: golden },
          ]);
        } else {
          expect([asked, ci, outcome]).toEqual([asked, ci, { keep: [], pass: false, message: UNREADABLE_LINE, expected: unreadableText }]);
          // Concluding anyway changes nothing: what cannot be read is never written over.
          expect(assertion.conclude({ model: current, steady: true }, '')).toBe(assertion.refused);
        }
      }
    }
    // A file that is not UTF-8 is unreadable as a whole, with its one line.
    const bytes = holdCapture(settingsFor('changed', false), { text: '\ufffd', error: new GoldenError('x.snap', 1, 1, 'not UTF-8') });
    expect(bytes.refused?.message).toBe(`x.snap:1:1: not UTF-8 (fix the golden, or rewrite it with: ${COMMAND}=all)`);
  });

  test('a page that did not settle: the golden written says loading, and every message carries the note', () => {
    const page = { ...current, header: { ...current.header, settled: false, network: 2 } };
    const note = 'The page did not settle within 1000 ms (2 requests still in flight): this is its last snapshot.';
    const loading = golden.replace(' settled', ' loading(Network 2)');
    expect(loading).not.toBe(golden);
    expect(assertOnce(settingsFor('missing', false), 'missing', page, false, note).outcome).toMatchObject({
      write: loading,
      notice: `x.snap doesn't exist, writing actual. ${note}`,
    });
    expect(assertOnce(settingsFor('default', false), 'missing', page, false, note).outcome.message).toBe(
      `A snapshot doesn't exist at x.snap, writing actual.\nReview the new golden, then run the test again.\n${note}`,
    );
    const failed = assertOnce(settingsFor('default', false), 'different', page, false, note).outcome;
    expect(failed.message).toContain(`\n\n${note}\nTo accept the page as it is now: ${COMMAND}`);
    expect(failed.actual).toBe(loading);
    // A capture that matches is the answer however busy the page: it passes, and nothing says loading.
    expect(assertOnce(settingsFor('all', false), 'same', page, true).outcome.write).toBeUndefined();
    const matched = holdCapture(settingsFor('default', false), STORED.same());
    expect(matched.conclude({ model: page, steady: false, judged: matched.judge(page) }, '')).toMatchObject({ pass: true, actual: golden });
  });

  test("lint fails an assertion whose golden passed (after writing it), and follows a failure's message", () => {
    const nameless = model(BODY + '<button></button>');
    const lint = { lint: ['nameless' as const] };
    const written = holdCapture(settingsFor('missing', false, lint), undefined);
    const outcome = written.conclude({ model: nameless, steady: true, judged: written.judge(nameless) }, '');
    expect(outcome).toMatchObject({ write: renderGolden(nameless), pass: false, keep: [] });
    expect(outcome.message).toMatch(new RegExp(`^${CALL.replace(/[()]/g, '\\$&')} failed: 1 line breaks the lint rules this test turns on\n\n  `));
    const failing = holdCapture(settingsFor('none', false, lint), undefined);
    const message = failing.conclude({ model: nameless, steady: true, judged: failing.judge(nameless) }, '').message;
    expect(message).toMatch(
      /^A snapshot doesn't exist at x\.snap\.\nCreate it with: .*\n\nexpect\(page\)\.toMatchA11ySnapshot\("orders"\) failed: 1 line breaks/,
    );
  });

  test('the diff is coloured for a terminal; the kept diff file is not', () => {
    const outcome = assertOnce(settingsFor('default', false, { color: true }), 'different').outcome;
    expect(outcome.message).toContain('\x1b[');
    expect(outcome.keep.find((k) => k.kind === 'diff')?.text).toBe('  link "Order 1001"\n~name button "Create order" (was "Place order")\n');
  });

  test('the judgement of a capture is the one the DOM doors make (one policy)', () => {
    for (const state of ['same', 'different'] as const) {
      const stored = STORED[state]()!;
      const { judgement } = holdCapture(settingsFor('default', false), stored).judge(current);
      const domain = createGoldenDomain({});
      const dom = domain.match(domain.capture(page()), domain.parseExpected(stored.text));
      expect([state, judgement]).toEqual([state, judgeCapture(current, stored)]);
      expect([state, { ...judgement, changes: [] }]).toEqual([state, { ...dom, changes: [] }]);
    }
  });
});

describe('assert/receipt', () => {
  const receipt = 'done tapOn button "Create order"\ndialog "Confirm order"\n+ button "Confirm"';
  const stored = renderReceiptGolden(receipt);
  const settings = (asked: UpdateMode | undefined, ci = false): FilePolicySettings => ({
    mode: updateModeIn(asked, ci),
    ci,
    call: 'expect(receipt).toMatchA11ySnapshot("create")',
    golden: 'r.snap',
    update: 'npx playwright test --update-snapshots',
  });
  const hold = (asked: UpdateMode | undefined, text: string | undefined, ci = false): GoldenOutcome =>
    holdReceipt(settings(asked, ci), receipt, text === undefined ? undefined : readStoredReceipt(text, 'r.snap'));

  test('read as a receipt golden, or why it cannot be held; judged as text', () => {
    expect(readStoredReceipt(stored, 'r.snap')).toEqual({ text: stored });
    expect(readStoredReceipt(golden, 'r.snap').error?.message).toBe('r.snap:1: expected "# a11y-snapshot receipt": the golden does not hold a receipt');
    expect(judgeReceipt(receipt, undefined)).toEqual({ state: 'missing', diff: [], resolved: stored, changes: [] });
    expect(judgeReceipt(receipt, { text: stored })).toEqual({ state: 'same', diff: [], resolved: stored, expected: stored, changes: [] });
    expect(judgeReceipt('done tapOn button "Create order"\nno change', { text: stored }).diff).toContain('-dialog "Confirm order"');
  });

  test('the same table as a page: missing, same, different and unreadable in every mode', () => {
    const changed = stored.replace('"Confirm"', '"OK"');
    for (const asked of ['all', 'changed', 'missing', 'default', 'none'] as const) {
      const missing = hold(asked, undefined);
      expect([asked, missing.write, missing.pass, !!missing.soft]).toEqual([
        asked,
        asked === 'none' ? undefined : stored,
        !['none', 'default'].includes(asked),
        asked === 'default',
      ]);
      expect(hold(asked, stored)).toEqual({ write: undefined, notice: undefined, keep: [], pass: true, message: '', expected: stored, actual: stored });
      const different = hold(asked, changed);
      expect([asked, different.write, different.pass]).toEqual([
        asked,
        ['all', 'changed'].includes(asked) ? stored : undefined,
        ['all', 'changed'].includes(asked),
      ]);
      if (!different.pass) {
        expect(different.message).toBe(
          'expect(receipt).toMatchA11ySnapshot("create") failed\n\nGolden: r.snap\n  @@ -2,3 +2,3 @@\n   done tapOn button "Create order"\n   dialog "Confirm order"\n  -+ button "OK"\n  ++ button "Confirm"\n\nTo accept the page as it is now: npx playwright test --update-snapshots',
        );
        expect(different.keep.map((k) => k.kind)).toEqual(['actual', 'expected', 'diff']);
      }
      const unreadable = hold(asked, golden);
      if (asked === 'all') expect(unreadable).toMatchObject({ write: stored, pass: true });
      else
        expect(unreadable).toEqual({
          keep: [],
          pass: false,
          message:
            'r.snap:1: expected "# a11y-snapshot receipt": the golden does not hold a receipt (fix the golden, or rewrite it with: npx playwright test --update-snapshots=all)',
          expected: golden,
        });
    }
    expect(hold(undefined, undefined, true)).toMatchObject({
      write: undefined,
      pass: false,
      message: expect.stringContaining('CI is set, so the default mode writes no golden'),
    });
  });
});

describe('assert/file-policy messages', () => {
  const where = { golden: 'a.snap', update: 'npx playwright test --update-snapshots' };
  test("#missingFileMessage: Playwright's words, then what to do, locally and in CI", () => {
    expect(missingFileMessage({ ...where, ci: false }, true, '')).toBe(
      "A snapshot doesn't exist at a.snap, writing actual.\nReview the new golden, then run the test again.",
    );
    expect(missingFileMessage({ ...where, ci: false }, false, '')).toBe(
      "A snapshot doesn't exist at a.snap.\nCreate it with: npx playwright test --update-snapshots",
    );
    expect(missingFileMessage({ ...where, ci: true }, false, '')).toContain(
      'CI is set, so the default mode writes no golden: create it on your machine with: npx playwright test --update-snapshots',
    );
  });

  test('#mismatchFileMessage and #unreadableFileMessage', () => {
    expect(mismatchFileMessage({ ...where, ci: false, call: 'expect(locator).toMatchA11ySnapshot("cart")' }, ['~name button "B" (was "A")'], '')).toBe(
      'expect(locator).toMatchA11ySnapshot("cart") failed\n\nGolden: a.snap\n  ~name button "B" (was "A")\n\nTo accept the page as it is now: npx playwright test --update-snapshots',
    );
    expect(unreadableFileMessage(new GoldenError('a.snap', 4, 9, 'expected a role'), where.update)).toBe(
      'a.snap:4:9: expected a role (fix the golden, or rewrite it with: npx playwright test --update-snapshots=all)',
    );
  });
});

describe('assert/options', () => {
  const keys = ['detail', 'testIdAttributes', 'steps', 'lint'] as const;
  test('reads what a door takes', () => {
    expect(readSnapshotOptions('m', undefined, keys)).toEqual({ steps: [] });
    expect(readSnapshotOptions('m', { detail: 'full', lint: ['nameless'], testIdAttributes: ['data-qa'] }, keys)).toEqual({
      detail: 'full',
      lint: ['nameless'],
      testIdAttributes: ['data-qa'],
      steps: [],
    });
    expect(readSnapshotOptions('m', { steps: ["tapOn: 'Save'"] }, keys).steps).toEqual([{ verb: 'tapOn', selector: { text: 'Save' } }]);
  });

  test('refuses, in one wording, what a door does not take or a wrong value', () => {
    expect(() => readSnapshotOptions('m', 'full', keys)).toThrow(new TypeError('m: options must be an object, got string'));
    expect(() => readSnapshotOptions('m', [], keys)).toThrow('m: options must be an object, got an array');
    expect(() => readSnapshotOptions('m', { scope: 'main' }, keys)).toThrow(
      'm: unknown option "scope" (the options are detail, testIdAttributes, steps, lint)',
    );
    expect(() => readSnapshotOptions('m', { detail: 'around' }, keys)).toThrow('m: detail must be one of compact, full, regions, v1, read; got "around"');
    expect(() => readSnapshotOptions('m', { testIdAttributes: 'data-qa' }, keys)).toThrow(
      'm: testIdAttributes must be an array of attribute names; got "data-qa"',
    );
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
    for (const entry of ['policy.ts', 'options.ts', 'domain.ts', 'file-policy.ts', 'update.ts', 'receipt.ts']) {
      const { files, packages } = importsOf(join(ROOT, 'src/assert', entry));
      const doors = [...files].filter((file) => /src[\\/](playwright|vitest|jest|cli)[\\/]/.test(file));
      expect(doors, entry).toEqual([]);
      expect(
        [...packages].filter((name) => name.startsWith('node:') || /^(vitest|@playwright|jest|@jest|expect|jsdom)/.test(name)),
        entry,
      ).toEqual([]);
    }
  });
});
