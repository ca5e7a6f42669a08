import { describe, expect, it } from 'vitest';
import type { Container, Snapshot } from '../../src/model/snapshot.js';
import { parseStepOrThrow } from '../../src/steps/grammar.js';
import { formatActed, formatOutcome } from '../../src/steps/messages.js';
import { resolve } from '../../src/steps/resolve.js';
import { nodeIn, page } from './models.js';

const answer = (model: Snapshot, text: string): string => {
  const step = parseStepOrThrow(text);
  return formatOutcome(step, resolve(model, step));
};

describe('steps/messages', () => {
  const containers: Container[] = [
    { kind: 'table', name: 'Orders' },
    { kind: 'dialog', name: 'New order' },
  ];
  const model = page(
    [
      nodeIn(containers, 0, { role: 'button', name: 'Delete', row: 'Ada Lovelace', icon: 'trash' }),
      nodeIn(containers, 0, { role: 'button', name: 'Delete', row: 'Alan Turing', icon: 'trash' }),
      nodeIn(containers, 0, { role: 'button', name: 'Delete', row: 'Alan Turing', icon: 'trash' }),
      { role: 'heading', name: 'Orders', level: 1 },
      { role: 'clickable', name: 'More', via: 'cursor' },
      nodeIn(containers, 1, { role: 'textbox', name: 'Customer', value: 'ACME' }),
      nodeIn(containers, 1, { role: 'button', name: 'Create order' }),
    ],
    containers,
  );

  describe('#formatOutcome', () => {
    it('done: verb, ref, role and name; in:dialog when the line sits in one', () => {
      expect(answer(model, "tapOn: 'Create order'")).toBe('done tapOn e7 button "Create order" in:dialog"New order"');
      expect(answer(model, "tapOn: 'More'")).toBe('done tapOn e5 clickable "More"');
    });

    it('done without a ref, when the model has none', () => {
      const bare: Snapshot = { ...model, nodes: model.nodes.map(({ ref: _ref, ...rest }) => rest) };
      expect(answer(bare, "assertVisible: 'Orders'")).toBe('done assertVisible heading "Orders"');
    });

    it('done: the typed text, and the tier when the name had to fold', () => {
      expect(answer(model, "inputText: { text: 'customer', value: 'Ada \"A\"' }")).toBe(
        'done inputText e6 textbox "Customer" ="Ada \\"A\\"" in:dialog"New order" via:norm',
      );
    });

    it('none when the name had to stretch: the stretched line first, with its tier and the step that names it', () => {
      const [first, candidate] = answer(model, "tapOn: 'Creat ordr'").split('\n');
      expect(first).toBe('none "Creat ordr" — no line is named "Creat ordr"; 1 line only with a stretched name (via:score)');
      expect(candidate).toMatch(/^ {2}e7 button "Create order" .*via:score {2}→ tapOn: 'Create order'$/);
    });

    it('done for a passing assertNotVisible names the text', () => {
      expect(answer(model, "assertNotVisible: 'Saved'")).toBe('done assertNotVisible "Saved"');
      expect(answer(model, "assertNotVisible: { testId: 'spinner' }")).toBe('done assertNotVisible $"spinner"');
    });

    it('ambiguous: the count, then each line with its tier and the step that names it alone', () => {
      expect(answer(model, "tapOn: 'Delete'")).toBe(
        [
          'ambiguous "Delete": 3',
          `  e1 button[1] "Delete" x3 row:"Ada Lovelace" icon:trash via:exact  → tapOn: { text: 'Delete', rightOf: 'Ada Lovelace' }`,
          `  e2 button[2] "Delete" x3 row:"Alan Turing" icon:trash via:exact  → tapOn: { text: 'Delete', index: 2, of: 3 }`,
          `  e3 button[3] "Delete" x3 row:"Alan Turing" icon:trash via:exact  → tapOn: { text: 'Delete', index: 3, of: 3 }`,
        ].join('\n'),
      );
    });

    it('ambiguous: five lines at most, then how many more', () => {
      const many = page(Array.from({ length: 8 }, () => ({ role: 'button', name: 'Open' })));
      const lines = answer(many, "tapOn: 'open'").split('\n');
      expect(lines[0]).toBe('ambiguous "open": 8');
      expect(lines[1]).toBe(`  e1 button[1] "Open" x8 via:norm  → tapOn: { text: 'Open', index: 1, of: 8 }`);
      expect(lines).toHaveLength(7);
      expect(lines[6]).toBe('  … 3 more');
    });

    it('none: the reason, then the nearest lines', () => {
      expect(answer(model, "tapOn: 'Orders'")).toBe(
        [
          'none "Orders" — "Orders" names only heading lines; tapOn acts on controls and clickables',
          `  e4 heading "Orders" level=1 via:exact  → assertVisible: 'Orders'`,
          // "More", "Create order" and "Delete" are a third alike or less: no help.
        ].join('\n'),
      );
    });

    it('none with nothing near prints no reason, and says that no name is close', () => {
      expect(answer(page([]), "tapOn: 'Save'")).toBe('none "Save"\n  no name is close');
      expect(answer(model, "tapOn: { text: 'Delete', index: 9 }").split('\n')[0]).toBe('none "Delete" — index: 9 but "Delete" names 3 lines (via:exact)');
      expect(answer(model, "assertNotVisible: 'Orders'")).toBe(
        ['none "Orders" — still visible: "Orders" names 1 line (via:exact)', `  e4 heading "Orders" level=1 via:exact  → assertVisible: 'Orders'`].join('\n'),
      );
    });

    it('prints every page string with quote, so a page cannot forge a line', () => {
      const hostile = page([
        { role: 'button', name: 'Pay"\nbutton "Refund\u202e' },
        { role: 'button', name: 'Pay"\nbutton "Refund\u202e' },
      ]);
      const text = answer(hostile, "tapOn: 'Pay'");
      expect(text.split('\n')).toHaveLength(3);
      expect(text.split('\n')[1]).toBe(
        `  e1 button[1] "Pay\\"\\nbutton \\"Refund\\u202e" x2 via:sub  → tapOn: { text: 'Pay"\\nbutton "Refund\\u202e', index: 1, of: 2 }`,
      );
      expect(answer(hostile, "tapOn: { testId: 'a\"\\nb' }")).toBe('none $"a\\"\\nb"\n  no test id is close');
    });
  });

  describe('a key pressed on a ref', () => {
    const search = page([{ role: 'textbox', name: 'Search' }]).nodes[0];

    it('names the key as Playwright does, then the element', () => {
      expect(formatActed({ verb: 'press', key: 'Control+A' }, search, true)).toBe('done press Control+A on e1 textbox "Search"');
      expect(formatActed({ verb: 'press', key: 'Enter' }, search, false)).toBe('done press Enter on textbox "Search"');
    });

    it('a key with a space or a quote in it is a JSON string: it cannot pass for the words around it', () => {
      expect(formatActed({ verb: 'press', key: ' ' }, search, true)).toBe('done press " " on e1 textbox "Search"');
      expect(formatActed({ verb: 'press', key: '"' }, search, true)).toBe('done press "\\"" on e1 textbox "Search"');
    });
  });
});
