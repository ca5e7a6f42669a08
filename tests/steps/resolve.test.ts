import { describe, expect, it } from 'vitest';
import type { Container, Snapshot } from '../../src/model/snapshot.js';
import { parseStepOrThrow } from '../../src/steps/grammar.js';
import { resolve, type Resolution } from '../../src/steps/resolve.js';
import { line, nodeIn, page } from './models.js';

const run = (model: Snapshot, step: string): Resolution => resolve(model, parseStepOrThrow(step));

/** `done` on the line with this ref, at this tier. */
function expectDone(result: Resolution, ref: string, via = 'exact'): void {
  expect(result.outcome).toBe('done');
  if (result.outcome !== 'done') return;
  expect(result.node?.ref).toBe(ref);
  expect(result.via).toBe(via);
}

const refs = (result: Resolution): (string | undefined)[] => (result.outcome === 'done' ? [] : result.candidates.map((c) => c.node.ref));

describe('steps/resolve', () => {
  describe('tiers', () => {
    const model = page([
      { role: 'button', name: 'Save' },
      { role: 'button', name: 'SAVE' },
      { role: 'button', name: 'Save draft' },
      { role: 'button', name: 'Résumé' },
      { role: 'link', name: 'Don’t save' },
      { role: 'button', name: 'Pages 1–5' },
      { role: 'button', name: 'Create order' },
    ]);

    it('exact wins over norm: "SAVE" is not ambiguous with "Save"', () => {
      expectDone(run(model, "tapOn: 'SAVE'"), 'e2');
      expectDone(run(model, "tapOn: 'Save'"), 'e1');
    });

    it('norm stops the climb before sub: two norm matches are ambiguous, the sub one is left out', () => {
      const result = run(model, "tapOn: 'save'");
      expect(result).toMatchObject({ outcome: 'ambiguous', count: 2, via: 'norm' });
      expect(refs(result)).toEqual(['e1', 'e2']);
    });

    it('norm forgives diacritics, curly quotes, en dashes, NBSP and punctuation', () => {
      expectDone(run(model, "tapOn: 'Resume'"), 'e4', 'norm');
      expectDone(run(model, `tapOn: "Don't save"`), 'e5', 'norm');
      expectDone(run(model, "tapOn: 'pages 1-5'"), 'e6', 'norm');
      expectDone(run(model, "tapOn: 'Create\u00a0order'"), 'e7', 'norm');
      expectDone(run(model, "tapOn: 'Create order!'"), 'e7', 'norm');
    });

    /** `none`, the step naming nothing, with the stretched lines as candidates at their tier. */
    function expectStretched(result: Resolution, ref: string, via: 'sub' | 'score'): void {
      expect(result).toMatchObject({ outcome: 'none', reason: { kind: 'stretched' } });
      if (result.outcome !== 'none') return;
      expect(result.candidates[0]).toMatchObject({ node: { ref }, via });
    }

    it('sub and score only suggest: a name found inside another, or a near miss, is none with that line first, never done', () => {
      expectStretched(run(model, "tapOn: 'draft'"), 'e3', 'sub');
      expectStretched(run(model, "tapOn: 'order'"), 'e7', 'sub');
      expectStretched(run(model, "tapOn: 'Creat ordr'"), 'e7', 'score');
      expectStretched(run(model, "tapOn: 'Sav drafts'"), 'e3', 'score');
      expect(run(model, "tapOn: 'order'")).toMatchObject({
        reason: { message: 'no line is named "order"; 1 line only with a stretched name (via:sub)' },
      });
    });

    it('nothing close is none, and lists no far line', () => {
      const far = run(model, "tapOn: 'Checkout'");
      expect(far).toMatchObject({ outcome: 'none', reason: { kind: 'nothing' }, nothingClose: true });
      expect(refs(far)).toEqual([]);
    });

    it('lists the nearest names first when nothing matches, the far ones left out', () => {
      const result = run(
        page([
          { role: 'button', name: 'Home' },
          { role: 'button', name: 'Export all' },
          { role: 'button', name: 'Exporter' },
        ]),
        "tapOn: 'Expert'",
      );
      expect(result.outcome).toBe('none');
      // "Home" is 0.17 alike: no help.
      expect(refs(result)).toEqual(['e3', 'e2']);
    });

    it('an empty text names the nameless lines only', () => {
      const nameless = page([
        { role: 'button', name: '' },
        { role: 'button', name: '+' },
        { role: 'button', name: 'Add' },
      ]);
      expectDone(run(nameless, "tapOn: ''"), 'e1');
      expect(run(nameless, "tapOn: '-'").outcome).toBe('none');
    });
  });

  describe('index and of', () => {
    const model = page([
      { role: 'heading', name: 'Delete' },
      { role: 'button', name: 'Delete', row: 'Ada' },
      { role: 'button', name: 'Delete', row: 'Alan' },
      { role: 'button', name: 'delete all' },
    ]);

    it('counts every role, as x<count> does', () => {
      expect(line(model, 'e2')).toMatchObject({ index: 2, count: 3 });
      expectDone(run(model, "tapOn: { text: 'Delete', index: 2, of: 3 }"), 'e2');
      expectDone(run(model, "tapOn: { text: 'Delete', index: 3 }"), 'e3');
      expectDone(run(model, "assertVisible: { text: 'Delete', index: 1, of: 3 }"), 'e1');
    });

    it('is none when the chosen line is not one the verb acts on', () => {
      const result = run(model, "tapOn: { text: 'Delete', index: 1, of: 3 }");
      expect(result).toMatchObject({ outcome: 'none', reason: { kind: 'role' } });
      expect(refs(result)[0]).toBe('e1');
    });

    it('is none when of is not the count, with the lines it counted', () => {
      const result = run(model, "tapOn: { text: 'Delete', index: 2, of: 20 }");
      expect(result).toMatchObject({
        outcome: 'none',
        reason: { kind: 'of', message: 'of: 20 but "Delete" names 3 lines (via:exact): the page changed since the snapshot counted them' },
      });
      expect(refs(result).slice(0, 3)).toEqual(['e1', 'e2', 'e3']);
    });

    it('is none when index is past the lines', () => {
      expect(run(model, "tapOn: { text: 'Delete', index: 4 }")).toMatchObject({
        outcome: 'none',
        reason: { kind: 'index', message: 'index: 4 but "Delete" names 3 lines (via:exact)' },
      });
    });

    it('numbers the lines of the first tier that matches; lines reached only by a stretched name are none', () => {
      expect(run(model, "tapOn: { text: 'all', index: 1, of: 1 }")).toMatchObject({ outcome: 'none', reason: { kind: 'stretched' } });
      expect(run(model, "tapOn: { text: 'DELETE', index: 2, of: 3 }").outcome).toBe('done');
    });
  });

  describe('rightOf', () => {
    const model = page([
      { role: 'button', name: 'Delete', row: 'Ada Lovelace' },
      { role: 'button', name: 'Delete', row: 'Alan Turing' },
      { role: 'button', name: 'Delete', row: 'Alan Turing Jr' },
      { role: 'button', name: 'Edit', testId: 'edit', row: 'Ada Lovelace' },
      { role: 'button', name: 'Edit', testId: 'edit', row: 'Alan Turing' },
    ]);

    it('keeps the lines whose row anchor matches, tiered like names', () => {
      expectDone(run(model, "tapOn: { text: 'Delete', rightOf: 'Ada Lovelace' }"), 'e1');
      expectDone(run(model, "tapOn: { text: 'Delete', rightOf: 'Alan Turing' }"), 'e2');
      expectDone(run(model, "tapOn: { text: 'Delete', rightOf: 'ada lovelace' }"), 'e1');
      expectDone(run(model, "tapOn: { text: 'Delete', rightOf: 'Ada' }"), 'e1');
      expect(run(model, "tapOn: { text: 'Delete', rightOf: 'Alan' }")).toMatchObject({ outcome: 'ambiguous', count: 2 });
    });

    it('narrows a test id too', () => {
      expectDone(run(model, "tapOn: { testId: 'edit', rightOf: 'Alan Turing' }"), 'e5');
    });

    it('is none when no line has the row anchor, listing the lines that have the name', () => {
      const result = run(model, "tapOn: { text: 'Delete', rightOf: 'Grace Hopper' }");
      expect(result).toMatchObject({ outcome: 'none', reason: { kind: 'rightOf', message: 'no "Delete" line has row:"Grace Hopper"' } });
      expect(refs(result).slice(0, 3)).toEqual(['e1', 'e2', 'e3']);
    });

    it('combines with index', () => {
      expectDone(run(model, "tapOn: { text: 'Delete', rightOf: 'Alan', index: 2, of: 2 }"), 'e3');
    });
  });

  describe('testId and id', () => {
    const model = page([
      { role: 'button', name: 'Edit', testId: 'edit-1' },
      { role: 'button', name: 'Edit', testId: 'edit-2' },
      { role: 'button', name: 'Save', testId: 'save' },
      { role: 'button', name: 'Save', testId: 'save' },
      { role: 'heading', name: 'Title', id: 'title' },
      { role: 'button', name: 'Close', id: 'close' },
    ]);

    it('match their key exactly, and nothing else', () => {
      expectDone(run(model, "tapOn: { testId: 'edit-2' }"), 'e2');
      expectDone(run(model, "tapOn: { id: 'close' }"), 'e6');
      expect(run(model, "tapOn: { testId: 'Edit-2' }")).toMatchObject({ outcome: 'none', reason: { kind: 'nothing' } });
      expect(run(model, "tapOn: { testId: 'close' }").outcome).toBe('none');
      expect(run(model, "tapOn: { id: 'edit-1' }").outcome).toBe('none');
    });

    it('a shared test id is ambiguous, and index picks', () => {
      expect(run(model, "tapOn: { testId: 'save' }")).toMatchObject({ outcome: 'ambiguous', count: 2, via: 'exact' });
      expectDone(run(model, "tapOn: { testId: 'save', index: 2, of: 2 }"), 'e4');
    });

    it('the nearest keys of the same kind are the candidates, the far ones left out', () => {
      expect(refs(run(model, "tapOn: { testId: 'edit-3' }"))).toEqual(['e1', 'e2']);
    });

    it('a text reaches a line keyed by a test id', () => {
      expect(run(model, "tapOn: 'Edit'")).toMatchObject({ outcome: 'ambiguous', count: 2 });
      expectDone(run(model, "tapOn: 'Close'"), 'e6');
    });

    it('the verb still decides', () => {
      expect(run(model, "tapOn: { id: 'title' }")).toMatchObject({ outcome: 'none', reason: { kind: 'role' } });
      expectDone(run(model, "assertVisible: { id: 'title' }"), 'e5');
    });
  });

  describe('the lines a verb may name', () => {
    const model = page([
      { role: 'heading', name: 'Orders', level: 1 },
      { role: 'link', name: 'Orders list' },
      { role: 'img', name: 'Logo' },
      { role: 'status', name: 'Saved' },
      { role: 'textbox', name: 'Name' },
      { role: 'searchbox', name: 'Search' },
      { role: 'combobox', name: 'Country' },
      { role: 'spinbutton', name: 'Quantity' },
      { role: 'slider', name: 'Volume' },
      { role: 'clickable', name: 'Notes', via: 'editable' },
      { role: 'clickable', name: 'Card', via: 'cursor' },
      { role: 'button', name: 'Logo' },
    ]);

    it('tapOn passes over headings, images and live regions', () => {
      expect(run(model, "tapOn: 'Orders'")).toMatchObject({
        outcome: 'none',
        reason: { kind: 'stretched' },
        candidates: [{ node: { ref: 'e2' }, via: 'sub' }],
      });
      expectDone(run(model, "tapOn: 'Logo'"), 'e12');
      expect(run(model, "tapOn: 'Saved'")).toMatchObject({
        outcome: 'none',
        reason: { kind: 'role', message: '"Saved" names only status lines; tapOn acts on controls and clickables' },
      });
      expectDone(run(model, "tapOn: 'Card'"), 'e11');
      expectDone(run(model, "tapOn: 'Volume'"), 'e9');
    });

    it('inputText types into fields and editable lines only', () => {
      for (const [name, ref] of [
        ['Name', 'e5'],
        ['Search', 'e6'],
        ['Country', 'e7'],
        ['Quantity', 'e8'],
        ['Notes', 'e10'],
      ]) {
        expectDone(run(model, `inputText: { text: '${name}', value: 'x' }`), ref);
      }
      expect(run(model, "inputText: { text: 'Volume', value: '3' }")).toMatchObject({ outcome: 'none', reason: { kind: 'role' } });
      expect(run(model, "inputText: { text: 'Card', value: '3' }")).toMatchObject({ outcome: 'none', reason: { kind: 'role' } });
    });

    it('a ruled-out line is offered with a verb that can name it', () => {
      const result = run(model, "tapOn: 'Saved'");
      expect(result.outcome === 'none' && result.candidates[0]).toMatchObject({ via: 'exact', stepText: "assertVisible: 'Saved'" });
    });

    it('assertVisible reads every line', () => {
      expectDone(run(model, "assertVisible: 'Orders'"), 'e1');
      expectDone(run(model, "assertVisible: 'Saved'"), 'e4');
      expect(run(model, "assertVisible: 'Logo'")).toMatchObject({ outcome: 'ambiguous', count: 2 });
    });
  });

  describe('assertNotVisible', () => {
    const model = page([
      { role: 'button', name: 'Save draft' },
      { role: 'status', name: 'Saved' },
      { role: 'button', name: 'Saved' },
    ]);

    it('passes when no line matches at exact or norm', () => {
      expect(run(model, "assertNotVisible: 'Save'")).toEqual({ outcome: 'done' });
      expect(run(model, "assertNotVisible: 'Loading'")).toEqual({ outcome: 'done' });
    });

    it('fails as none with the lines that show the text', () => {
      const result = run(model, "assertNotVisible: 'saved'");
      expect(result).toMatchObject({ outcome: 'none', reason: { kind: 'visible', message: 'still visible: "saved" names 2 lines (via:norm)' } });
      expect(refs(result)).toEqual(['e2', 'e3']);
    });
  });

  describe('modal dialogs', () => {
    const containers: Container[] = [
      { kind: 'main', name: '' },
      { kind: 'dialog', name: 'New order' },
      { kind: 'form', name: 'Details', parent: 1 },
    ];
    const model = page(
      [
        { ...nodeIn(containers, 0, { role: 'button', name: 'Cancel' }) },
        { ...nodeIn(containers, 0, { role: 'button', name: 'Save' }) },
        { ...nodeIn(containers, 2, { role: 'button', name: 'Save' }) },
        { ...nodeIn(containers, 1, { role: 'button', name: 'Cancel', testId: 'dialog-cancel' }) },
        { ...nodeIn(containers, 1, { role: 'button', name: 'Close' }) },
        { ...nodeIn(containers, 1, { role: 'button', name: 'Close' }) },
        { ...nodeIn(containers, 0, { role: 'button', name: 'Close' }) },
      ],
      containers,
    );

    it('a match inside the dialog wins over the same name outside, and the receipt names the dialog', () => {
      const result = run(model, "tapOn: 'Save'");
      expectDone(result, 'e3');
      expect(result).toMatchObject({ dialog: { kind: 'dialog', name: 'New order' } });
    });

    it('wins over a line keyed by its text outside', () => {
      expect(line(model, 'e1').count).toBe(1);
      expectDone(run(model, "tapOn: 'Cancel'"), 'e4');
    });

    it('lines inside the dialog can still be ambiguous among themselves', () => {
      const result = run(model, "tapOn: 'Close'");
      expect(result).toMatchObject({ outcome: 'ambiguous', count: 2 });
      expect(refs(result)).toEqual(['e5', 'e6']);
    });

    it('a line outside is still reached by index', () => {
      expectDone(run(model, "tapOn: { text: 'Save', index: 1, of: 2 }"), 'e2');
    });

    it('a parsed golden finds the dialog through in:', () => {
      const parsed: Snapshot = { header: model.header, nodes: model.nodes.map(({ container: _c, ...rest }) => rest) };
      // Without the outline, e3 only knows its form: it is not known to sit in the dialog.
      expect(run(parsed, "tapOn: 'Save'")).toMatchObject({ outcome: 'ambiguous', count: 2 });
      const result = run(parsed, "tapOn: 'Cancel'");
      expectDone(result, 'e4');
      expect(result).toMatchObject({ dialog: { kind: 'dialog', name: 'New order' } });
    });
  });

  describe('lines keyed by their text', () => {
    it('win at exact over lines that carry the name beside a $ or # key', () => {
      const model = page([
        { role: 'button', name: 'Save', testId: 'save-top' },
        { role: 'button', name: 'Save' },
        { role: 'button', name: 'Save', id: 'save-bottom' },
      ]);
      expect(line(model, 'e2').count).toBe(1);
      expectDone(run(model, "tapOn: 'Save'"), 'e2');
    });

    it('leave the others ambiguous when no line is keyed by the text', () => {
      const model = page([
        { role: 'button', name: 'Save', testId: 'a' },
        { role: 'button', name: 'Save', id: 'b' },
      ]);
      expect(run(model, "tapOn: 'Save'")).toMatchObject({ outcome: 'ambiguous', count: 2 });
    });
  });

  describe('ambiguous', () => {
    it('counts every match and lists the first five in document order', () => {
      const model = page(Array.from({ length: 7 }, (_, i) => ({ role: 'button', name: 'Delete', row: `Order ${i + 1}` })));
      const result = run(model, "tapOn: 'Delete'");
      expect(result).toMatchObject({ outcome: 'ambiguous', count: 7, via: 'exact' });
      expect(refs(result)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
      expect(result.outcome !== 'done' && result.candidates[1]).toMatchObject({
        selector: { text: 'Delete', rightOf: 'Order 2' },
        stepText: "tapOn: { text: 'Delete', rightOf: 'Order 2' }",
      });
    });
  });

  it('leaves the model as it was', () => {
    const model = page([
      { role: 'button', name: 'Delete', row: 'A' },
      { role: 'button', name: 'Delete', row: 'B' },
    ]);
    const before = structuredClone(model);
    for (const step of ["tapOn: 'Delete'", "tapOn: 'x'", "tapOn: { text: 'Delete', index: 2 }", "assertNotVisible: 'Delete'"]) run(model, step);
    expect(model).toEqual(before);
  });
});
